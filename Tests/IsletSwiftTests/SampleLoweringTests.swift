import Foundation
import IsletModel
import IsletScript
import IsletSwift
import Testing

/// Every bundled Swift sample lowers completely: nothing in them is left as `.unsupported`, each
/// configuration is found, and the program survives the trip through JSON.
@Suite struct SampleLoweringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = ["countdown", "delivery", "download", "flight", "music", "order", "rideshare", "sports"]

    /// The source text of every `unsupported` node in a program, found through its JSON form.
    static func unsupported(in program: ScriptProgram) throws -> [String] {
        var found: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for member in object.members {
                    if member.key == "unsupported", let text = member.value.objectValue?["_0"]?.stringValue { found.append(text) }
                    walk(member.value)
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        walk(try JSONValueEncoder.encode(program))
        return found
    }

    @Test(arguments: samples)
    func lowersWithNothingUnsupported(_ name: String) throws {
        let result = try ScriptProgramReader.read(paths: [Self.root.appendingPathComponent("samples/swift/\(name)").path])
        #expect(result.diagnostics.isEmpty)
        #expect(try Self.unsupported(in: result.program) == [])
        #expect(result.program.configurations.count == 1)
        let decoded = try JSONValueDecoder.decode(ScriptProgram.self, from: try JSONParser.parse(bytes: JSONWriter.compactBytes(try JSONValueEncoder.encode(result.program)), recordLocations: false, maximumDepth: 4096).value)
        #expect(decoded == result.program)
    }

    @Test func theUnsupportedFinderFindsWhatIsThere() throws {
        let program = ScriptProgramReader.read(sources: [(path: "A.swift", text: "func f() { defer { g() }; let r = /x/ }")]).program
        #expect(try Self.unsupported(in: program) == ["defer { g() }", "/x/"])
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
