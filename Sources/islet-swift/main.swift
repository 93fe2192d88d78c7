import Glibc
import IsletModel
import IsletScript
import IsletSwift

/// `islet-swift schema|program|read PATH...`: the dynamically linked helper `islet` runs to read
/// Swift sources, kept apart so `islet` itself stays statically linked (docs/DECISIONS.md, "When
/// islet reads Swift"). `schema` prints the activities' schemas, `program` the lowered program
/// (compact JSON; syntax errors go to stderr, compiler style, with exit 2), and `read` both in one
/// object, `{"schema": …, "program": …}`, so islet starts one process for both. Exit 2 for a usage
/// error or a path it cannot read. `serve` answers `read` requests one after another on stdin and
/// stdout for the previewer, parsing again only the files that changed (`ReadServer`).
func fail(_ message: String) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

func printJSON(_ value: JSONValue) {
    var bytes = JSONWriter.compactBytes(value)
    bytes.append(UInt8(ascii: "\n"))
    writeAll(bytes)
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

func encoded(_ program: ScriptProgram) -> JSONValue {
    do {
        return try JSONValueEncoder.encode(program)
    } catch {
        fail("islet-swift: cannot encode the program: \(error)")
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
        printJSON(encoded(result.program))
    case "read":
        printJSON(readAnswer(try SwiftSourceReader.read(paths: paths)))
    default:
        fail(usage)
    }
} catch {
    fail("islet-swift: \(error.description)")
}

/// `read`'s answer: `{"schema": …, "program": …}`.
func readAnswer(_ read: (schema: SwiftSchema, program: ScriptProgram)) -> JSONValue {
    var object = JSONObject()
    object.append("schema", read.schema.json)
    object.append("program", encoded(read.program))
    return .object(object)
}
