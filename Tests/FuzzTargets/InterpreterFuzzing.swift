import FoundationEssentials
import IsletInput
import IsletProgram
import IsletScript
import IsletSources
import IsletSwift
import IsletViews

/// A widget as `islet-swift read` answers for it (its types' JSON on the first line, then its
/// lowered program's bytes), run by the interpreter in memory: its previews evaluated and every
/// configuration run for every region with each preview state and the sample values, dark, then
/// the resolved views' nodes built. No helper process and no parser, so the fuzzer's mutations
/// of the program's bytes reach evaluation: a few milliseconds an input where parsing and drawing
/// took a second. The value-size and work limits are on; each run has 20,000 steps and one
/// input 200,000, so a loop that does not end costs milliseconds too. Nothing traps and nothing
/// hangs. An input whose first line is not JSON is a widget's Swift (files split at `---`
/// lines, the form of the corpus's earlier findings), lowered first. An input went all the way
/// when a region was drawn.
enum InterpreterFuzzing {
    static func run(_ input: [UInt8]) -> Bool {
        guard let (schema, program) = answer(input) ?? lowered(input), !program.configurations.isEmpty else { return false }
        let moment = FuzzScene.fallbackMoment
        let budget = ScriptBudget(steps: 200_000, perRun: 20_000)
        guard let resolved = try? ActivitySources.resolve(
            layout: nil, swift: schema, program: program, activity: nil, bundleId: "com.example.fuzz", now: moment.timeIntervalSince1970, budget: budget
        ) else { return false }
        var drawn = false
        for layout in resolved.layouts {
            guard let widget = layout.widget else { continue }
            let environment = ScriptEnvironment(now: layout.previewMoment ?? moment)
            for data in widget.previews.map(\.data) + [layout.preview].compactMap({ $0 }) {
                for region in ActivityRegion.allCases where budget.holdsAnotherRun {
                    guard let script = widget.source as? ScriptActivity else { continue }
                    drawn = script.resolve(region, data: data, environment: environment).content != nil || drawn
                }
            }
        }
        return drawn
    }

    /// The schema and program of an answer of `islet-swift read`.
    private static func answer(_ input: [UInt8]) -> (SwiftSchemaReport, ScriptProgram)? {
        guard input.first == UInt8(ascii: "{"), let newline = input.firstIndex(of: UInt8(ascii: "\n")),
              let json = try? JSONParser.parse(bytes: Array(input[..<newline]), recordLocations: false).value,
              let schema = try? SwiftSchemaReport.read(json), let program = try? ScriptProgram(bytes: input, from: newline + 1) else { return nil }
        return (schema, program)
    }

    /// A widget's Swift files, lowered and their types read as the helper does.
    private static func lowered(_ input: [UInt8]) -> (SwiftSchemaReport, ScriptProgram)? {
        let texts = String(decoding: input, as: UTF8.self).components(separatedBy: "\n---\n")
        let sources = texts.enumerated().map { (path: "Widget/Fuzz\($0.offset).swift", text: $0.element) }
        guard let read = try? SwiftSchemaReport.read(SwiftSchemaReader.read(sources: sources).json) else { return nil }
        return (SwiftSchemaReport(activities: read.activities, diagnostics: []), ScriptProgramReader.read(sources: sources).program)
    }

    /// `islet-swift read`'s answer for every bundled sample under `samples/swift/` and every
    /// widget of `samples/corpus/`.
    static var seeds: [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var seeds: [[UInt8]] = []
        for collection in ["samples/swift", "samples/corpus"] {
            let folder = root.appendingPathComponent(collection)
            let widgets = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.contains(".") }.sorted()
            for widget in widgets {
                let files = swiftFiles(under: folder.appendingPathComponent(widget))
                let sources = files.compactMap { file in (try? Data(contentsOf: file)).map { (path: file.lastPathComponent, text: String(decoding: $0, as: UTF8.self)) } }
                guard !sources.isEmpty else { continue }
                let schema = SwiftSchemaReader.read(sources: sources).json
                seeds.append(JSONWriter.compactBytes(schema) + [UInt8(ascii: "\n")] + ScriptProgramReader.read(sources: sources).program.bytes)
            }
        }
        return seeds
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
