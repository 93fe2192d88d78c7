import Glibc
import IsletModel
import IsletSwift

/// `islet-swift schema PATH...`: the dynamically linked helper `islet` runs to read Swift
/// sources, kept apart so `islet` itself stays statically linked (docs/DECISIONS.md, "When islet
/// reads Swift"). It prints one JSON document; exit 2 for a usage error or a path it cannot read.
func fail(_ message: String) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "schema", arguments.count > 1 else {
    fail("usage: islet-swift schema PATH...   (PATH: a .swift file or a folder walked for them)")
}
do {
    let schema = try SwiftSchemaReader.read(paths: Array(arguments.dropFirst()))
    print(JSONWriter.pretty(schema.json))
} catch {
    fail("islet-swift: \(error.description)")
}
