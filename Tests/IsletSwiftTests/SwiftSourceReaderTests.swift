import Foundation
import IsletSwift
import Testing

/// `islet-swift read` answers what `schema` and `program` answer apart, from one parse of each file.
@Suite struct SwiftSourceReaderTests {
    @Test(arguments: SampleLoweringTests.samples)
    func bothAnswersAreThoseOfTheSeparateReaders(_ name: String) throws {
        let folder = SampleLoweringTests.root.appendingPathComponent("samples/swift/\(name)").path
        let (schema, program) = try SwiftSourceReader.read(paths: [folder])
        let alone = try SwiftSchemaReader.read(paths: [folder])
        #expect(schema.activities == alone.activities)
        #expect(schema.diagnostics == alone.diagnostics)
        #expect(program == (try ScriptProgramReader.read(paths: [folder])).program)
        #expect(Set(schema.skipped).isDisjoint(with: program.files))
    }

    @Test func aSyntaxErrorOnlyTheProgramReachesIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }\nstruct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in Card(n: c.state.n) } dynamicIsland: { _ in DynamicIsland { } } } }"
            .write(to: folder.appendingPathComponent("Widget.swift"), atomically: true, encoding: .utf8)
        try "struct Card: View { let n: Int; var body: some View { Text(\"\\(n)\" }"
            .write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let (schema, program) = try SwiftSourceReader.read(paths: [folder.path])
        #expect(program.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Card.swift", "Widget.swift"])
        #expect(schema.diagnostics.contains { $0.code == .syntaxError && $0.file.hasSuffix("Card.swift") })
        #expect(schema.skipped.isEmpty)
    }
}
