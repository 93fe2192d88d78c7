import FoundationEssentials
import IsletBundle
import IsletCells
import IsletInput
import IsletLayout
import IsletRaster
import IsletScript
import IsletSources
import IsletSwift
import IsletTestSupport
import IsletViews
import Testing

/// Every bundled layout that has a SwiftUI twin under `samples/swift/` draws the same board
/// from either (issue 15): every presentation, on the same phone, at the layout's preview
/// moment, dark and light, cell for cell in text and style. The layout's preview is the one
/// source of truth for the data: the Swift's first `#Preview` state must be that same data
/// (samples/swift/EQUIVALENCE.md, "The moment"), and both boards are drawn from it.
@Suite struct SampleEquivalenceTests {
    static let twins = BundledLayouts.layouts.map(\.name).filter { name in
        FileManager.default.fileExists(atPath: SwiftReading.samples("swift/\(name)"))
    }

    @Test func everyBundledLayoutHasASwiftTwin() {
        #expect(Self.twins == BundledLayouts.layouts.map(\.name))
    }

    @Test(arguments: twins)
    func theSwiftDrawsTheLayoutsBoard(_ name: String) throws {
        let pair = try SamplePair(name)
        let data = try #require(pair.layout.preview, "\(name).json has no preview")
        let moment = try #require(pair.layout.previewMoment, "\(name).json has no preview.at")
        // The layout's preview, read with the Swift's types: the same values, so the same state.
        let typedData = try #require(pair.swift.preview)
        #expect(pair.swift.widget?.previews.first?.data == typedData, "the first #Preview state of samples/swift/\(name) is not \(name).json's preview")
        for dark in [true, false] {
            let settings = RenderSettings(now: moment, dark: dark)
            let expected = Board(activity: pair.layout, data: data, settings: settings, cache: RenderCache().layout).render(cache: RenderCache())
            let actual = Board(activity: pair.swift, data: typedData, settings: settings, cache: RenderCache().layout).render(cache: RenderCache())
            if let difference = BoardDifference(layout: expected, swift: actual) {
                Issue.record("samples/swift/\(name) and layouts/\(name).json draw different \(dark ? "dark" : "light") boards:\n\(difference)")
            }
        }
        let renderer = ActivityRenderer(source: pair.script, settings: RenderSettings(now: moment), cache: RenderCache().layout)
        let surfaces = Presentation.allCases.map { renderer.surface($0, data: typedData) }
        #expect(LaidOutSurface.notDrawn(in: surfaces) == [], "what the interpreter could not draw in samples/swift/\(name)")
    }

    /// Every state of the sample's own previews and of its bundled stream (`samples/NAME.ndjson`,
    /// each at the moment it was sent), fresh and stale, a timer's end and before its start:
    /// the branches the preview alone does not take draw the same too.
    @Test(arguments: twins)
    func everyStateDrawsTheSameBoard(_ name: String) throws {
        let pair = try SamplePair(name)
        let moment = try #require(pair.layout.previewMoment)
        let previews = pair.swift.widget?.previews ?? []
        #expect(previews.count > 1, "samples/swift/\(name) has several preview states")
        var states = previews.enumerated().flatMap { number, preview in
            [(0.0, false), (0, true), (-600, false), (100, false), (3600, false)].map { offset, stale in
                ("preview state \(number + 1) (\(preview.title)) at \(Int(offset)) s\(stale ? ", stale" : "")", preview.data, moment.addingTimeInterval(offset), stale)
            }
        }
        let streamed = try pair.streamStates(SwiftReading.samples("\(name).ndjson"))
        #expect(streamed.count > 3, "samples/\(name).ndjson has a whole activity's pushes")
        states += streamed.map { ($0.title, $0.data, $0.now, false) }
        for (title, data, now, stale) in states {
            let settings = RenderSettings(now: now, dark: true, isStale: stale)
            let expected = Board(activity: pair.layout, data: data, settings: settings, cache: RenderCache().layout).render(cache: RenderCache())
            let actual = Board(activity: pair.swift, data: data, settings: settings, cache: RenderCache().layout).render(cache: RenderCache())
            if let difference = BoardDifference(layout: expected, swift: actual) {
                Issue.record("samples/swift/\(name) and layouts/\(name).json draw different boards for \(title):\n\(difference)")
            }
        }
    }

    @Test func aDifferenceNamesTheFirstCellAndItsStyle() {
        var layout = CellBuffer(width: 4, height: 2)
        layout.write("ab", column: 0, row: 1, clip: CellRect(column: 0, row: 0, width: 4, height: 2), foreground: Color(hex: 0xFF0000))
        var swift = layout
        #expect(BoardDifference(layout: layout, swift: swift) == nil)
        swift.write("b", column: 1, row: 1, clip: CellRect(column: 0, row: 0, width: 4, height: 2), foreground: Color(hex: 0x00FF00), bold: true)
        let difference = BoardDifference(layout: layout, swift: swift)
        #expect(difference?.description.contains("first difference at column 1, row 1: layout \"b\" fg #ff0000; swift \"b\" fg #00ff00 bold") == true, "\(String(describing: difference))")
    }
}

