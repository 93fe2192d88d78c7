import Glibc
import IsletInput
import IsletProgram
import IsletSwift

/// `islet-swift schema|program|read PATH...`: the dynamically linked helper `islet` runs to read
/// Swift sources, kept apart so `islet` itself stays statically linked (docs/DECISIONS.md, "When
/// islet reads Swift"). `schema` prints the activities' schemas, `program` the lowered program
/// (`ScriptProgram.bytes`; syntax errors go to stderr, compiler style, with exit 2), and `read`
/// both, the schema's compact JSON on one line and then the program's bytes, so islet starts one
/// process for both. Exit 2 for a usage error or a path it cannot read. `serve` answers `read`
/// requests one after another on stdin and stdout for the previewer, parsing again only the
/// files that changed (`ReadServer`).
func fail(_ message: String) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// Writes every byte to stdout, or exits: a reader that went away wants no more.
func writeAll(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written <= 0 { exit(1) }
        offset += written
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: islet-swift schema|program|read PATH...   (PATH: a .swift file or a folder walked for them), or islet-swift serve"
if arguments == ["serve"] { ReadServer.run() }
guard let command = arguments.first, arguments.count > 1 else { fail(usage) }
let paths = Array(arguments.dropFirst())
do {
    switch command {
    case "schema":
        print(JSONWriter.pretty(try SwiftSchemaReader.read(paths: paths).json))
    case "program":
        let result = try ScriptProgramReader.read(paths: paths)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { fail(errors.map(\.compilerLine).joined(separator: "\n")) }
        writeAll(result.program.bytes)
    case "read":
        // The session holds every parsed tree until the process ends: freed one by one as `read`
        // returned, they would be freed between the answer and the exit islet waits for.
        let session = SwiftSourceReader.Session()
        let answer = readAnswer(try session.read(paths: paths))
        withExtendedLifetime(session) {
            writeAll(answer)
            exit(0)
        }
    default:
        fail(usage)
    }
} catch {
    fail("islet-swift: \(error.description)")
}

/// `read`'s answer: the schema's compact JSON (which holds no newline), a newline, and the
/// program's bytes.
func readAnswer(_ read: (schema: SwiftSchema, program: ScriptProgram)) -> [UInt8] {
    JSONWriter.compactBytes(read.schema.json) + [UInt8(ascii: "\n")] + read.program.bytes
}
