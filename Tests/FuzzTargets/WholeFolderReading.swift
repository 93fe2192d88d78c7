import Foundation
import IsletInput
import IsletSwift

/// The `swift` target's files as `islet-swift read` takes them, from a folder on disk: under
/// 64 KB the folder is parsed whole on every core and the schema and the program are read on
/// two threads (`SwiftSourceReader`), new concurrency a mutated widget should reach. Each
/// answer must be the one the readers give one after the other, parsing in rounds.
enum WholeFolderReading {
    static func check(_ texts: [String]) throws(FuzzFinding) {
        // A folder of its own: the corpus tests may run inputs side by side.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Zero-padded names keep the folder walk's order the order of the texts.
        let sources = texts.enumerated().map { (path: folder + "/Fuzz\(String(1000 + $0.offset).dropFirst()).swift", text: $0.element) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for source in sources { try source.text.write(toFile: source.path, atomically: false, encoding: .utf8) }
        } catch {
            return
        }
        let read: (schema: SwiftSchema, program: [UInt8])
        do {
            let answer = try SwiftSourceReader.read(paths: [folder])
            read = (answer.schema, answer.program.bytes)
        } catch {
            throw FuzzFinding(description: "islet-swift read refused the folder it was given: \(error)")
        }
        let schema = SwiftSchemaReader.read(sources: sources, onlyRelevant: true)
        guard read.schema.activities == schema.activities else {
            throw FuzzFinding(description: "the folder read on two threads gave other activities: \(JSONWriter.pretty(read.schema.json)) against \(JSONWriter.pretty(schema.json))")
        }
        guard read.program == ScriptProgramReader.read(sources: sources, onlyReachable: true).program.bytes else {
            throw FuzzFinding(description: "the folder read on two threads gave another program")
        }
    }
}
