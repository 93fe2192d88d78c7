import Foundation
import IsletModel
import IsletTestSupport
import Testing

/// The real `islet import` (which runs `islet-swift`) reads every widget of `samples/corpus/`
/// with exit 0 and nothing on stderr: the corpus's types are all ones islet can follow.
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
}
