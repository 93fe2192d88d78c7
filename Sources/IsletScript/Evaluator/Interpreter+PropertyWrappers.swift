import IsletProgram

extension Interpreter {
    /// The program's `@propertyWrapper` type an attribute names on `property` (`@UnitShare var
    /// share: Double`): a type of the program with a `wrappedValue`.
    func wrapper(of property: ScriptVariable) -> (type: ScriptType, attribute: ScriptAttribute)? {
        for attribute in property.attributes {
            if let type = index.type(named: attribute.name), type.properties.contains(where: { $0.name == "wrappedValue" && !$0.isStatic }) {
                return (type, attribute)
            }
        }
        return nil
    }

    /// The wrapper holding `value` for `property`, made as Swift makes it:
    /// `Wrapper(wrappedValue: value, …the attribute's arguments)`, kept in the field `_name`.
    func wrap(_ value: ScriptValue, for property: ScriptVariable, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard let (type, attribute) = wrapper(of: property) else { return nil }
        let given = try evaluate(attribute.arguments, in: globals)
        return try construct(type.name, [ScriptElement(label: "wrappedValue", value)] + given, at: spot)
    }

    /// `share` and `$share` of a value whose `share` is wrapped: the wrapper's `wrappedValue`
    /// and `projectedValue`. A `$name` of SwiftUI's own wrappers (`@State`, `@Binding`) is
    /// read as the value it binds. Nil when `name` is neither.
    func wrappedMember(_ name: String, of value: ScriptValue, fields: [String: ScriptValue], typeName: String, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let projected = name.hasPrefix("$")
        let bare = projected ? String(name.dropFirst()) : name
        guard let type = index.type(named: typeName), let property = type.properties.first(where: { $0.name == bare && !$0.isStatic }) else { return nil }
        guard let storage = fields["_" + bare], wrapper(of: property) != nil else {
            return projected ? try member(bare, of: value, at: spot) : nil
        }
        return try member(projected ? "projectedValue" : "wrappedValue", of: storage, at: spot)
    }
}
