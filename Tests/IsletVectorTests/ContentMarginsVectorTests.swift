import FoundationEssentials
import IsletLayout
import IsletRaster
import IsletVector
import IsletViews
import Testing

/// A layout file's `contentMargins` for the minimal and compact presentations, in cells and
/// at point geometry: the content keeps the named distance from the island's edges.
@Suite struct ContentMarginsVectorTests {
    /// A layout whose minimal view is "M" and compact views "L" and "T", with `margins` as its
    /// `contentMargins` value.
    static func layout(_ margins: String) throws -> ActivityLayout {
        let json = """
            {"activity": "A", "bundleId": "com.example.a", "attributes": {}, "contentState": {"n": "Int"},
             "preview": {"attributes": {}, "contentState": {"n": 1}},
             \(margins.isEmpty ? "" : "\"contentMargins\": \(margins),")
             "lockScreen": {"text": "card"},
             "dynamicIsland": {"expanded": {"leading": {"text": "E"}}, "compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
            """
        return try LayoutReader.read(json, file: "a.json")
    }

    static func surface(_ margins: String, _ presentation: Presentation) throws -> LaidOutSurface {
        let layout = try layout(margins)
        return ActivityRenderer(layout: layout, settings: RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0)), cache: RenderCache().layout).surface(presentation, data: try #require(layout.preview))
    }

    /// Where "text" starts at point geometry, as `render --format svg` draws it.
    static func x(of text: String, _ margins: String, _ presentation: Presentation) throws -> Double? {
        let layout = try layout(margins)
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0))
        let board = Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: [presentation])
        return VectorBoard(board: board).drawing().texts.first { $0.text == text }.map(\.x)
    }

    /// `"minimal": {"leading": 16}` starts the minimal content in column 3 (16 pt past the
    /// circle's edge, which lies inside column 0, at 8 pt a column), where the centred default
    /// starts it in column 1, and moves it in at point geometry too.
    @Test func minimalMarginsFromALayoutFile() throws {
        let plain = try #require(try Self.surface("", .minimal).regions.first { $0.name == .minimal })
        let inset = try #require(try Self.surface(#"{"minimal": {"leading": 16}}"#, .minimal).regions.first { $0.name == .minimal })
        #expect(plain.cells.column == 1 && inset.cells.column == 3)
        let plainX = try #require(try Self.x(of: "M", "", .minimal)), insetX = try #require(try Self.x(of: "M", #"{"minimal": {"leading": 16}}"#, .minimal))
        #expect(insetX > plainX)
    }

    /// `"compactLeading": {"top": 10}` lowers "L" at point geometry by half of 10 pt (the
    /// centred text keeps the middle of what is left); "T" stays.
    @Test func compactTopMarginsAtPointGeometry() throws {
        func baseline(_ text: String, _ margins: String) throws -> Double? {
            let layout = try Self.layout(margins)
            let board = Board(activity: layout, data: try #require(layout.preview), settings: RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0)), cache: RenderCache().layout, presentations: [.compact])
            return VectorBoard(board: board).drawing().texts.first { $0.text == text }.map(\.baseline)
        }
        let margins = #"{"compactLeading": {"top": 10}}"#
        let plain = try #require(try baseline("L", "")), lowered = try #require(try baseline("L", margins))
        #expect(abs(lowered - plain - 5) < 0.01)
        #expect(try baseline("T", margins) == baseline("T", ""))
    }
}
