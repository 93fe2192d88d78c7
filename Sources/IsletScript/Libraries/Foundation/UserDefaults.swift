import FoundationEssentials
import IsletProgram
import IsletViews

extension LibraryContext {
    /// `UserDefaults(suiteName:)`, `UserDefaults()` and `UserDefaults.standard`: a suite, read
    /// from the injected App Group values. A suite is an object holding only its name.
    func userDefaults(suite: String?) -> ScriptValue {
        .object(ScriptObject(type: "UserDefaults", fields: ["suiteName": suite.map { .string($0) } ?? .string(ScriptAppGroup.standardSuite)]))
    }

    /// The suite a `UserDefaults` value reads, by name.
    func suiteName(of value: ScriptValue) -> String? {
        guard case .object(let object) = value, object.type == "UserDefaults", case .string(let name)? = object.fields["suiteName"] else { return nil }
        return name
    }

    /// `defaults.integer(forKey:)` and the other getters, with iOS's coercions and its answers
    /// for a missing key (0, 0.0, false, nil, or the registered default); `register(defaults:)`,
    /// `set(_:forKey:)` and `removeObject(forKey:)` change what the rest of this render reads and
    /// are never written back. Nil for a method islet does not know.
    func defaultsMethod(_ name: String, suite: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        if let written = defaultsWrite(name, suite: suite, arguments, at: spot) { return written }
        guard let whenMissing = LibraryTables.defaultsGetters[name], case .string(let key)? = arguments.first(where: { $0.label == "forKey" })?.value else { return nil }
        let supplied = environment.appGroup.value(suite: suite, key: key)
        let registered = defaults.registration(suite: suite, key: key)
        noteRead(.defaults, suite: suite, key: key, call: "\(name)(forKey:)", whenMissing: registered.map { "its registered default, \(describe(DefaultsCoercion.read(name, $0)))" } ?? whenMissing,
                 supplied: supplied != nil, at: spot)
        guard let stored = defaults.value(suite: suite, key: key, supplied: supplied) else {
            switch name {
            case "integer": return .int(0)
            case "double", "float": return .double(0)
            case "bool": return .bool(false)
            default: return .null
            }
        }
        return DefaultsCoercion.read(name, stored)
    }

    /// The methods that change a suite: kept in this render's overlay; nil for a getter.
    private func defaultsWrite(_ name: String, suite: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        let key: String? = if case .string(let key)? = argument("forKey", arguments) { key } else { nil }
        switch name {
        case "synchronize":
            return .bool(true)
        case "set", "setValue":
            guard let key, let value = arguments.first?.value else { return .void }
            if case .null = value {
                defaults.set(nil, suite: suite, key: key)
            } else if let stored = DefaultsOverlay.storable(value) {
                defaults.set(stored, suite: suite, key: key)
            } else {
                note("\(name)(_:forKey:)", "stores a value that is not a property list (iOS raises), so \"\(key)\" is left as it was", at: spot)
            }
            return .void
        case "removeObject":
            if let key { defaults.set(nil, suite: suite, key: key) }
            return .void
        case "register":
            guard let values = argument("defaults", arguments).flatMap(DefaultsOverlay.storable), case .dictionary(let entries) = values else {
                note("register(defaults:)", "registers values that are not a property-list dictionary, so nothing is registered", at: spot)
                return .void
            }
            defaults.register(entries, suite: suite)
            return .void
        default:
            return nil
        }
    }


    /// Records a read of the App Group for the reports.
    func noteRead(_ kind: AppGroupRead.Kind, suite: String, key: String, call: String, whenMissing: String, supplied: Bool, refusal: String? = nil, at spot: ScriptSpot) {
        let read = AppGroupRead(
            file: index.program.file(of: spot), line: spot.line, column: spot.column, kind: kind, suite: suite, key: key, call: call, whenMissing: whenMissing,
            refusal: refusal
        )
        sites.noteRead(read, supplied: supplied)
    }

    /// `@AppStorage("key", store: …) var name: T = initial`: the suite's value when it is a `T`
    /// (SwiftUI casts, it does not coerce, so a string stored for an `Int` reads the initial
    /// value), else the initial value; nil when the property is not `@AppStorage`.
    func appStorageValue(_ property: ScriptVariable, of owner: String?, in scope: ScriptScope) throws(ScriptStop) -> ScriptValue? {
        guard let attribute = property.attributes.first(where: { $0.name == "AppStorage" }), let keyArgument = attribute.arguments.first(where: { $0.label == nil }) else { return nil }
        var initial = ScriptValue.null
        if let expression = property.initial { initial = try coerce(try evaluate(expression, in: scope), to: property.type, owner: owner, at: property.spot) }
        guard case .string(let key) = try evaluate(keyArgument.value, in: scope) else { return initial }
        var suite = ScriptAppGroup.standardSuite
        if let store = attribute.arguments.first(where: { $0.label == "store" }) {
            var value = try evaluate(store.value, in: scope)
            // `store: .standard`, `store: .shared`: a static member of `UserDefaults`, the program's extension's included.
            if case .symbol(let name) = value { value = try member(name, of: .type("UserDefaults"), at: property.spot) }
            guard let named = suiteName(of: value) else { return initial }
            suite = named
        }
        let supplied = environment.appGroup.value(suite: suite, key: key)
        noteRead(.defaults, suite: suite, key: key, call: "@AppStorage", whenMissing: "the property's initial value, \(describe(initial))", supplied: supplied != nil, at: property.spot)
        guard let stored = defaults.value(suite: suite, key: key, supplied: supplied) else { return initial }
        let type = property.type?.unwrapped
        if let type, let enumType = index.type(type, from: owner), enumType.kind == .enum {
            let raw = DefaultsCoercion.cast(stored, to: enumType.inherits("Int") ? "Int" : "String")
            return raw.flatMap { raw in enumType.cases.first { equal(rawValue(of: ScriptCase(type: enumType.name, name: $0.name, associated: [])), raw) } }
                .map { .enumCase(ScriptCase(type: enumType.name, name: $0.name, associated: [])) } ?? initial
        }
        return DefaultsCoercion.cast(stored, to: type?.name ?? initial.kindName) ?? initial
    }

    /// Whether a stored property is `@AppStorage`, which its wrapper fills, not an initializer.
    func isAppStorage(_ property: ScriptVariable) -> Bool {
        property.attributes.contains { $0.name == "AppStorage" }
    }
}

extension LibraryTables {
    /// The getters and what each gives for a missing key.
    static let defaultsGetters: [String: String] = [
        "integer": "0", "double": "0.0", "float": "0.0", "bool": "false", "string": "nil", "object": "nil", "value": "nil",
        "array": "nil", "stringArray": "nil", "dictionary": "nil", "data": "nil", "url": "nil",
    ]
}
