// A failed decode caught by the type's own code, which falls back.
struct Root: Decodable {
    var amount: Int
    var problem: String

    enum CodingKeys: String, CodingKey {
        case amount
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            amount = try container.decode(Int.self, forKey: .amount)
            problem = "none"
        } catch {
            amount = -1
            problem = "fallback"
        }
    }
}

func show(_ value: Root) -> String {
    "\(value.amount) \(value.problem)"
}

// json: {"amount": 5}
// json: {"amount": "5"}
// json: {}
// json: []
