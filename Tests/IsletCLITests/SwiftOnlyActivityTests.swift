import Foundation
import IsletInput
import IsletTestSupport
import Testing

/// What a person meets when the app's Swift is all islet has: fields islet cannot read, syntax
/// errors, a layout file started by `islet import`, and the previewer following saved Swift.
@Suite struct SwiftOnlyActivityTests {
    /// An activity with a property wrapper, a framework type and `Data`: none can be shown.
    static let opaqueFields = """
    import ActivityKit
    struct ParcelAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var courier: String
            @Clamped var stops: Int
            var distance: Measurement<UnitLength>
            var signature: Data
        }
        var orderNumber: Int
        var receipt: Data
    }

    """
    static let push = #"{"aps": {"timestamp": 1764327600, "event": "update", "content-state": {"courier": "Ada", "stops": 3, "distance": {"value": 2}, "signature": "AAAA"}}}"#

    @Test func fieldsIsletCannotReadAreNamedNotBoundAndPushesAreStillJudged() throws {
        let file = try IsletProcess.temporaryFile(Self.opaqueFields, suffix: ".swift")
        let check = try IsletProcess.run(["check", "--json", file, "-"], input: Self.push + "\n")
        #expect(check.status == 0, "\(check.standardError)")
        let record = try #require(try JSONParser.parse(check.standardOutput).value.arrayValue?.first?.objectValue)
        #expect(record["verdict"]?.stringValue == "applied")
        let warnings = record["warnings"]?.arrayValue?.compactMap { $0.objectValue } ?? []
        #expect(warnings.map { "\($0["code"]?.stringValue ?? ""): \($0["path"]?.stringValue ?? "")" } == [
            "customDecoding: aps.content-state.stops", "unresolvedType: aps.content-state.distance",
        ])
        let render = try IsletProcess.run(["render", file, "--presentation", "lock", "--format", "text"])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput.contains("Courier"))
        for label in ["Stops", "Distance", "Signature"] {
            #expect(render.standardOutput.split(separator: "\n").contains { $0.contains(label) && $0.contains("not shown") }, "\(label): \(render.standardOutput)")
        }
    }

    @Test func everySyntaxErrorIsALineOfItsOwn() throws {
        let file = try IsletProcess.temporaryFile(Self.opaqueFields + "struct Broken {\n    var x: = 3\n    var = 4\n}\n", suffix: ".swift")
        let result = try IsletProcess.run(["check", file, "-"], input: "")
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "islet check: the Swift sources do not parse, so islet cannot tell what the app declares:", "\(result.standardError)")
        #expect(lines.dropFirst().map { $0.hasPrefix("  \(file):") && $0.contains(": error: ") } == [true, true], "\(result.standardError)")
        #expect(!result.standardError.contains(#"\n"#))
    }

    @Test func importSaysTheBundleIdIsMadeUpUnlessItIsGiven() throws {
        let file = try IsletProcess.temporaryFile(Self.opaqueFields, suffix: ".swift")
        let guessed = try IsletProcess.run(["import", file])
        #expect(guessed.status == 0)
        let layout = try #require(try JSONParser.parse(guessed.standardOutput).value.objectValue)
        let bundleId = try #require(layout["bundleId"]?.stringValue)
        #expect(bundleId.hasPrefix("com.example."))
        #expect(guessed.standardError.contains("bundleId is a made-up \(bundleId); give the real one with --bundle-id ID"), "\(guessed.standardError)")
        let given = try IsletProcess.run(["import", file, "--bundle-id", "com.acme.parcels"])
        #expect(try JSONParser.parse(given.standardOutput).value.objectValue?["bundleId"]?.stringValue == "com.acme.parcels")
        #expect(!given.standardError.contains("made-up"))
    }

    @Test("saving a Swift file in a folder of sources redraws the previewer; a syntax error shows until it is fixed")
    func savingSwiftRedraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Widget/Parcel.swift")
        try Self.opaqueFields.write(to: file, atomically: true, encoding: .utf8)
        guard let pane = try TmuxPane.start(["preview", folder.path], columns: 120, rows: 40) else { return }
        try pane.waitFor(text: "Courier")
        try Self.opaqueFields.replacingOccurrences(of: "var courier: String", with: "var courier: String\n        var parcelLocker: String")
            .write(to: file, atomically: true, encoding: .utf8)
        try pane.waitFor(text: "Parcel locker")
        try (Self.opaqueFields + "struct Broken { var = 4 }\n").write(to: file, atomically: true, encoding: .utf8)
        let broken = try pane.waitFor(text: "Swift error")
        #expect(broken?.contains("do not parse") == true, "\(broken ?? "")")
        try Self.opaqueFields.write(to: file, atomically: true, encoding: .utf8)
        try pane.waitFor("the first fields again") { !$0.contains("Swift error") && !$0.contains("Parcel locker") }
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }
}
