import FoundationEssentials
import IsletModel
import IsletSwift
import Testing

/// The widget code in `samples/swift/` is what the SwiftUI interpreter will draw and compare with
/// the bundled layouts (samples/swift/EQUIVALENCE.md), and SwiftUI is not on Linux to compile it:
/// every file, views and previews included, must at least parse without a diagnostic.
@Suite struct SampleWidgetSyntaxTests {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/swift").path

    @Test func everySampleFileParsesWithoutADiagnostic() throws {
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.samples).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try names.map { name in
            (path: name, text: try #require(String(data: Data(contentsOf: URL(fileURLWithPath: Self.samples + "/" + name)), encoding: .utf8)))
        }
        let views = sources.filter { $0.text.contains("import SwiftUI") }
        #expect(views.count >= 8 * 3, "each sample draws its regions in several SwiftUI files")
        #expect(sources.filter { $0.text.contains("#Preview(") && $0.text.contains("as: .content") }.count == 8)
        let schema = SwiftSchemaReader.read(sources: sources)
        #expect(schema.diagnostics.isEmpty, "\(schema.diagnostics.map { JSONWriter.compact($0.json) })")
        #expect(schema.activities.count == 8)
    }
}
