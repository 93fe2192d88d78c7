import Foundation
import Testing

/// The Swift samples in `samples/swift/` declare the same types as the bundled layouts: their
/// model files, compiled with `swiftc` as the widget extension builds them, decode every payload
/// `PayloadMutations` makes exactly as islet does with the schema from the layout file.
@Suite struct SwiftSampleDifferentialTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples/swift")

    @Test func everyBundledLayoutHasASwiftSample() throws {
        let folders = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.samples.path)) ?? [])
        let layouts = try DecoderTestSchemas.bundledLayoutNames()
        #expect(layouts.count == 8)
        for name in layouts {
            #expect(folders.contains(name), "samples/swift/\(name) is missing")
        }
    }

    @Test func theSamplesDecodeAsTheLayoutsSay() throws {
        let declarations = try DecoderTestSchemas.bundledLayouts()
        let harness = try SwiftDecoderHarness.compile(sources: try Self.widgetModelFiles(), activities: declarations.map(\.name))
        let differential = try DecoderDifferential(declarations, harness: harness)
        #expect(differential.disagreements.isEmpty, "\(differential.report)")
        for kind in ["ok", "typeMismatch", "valueNotFound", "keyNotFound", "dataCorrupted"] {
            #expect(differential.outcomes[kind, default: 0] > 0, "no payload produced \(kind)")
        }
        let labels = differential.cases.map(\.mutation.label)
        for mistake in [": missing", ": null", ": a number as a string", ": 1700000000", ": unknown case", ": a boolean"] {
            #expect(labels.contains { $0.hasSuffix(mistake) }, "no payload tried \(mistake.dropFirst(2))")
        }
    }

    /// What a widget extension compiles of the samples: every file outside the app targets'
    /// `App/` folders that draws nothing (SwiftUI and WidgetKit are not on Linux).
    static func widgetModelFiles() throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let file as URL in walker where file.pathExtension == "swift" && !file.pathComponents.contains("App") {
            let text = try String(contentsOf: file, encoding: .utf8)
            let drawsViews = text.split(separator: "\n").contains { line in
                ["import SwiftUI", "import WidgetKit", "import UIKit"].contains(line.trimmingCharacters(in: .whitespaces))
            }
            if !drawsViews { files.append(file) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
