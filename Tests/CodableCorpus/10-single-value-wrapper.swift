// A single-value wrapper type, required and optional.
struct Celsius: Decodable {
    let degrees: Double

    init(from decoder: Decoder) throws {
        degrees = try decoder.singleValueContainer().decode(Double.self)
    }
}

struct Root: Decodable {
    let high: Celsius
    let low: Celsius?
}

func show(_ value: Root) -> String {
    "\(value.high.degrees) \(value.low?.degrees ?? -999.5)"
}

// json: {"high": 21.5, "low": 10}
// json: {"high": 21.5}
// json: {"high": "warm"}
// json: {"high": 1, "low": null}
// json: {"low": 3}
