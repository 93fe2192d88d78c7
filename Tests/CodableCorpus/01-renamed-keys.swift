// A custom init(from:) reading keys CodingKeys renames.
struct Root: Decodable {
    let title: String
    let count: Int

    enum CodingKeys: String, CodingKey {
        case title = "headline"
        case count = "n"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.title = try container.decode(String.self, forKey: .title)
        count = try container.decode(Int.self, forKey: .count)
    }
}

func show(_ value: Root) -> String {
    "\(value.title) \(value.count)"
}

// json: {"headline": "Tea", "n": 3}
// json: {"headline": "Tea", "n": "3"}
// json: {"headline": "Tea"}
// json: {"title": "Tea", "n": 3}
// json: {"headline": null, "n": 3}
// json: [1]
