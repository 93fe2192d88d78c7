// An enum that decodes itself from a number or a string, in an array.
enum Phase: Decodable {
    case preparing
    case cooking(Int)
    case done

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let minutes = try? container.decode(Int.self) {
            self = .cooking(minutes)
            return
        }
        let text = try container.decode(String.self)
        switch text {
        case "preparing": self = .preparing
        case "done": self = .done
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown phase \(text)")
        }
    }
}

struct Root: Decodable {
    let phases: [Phase]
}

func show(_ value: Root) -> String {
    value.phases.map { phase in
        switch phase {
        case .preparing: return "P"
        case .cooking(let minutes): return "C\(minutes)"
        case .done: return "D"
        }
    }.joined(separator: " ")
}

// json: {"phases": ["preparing", 5, "done"]}
// json: {"phases": ["burnt"]}
// json: {"phases": [true]}
// json: {"phases": {}}
