import Foundation
import IsletProgram
import IsletSwift
import Testing

/// Every bundled Swift sample lowers completely: nothing in them is left as `.unsupported`, each
/// configuration is found, and the program survives the trip through its bytes.
@Suite struct SampleLoweringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = ["countdown", "delivery", "download", "flight", "music", "order", "rideshare", "sports"]

    /// The source text of every `unsupported` node in a program.
    static func unsupported(in program: ScriptProgram) throws -> [String] {
        var found: [String] = []
        // Every value of the program, through reflection: an `unsupported` case holds its text
        // alone (an expression) or first beside its spot (a statement).
        func walk(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if child.label == "unsupported" {
                    if let text = (child.value as? String) ?? Mirror(reflecting: child.value).children.first?.value as? String { found.append(text) }
                }
                walk(child.value)
            }
        }
        walk(program)
        return found
    }

    @Test(arguments: samples)
    func lowersWithNothingUnsupported(_ name: String) throws {
        let result = try ScriptProgramReader.read(paths: [Self.root.appendingPathComponent("samples/swift/\(name)").path])
        #expect(result.diagnostics.isEmpty)
        #expect(try Self.unsupported(in: result.program) == [])
        #expect(result.program.configurations.count == 1)
        #expect(try ScriptProgram(bytes: result.program.bytes) == result.program)
    }

    @Test func theUnsupportedFinderFindsWhatIsThere() throws {
        let program = ScriptProgramReader.read(sources: [(path: "A.swift", text: "func f() { defer { g() }; let r = consume x }")]).program
        #expect(try Self.unsupported(in: program) == ["defer { g() }", "consume x"])
    }
}

/// The realistic widgets of `samples/corpus/` lower completely too.
@Suite struct CorpusLoweringTests {
    static let widgets = (try? FileManager.default.contentsOfDirectory(atPath: SampleLoweringTests.root.appendingPathComponent("samples/corpus").path))?
        .filter { !$0.hasSuffix(".md") }.sorted() ?? []

    @Test func theCorpusIsThere() {
        #expect(Self.widgets.count >= 10)
    }

    @Test(arguments: widgets)
    func lowersWithNothingUnsupported(_ name: String) throws {
        let result = try ScriptProgramReader.read(paths: [SampleLoweringTests.root.appendingPathComponent("samples/corpus/\(name)").path])
        #expect(result.diagnostics.isEmpty)
        #expect(try SampleLoweringTests.unsupported(in: result.program) == [])
        #expect(!result.program.configurations.isEmpty)
    }
}
