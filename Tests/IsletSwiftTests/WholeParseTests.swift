import Foundation
import IsletBenchSupport
import IsletProgram
@testable import IsletSwift
import Testing

/// A small folder is parsed whole up front and its schema and program read side by side on two
/// threads; a large one in rounds, one reader after the other (docs/DECISIONS.md, "Reading
/// only the Swift that matters"). Both ways must answer the same, byte for byte.
@Suite struct WholeParseTests {
    /// The answer of `islet-swift read` for `paths` read both ways, after checking they agree.
    @discardableResult
    private func sameBothWays(_ paths: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (schema: SwiftSchema, program: ScriptProgram) {
        let whole = try SwiftSourceReader.read(paths: paths, cache: ParseCache(), wholeUpTo: .max)
        let rounds = try SwiftSourceReader.read(paths: paths, cache: ParseCache(), wholeUpTo: 0)
        #expect(whole.schema.activities == rounds.schema.activities, sourceLocation: sourceLocation)
        #expect(whole.schema.diagnostics == rounds.schema.diagnostics, sourceLocation: sourceLocation)
        #expect(whole.schema.skipped == rounds.schema.skipped, sourceLocation: sourceLocation)
        #expect(whole.program.bytes == rounds.program.bytes, sourceLocation: sourceLocation)
        return whole
    }

    @Test func theBenchWidgetAndEveryCorpusWidgetReadTheSame() throws {
        let bench = try sameBothWays([SwiftReading.samples("bench/ferry-crossing")])
        #expect(bench.program.files.count == 15)
        let corpus = SwiftReading.samples("corpus")
        for widget in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() where !widget.hasSuffix(".md") {
            #expect(try !sameBothWays([corpus + "/" + widget]).schema.activities.isEmpty, "\(widget)")
        }
    }

    @Test func anAppFolderSkipsTheSameFilesAndReportsTheSameErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-whole-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = SwiftSourceCorpus.appFiles()
        for file in app { try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
        // A broken file nothing reaches is skipped, not diagnosed, either way.
        try "struct Unused { var x: = }\n".write(to: folder.appendingPathComponent("Unused.swift"), atomically: true, encoding: .utf8)
        let read = try sameBothWays([folder.path])
        #expect(read.schema.skipped.count == app.count - 2, "\(read.schema.skipped)")
        #expect(!read.schema.diagnostics.contains { $0.code == .syntaxError })
    }

    @Test func aServingSessionAnswersTheSameAsAFreshReadAfterAnEdit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-whole-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = SwiftReading.samples("bench/ferry-crossing")
        let copied = folder.appendingPathComponent("ferry").path
        try FileManager.default.copyItem(atPath: widget, toPath: copied)
        let session = SwiftSourceReader.Session()
        _ = try session.read(paths: [copied])
        let edited = try SwiftReading.swiftFiles(under: copied, naming: copied + "/")[0]
        try (edited.text + "\nstruct Added { var n = 1 }\n").write(toFile: edited.path, atomically: true, encoding: .utf8)
        let again = try session.read(paths: [copied])
        let fresh = try sameBothWays([copied])
        #expect(again.schema.activities == fresh.schema.activities)
        #expect(again.program.bytes == fresh.program.bytes)
    }
}
