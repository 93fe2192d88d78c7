import Foundation
import IsletModel
import IsletTestSupport
import Testing

/// The real `islet import` (which runs `islet-swift`) reads every widget of `samples/corpus/`
/// with exit 0 and nothing on stderr: the corpus's types are all ones islet can follow; and
/// `islet render` draws each from the app's own preview states, none refused.
@Suite struct CorpusImportTests {
    static let widgets: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: IsletProcess.packageRoot.appendingPathComponent("samples/corpus").path)) ?? [])
        .filter { !$0.hasSuffix(".md") }.sorted()

    @Test(arguments: widgets)
    func importReadsTheWidgetsTypesCleanly(_ widget: String) throws {
        let result = try IsletProcess.run(["import", "samples/corpus/\(widget)", "--bundle-id", "com.example.corpus"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let imported = try #require(try JSONParser.parse(result.standardOutput).value.objectValue)
        #expect(imported["activity"]?.stringValue?.hasSuffix("Attributes") == true)
        #expect(imported["contentState"]?.objectValue?.isEmpty == false)
    }

    /// A refused preview state is printed on stderr and replaced by type-made samples ("Short
    /// name"), so the board would not show what the app's previews show.
    @Test(arguments: widgets)
    func renderDrawsTheWidgetsOwnPreviewStates(_ widget: String) throws {
        let result = try IsletProcess.run(["render", "samples/corpus/\(widget)", "--presentation", "all", "--format", "text"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }
}
