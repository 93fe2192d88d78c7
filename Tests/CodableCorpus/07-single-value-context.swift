// A single-value wrapper inside a synthesized struct, refusing with a Context of its own.
struct Code: Decodable {
    let value: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.count == 3 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a code has three letters"))
        }
        value = text.uppercased()
    }
}

struct Root: Decodable {
    let from: Code
    let to: Code
}

func show(_ value: Root) -> String {
    "\(value.from.value)-\(value.to.value)"
}

// json: {"from": "sfo", "to": "lax"}
// json: {"from": "sfo", "to": "lax1"}
// json: {"from": "sfo"}
// json: {"from": 1, "to": "lax"}
// json: {"from": null, "to": "lax"}
