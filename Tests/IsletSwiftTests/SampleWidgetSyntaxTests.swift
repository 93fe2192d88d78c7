import IsletInput
import IsletSwift
import Testing

/// The widget code in `samples/swift/` is what the SwiftUI interpreter will draw and compare with
/// the bundled layouts (samples/swift/EQUIVALENCE.md), and SwiftUI is not on Linux to compile it:
/// every file, views and previews included, must at least parse without a diagnostic.
@Suite struct SampleWidgetSyntaxTests {
    @Test func everySampleFileParsesWithoutADiagnostic() throws {
        let sources = try SwiftReading.swiftFiles(under: SwiftReading.samples("swift"))
        let views = sources.filter { $0.text.contains("import SwiftUI") }
        #expect(views.count >= 8 * 3, "each sample draws its regions in several SwiftUI files")
        #expect(sources.filter { $0.text.contains("#Preview(") && $0.text.contains("as: .content") }.count == 8)
        let schema = SwiftSchemaReader.read(sources: sources)
        #expect(schema.diagnostics.isEmpty, "\(schema.diagnostics.map { JSONWriter.compact($0.json) })")
        #expect(schema.activities.count == 8)
    }
}
