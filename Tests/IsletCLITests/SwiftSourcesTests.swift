import Foundation
import IsletInput
import IsletModel
import IsletSources
import IsletTestSupport
import Testing

/// islet given the app's Swift instead of, or beside, a layout: the real `islet-swift` reads
/// `samples/swift/`, and what islet makes of it agrees with the bundled layouts.
@Suite struct SwiftSourcesTests {
    static let layoutNames = ["countdown", "delivery", "download", "flight", "music", "order", "rideshare", "sports"]

    static func layoutJSON(_ name: String) throws -> JSONObject {
        try #require(try JSONParser.parse(String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("layouts/\(name).json"), encoding: .utf8)).value.objectValue)
    }

    static func declaration(_ root: JSONObject) throws -> ActivityDeclaration {
        let name = try #require(root["activity"]?.stringValue)
        return ActivityDeclaration(
            name: name,
            attributes: try SchemaParser.parseStruct(root["attributes"] ?? .object(JSONObject()), typeName: name, at: JSONPath([.key("attributes")])),
            contentState: try SchemaParser.parseStruct(try #require(root["contentState"]), typeName: "ContentState", at: JSONPath([.key("contentState")]))
        )
    }

    @Test(arguments: layoutNames)
    func importOfTheSampleDeclaresTheLayoutsTypes(_ name: String) throws {
        let result = try IsletProcess.run(["import", "samples/swift/\(name)", "--bundle-id", try #require(try Self.layoutJSON(name)["bundleId"]?.stringValue)])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "the samples use nothing islet cannot follow")
        let imported = try #require(try JSONParser.parse(result.standardOutput).value.objectValue)
        let layout = try Self.layoutJSON(name)
        let differences = SchemaComparison.differences(layout: try Self.declaration(layout), swift: try Self.declaration(imported))
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func importOfDeliveryIsTheLayoutsSchemaWordForWord() throws {
        let imported = try #require(try JSONParser.parse(try IsletProcess.run(["import", "samples/swift/delivery"]).standardOutput).value.objectValue)
        let layout = try Self.layoutJSON("delivery")
        for key in ["activity", "attributes", "contentState"] {
            #expect(imported[key].map(Self.withoutTypeNames) == layout[key], "\(key)")
        }
    }

    @Test(arguments: layoutNames.flatMap { ["\($0).ndjson", "\($0)-mistakes.ndjson"] })
    func checkGivesTheSameVerdictsFromSwiftAsFromTheLayout(_ stream: String) throws {
        let name = String(stream.prefix { $0 != "." && $0 != "-" })
        let bundleId = try #require(try Self.layoutJSON(name)["bundleId"]?.stringValue)
        // The messages name the Swift's own types (`FlightStatus` where the layout's schema says
        // `Status`), so the verdicts are compared without them: outcome, codes, paths, kinds.
        let fromLayout = try CheckPreviewAgreementTests.checked(["layouts/\(name).json"], stream: "samples/\(stream)").map(Self.withoutMessages)
        let fromSwift = try CheckPreviewAgreementTests.checked(["samples/swift/\(name)", "--bundle-id", bundleId], stream: "samples/\(stream)").map(Self.withoutMessages)
        #expect(!fromLayout.isEmpty)
        #expect(fromSwift == fromLayout)
    }

    @Test func aLayoutBesideTheSwiftIsToldWhereTheyDisagree() throws {
        let folder = try Self.copyOfSample("delivery")
        let model = folder.appendingPathComponent("Shared/DeliveryAttributes.swift")
        let text = try String(contentsOf: model, encoding: .utf8).replacingOccurrences(of: "case pickedUp\n", with: "case pickedUp = \"picked_up\"\n")
        try text.write(to: model, atomically: true, encoding: .utf8)
        let result = try IsletProcess.run(["check", "layouts/delivery.json", folder.path, "samples/delivery.ndjson"])
        #expect(result.standardError.contains("layouts/delivery.json and the Swift"), "\(result.standardError)")
        #expect(result.standardError.contains(#"  contentState.step: the case "pickedUp" is "picked_up" in the Swift"#), "\(result.standardError)")
        #expect(result.status == 0 || result.status == 1)
    }

    @Test func aSyntaxErrorStopsWithItsFileLineAndColumn() throws {
        let folder = try Self.copyOfSample("music")
        let broken = folder.appendingPathComponent("NowPlayingWidget/Broken.swift")
        // It names the activity, so it is parsed: a file that cannot change the types is not
        // (docs/DECISIONS.md, "Reading only the Swift that matters").
        try "struct Broken {\n    var x: = 3\n// beside NowPlayingAttributes\n".write(to: broken, atomically: true, encoding: .utf8)
        let result = try IsletProcess.run(["render", folder.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("the Swift sources do not parse"), "\(result.standardError)")
        #expect(result.standardError.contains("Broken.swift:2:"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func sourcesWithoutActivitiesAreRefused() throws {
        let file = try IsletProcess.temporaryFile("struct Plain: Codable { var x: Int }\n", suffix: ".swift")
        let result = try IsletProcess.run(["import", file])
        #expect(result.status == 2)
        #expect(result.standardError.contains("declare no type conforming to ActivityAttributes"), "\(result.standardError)")
    }

    @Test func anUnknownActivitySaysWhichWasMeant() throws {
        let result = try IsletProcess.run(["render", "samples/swift/delivery", "--activity", "DeliveryAtributes"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--activity DeliveryAtributes: the Swift sources declare no such activity; did you mean DeliveryAttributes?"), "\(result.standardError)")
    }

    @Test func withoutTheHelperALayoutStillWorksAndSwiftSaysWhatIsMissing() throws {
        let missing = ["ISLET_SWIFT": "/nonexistent/islet-swift"]
        let swift = try IsletProcess.run(["check", "samples/swift/delivery", "samples/delivery.ndjson"], environment: missing)
        #expect(swift.status == 2)
        #expect(swift.standardError.contains("/nonexistent/islet-swift: ISLET_SWIFT names this as islet-swift, but it is not an executable file"), "\(swift.standardError)")
        let layout = try IsletProcess.run(["check", "layouts/delivery.json", "samples/delivery.ndjson"], environment: missing)
        #expect(layout.status == 0, "a layout alone never runs the helper")
    }

    @Test func severalSamplesTogetherAreSeveralActivitiesOfOneApp() throws {
        let result = try IsletProcess.run(["render", "samples/swift/delivery", "samples/swift/countdown", "--activity", "TeaTimerAttributes", "--presentation", "lock", "--format", "text"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("TeaTimerAttributes"))
        #expect(result.standardOutput.contains("Sencha"), "drawn by its own ActivityConfiguration")
        #expect(!result.standardOutput.contains("DeliveryAttributes"), "--activity picks one board")
    }

    /// A sample's folder copied to a scratch folder, to be edited.
    static func copyOfSample(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-sample-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: IsletProcess.packageRoot.appendingPathComponent("samples/swift/\(name)"), to: folder)
        return folder
    }

    /// Saves a copied delivery sample with its status sentence changed from "… is on the way" to
    /// "… is around the corner", as an editor would, for the tests that watch a save redraw.
    static func saveNewDeliverySentence(in folder: URL) throws {
        let display = folder.appendingPathComponent("Shared/DeliveryAttributes+Display.swift")
        let original = try String(contentsOf: display, encoding: .utf8)
        try original.replacingOccurrences(of: "is on the way", with: "is around the corner").write(to: display, atomically: true, encoding: .utf8)
    }

    /// A record of `check --json` without its messages.
    private static func withoutMessages(_ record: String) -> String {
        JSONWriter.compact(removing((try? JSONParser.parse(record).value) ?? .null) { member, _ in member.key == "message" })
    }

    /// A schema without the Swift type names the reader adds, as a layout written by hand has none.
    private static func withoutTypeNames(_ value: JSONValue) -> JSONValue {
        removing(value) { member, object in member.key == "name" && (object["enum"] != nil || object["struct"] != nil) }
    }

    /// `value` with every object member that `unwanted` picks left out, at any depth.
    private static func removing(_ value: JSONValue, _ unwanted: (JSONObject.Member, JSONObject) -> Bool) -> JSONValue {
        switch value {
        case .object(let object):
            var copy = JSONObject()
            for member in object.members where !unwanted(member, object) { copy.append(member.key, removing(member.value, unwanted)) }
            return .object(copy)
        case .array(let items): return .array(items.map { removing($0, unwanted) })
        default: return value
        }
    }
}