/// A bundled layout and the same activity drawn by its Swift sample's `ActivityConfiguration`,
/// as `islet render LAYOUT FOLDER` makes it: the layout's file with the Swift's types in place
/// of its own (so its preview is decoded as the Swift declares it), drawn by the interpreter.
struct SamplePair {
    let layout: ActivityLayout
    let swift: ActivityLayout
    let script: ScriptActivity

    init(_ name: String) throws {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }?.json)
        // The layout's image files are named from its own folder, as `islet render layouts/NAME.json` reads them.
        let layoutFile = SwiftReading.samples("../layouts/\(name).json")
        let layout = try LayoutReader.read(json, file: layoutFile)
        let folder = SwiftReading.samples("swift/\(name)")
        let read = try ScriptProgramReader.read(paths: [folder])
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.compilerLine))")
        let types = try #require(try SwiftSchemaReader.read(paths: [folder]).activities.first { $0.name == layout.activity })
        let replaced = ["attributes": JSONValue.object(types.attributes), "contentState": .object(types.contentState)]
        let members = try #require(try JSONParser.parse(json).value.objectValue).members
        let typed = try LayoutReader.read(
            .object(JSONObject(members.map { JSONObject.Member(key: $0.key, value: replaced[$0.key] ?? $0.value) })), folder: LayoutReader.folder(of: layoutFile)
        )
        let bare = { (type: String) in type.split(separator: ".").last.map(String.init) ?? type }
        let configuration = try #require(read.program.configurations.first { bare($0.attributesType) == layout.activity })
        let catalogs = AssetCatalogReader.read([folder])
        #expect(catalogs.problems == [])
        let script = ScriptActivity(program: read.program, configuration: configuration, declaration: typed.declaration, assets: catalogs.assets)
        let previews = script.previewSamples(now: layout.previewMoment ?? Date(timeIntervalSince1970: 0))
        #expect(previews.problems == [])
        self.layout = layout
        self.script = script
        swift = typed.drawn(by: WidgetDrawing(source: script, previews: previews.samples), preview: typed.preview)
    }
}

extension SamplePair {
    /// The content states of a sample stream's pushes, with the attributes the stream started
    /// with (else the preview's), each read with the Swift's types at the moment it was sent.
    func streamStates(_ path: String) throws -> [(title: String, data: ActivityData, now: Date)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let declaration = swift.declaration
        var attributes = try #require(swift.preview).attributes
        var states: [(title: String, data: ActivityData, now: Date)] = []
        for (number, line) in text.split(separator: "\n").enumerated() where line.hasPrefix("{") {
            let aps = try #require(try JSONParser.parse(String(line)).value.objectValue?["aps"]?.objectValue)
            if let given = aps["attributes"] {
                attributes = try ActivityDataDecoder.decode(given, as: declaration.attributes, at: .root)
            }
            guard let state = aps["content-state"], let timestamp = aps["timestamp"]?.numberValue?.double else { continue }
            let contentState = try ActivityDataDecoder.decode(state, as: declaration.contentState, at: .root)
            states.append(("\(path.split(separator: "/").last ?? "") line \(number + 1)", ActivityData(attributes: attributes, contentState: contentState), Date(timeIntervalSince1970: timestamp)))
        }
        return states
    }
}

/// Where two boards differ: both boards' text with the changed lines marked, their colour
/// masks when only style differs, and the first differing cell with its style.
struct BoardDifference: CustomStringConvertible {
    let description: String

    init?(layout: CellBuffer, swift: CellBuffer) {
        guard layout != swift else { return nil }
        var lines = ["layout \(layout.width)×\(layout.height), swift \(swift.width)×\(swift.height)"]
        let layoutText = layout.textLines.joined(separator: "\n"), swiftText = swift.textLines.joined(separator: "\n")
        if layoutText != swiftText {
            lines.append("text (- layout, + swift):\n\(LineDiff(expected: layoutText, actual: swiftText))")
        } else {
            lines.append("same text; colours (- layout, + swift):\n\(LineDiff(expected: styleMask(layout), actual: styleMask(swift)))")
        }
        lines.append("layout board:\n\(layoutText)\nswift board:\n\(swiftText)")
        if let (column, row) = Self.firstDifference(layout, swift) {
            lines.append("first difference at column \(column), row \(row): layout \(Self.describe(layout, column, row)); swift \(Self.describe(swift, column, row))")
        }
        description = lines.joined(separator: "\n")
    }

    private static func firstDifference(_ left: CellBuffer, _ right: CellBuffer) -> (Int, Int)? {
        for row in 0..<max(left.height, right.height) {
            for column in 0..<max(left.width, right.width) where cell(left, column, row) != cell(right, column, row) {
                return (column, row)
            }
        }
        return nil
    }

    private static func cell(_ buffer: CellBuffer, _ column: Int, _ row: Int) -> Cell? {
        column < buffer.width && row < buffer.height ? buffer[column, row] : nil
    }

    private static func describe(_ buffer: CellBuffer, _ column: Int, _ row: Int) -> String {
        guard let cell = cell(buffer, column, row) else { return "outside the board" }
        var parts = ["\"\(cell.text)\"", "fg " + (cell.foreground?.hexString ?? "none")]
        if let background = cell.background { parts.append("bg \(background.hexString)") }
        if cell.bold { parts.append("bold") }
        if cell.dim { parts.append("dim") }
        return parts.joined(separator: " ")
    }
}
