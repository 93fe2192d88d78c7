// A value the type refuses: DecodingError.dataCorruptedError(forKey:in:debugDescription:).
struct Root: Decodable {
    let percent: Int

    enum CodingKeys: String, CodingKey {
        case percent
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode(Int.self, forKey: .percent)
        guard raw >= 0 && raw <= 100 else {
            throw DecodingError.dataCorruptedError(forKey: .percent, in: container, debugDescription: "percent out of range")
        }
        percent = raw
    }
}

func show(_ value: Root) -> String {
    "\(value.percent)%"
}

// json: {"percent": 40}
// json: {"percent": 140}
// json: {"percent": -1}
// json: {"percent": 4.5}
