import IsletInput
import IsletSwift

/// An app's Swift files, as `islet-swift schema` reads them: parsed by swift-syntax, their
/// activities found and mapped, and the interchange JSON written. The input is split into files
/// at each line `---`. Whatever the text, the reader answers, what it writes parses back as the
/// same JSON (islet reads it from the helper's output), and parsing only the files the byte scan
/// picks gives the schema parsing every file gives (docs/DECISIONS.md, "Reading only the Swift
/// that matters"), less the syntax errors of the files skipped. The files are then read from a
/// folder as `islet-swift read` reads them, parsed whole and read on two threads
/// (`WholeFolderReading`).
enum SwiftFuzzing {
    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        let texts = String(decoding: input, as: UTF8.self).components(separatedBy: "\n---\n")
        let sources = texts.enumerated().map { (path: "Widget/Fuzz\($0.offset).swift", text: $0.element) }
        let schema = SwiftSchemaReader.read(sources: sources)
        let written = JSONWriter.pretty(schema.json)
        guard let reread = try? JSONParser.parse(written).value, reread == schema.json else {
            throw FuzzFinding(description: "the schema JSON does not read back as written: \(written)")
        }
        let filtered = SwiftSchemaReader.read(sources: sources, onlyRelevant: true)
        let expected = schema.diagnostics.filter { !($0.code == .syntaxError && filtered.skipped.contains($0.file)) }
        guard filtered.activities == schema.activities, filtered.diagnostics == expected else {
            throw FuzzFinding(description: "skipping \(filtered.skipped) changed the schema: \(JSONWriter.pretty(filtered.json)) against \(written)")
        }
        try WholeFolderReading.check(texts)
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
        """
        typealias LiveAttributes = PushAttributes
        ---
        protocol PushAttributes: ActivityKit.ActivityAttributes {}
        ---
        struct Parcel: LiveAttributes { typealias ContentState = Shared.State }
        ---
        typealias Place = Stop
        enum Shared { struct State: Codable, Hashable { var stop: Place; var at: Date } }
        ---
        struct /* ours */ Date: Codable, Hashable { var day: Int }
        extension Stop { enum CodingKeys: String, CodingKey { case name = "title" } }
        ---
        struct Stop: Codable, Hashable { var name: String }
        ---
        struct Unrelated { var name: String = }
        """,
    ].map { Array($0.utf8) }
}
