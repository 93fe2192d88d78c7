/// Writes the Swift declaration an app needs for a layout's activity: the `ActivityAttributes`
/// struct with its nested `ContentState: Codable, Hashable`, and the nested enums and structs
/// the schema declares, so the app, the widget and the server start from one definition
/// (`islet codegen`). The same text, without ActivityKit, is what the differential test compiles
/// to ask Swift's own `JSONDecoder` what it accepts.
public struct SwiftCodeGenerator: Sendable {
    /// Whether to write `import ActivityKit` and `: ActivityAttributes` (for an iOS app) or a
    /// plain `Codable` struct of the same shape (for Linux, where ActivityKit does not exist).
    public var usesActivityKit: Bool

    public init(usesActivityKit: Bool = true) {
        self.usesActivityKit = usesActivityKit
    }

    /// A whole source file: imports and the declaration.
    public func file(for declaration: ActivityDeclaration) -> String {
        var lines = ["import Foundation"]
        if usesActivityKit { lines.append("import ActivityKit") }
        lines.append("")
        return lines.joined(separator: "\n") + "\n" + self.declaration(for: declaration)
    }

    /// The attributes struct alone, for files that hold several.
    public func declaration(for declaration: ActivityDeclaration) -> String {
        var writer = Writer()
        let conformance = usesActivityKit ? "ActivityAttributes" : "Codable"
        writer.line("struct \(declaration.name): \(conformance) {")
        writer.indent {
            let contentState = StructSchema(typeName: "ContentState", fields: declaration.contentState.fields)
            writeStruct(contentState, conformances: "Codable, Hashable", into: &$0)
            $0.line("")
            writeMembers(of: declaration.attributes, into: &$0)
        }
        writer.line("}")
        return writer.text
    }

    private func writeStruct(_ schema: StructSchema, conformances: String, into writer: inout Writer) {
        writer.line("struct \(schema.typeName): \(conformances) {")
        writer.indent { writeMembers(of: schema, into: &$0) }
        writer.line("}")
    }

    private func writeMembers(of schema: StructSchema, into writer: inout Writer) {
        for field in schema.fields {
            if case .opaque(let opaque) = field.type.unwrapped {
                writer.line("// islet cannot judge this type (\(opaque.reason.rawValue))\(opaque.note.map { ": \($0)" } ?? "")")
            }
            let (wrappers, type) = Self.propertyWrappers(of: "\(field.type)")
            writer.line(wrappers + "var \(SwiftNaming.escaped(field.name)): \(type)")
        }
        if schema.fields.contains(where: \.isRenamed) {
            writer.line("")
            writer.line("enum CodingKeys: String, CodingKey {")
            writer.indent { writer in
                for field in schema.fields {
                    let name = SwiftNaming.escaped(field.name)
                    writer.line(field.isRenamed ? "case \(name) = \(SwiftNaming.stringLiteral(field.key))" : "case \(name)")
                }
            }
            writer.line("}")
        }
        writeNestedTypes(of: schema.fields, into: &writer)
    }

    /// `@Clamped Int` as Swift writes it on a property: the wrappers before `var` (`"@Clamped "`),
    /// the type after the colon (`Int`); a type without wrappers as it is.
    static func propertyWrappers(of spelling: String) -> (wrappers: String, type: String) {
        var rest = Substring(spelling)
        var wrappers = ""
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            wrappers += rest[...space]
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return (wrappers, String(rest))
    }

    /// The enums and structs the fields name, declared once each beside them.
    private func writeNestedTypes(of fields: [StructSchema.Field], into writer: inout Writer) {
        var declared: Set<String> = []
        for nested in fields.compactMap({ declaredType(in: $0.type) }) {
            switch nested {
            case .enumeration(let enumSchema) where declared.insert(enumSchema.typeName).inserted:
                writer.line("")
                writeEnum(enumSchema, into: &writer)
            case .structure(let structSchema) where declared.insert(structSchema.typeName).inserted:
                writer.line("")
                writeStruct(structSchema, conformances: "Codable, Hashable", into: &writer)
            default:
                continue
            }
        }
    }

    private func writeEnum(_ schema: EnumSchema, into writer: inout Writer) {
        guard let payloads = schema.payloads else { return writeRawValueEnum(schema, into: &writer) }
        writer.line("enum \(schema.typeName): Codable, Hashable {")
        writer.indent { writer in
            for (raw, payload) in zip(schema.rawValues, payloads) {
                guard case .string(let name) = raw else { continue }
                let values = payload.fields.enumerated().map { index, field in
                    field.name == "_\(index)" ? "\(field.type)" : "\(SwiftNaming.escaped(field.name)): \(field.type)"
                }
                writer.line("case \(SwiftNaming.escaped(name))" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"))
            }
            writeNestedTypes(of: payloads.flatMap(\.fields), into: &writer)
        }
        writer.line("}")
    }

    private func writeRawValueEnum(_ schema: EnumSchema, into writer: inout Writer) {
        let rawType = schema.isIntegerBacked ? "Int" : "String"
        writer.line("enum \(schema.typeName): \(rawType), Codable, Hashable {")
        writer.indent {
            var used: Set<String> = []
            for (index, raw) in schema.rawValues.enumerated() {
                let (name, literal): (String, String?)
                switch raw {
                case .string(let text):
                    let base = SwiftNaming.caseName(forRaw: text) ?? "value\(index)"
                    let unique = used.contains(base) ? "\(base)\(index)" : base
                    name = unique
                    literal = unique == text ? nil : SwiftNaming.stringLiteral(text)
                case .int(let value):
                    name = SwiftNaming.caseName(forRaw: value)
                    literal = String(value)
                }
                used.insert(name)
                let spelled = SwiftNaming.escaped(name)
                $0.line(literal.map { "case \(spelled) = \($0)" } ?? "case \(spelled)")
            }
        }
        writer.line("}")
    }

    /// The enum or struct a field's type names, looking through containers and optionals.
    private func declaredType(in type: SchemaType) -> SchemaType? {
        switch type {
        case .optional(let inner), .array(let inner), .set(let inner), .dictionary(_, let inner): declaredType(in: inner)
        case .enumeration, .structure: type
        default: nil
        }
    }
}

/// Indented lines of Swift.
private struct Writer {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    mutating func indent(_ body: (inout Writer) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
