import IsletProgram

/// The SwiftUI, WidgetKit, ActivityKit and Foundation members islet provides, declared once as
/// Swift declares them (labels, parameter types, defaults, result type), so a call is resolved
/// among them by `CallResolver` exactly as among the app's own overloads, and a call none of them
/// takes is a placeholder naming it. Each area's declarations are data in their own file
/// (`LibrarySurface+SwiftUI`, `+Foundation`, `+Collections`, `+Strings`, `+Formatters`); what each member does is `Interpreter+Library`'s.
enum LibrarySurface {
    /// Where a member is found: its type's name (nil for a free function) and its name (`init`).
    struct Key: Hashable, Sendable {
        let owner: String?
        let name: String
    }

    /// Every declared member, by owner and name, each with its overloads in declaration order.
    static let signatures: [Key: [LibrarySignature]] = {
        var table: [Key: [LibrarySignature]] = [:]
        for signature in swiftUI + foundation + sequence + stringMethods + formatters { table[Key(owner: signature.owner, name: signature.name), default: []].append(signature) }
        return table
    }()

    /// Methods of `owner` run by their names on the receiver (`LibraryMember.method`).
    static func methods(_ owner: String, _ list: [(String, [CallParameter], ScriptTypeRepr?)]) -> [LibrarySignature] {
        list.map { LibrarySignature(owner: owner, name: $0.0, parameters: $0.1, result: $0.2, member: .method) }
    }

    /// `Type.init(…)` overloads, one per parameter list.
    static func inits(_ owner: String, _ result: ScriptTypeRepr, _ lists: [(LibraryMember, [CallParameter])]) -> [LibrarySignature] {
        lists.map { LibrarySignature(owner: owner, name: "init", parameters: $0.1, result: result, member: $0.0) }
    }

    /// A parameter of `type` (labelled, or `_` for nil), optionally defaulted or variadic.
    static func p(_ label: String?, _ type: ScriptTypeRepr, default hasDefault: Bool = false, variadic: Bool = false) -> CallParameter {
        CallParameter(label: label, type: type, hasDefault: hasDefault, isVariadic: variadic)
    }

    /// A named type (`Double`, `Text.DateStyle`).
    static func t(_ name: String) -> ScriptTypeRepr { .named(name) }

    /// A generic parameter constrained to `constraint` (`some StringProtocol`).
    static func some(_ constraint: String) -> ScriptTypeRepr { .opaque(.named(constraint)) }
}

/// One member's declaration: owner, name, parameters and result type, and which of islet's
/// implementations runs when a call resolves to it.
struct LibrarySignature: Sendable {
    let owner: String?
    let name: String
    let parameters: [CallParameter]
    /// The result type; nil where it is generic (`min`'s is its arguments').
    let result: ScriptTypeRepr?
    let member: LibraryMember

    /// The declaration as Swift spells it in a message: `Text(_:format:)`.
    var spelling: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return name == "init" ? "\(owner ?? "")(\(labels))" : "\(owner.map { $0 + "." } ?? "")\(name)(\(labels))"
    }
}

/// Islet's implementation of a library member, chosen by the signature a call resolves to.
enum LibraryMember: Sendable, Hashable {
    // SwiftUI's Text.
    case textKey, textContent, textVerbatim, textDate, textTimer, textFormat
    // SwiftUI's Color.
    case colorRGB, colorWhite, colorHSB, colorNamed, colorConverted
    // Foundation's numbers: a conversion to the named type, `init(exactly:)`, a string parsed.
    case number(String), exactNumber(String), parsedNumber(String)
    // Foundation's strings.
    case stringDescribing, stringFormat, stringRepeating, stringRadix, stringLocalized, stringFromFile
    // The standard library's free functions.
    case minimum, maximum, absolute
    // The other free functions (`round`, `pow`, `zip`, `stride`), run by their names (`Interpreter.freeFunction`).
    case free(String)
    // `pow(_: Decimal, _: Int)`, which islet cannot compute faithfully (its `Decimal` is a `Double`).
    case decimalPower
    // A method of a value (a sequence's, a date's, a URL's), run by its name on its receiver
    // once the call resolved (`Interpreter.libraryMethod`).
    case method
    // A framework type's initializer islet runs by the type's name once the call resolved.
    case frameworkInit(String)
}
