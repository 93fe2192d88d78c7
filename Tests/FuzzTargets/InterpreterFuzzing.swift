import FoundationEssentials
import IsletSources
import IsletSwift

/// A widget's Swift, mutated, run the whole way `render` and `import --coverage` run it: lowered
/// (files split at each line `---`), its activity types read, its previews evaluated, and every
/// configuration interpreted for every presentation with each preview state and the sample
/// values, in light and dark, then laid out and painted. Whatever the code does, nothing traps
/// and nothing hangs: a loop or recursion that does not end is cut off by the interpreter's
/// budget. Syntax errors do not stop it (the parser recovers, and `render` refuses such sources
/// only to say so), so mutations reach the interpreter. An input went all the way when a
/// configuration was drawn.
enum InterpreterFuzzing {
    static func run(_ input: [UInt8]) -> Bool {
        let texts = String(decoding: input, as: UTF8.self).components(separatedBy: "\n---\n")
        let sources = texts.enumerated().map { (path: "Widget/Fuzz\($0.offset).swift", text: $0.element) }
        let program = ScriptProgramReader.read(sources: sources).program
        guard !program.configurations.isEmpty, let read = try? SwiftSchemaReport.read(SwiftSchemaReader.read(sources: sources).json) else { return false }
        let moment = FuzzScene.fallbackMoment
        let report = SwiftSchemaReport(activities: read.activities, diagnostics: [])
        guard let resolved = try? ActivitySources.resolve(
            layout: nil, swift: report, program: program, activity: nil, bundleId: "com.example.fuzz", now: moment.timeIntervalSince1970
        ) else { return false }
        var drawn = false
        for layout in resolved.layouts where layout.widget != nil {
            let states = (layout.widget?.previews.map(\.data) ?? []) + [layout.preview].compactMap { $0 }
            for data in states {
                FuzzScene.draw(layout: layout, data: data, at: layout.previewMoment ?? moment, isStale: false)
                drawn = true
            }
        }
        _ = WidgetCoverage.json(WidgetCoverage.measure(program, layouts: resolved.layouts, now: moment).sites)
        return drawn
    }

    /// Every bundled sample under `samples/swift/` and every widget of `samples/corpus/`, its
    /// files joined at `---` lines, without indentation or comment lines, so a seed leaves room
    /// under the fuzzer's 16 KB for mutations to grow.
    static var seeds: [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var seeds: [[UInt8]] = []
        for collection in ["samples/swift", "samples/corpus"] {
            let folder = root.appendingPathComponent(collection)
            let widgets = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.contains(".") }.sorted()
            for widget in widgets {
                let files = swiftFiles(under: folder.appendingPathComponent(widget))
                let texts = files.compactMap { try? Data(contentsOf: $0) }.map { compacted(String(decoding: $0, as: UTF8.self)) }
                if !texts.isEmpty { seeds.append(Array(texts.joined(separator: "\n---\n").utf8)) }
            }
        }
        return seeds
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func compacted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
            .filter { !$0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}
