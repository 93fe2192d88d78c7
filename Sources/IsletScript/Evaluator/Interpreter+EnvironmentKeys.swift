import IsletProgram

extension Interpreter {
    /// The value of an environment key the program declares in `extension EnvironmentValues`
    /// (over a custom `EnvironmentKey`, or `@Entry`): what an enclosing
    /// `.environment(\.key, value)` set, else the getter's, which reads the key's `defaultValue`.
    /// Nil for a key the program does not declare.
    func customEnvironment(_ key: String) throws(ScriptStop) -> ScriptValue? {
        if let set = environmentOverrides[key] { return set }
        guard let property = environmentProperty(key) else { return nil }
        return try propertyValue(property, of: .object(ScriptObject(type: "EnvironmentValues", fields: [:])), owner: "EnvironmentValues")
    }

    /// `self[PlayerAccentKey.self]` inside an `EnvironmentValues` getter: the key's `defaultValue`
    /// (an enclosing `.environment` was already answered by `customEnvironment`).
    func environmentSubscript(_ base: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard case .object(let values) = base, values.type == "EnvironmentValues", case .type(let key)? = arguments.first?.value else { return nil }
        return try member("defaultValue", of: .type(key), at: spot)
    }

    /// The key a `.environment(\.key, value)` sets when the program declares it; nil for
    /// SwiftUI's own keys.
    func customEnvironmentKey(_ keyPath: ScriptValue) -> String? {
        guard case .function(.builtin("\\", .array(let components))) = keyPath, case .string(let key)? = components.last,
            environmentProperty(key) != nil
        else { return nil }
        return key
    }

    /// Evaluates the view a `.environment(\.key, value)` modifies with `key` set to `value`, as
    /// SwiftUI's environment reaches every view inside: the views it makes and their bodies are
    /// built while the value is in force.
    func withEnvironment(_ key: String, _ value: ScriptValue, at spot: ScriptSpot, _ content: () throws(ScriptStop) -> ScriptValue) throws(ScriptStop) -> ScriptValue {
        let outer = environmentOverrides[key]
        environmentOverrides[key] = value
        defer { environmentOverrides[key] = outer }
        sites.modifier("environment", at: spot)
        let made = try content()
        switch made {
        case .instance, .object, .array: return .view(try view(of: made, at: spot))
        default: return made
        }
    }

    private func environmentProperty(_ key: String) -> ScriptVariable? {
        index.foreignType("EnvironmentValues")?.properties.first { $0.name == key && !$0.isStatic }
    }
}
