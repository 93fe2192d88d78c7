import IsletCells
import IsletInput

/// `islet layouts`: what can be named instead of a path (`islet render delivery`), so a person
/// on a machine with the package and no clone finds the bundled layouts, streams and Swift
/// samples, and where each is read from.
enum LayoutsCommand: Command {
    static let name = "layouts"
    static let summary = "list the bundled layouts, streams and Swift samples, to name instead of a path"
    static let about = """
    Lists the layouts, Swift samples and payload streams that come with islet, each with the
    file it stands for. Any of them can be named where a file goes: a layout or Swift sample
    as SOURCES (islet render delivery, islet preview swift/music), a stream as a STREAM or
    PAYLOAD (islet check delivery delivery-mistakes), or by what follows the layout's name
    there (islet check delivery mistakes). A path that exists is always read first; then the
    installed folder (share/islet beside islet's bin folder, /usr/share/islet for the
    package); then the layouts and streams built into islet. Their paths in the repository
    (layouts/delivery.json, samples/delivery.ndjson) work as names too.
    """
    static let asJSON = Flag("json", help: "one JSON object of the names and their files, for tools")
    static let options: [OptionUse] = [.one(asJSON)]
    static let kinds = [("Layouts and Swift samples (SOURCES)", "sources", BundledNames.Kind.source), ("Streams (STREAM, PAYLOAD)", "streams", .stream)]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let names = BundledNames.installed
        if arguments[Self.asJSON] {
            Output.standard.write(JSONWriter.pretty(json(names)) + "\n")
            return 0
        }
        var text = ""
        for (title, _, kind) in kinds {
            let entries = names.listing(kind)
            let width = entries.map { TerminalText.width($0.name) }.max() ?? 0
            text += title + ":\n"
            for entry in entries {
                text += "  " + TerminalText.padded(entry.name, toWidth: width) + "  " + entry.path + (entry.isBuiltIn ? " (built into islet)" : "") + "\n"
            }
            text += "\n"
        }
        text += names.folder.map { "Installed in \($0).\n" } ?? "No installed folder (share/islet) beside islet: these are built into it.\n"
        Output.standard.write(text)
        return 0
    }

    /// `{"sources": [{"name", "path", "builtIn"}...], "streams": [...], "installed": FOLDER|null}`.
    private static func json(_ names: BundledNames) -> JSONValue {
        var members = kinds.map { _, key, kind in
            let entries = names.listing(kind).map { entry in
                JSONValue.object(JSONObject([.init(key: "name", value: .string(entry.name)), .init(key: "path", value: .string(entry.path)), .init(key: "builtIn", value: .bool(entry.isBuiltIn))]))
            }
            return JSONObject.Member(key: key, value: .array(entries))
        }
        members.append(.init(key: "installed", value: names.folder.map(JSONValue.string) ?? .null))
        return .object(JSONObject(members))
    }
}
