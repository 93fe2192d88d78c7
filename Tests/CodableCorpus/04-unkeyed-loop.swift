// An unkeyed container read in a loop until isAtEnd.
struct Root: Decodable {
    var scores: [Int] = []
    var label: String

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        label = try container.decode(String.self)
        var found: [Int] = []
        while !container.isAtEnd {
            found.append(try container.decode(Int.self))
        }
        scores = found
    }
}

func show(_ value: Root) -> String {
    "\(value.label): \(value.scores.map { String($0) }.joined(separator: ","))"
}

// json: ["a", 1, 2, 3]
// json: ["a"]
// json: []
// json: ["a", 1, "2"]
// json: {"a": 1}
