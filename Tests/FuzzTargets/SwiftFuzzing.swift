import IsletModel
import IsletSwift

/// An app's Swift file, as `islet-swift schema` reads it: parsed by swift-syntax, its activities
/// found and mapped, and the interchange JSON written. Whatever the text, the reader answers, and
/// what it writes parses back as the same JSON (islet reads it from the helper's output).
enum SwiftFuzzing {
    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        let schema = SwiftSchemaReader.read(sources: [(path: "Widget/Fuzz.swift", text: String(decoding: input, as: UTF8.self))])
        let written = JSONWriter.pretty(schema.json)
        guard let reread = try? JSONParser.parse(written).value, reread == schema.json else {
            throw FuzzFinding(description: "the schema JSON does not read back as written: \(written)")
        }
        return !schema.activities.isEmpty
    }

    /// Widget-style declarations touching each rule the reader follows.
    static let seeds: [[UInt8]] = [
        """
        import ActivityKit

        struct TaxiAttributes: ActivityAttributes {
            public typealias Status = ContentState
            public struct ContentState: Codable, Hashable {
                var phase: Phase
                var pickupWindow: ClosedRange<Date>
                var fareCents: [Int: Int]?
                enum CodingKeys: String, CodingKey { case phase, pickupWindow = "pickup_window" }
            }
            enum Phase: String, Codable { case booked, arriving = "ARRIVING", onboard }
            let schemaVersion = 1
            var driver: Driver
        }
        """,
        """
        protocol BrandedAttributes: ActivityAttributes {}
        struct Driver: Codable, Hashable {
            var name: String
            @Clamped var rating: Double
            var plate: Measurement<UnitLength>
            static let placeholder = Driver(name: "", rating: 0, plate: .init(value: 0, unit: .meters))
        }
        extension TaxiAttributes: BrandedAttributes {}
        """,
        """
        #if canImport(ActivityKit)
        struct ScoreAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var score: Score
                init(from decoder: Decoder) throws { score = .tied }
            }
            enum Score: Codable, Hashable { case tied, leading(by: Int), trailing(Int, String) }
            enum Period: Int, Codable { case first = 1, second, overtime = 10 }
            var period: Period
        }
        #endif
        """,
    ].map { Array($0.utf8) }
}
