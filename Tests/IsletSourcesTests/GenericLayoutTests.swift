import IsletBundle
import IsletInput
import IsletLayout
import IsletRaster
import IsletSources
import IsletTestSupport
import IsletViews
import Testing

/// The layout an activity known only from Swift is drawn with: it reads as any layout file
/// does, shows every field, and is snapshotted so a change to how it looks is seen.
@Suite struct GenericLayoutTests {
    static let now = 1_782_000_000.0

    static func generic(_ name: String) throws -> ActivityLayout {
        let layout = try LayoutReader.read(BundledLayouts.layouts.first { $0.name == name }!.json)
        let root = try JSONParser.parse(BundledLayouts.layouts.first { $0.name == name }!.json).value.objectValue!
        let generic = GenericLayout(declaration: layout.declaration, attributes: root["attributes"] ?? .object(JSONObject()), contentState: root["contentState"]!)
        return try LayoutReader.read(JSONWriter.pretty(generic.document(bundleId: "com.example.app", now: now)))
    }

    @Test(arguments: BundledLayouts.layouts.map(\.name))
    func everyBundledSchemaGivesALayoutThatReads(_ name: String) throws {
        let layout = try Self.generic(name)
        let original = try LayoutReader.read(BundledLayouts.layouts.first { $0.name == name }!.json)
        #expect(layout.declaration == original.declaration)
        #expect(layout.preview != nil)
    }

    @Test(arguments: ["delivery", "sports", "flight"])
    func looksAsRecorded(_ name: String) throws {
        let layout = try Self.generic(name)
        let settings = RenderSettings(now: try #require(layout.previewMoment))
        let board = Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: Presentation.allCases)
        assertSnapshot(TextExporter.export(board.render(cache: RenderCache())), named: "generic.\(name)")
    }
}
