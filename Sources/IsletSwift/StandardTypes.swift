/// The standard library's and Foundation's Codable types the schema spells by name, and the
/// other names code writes them with (`Swift.Int`, `TimeInterval`).
enum StandardTypes {
    static let scalars: Set<String> = [
        "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Decimal", "CGFloat", "Date", "URL", "UUID", "Data",
    ]
    static let generics: Set<String> = ["Optional", "Array", "Dictionary", "Set", "ClosedRange", "Range"]
    /// Foundation's typealiases for standard types.
    static let aliases = ["TimeInterval": "Double", "Float32": "Float", "Float64": "Double"]
    /// Modules whose prefix names the same standard type.
    static let modules = ["Swift.", "Foundation.", "CoreGraphics.", "CoreFoundation."]

    /// The schema's name for a standard type written `name`, or nil when it is not one.
    static func canonical(_ name: String) -> String? {
        var bare = name
        if let module = modules.first(where: { name.hasPrefix($0) }) { bare = String(name.dropFirst(module.count)) }
        if let aliased = aliases[bare] { return aliased }
        return scalars.contains(bare) || generics.contains(bare) ? bare : nil
    }
}
