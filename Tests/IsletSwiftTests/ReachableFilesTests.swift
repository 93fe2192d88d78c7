import Foundation
import IsletInput
import IsletScript
import IsletSwift
import Testing

/// A folder's files are parsed only when the configurations or previews can reach them, and
/// what is parsed gives the program parsing every file gives, less what nothing reaches.
@Suite struct ReachableFilesTests {
    static let widget = ("Widget/Widget.swift", """
        struct TripWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TripAttributes.self) { context in
                    Card(title: context.state.title.shouted, accent: .brand)
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { } }
            }
        }
        """)

    private func parsedFiles(_ files: [(String, String)]) -> [String] {
        ScriptProgramReader.read(sources: files.map { (path: $0.0, text: $0.1) }, onlyReachable: true).program.files
    }

    @Test func filesReachedThroughTypesMembersFunctionsAndAliasesAreParsedAndOthersNot() {
        let files = [
            Self.widget,
            ("Widget/Card.swift", "struct Card: View { let title: String; let accent: Color; var body: some View { Text(title).padding(inset) } }"),
            ("Widget/Layout.swift", "let inset = 4.0"),
            ("Shared/Attributes.swift", "struct TripAttributes: ActivityAttributes { typealias ContentState = TripState }"),
            ("Shared/State.swift", "struct TripState: Codable, Hashable { var title: String }"),
            ("Shared/Text.swift", "extension String { var shouted: String { uppercased() } }"),
            ("Widget/Colors.swift", "extension ShapeStyle where Self == Color {\n    static var brand: Color { Color(red: 1, green: 0.5, blue: 0) }\n}"),
            ("App/TripController.swift", "final class TripController { func start() { _ = TripAttributes() } }"),
            ("App/Settings.swift", "struct SettingsView: View { var body: some View { Text(\"Settings\") } }"),
        ]
        #expect(parsedFiles(files) == [
            "Widget/Widget.swift", "Widget/Card.swift", "Widget/Layout.swift", "Shared/Attributes.swift", "Shared/State.swift",
            "Shared/Text.swift", "Widget/Colors.swift",
        ])
    }

    @Test func previewsAreRootsAndAScanItCannotJudgeParsesTheFile() {
        let files = [
            ("Widget/Previews.swift", "#Preview(as: .content, using: Sample.value) { Thing() }"),
            ("Widget/Sample.swift", "enum Sample { static let value = 1 }"),
            ("Widget/Odd.swift", "struct /* a comment */ Other { }"),
            ("Widget/Unrelated.swift", "struct Unrelated { }"),
        ]
        #expect(parsedFiles(files) == ["Widget/Previews.swift", "Widget/Sample.swift", "Widget/Odd.swift"])
    }

    @Test func withNoRootEveryFileIsParsed() {
        #expect(parsedFiles([("A.swift", "struct A { }"), ("B.swift", "struct B { }")]) == ["A.swift", "B.swift"])
    }

    /// The samples and the corpus: the configurations and previews lowered from the files
    /// reached are those lowered from every file.
    @Test(arguments: SampleLoweringTests.samples.map { "samples/swift/" + $0 } + CorpusLoweringTests.widgets.map { "samples/corpus/" + $0 })
    func theFilesReachedGiveTheProgramOfEveryFile(_ folder: String) throws {
        let root = SampleLoweringTests.root.appendingPathComponent(folder).path
        let reached = try ScriptProgramReader.read(paths: [root]).program
        let sources = try SwiftSourceWalk.files(at: [root]).map { (path: $0, text: try TextFile.read($0)) }
        let every = ScriptProgramReader.read(sources: sources).program
        #expect(reached.configurations.map { ScriptOutline.text($0.expression) } == every.configurations.map { ScriptOutline.text($0.expression) })
        #expect(reached.previews.map { ScriptOutline.text(arguments: $0.arguments) } == every.previews.map { ScriptOutline.text(arguments: $0.arguments) })
        let reachedTypes = Set(reached.types.map { ScriptOutline.members($0).joined(separator: "\n") })
        for type in every.types where reached.files.contains(every.files[type.spot.file]) {
            #expect(reachedTypes.contains(ScriptOutline.members(type).joined(separator: "\n")), "\(type.name)")
        }
    }
}
