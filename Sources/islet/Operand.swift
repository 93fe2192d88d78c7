/// A positional argument as the parser, the usage line, the man page and the completions see it.
struct OperandSpec: Sendable {
    enum Count: Sendable {
        case one
        case optional
        /// One or more.
        case repeating
        /// What a command draws or judges: the first operand, then every one after it that is
        /// Swift sources (a folder or a `.swift` file), so a layout, Swift, or both fit.
        case sources
    }

    let name: String
    /// How the usage line writes it, when it says more than the name (`STREAM|-`).
    let label: String
    let count: Count
    /// Whether the shells complete file names for it.
    let isFile: Bool
    /// What a bundled name given for it stands for (`delivery`), when it may be one.
    var naming: BundledNames.Kind? = nil

    /// `LAYOUT`, `[STREAM|-]` or `PAYLOAD...`.
    var synopsis: String {
        switch count {
        case .one: label
        case .optional: "[\(label)]"
        case .repeating, .sources: label + "..."
        }
    }
}

/// A positional argument a command declares, read as `String`, `String?` or `[String]` by its
/// count, so a command never indexes the argument list itself.
struct Operand<Value>: Sendable {
    let spec: OperandSpec
    let take: @Sendable ([String]) -> Value
}

extension Operand where Value == String {
    /// A file that must be given (`LAYOUT`).
    static func file(_ name: String) -> Operand {
        Operand(spec: OperandSpec(name: name, label: name, count: .one, isFile: true), take: { $0.first ?? "" })
    }
}

extension Operand where Value == String? {
    /// A file that may be left out, written in the usage as `label` (`STREAM|-`), or a bundled name.
    static func optionalFile(_ name: String, label: String? = nil, naming: BundledNames.Kind? = nil) -> Operand {
        Operand(spec: OperandSpec(name: name, label: label ?? name, count: .optional, isFile: true, naming: naming), take: { $0.first })
    }
}

extension Operand where Value == [String] {
    /// A layout file, Swift sources, or a layout then Swift sources (`SOURCES...`).
    static func sources(_ name: String) -> Operand {
        Operand(spec: OperandSpec(name: name, label: name, count: .sources, isFile: true, naming: .source), take: { $0 })
    }

    /// One or more files (`PAYLOAD...`), or bundled names standing for them.
    static func files(_ name: String, naming: BundledNames.Kind? = nil) -> Operand {
        Operand(spec: OperandSpec(name: name, label: name, count: .repeating, isFile: true, naming: naming), take: { $0 })
    }
}
