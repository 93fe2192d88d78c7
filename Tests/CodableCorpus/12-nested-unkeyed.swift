// Unkeyed containers nested in a keyed one and in each other.
struct Root: Decodable {
    let name: String
    let points: [[Int]]

    enum CodingKeys: String, CodingKey {
        case name, points
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        var outer = try container.nestedUnkeyedContainer(forKey: .points)
        var rows: [[Int]] = []
        while !outer.isAtEnd {
            var inner = try outer.nestedUnkeyedContainer()
            var row: [Int] = []
            while !inner.isAtEnd {
                row.append(try inner.decode(Int.self))
            }
            rows.append(row)
        }
        points = rows
    }
}

func show(_ value: Root) -> String {
    "\(value.name) " + value.points.map { row in row.map { String($0) }.joined(separator: ",") }.joined(separator: "|")
}

// json: {"name": "route", "points": [[1, 2], [3]]}
// json: {"name": "route", "points": []}
// json: {"name": "route", "points": [[1], "x"]}
// json: {"name": "route", "points": [[1, "x"]]}
// json: {"name": "route"}
