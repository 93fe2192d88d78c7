import FoundationEssentials
import IsletBenchSupport
import IsletInput
import IsletModel
import IsletSwift
import Testing

/// The reader parses only the files that could change the schema (docs/DECISIONS.md, "Reading
/// only the Swift that matters"); what it answers must be what parsing every file answers.
@Suite struct RelevantFilesTests {
    /// The schema read with the filter, after checking it equals the one read without it.
    @discardableResult
    private func sameWithAndWithoutFilter(_ files: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SwiftSchema {
        let sources = files.map { (path: $0.0, text: $0.1) }
        let all = SwiftSchemaReader.read(sources: sources)
        let filtered = SwiftSchemaReader.read(sources: sources, onlyRelevant: true)
        #expect(JSONWriter.compact(.array(filtered.activities.map(\.json))) == JSONWriter.compact(.array(all.activities.map(\.json))), sourceLocation: sourceLocation)
        #expect(filtered.diagnostics == all.diagnostics, sourceLocation: sourceLocation)
        #expect(all.skipped.isEmpty, sourceLocation: sourceLocation)
        return filtered
    }

    private static let samples = SwiftReading.samples("swift")

    private func swiftFiles(under folder: String) throws -> [(String, String)] {
        try SwiftReading.swiftFiles(under: folder, naming: folder + "/").map { ($0.path, $0.text) }
    }

    @Test func everySampleReadsTheSameAloneAndAllTogether() throws {
        let together = try swiftFiles(under: Self.samples)
        #expect(together.count > 20)
        #expect(sameWithAndWithoutFilter(together).activities.count == 8)
        for sample in try FileManager.default.contentsOfDirectory(atPath: Self.samples).sorted() where !sample.hasSuffix(".md") {
            sameWithAndWithoutFilter(try swiftFiles(under: Self.samples + "/" + sample))
        }
    }

    @Test func theBenchCorporaReadTheSameAndAppCodeIsSkipped() {
        sameWithAndWithoutFilter(SwiftSourceCorpus.files().map { ("Bench/" + $0.name, $0.text) })
        let app = SwiftSourceCorpus.appFiles()
        let schema = sameWithAndWithoutFilter(app.map { ("App/" + $0.name, $0.text) })
        #expect(schema.activities.count == 2)
        #expect(schema.skipped.count == app.count - 3, "\(schema.skipped)")
    }

    @Test func aTypeConformingInAnExtensionElsewhereIsFound() {
        let schema = sameWithAndWithoutFilter([
            ("Model/Trip.swift", "struct Trip {\n    var id: String\n    struct ContentState: Codable, Hashable { var leg: Leg }\n}\n"),
            ("Model/Leg.swift", "extension Trip {\n    enum Leg: String, Codable { case out, back }\n}\n"),
            ("Widget/Trip+Activity.swift", "import ActivityKit\nextension Trip: ActivityAttributes {}\n"),
            ("App/Unrelated.swift", "struct Settings { var trip: String }\n"),
        ])
        #expect(schema.only?.name == "Trip")
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"leg": {"enum": ["out", "back"], "name": "Trip.Leg"}}"#))
        #expect(schema.skipped == ["App/Unrelated.swift"])
    }

    @Test func typealiasChainsAreFollowedAcrossFiles() {
        let schema = sameWithAndWithoutFilter([
            ("Kit/Names.swift", "typealias LiveAttributes = KitAttributes\n"),
            ("Kit/More.swift", "typealias KitAttributes = ActivityAttributes\n"),
            ("Widget/Parcel.swift", "struct Parcel: LiveAttributes {\n    var kind: NS.Kind\n    typealias ContentState = ParcelState\n}\n"),
            ("Widget/State.swift", "typealias ParcelState = Shared.State\n"),
            ("Shared/Shared.swift", "enum Shared {\n    struct State: Codable, Hashable { var stop: Stop }\n}\n"),
            ("Shared/Stop.swift", "struct Stop: Codable, Hashable { var name: String }\n"),
            ("Shared/Names.swift", "typealias Place = Stop\n"),
            ("Shared/Place.swift", "extension Place {\n    enum CodingKeys: String, CodingKey { case name = \"title\" }\n}\n"),
            ("Shared/Namespace.swift", "typealias NS = Outer\nenum Outer { enum Kind: Int, Codable { case a, b } }\n"),
        ])
        #expect(schema.only?.name == "Parcel")
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"stop": {"struct": {"name": {"type": "String", "key": "title"}}, "name": "Stop"}}"#))
        #expect(schema.only?.attributesJSON == SwiftReading.compact(#"{"kind": {"enum": [0, 1], "name": "Outer.Kind"}}"#))
    }

    @Test func aProtocolRefiningActivityAttributesInAnotherFileIsFollowed() {
        let schema = sameWithAndWithoutFilter([
            ("SDK/Push.swift", "import ActivityKit\nprotocol PushAttributes: ActivityAttributes { var pushID: String { get } }\n"),
            ("SDK/Tracked.swift", "protocol TrackedAttributes: PushAttributes {}\n"),
            ("Widget/Ride.swift", "struct RideAttributes: TrackedAttributes {\n    var pushID: String\n    struct ContentState: Codable, Hashable { var eta: Date }\n}\n"),
            ("Widget/Other.swift", "struct Tip: Codable { var amount: Decimal }\n"),
        ])
        #expect(schema.only?.name == "RideAttributes")
        #expect(schema.skipped == ["Widget/Other.swift"])
    }

    @Test func declarationsHiddenByCommentsBackticksOrShadowingStillCount() {
        let schema = sameWithAndWithoutFilter([
            ("Widget/Box.swift", "struct BoxAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var size: Size; var at: Date; var tag: Tag }\n}\n"),
            ("Model/Size.swift", "enum // the sizes we ship\n    Size: String, Codable { case small, large }\n"),
            ("Model/Date.swift", "struct /* ours */ Date: Codable, Hashable { var day: Int }\n"),
            ("Model/Tag.swift", "struct `Tag`: Codable, Hashable { var text: String }\n"),
        ])
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"""
            {"size": {"enum": ["small", "large"], "name": "Size"}, "at": {"struct": {"day": "Int"}, "name": "Date"}, "tag": {"struct": {"text": "String"}, "name": "Tag"}}
            """#))
        #expect(schema.skipped.isEmpty)
    }

    @Test func aSyntaxErrorInAFileThatCannotMatterIsNotParsedButNamed() throws {
        let files = [
            ("Widget/Tip.swift", "struct TipAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var n: Int }\n}\n"),
            ("App/Broken.swift", "struct Broken {\n    var name: String =\n}\n"),
        ]
        let filtered = SwiftSchemaReader.read(sources: files.map { (path: $0.0, text: $0.1) }, onlyRelevant: true)
        #expect(filtered.only?.name == "TipAttributes")
        #expect(filtered.diagnostics.isEmpty)
        #expect(filtered.skipped == ["App/Broken.swift"])
        #expect(JSONWriter.compact(filtered.json).contains(#""skipped":["App/Broken.swift"]"#))
        #expect(SwiftSchemaReader.read(sources: files.map { (path: $0.0, text: $0.1) }).diagnostics(.syntaxError).count == 1)
    }
}
