// Swift's synthesized Codable for an enum with associated values, labelled and not.
enum Status: Codable {
    case waiting
    case onTheWay(minutes: Int)
    case delivered(String, at: Double)
}

struct Root: Codable {
    let status: Status
    let id: Int
}

func show(_ value: Root) -> String {
    switch value.status {
    case .waiting: return "\(value.id) waiting"
    case .onTheWay(let minutes): return "\(value.id) on the way \(minutes)"
    case .delivered(let who, let time): return "\(value.id) delivered to \(who) at \(time)"
    }
}

// json: {"id": 1, "status": {"waiting": {}}}
// json: {"id": 2, "status": {"onTheWay": {"minutes": 5}}}
// json: {"id": 3, "status": {"delivered": {"_0": "Ana", "at": 12.5}}}
// json: {"id": 4, "status": {"onTheWay": {}}}
// json: {"id": 5, "status": "waiting"}
// json: {"id": 6, "status": {"onTheWay": {"minutes": 1}, "waiting": {}}}
// json: {"id": 7, "status": {"late": {}}}
