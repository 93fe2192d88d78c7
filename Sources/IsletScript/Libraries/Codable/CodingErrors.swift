import IsletInput
import IsletModel
import IsletProgram

extension LibraryContext {
    /// A `DecodingError` the widget's code can catch and read (`codingPath`,
    /// `debugDescription`, `localizedDescription`), and that `decodingFailure(from:)` reads back.
    func decodingErrorValue(_ failure: DecodingFailure) -> ScriptValue {
        var fields: [String: ScriptValue] = [
            "kind": .symbol(failure.kind.rawValue), "codingPath": codingPathValue(failure.codingPath),
            "debugDescription": .string(failure.reason), "localizedDescription": .string(failure.reason),
        ]
        if let key = failure.missingKey { fields["missingKey"] = .string(key) }
        return .instance(ScriptInstance(type: "DecodingError", fields: fields))
    }

    /// A coding path as `codingPath` gives it: keys with their `stringValue`, and array positions
    /// as `Index 3` with their `intValue`, as Foundation's decoder makes them.
    func codingPathValue(_ path: [JSONPath.Component]) -> ScriptValue {
        .array(path.map { component in
            switch component {
            case .key(let key): .instance(ScriptInstance(type: "CodingKey", fields: ["stringValue": .string(key), "intValue": .null]))
            case .index(let position): .instance(ScriptInstance(type: "CodingKey", fields: ["stringValue": .string("Index \(position)"), "intValue": .int(position)]))
            }
        })
    }

    /// What the app's decoding threw, as the failure `JSONDecoder` reports: a `DecodingError`
    /// islet threw, or one the app's code built (`DecodingError.dataCorruptedError(forKey:in:…)`,
    /// `.dataCorrupted(Context(…))`, `.typeMismatch`, `.valueNotFound`, `.keyNotFound`).
    /// Anything else it threw is `dataCorrupted` at `path`, naming what was thrown.
    func decodingFailure(from thrown: ScriptValue, at path: [JSONPath.Component]) -> DecodingFailure {
        if case .instance(let error) = thrown, error.type == "DecodingError", let kind = error.fields["kind"].flatMap(symbolName).flatMap(DecodingFailure.Kind.init(rawValue:)) {
            let missing: String? = if case .string(let key)? = error.fields["missingKey"] { key } else { nil }
            return DecodingFailure(kind, at: codingPath(error.fields["codingPath"]), missingKey: missing, text(error.fields["debugDescription"]))
        }
        guard case .symbolCall(let name, let arguments) = thrown else {
            return DecodingFailure(.dataCorrupted, at: path, "the app's decoding code threw \(describe(thrown)), which is not a DecodingError")
        }
        let argument = { (label: String) in arguments.first { $0.label == label }?.value }
        if name == "dataCorruptedError", case .object(let holder)? = argument("in"), let (_, node) = coding.node(of: holder) {
            var place = node.path
            if let key = argument("forKey") {
                place.append(.key((try? codingKeyText(key, keyType: node.keyType, owner: node.owner)) ?? describe(key)))
            } else if node.kind == .unkeyed {
                place.append(.index(node.cursor))
            }
            return DecodingFailure(.dataCorrupted, at: place, text(argument("debugDescription")))
        }
        let context: ScriptInstance? = if case .instance(let made)? = arguments.last?.value, made.type == "DecodingError.Context" { made } else { nil }
        guard let kind = DecodingFailure.Kind(rawValue: name), let context else {
            return DecodingFailure(.dataCorrupted, at: path, "the app's decoding code threw \(describe(thrown))")
        }
        let missing = kind == .keyNotFound ? arguments.first.flatMap { try? codingKeyText($0.value, keyType: nil, owner: nil) } : nil
        return DecodingFailure(kind, at: codingPath(context.fields["codingPath"]), missingKey: missing, text(context.fields["debugDescription"]))
    }

    /// `DecodingError.Context(codingPath:debugDescription:underlyingError:)`, made by the app's code.
    func decodingContext(_ arguments: [ScriptElement]) -> ScriptValue {
        var fields: [String: ScriptValue] = ["codingPath": .array([]), "debugDescription": .string("")]
        for argument in arguments { if let label = argument.label { fields[label] = argument.value } }
        return .instance(ScriptInstance(type: "DecodingError.Context", fields: fields))
    }

    /// The text of a key: its `stringValue` (a `CodingKeys` case's string raw value, else its
    /// name, unless the type computes `stringValue` itself), `.name` looked up in `keyType`.
    func codingKeyText(_ key: ScriptValue, keyType: String?, owner: String?) throws(ScriptStop) -> String? {
        switch key {
        case .string(let text):
            return text
        case .symbol(let name):
            guard let keyType, let type = index.type(named: keyType, from: owner) else { return name }
            return try codingKeyText(.enumCase(ScriptCase(type: type.name, name: name, associated: [])), keyType: nil, owner: nil)
        case .enumCase(let option):
            if let typeName = option.type, let type = index.type(named: typeName), type.properties.contains(where: { $0.name == "stringValue" && !$0.isStatic }) {
                return try codingKeyText(try member("stringValue", of: key, at: type.spot), keyType: nil, owner: nil)
            }
            if case .string(let raw) = rawValue(of: option) { return raw }
            return option.name
        case .instance, .object:
            guard case .string(let text) = try member("stringValue", of: key, at: ScriptSpot(file: 0, line: 0, column: 0)) else { return nil }
            return text
        default:
            return nil
        }
    }

    /// A coding path the app's code handed back (`decoder.codingPath + [key]`) as path components.
    private func codingPath(_ value: ScriptValue?) -> [JSONPath.Component] {
        guard case .array(let keys)? = value else { return [] }
        return keys.map { key in
            if case .instance(let made) = key, made.type == "CodingKey", case .int(let position)? = made.fields["intValue"] { return .index(position) }
            return .key((try? codingKeyText(key, keyType: nil, owner: nil)) ?? describe(key))
        }
    }

    private func text(_ value: ScriptValue?) -> String {
        guard let value else { return "" }
        if case .string(let text) = value { return text }
        return describe(value)
    }
}
