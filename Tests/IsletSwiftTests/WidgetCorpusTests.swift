import FoundationEssentials
import IsletSwift
import IsletTestSupport
import Testing

/// `samples/corpus/` holds realistic widgets written in the styles the usage table counts, for
/// the Swift interpreter to be tested against (issue 15). They are only useful if every file is
/// valid Swift and each folder is one app-shaped widget whose types islet can read completely.
@Suite struct WidgetCorpusTests {
    static let root = SwiftReading.samples("corpus")

    static let widgets: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()

    private func swiftFiles(in widget: String) throws -> [(path: String, text: String)] {
        try SwiftReading.swiftFiles(under: Self.root + "/" + widget, naming: widget + "/")
    }

    @Test func theCorpusHasTenWidgets() {
        #expect(Self.widgets.count >= 10, "\(Self.widgets)")
    }

    /// Every file is parsed (not only those that could change the schema), so a syntax error
    /// anywhere in a widget's views fails here, and the types read without any caveat but a
    /// custom `init(from:)`, which the reader cannot follow and the interpreter runs
    /// (`food-courier`; `AppCodableCheckTests`), and an enum `ContentState`, which the
    /// interpreter decodes and only a layout file cannot hold (`ride-hail`).
    @Test(arguments: widgets)
    func everyFileParsesAndTheTypesReadWithoutDiagnostics(_ widget: String) throws {
        let files = try swiftFiles(in: widget)
        #expect((3...7).contains(files.count), "\(widget) has \(files.count) files")
        let schema = SwiftSchemaReader.read(sources: files)
        CorpusLimitations.check(widget, against: CorpusLimitations.types) {
            let caveats = schema.diagnostics.filter { diagnostic in
                !(diagnostic.code == .customDecoding && diagnostic.message.contains("custom init(from:)"))
                    && !(diagnostic.code == .noContentState && diagnostic.message.contains(" is an enum, "))
            }
            #expect(caveats.isEmpty, "\(caveats.map { "\($0.file):\($0.location?.line ?? 0): \($0.message)" })")
            #expect(schema.activities.count == 1, "\(schema.activities.map(\.name))")
        }
        let folder = try SwiftSchemaReader.read(paths: [Self.root + "/" + widget])
        #expect(folder.activities.map(\.name) == schema.activities.map(\.name), "reading the folder finds the same activity")
    }

    /// Each widget is the whole thing the interpreter has to draw: a configuration for its own
    /// attributes with every island region, and preview states to draw it with.
    @Test(arguments: widgets)
    func everyWidgetHasAConfigurationEveryRegionAndPreviews(_ widget: String) throws {
        let text = try swiftFiles(in: widget).map(\.text).joined(separator: "\n")
        let name = try #require(SwiftSchemaReader.read(sources: try swiftFiles(in: widget)).activities.first?.name)
        #expect(text.contains("ActivityConfiguration(for: \(name).self)"))
        let regions = ["Region(.leading", "Region(.trailing", "Region(.bottom", "compactLeading:", "compactTrailing:", "minimal:"]
        for region in regions {
            #expect(text.contains(region), "\(widget) lacks \(region)")
        }
        #expect(text.contains("#Preview(") || text.contains("PreviewProvider"), "\(widget) has no preview states")
    }

    @Test func theReadmeListsEveryWidget() throws {
        let readme = try #require(String(data: Data(contentsOf: URL(fileURLWithPath: Self.root + "/README.md")), encoding: .utf8))
        for widget in Self.widgets {
            #expect(readme.contains("| `\(widget)` |"), "samples/corpus/README.md has no row for \(widget)")
        }
    }
}
