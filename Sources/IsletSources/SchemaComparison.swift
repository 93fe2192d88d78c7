import IsletModel

/// Where a layout file's schema and the app's Swift disagree, field by field: what a person must
/// fix in one or the other before the layout can be trusted. islet uses the Swift and says so.
public enum SchemaComparison {
    /// One difference, located by the layout's JSON path (`contentState.step`).
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        public let path: String
        public let message: String

        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// The differences between the layout's declaration and the Swift one, in field order.
    public static func differences(layout: ActivityDeclaration, swift: ActivityDeclaration) -> [Difference] {
        var found: [Difference] = []
        if layout.name != swift.name {
            found.append(Difference(path: "activity", message: "the layout says \(layout.name), the Swift declares \(swift.name)"))
        }
        compare(layout.attributes, swift.attributes, at: "attributes", into: &found)
        compare(layout.contentState, swift.contentState, at: "contentState", into: &found)
        return found
    }

    private static func compare(_ layout: StructSchema, _ swift: StructSchema, at path: String, into found: inout [Difference]) {
        for field in layout.fields {
            let fieldPath = path + "." + field.name
            guard let other = swift.field(named: field.name) else {
                let near = NameSuggestion.closest(to: field.name, in: swift.fields.map(\.name).filter { layout.field(named: $0) == nil })
                let hint = near.map { "; the Swift has \($0)" } ?? ""
                found.append(Difference(path: fieldPath, message: "the layout declares it, the Swift does not\(hint)"))
                continue
            }
            compare(field.type, other.type, at: fieldPath, into: &found)
        }
        for field in swift.fields where layout.field(named: field.name) == nil {
            found.append(Difference(path: path + "." + field.name, message: "the Swift declares it (\(spelling(field.type))), the layout does not"))
        }
    }

    private static func compare(_ layout: SchemaType, _ swift: SchemaType, at path: String, into found: inout [Difference]) {
        switch (layout, swift) {
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)):
            compare(a, b, at: path, into: &found)
        case (.structure(let a), .structure(let b)):
            compare(a, b, at: path, into: &found)
        case (.enumeration(let a), .enumeration(let b)):
            compareCases(a, b, at: path, into: &found)
        default:
            if spelling(layout) != spelling(swift) {
                found.append(Difference(path: path, message: "the layout says \(spelling(layout)), the Swift \(spelling(swift))"))
            }
        }
    }

    /// Cases gone from one side and new on the other at the same place read as a rename.
    private static func compareCases(_ layout: EnumSchema, _ swift: EnumSchema, at path: String, into found: inout [Difference]) {
        guard layout.isIntegerBacked == swift.isIntegerBacked else {
            found.append(Difference(path: path, message: "the layout's raw values are \(layout.isIntegerBacked ? "integers" : "strings"), the Swift's \(swift.isIntegerBacked ? "integers" : "strings")"))
            return
        }
        let removed = layout.rawValues.filter { !swift.rawValues.contains($0) }
        let added = swift.rawValues.filter { !layout.rawValues.contains($0) }
        var renamed: [(EnumSchema.RawValue, EnumSchema.RawValue)] = []
        for old in removed {
            if let new = added.first(where: { swift.rawValues.firstIndex(of: $0) == layout.rawValues.firstIndex(of: old) }) {
                renamed.append((old, new))
            }
        }
        for (old, new) in renamed {
            found.append(Difference(path: path, message: "the case \(old) is \(new) in the Swift"))
        }
        for old in removed where !renamed.contains(where: { $0.0 == old }) {
            found.append(Difference(path: path, message: "the case \(old) is not in the Swift"))
        }
        for new in added where !renamed.contains(where: { $0.1 == new }) {
            found.append(Difference(path: path, message: "the Swift has a case \(new) the layout does not"))
        }
        if removed.isEmpty, added.isEmpty, layout.rawValues != swift.rawValues {
            found.append(Difference(path: path, message: "the cases are in another order in the Swift (comparisons follow the Swift's order)"))
        }
    }

    /// The type as the layout would write it, without the names of enums and structs, which only
    /// name generated code.
    static func spelling(_ type: SchemaType) -> String {
        switch type {
        case .optional(let wrapped): spelling(wrapped) + "?"
        case .array(let element): "[\(spelling(element))]"
        case .enumeration(let schema): "enum (\(schema.rawValues.map(\.description).joined(separator: ", ")))"
        case .structure(let schema): "struct {\(schema.fields.map { "\($0.name): \(spelling($0.type))" }.joined(separator: ", "))}"
        default: type.description
        }
    }
}
