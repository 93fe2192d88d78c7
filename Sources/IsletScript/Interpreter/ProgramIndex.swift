/// The program's declarations by name, so a call, a member or a type written in the widget's
/// code finds its declaration without walking the whole program each time.
struct ProgramIndex: Sendable {
    let program: ScriptProgram
    private let types: [String: ScriptType]
    /// Each type under every dotted tail of its name (`B.C` and `C` for `A.B.C`), the first in
    /// the program's order: a name the widget writes unqualified, or a framework name the folder
    /// does not declare (looked up on every call), is answered without scanning every type.
    private let typesByTail: [String: ScriptType]
    /// Every name `type(named:from:)` can answer for: a type's full name, each dotted tail of
    /// it, and each name a type aliases. Most names asked for are the frameworks' (`Text`,
    /// `HStack`, `String`), which this answers with one lookup instead of one per enclosing
    /// type, a fifth of the interpreter's work before.
    private let answerable: Set<String>
    private let functions: [String: [ScriptFunction]]
    /// Top-level `let`/`var`s, looked up on every bare name the widget's code reads.
    private let globals: [String: ScriptVariable]
    /// `extension View`, `extension Color`: their members by the extended type's name.
    private let foreign: [String: ScriptType]

    init(_ program: ScriptProgram) {
        self.program = program
        var types: [String: ScriptType] = [:]
        var typesByTail: [String: ScriptType] = [:]
        for type in program.types {
            types[type.name] = type
            var rest = type.name[...]
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                if typesByTail[String(rest)] == nil { typesByTail[String(rest)] = type }
            }
        }
        self.types = types
        self.typesByTail = typesByTail
        answerable = Set(types.keys).union(typesByTail.keys).union(program.types.flatMap(\.aliases.keys))
        functions = Dictionary(grouping: program.functions, by: \.name)
        globals = Dictionary(program.globals.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var foreign: [String: ScriptType] = [:]
        for type in program.foreignExtensions {
            if var merged = foreign[type.name] {
                merged.properties += type.properties
                merged.methods += type.methods
                foreign[type.name] = merged
            } else {
                foreign[type.name] = type
            }
        }
        self.foreign = foreign
    }

    /// The type `name` means where code of `owner` uses it: `ContentState` inside
    /// `PizzaAttributes` is `PizzaAttributes.ContentState`; `Optional` and array spellings are
    /// looked through (`[Stop]?` is `Stop`'s array, which has no declaration: nil).
    func type(named written: String, from owner: String? = nil) -> ScriptType? {
        let name = Self.bareName(written)
        // A qualified match (`Owner.name`) or an alias would be in `answerable` too.
        guard answerable.contains(name) else { return nil }
        if let owner {
            var prefix = owner
            while !prefix.isEmpty {
                if let found = types[prefix + "." + name] { return found }
                // Found on the bytes: a `Character` search breaks graphemes all along the name.
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = String(prefix[..<dot])
            }
        }
        if let found = types[name] { return found }
        if let alias = aliasTarget(name, from: owner) { return type(named: alias) }
        return typesByTail[name]
    }

    private func aliasTarget(_ name: String, from owner: String?) -> String? {
        guard let owner, let target = types[owner]?.aliases[name], target != name else { return nil }
        return target
    }

    /// The members an `extension Name` of a framework type adds (`View`, `Color`, `Date`).
    func foreignType(_ name: String) -> ScriptType? {
        foreign[name]
    }

    /// The top-level variable `name`, the first one declared when a name repeats.
    func global(named name: String) -> ScriptVariable? {
        globals[name]
    }

    func functions(named name: String) -> [ScriptFunction] {
        functions[name] ?? []
    }

    /// `Stop?` → `Stop`, `Swift.String` → `String`; arrays and dictionaries stay as written.
    static func bareName(_ written: String) -> String {
        // Most names are bare already; telling so on the bytes skips building a trimmed copy.
        // Anything that might need a change (a space or `?`/`!` at either end, a name starting
        // `Swift` or `Foundation.`) takes the path below, which works on characters.
        let bytes = written.utf8
        if let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "),
            last != UInt8(ascii: " "), last != UInt8(ascii: "?"), last != UInt8(ascii: "!"),
            !(first == UInt8(ascii: "S") && bytes.starts(with: "Swift".utf8)),
            !(first == UInt8(ascii: "F") && bytes.starts(with: "Foundation.".utf8))
        {
            return written
        }
        var name = written.trimmingCharacters(in: " ")
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        for module in ["Swift.", "SwiftUI.", "Foundation."] where name.hasPrefix(module) {
            name = String(name.dropFirst(module.count))
        }
        return name
    }
}
