// CodingKeys that compute their own stringValue.
struct Root: Decodable {
    let first: String
    let second: Int

    enum CodingKeys: CodingKey {
        case first, second

        var stringValue: String {
            switch self {
            case .first: return "one"
            case .second: return "two"
            }
        }

        var intValue: Int? { nil }

        init?(stringValue: String) {
            switch stringValue {
            case "one": self = .first
            case "two": self = .second
            default: return nil
            }
        }

        init?(intValue: Int) {
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        first = try container.decode(String.self, forKey: .first)
        second = try container.decode(Int.self, forKey: .second)
    }
}

func show(_ value: Root) -> String {
    "\(value.first) \(value.second)"
}

// json: {"one": "a", "two": 2}
// json: {"first": "a", "second": 2}
// json: {"one": "a", "two": "2"}
