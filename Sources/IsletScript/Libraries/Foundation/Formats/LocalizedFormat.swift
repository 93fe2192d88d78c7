/// A localized value made into the text a phone shows for its arguments, as Foundation does
/// for a `.stringsdict` or String Catalog entry: the form each number picks by its language's
/// plural rule (`PluralRule`), every `%#@name@` token replaced by its variable's form with the
/// form's specifier pointed at the token's argument, then `String(format:)` over the result.
public enum LocalizedFormat {
    /// The text, and whether a form was picked as `other` because islet holds no plural rule
    /// for `language` (the caller reports that rather than passing it off as the phone's choice).
    /// Text with no arguments is shown as written, `%` and all, as SwiftUI shows a key without
    /// interpolations.
    public static func text(_ value: LocalizedText, _ arguments: [PrintfArgument], language: String) -> (text: String, lacksRule: Bool) {
        if arguments.isEmpty, case .plain(let text) = value { return (text, false) }
        var lacksRule = false
        let format = resolve(value, arguments, language: language, lacksRule: &lacksRule)
        return (PrintfFormat.format(format, arguments), lacksRule)
    }

    /// What `NSLocalizedString` returns for `value` before any number is known: a
    /// `.stringsdict` entry's `%#@name@` format, a variation's `other` form.
    public static func written(_ value: LocalizedText) -> String {
        switch value {
        case .plain(let text), .substituted(let text, _): text
        case .plural(_, let forms): forms["other"].map(written) ?? ""
        case .device(let forms): (forms["iphone"] ?? forms["other"]).map(written) ?? ""
        }
    }

    /// The format string `value` comes to for these arguments, before they are written into it.
    static func resolve(_ value: LocalizedText, _ arguments: [PrintfArgument], language: String, lacksRule: inout Bool) -> String {
        switch value {
        case .plain(let text):
            return text
        case .device(let forms):
            let chosen = forms["iphone"] ?? forms["other"] ?? forms.sorted { $0.key < $1.key }.first?.value
            return chosen.map { resolve($0, arguments, language: language, lacksRule: &lacksRule) } ?? ""
        case .plural(let argument, let forms):
            let chosen = form(forms, for: number(arguments, at: argument ?? 1), language: language, lacksRule: &lacksRule)
            return chosen.map { resolve($0, arguments, language: language, lacksRule: &lacksRule) } ?? ""
        case .substituted(let format, let variables):
            return substitute(format, variables, arguments, language: language, lacksRule: &lacksRule)
        }
    }

    /// The form for `value`: `zero` for 0 when given, else the plural category's, else `other`.
    private static func form(_ forms: [String: LocalizedText], for value: Double?, language: String, lacksRule: inout Bool) -> LocalizedText? {
        guard let value else { return forms["other"] }
        if value == 0, let zero = forms["zero"] { return zero }
        guard let category = PluralRule.category(of: value, language: language) else {
            lacksRule = true
            return forms["other"]
        }
        return forms[category] ?? forms["other"]
    }

    private static func number(_ arguments: [PrintfArgument], at position: Int) -> Double? {
        guard arguments.indices.contains(position - 1) else { return nil }
        switch arguments[position - 1] {
        case .int(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .double(let value): return value
        case .string(let text): return Double(text)
        }
    }

    /// Replaces each `%#@name@` (or `%2$#@name@`) with its variable's form, and writes every
    /// specifier with its argument's position, so a form without a number of its own (`"one
    /// item"`) does not shift the arguments of those after it.
    private static func substitute(
        _ format: String, _ variables: [String: LocalizedVariable], _ arguments: [PrintfArgument], language: String, lacksRule: inout Bool
    ) -> String {
        var output = ""
        var scalars = Array(format.unicodeScalars)[...]
        var next = 1
        while let percent = scalars.firstIndex(of: "%") {
            output.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[(percent + 1)...]
            if scalars.first == "%" {
                output += "%%"
                scalars = scalars.dropFirst()
                continue
            }
            if let (position, name, rest) = token(scalars), let variable = variables[name] {
                let place = position ?? next
                if position == nil { next += 1 }
                scalars = rest
                let argument = variable.argument ?? place
                let chosen = form(variable.forms, for: number(arguments, at: argument), language: language, lacksRule: &lacksRule)
                let text = chosen.map { resolve($0, arguments, language: language, lacksRule: &lacksRule) } ?? ""
                output += positioned(text, at: argument)
                continue
            }
            guard let (spec, written) = specifier(&scalars) else {
                output += "%"
                continue
            }
            if spec.position == nil {
                output += "%\(next)$" + written
                next += 1
            } else {
                output += "%" + written
            }
        }
        output.unicodeScalars.append(contentsOf: scalars)
        return output
    }

    /// `1$#@name@` or `#@name@` at the start of `scalars`: the position, the name and what follows.
    private static func token(_ scalars: ArraySlice<Unicode.Scalar>) -> (Int?, String, ArraySlice<Unicode.Scalar>)? {
        var rest = scalars
        var digits = ""
        while let first = rest.first, first.properties.numericType != nil, first.isASCII {
            digits.unicodeScalars.append(first)
            rest = rest.dropFirst()
        }
        if !digits.isEmpty {
            guard rest.first == "$" else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.starts(with: "#@".unicodeScalars), let close = rest.dropFirst(2).firstIndex(of: "@") else { return nil }
        let name = String(String.UnicodeScalarView(rest[(rest.startIndex + 2)..<close]))
        return (Int(digits), name, rest[(close + 1)...])
    }

    /// The conversion after a `%` and its text as written (`1$lld`), advancing past it; nil
    /// when what follows is not one.
    private static func specifier(_ scalars: inout ArraySlice<Unicode.Scalar>) -> (PrintfSpec, String)? {
        let before = scalars
        guard let spec = PrintfSpec.parse(&scalars) else { return nil }
        return (spec, String(String.UnicodeScalarView(before.prefix(before.count - scalars.count))))
    }

    /// A form's specifiers without a position, given `position`: `%lld` → `%3$lld`.
    private static func positioned(_ text: String, at position: Int) -> String {
        var output = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let percent = scalars.firstIndex(of: "%") {
            output.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[(percent + 1)...]
            guard let (spec, written) = specifier(&scalars) else {
                output += "%"
                continue
            }
            output += spec.position == nil && spec.conversion != "%" ? "%\(position)$" + written : "%" + written
        }
        output.unicodeScalars.append(contentsOf: scalars)
        return output
    }
}
