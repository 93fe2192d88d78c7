import IsletProgram

extension ScriptOutline {
    /// The whole program, one declaration a line: types with their members indented below them,
    /// then foreign extensions, functions, globals, configurations and previews.
    public static func text(_ program: ScriptProgram) -> String {
        var lines: [String] = []
        for type in program.types + program.foreignExtensions {
            lines.append(head(type))
            lines += members(type).map { "  " + $0 }
        }
        lines += program.functions.map(text)
        lines += program.globals.map(text)
        lines += program.configurations.map { "configuration \($0.widget) for \($0.attributesType): " + text($0.expression) }
        lines += program.previews.map { "preview" + text(arguments: $0.arguments) }
        return lines.joined(separator: "\n")
    }

    static func head(_ type: ScriptType) -> String {
        type.kind.rawValue + " " + type.name + (type.conformances.isEmpty ? "" : ": " + type.conformances.map(\.spelling).joined(separator: ", "))
            + (type.requirements.isEmpty ? "" : " where " + type.requirements.map(\.spelling).joined(separator: ", "))
    }

    /// A type's members, one a line: cases, aliases (sorted by name), properties, methods.
    public static func members(_ type: ScriptType) -> [String] {
        var lines = type.cases.map { item in
            "case " + item.name + (item.associated.isEmpty ? "" : "(" + item.associated.map(text).joined(separator: ", ") + ")")
                + (item.rawValue.map { " = " + text($0) } ?? "")
        }
        lines += type.aliases.keys.sorted().map { "typealias \($0) = \(type.aliases[$0]?.spelling ?? "")" }
        lines += type.properties.map(text)
        lines += type.methods.map(text)
        return lines
    }

    public static func text(_ variable: ScriptVariable) -> String {
        attributes(variable.attributes) + (variable.isStatic ? "static " : "") + (variable.isMutable ? "var " : "let ") + variable.name
            + (variable.type.map { ": " + $0.spelling } ?? "") + (variable.initial.map { " = " + text($0) } ?? "")
            + (variable.getter.map { " " + block($0) } ?? "")
    }

    public static func text(_ function: ScriptFunction) -> String {
        var written = attributes(function.attributes) + (function.isStatic ? "static " : "") + (function.isMutating ? "mutating " : "")
        written += function.name == "init" || function.name == "subscript" ? function.name : "func " + function.name
        written += function.isFailable ? "?" : ""
        written += "(" + function.parameters.map(text).joined(separator: ", ") + ")"
        written += function.returnType.map { " -> " + $0.spelling } ?? ""
        return written + " " + block(function.body)
    }

    /// `label name: Type = default`, with `_` for no label, as a declaration writes it.
    static func text(_ parameter: ScriptParameter) -> String {
        let names = parameter.label == parameter.name ? parameter.name : (parameter.label ?? "_") + " " + parameter.name
        let unnamed = parameter.label == nil && parameter.name.isEmpty
        return attributes(parameter.attributes) + (unnamed ? "" : names + ": ") + (parameter.isInout ? "inout " : "") + parameter.type.spelling
            + (parameter.isVariadic ? "..." : "") + (parameter.defaultValue.map { " = " + text($0) } ?? "")
    }

    static func attributes(_ list: [ScriptAttribute]) -> String {
        list.map { "@" + $0.name + ($0.arguments.isEmpty ? "" : "(" + $0.arguments.map(text).joined(separator: ", ") + ")") + " " }.joined()
    }
}
