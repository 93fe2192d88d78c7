import IsletProgram

/// How the program's extensions of framework types attach to values, as Swift attaches them:
/// `extension Double` to every `Double`, `extension ActivityViewContext where Attributes == X`
/// only to the context of an `X` activity, so two widgets' extensions with the same member
/// names each reach their own context.
extension Interpreter {
    /// The extensions that apply to `value`, the value's own type's first.
    func applicableExtensions(of value: ScriptValue) -> [ScriptType] {
        frameworkTypes(of: value).flatMap { name in
            index.foreignExtensions(of: name).filter { type in type.requirements.allSatisfy { holds($0, for: value) } }
        }
    }

    /// The program's types whose members a value of the program type `typeName` has: its own,
    /// then each program protocol (or superclass) it conforms to, theirs after them, once each,
    /// so a `var euros` in `extension Priced` reaches every `Priced` type, as Swift's protocol
    /// extensions do (`.map(\.euros)` drew "(Function)" when only the type's own were looked in).
    func memberTypes(of typeName: String) -> [ScriptType] {
        guard let own = index.type(named: typeName) else { return [] }
        var found = [own], names: Set<String> = [own.name], next = 0
        while next < found.count {
            let type = found[next]
            next += 1
            for conformance in type.conformances {
                guard let name = conformance.name, let conformed = index.type(named: name, from: type.name), names.insert(conformed.name).inserted else { continue }
                found.append(conformed)
            }
        }
        return found
    }

    /// Whether a `where` clause's requirement holds for `value`. A same-type requirement on a
    /// generic parameter islet models (`Self`, a context's `Attributes`, an array's `Element`)
    /// is checked; a requirement on one it does not model, and a conformance, are taken to hold.
    private func holds(_ requirement: ScriptRequirement, for value: ScriptValue) -> Bool {
        guard case .sameType(let left, let right) = requirement, let parameter = left.name else { return true }
        let wanted = index.type(right)?.name ?? right.name
        guard let actual = genericArgument(parameter, of: value) else { return true }
        return actual == wanted
    }

    /// The type name a generic parameter stands for in `value`: `Self` is the value's type,
    /// `Attributes` a context's attributes type, `Element` an array's first element's.
    private func genericArgument(_ parameter: String, of value: ScriptValue) -> String? {
        switch (parameter, value) {
        case ("Self", _): return typeName(of: value)
        case ("Attributes", .instance(let context)), ("Self.Attributes", .instance(let context)):
            return context.fields["attributes"].flatMap(typeName(of:))
        case ("Element", .array(let items)), ("Self.Element", .array(let items)):
            return items.first.flatMap(typeName(of:))
        default: return nil
        }
    }

    /// The name of `value`'s type, as a `where` clause compares it.
    private func typeName(of value: ScriptValue) -> String? {
        switch value {
        case .instance(let instance): instance.type
        case .object(let object): object.type
        case .enumCase(let value): value.type
        default: frameworkTypes(of: value).first
        }
    }
}
