// decodeIfPresent with defaults, and contains.
struct Root: Decodable {
    var name: String
    var stops: Int
    var note: String

    enum CodingKeys: String, CodingKey {
        case name, stops, note
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "Unknown"
        stops = try container.decodeIfPresent(Int.self, forKey: .stops) ?? 0
        note = container.contains(.note) ? "has note" : "no note"
    }
}

func show(_ value: Root) -> String {
    "\(value.name) \(value.stops) \(value.note)"
}

// json: {}
// json: {"name": "Ana", "stops": 2, "note": null}
// json: {"stops": null}
// json: {"stops": 2.5}
// json: {"name": 5}
