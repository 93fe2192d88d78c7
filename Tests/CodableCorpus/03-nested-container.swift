// A nested keyed container with its own keys.
struct Root: Decodable {
    let driver: String
    let lat: Double
    let lon: Double

    enum CodingKeys: String, CodingKey {
        case driver, location
    }

    enum LocationKeys: String, CodingKey {
        case lat
        case lon = "lng"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        driver = try container.decode(String.self, forKey: .driver)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        lat = try location.decode(Double.self, forKey: .lat)
        lon = try location.decode(Double.self, forKey: .lon)
    }
}

func show(_ value: Root) -> String {
    "\(value.driver) \(value.lat) \(value.lon)"
}

// json: {"driver": "Sam", "location": {"lat": 1.5, "lng": 2}}
// json: {"driver": "Sam", "location": {"lat": 1.5}}
// json: {"driver": "Sam", "location": [1, 2]}
// json: {"driver": "Sam", "location": {"lat": "x", "lng": 2}}
// json: {"driver": "Sam"}
