// An unkeyed container's count, and decodeIfPresent past its end.
struct Root: Decodable {
    let first: Int
    let total: Int
    let rest: Int?

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        total = container.count ?? 0
        first = try container.decode(Int.self)
        rest = try container.decodeIfPresent(Int.self)
    }
}

func show(_ value: Root) -> String {
    let rest = value.rest == nil ? "none" : "\(value.rest!)"
    return "\(value.first) of \(value.total), then \(rest)"
}

// json: [4, 5]
// json: [4]
// json: [4, null]
// json: []
// json: ["x"]
