// Keys the JSON decides: a CodingKey struct and allKeys.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}

struct Root: Decodable {
    var totals: [String] = []

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var found: [String] = []
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let count = try container.decode(Int.self, forKey: key)
            found.append("\(key.stringValue)=\(count)")
        }
        totals = found
    }
}

func show(_ value: Root) -> String {
    value.totals.joined(separator: " ")
}

// json: {"b": 2, "a": 1}
// json: {}
// json: {"a": "1"}
// json: [1]
