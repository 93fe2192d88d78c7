import IsletProgram

/// The program's declarations by name, so a call, a member or a type written in the widget's
/// code finds its declaration without walking the whole program each time.
struct ProgramIndex: Sendable {
    let program: ScriptProgram
    private let types: [String: ScriptType]
    /// Every name `type(named:from:)` can answer for: a type's full name, each dotted tail of
    /// it, and each name a type aliases. Most names asked for are the frameworks' (`Text`,
    /// `HStack`, `String`), which this answers with one lookup instead of one per enclosing
    /// type, a fifth of the interpreter's work before.
    private let answerable: Set<String>
    private let functions: [String: [ScriptFunction]]
    /// Top-level `let`/`var`s, looked up on every bare name the widget's code reads.
    private let globals: [String: ScriptVariable]
    /// `extension View`, `extension Color`: their members by the extended type's name, every
    /// extension's together (what a static member or an initializer is looked up in).
    private let foreign: [String: ScriptType]
    /// The same extensions one by one, each with its `where` clause, for members of a value.
    private let extensions: [String: [ScriptType]]

    init(_ program: ScriptProgram) {
        self.program = program
        var types: [String: ScriptType] = [:]
        var answerable = Set(program.types.flatMap(\.aliases.keys))
        for type in program.types {
            types[type.name] = type
            answerable.insert(type.name)
            // Every dotted tail (`B.C` and `C` for `A.B.C`): how code inside `A` may name it.
            var rest = type.name[...]
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                answerable.insert(String(rest))
            }
        }
        self.types = types
        self.answerable = answerable
        functions = Dictionary(grouping: program.functions, by: \.name)
        globals = Dictionary(program.globals.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var foreign: [String: ScriptType] = [:]
        var extensions: [String: [ScriptType]] = [:]
        for var type in program.foreignExtensions {
            // `extension TimeInterval` extends `Double`, as the alias means in Swift.
            type.name = ArgumentFit.canonical(type.name)
            extensions[type.name, default: []].append(type)
            if var merged = foreign[type.name] {
                merged.properties += type.properties
                merged.methods += type.methods
                foreign[type.name] = merged
            } else {
                foreign[type.name] = type
            }
        }
        self.extensions = extensions
        self.foreign = foreign
    }

    /// The type `name` means where code of `owner` uses it, looked up as Swift scopes names:
    /// the enclosing types from the innermost out (`ContentState` inside `PizzaAttributes` is
    /// `PizzaAttributes.ContentState`, and a widget's own nested `Image` hides SwiftUI's), then
    /// the module's top level (where a qualified name `Outer.Inner` is found whole), then the
    /// owner's type aliases. A type nested in another type is not seen from outside it: the
    /// name is then the framework's, and nil here.
    func type(named name: String, from owner: String? = nil) -> ScriptType? {
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
        if let alias = aliasTarget(name, from: owner) { return type(alias, from: owner) }
        return nil
    }

    /// The type a content-state schema names: the schema reader gives the declaration's whole
    /// name (`Shared.Phase`), found as it is; a layout file's own name (`Phase`) is scoped from
    /// the type whose field names it, as Swift would scope it there.
    func stateType(named qualifiedName: String, from owner: String?) -> ScriptType? {
        types[qualifiedName] ?? type(named: qualifiedName, from: owner)
    }

    /// The program's type a written type names where code of `owner` uses it, looking through
    /// optionals (`Stop?` is `Stop`); nil for arrays, tuples and other forms, for a name qualified
    /// by a framework module (`SwiftUI.Image`), and for the frameworks' types.
    func type(_ written: ScriptTypeRepr, from owner: String? = nil) -> ScriptType? {
        guard let nominal = written.nominal, nominal.module == nil else { return nil }
        return type(named: nominal.name, from: owner)
    }

    /// What `name` aliases in `owner` or a type enclosing it.
    private func aliasTarget(_ name: String, from owner: String?) -> ScriptTypeRepr? {
        var prefix = owner
        while let current = prefix {
            if let target = types[current]?.aliases[name], target.name != name { return target }
            prefix = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        return nil
    }

    /// The members an `extension Name` of a framework type adds (`View`, `Color`, `Date`).
    func foreignType(_ name: String) -> ScriptType? {
        foreign[name]
    }

    /// Each `extension Name` of a framework type, with its own `where` clause.
    func foreignExtensions(of name: String) -> [ScriptType] {
        extensions[name] ?? []
    }

    /// The top-level variable `name`, the first one declared when a name repeats.
    func global(named name: String) -> ScriptVariable? {
        globals[name]
    }

    func functions(named name: String) -> [ScriptFunction] {
        functions[name] ?? []
    }
}
