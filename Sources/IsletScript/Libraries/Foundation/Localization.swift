import IsletModel
import IsletProgram

extension LibraryContext {
    /// The argument of a call whose string literal SwiftUI or Foundation takes as a key, and the
    /// label that names its table: the first unlabelled argument of `Text`, `Label`, `Button`,
    /// `Link`, `Toggle`, `ProgressView`, `LocalizedStringKey` and `LocalizedStringResource`, and
    /// `String(localized:)`. A `String` variable there is shown as it is (Swift picks the
    /// `StringProtocol` overload), and `Text(verbatim:)` is never a key.
    /// This reads the syntax: the seam where typed call resolution decides instead.
    func localizedKeyArgument(_ callee: ScriptExpression, _ arguments: [ScriptArgument]) -> (position: Int, tableLabel: String)? {
        guard case .identifier(let name) = callee.node else { return nil }
        let position: Int?
        switch name {
        case "Text", "Label", "Button", "Link", "Toggle", "ProgressView", "LocalizedStringKey", "LocalizedStringResource":
            position = arguments.first?.label == nil ? 0 : nil
        case "String":
            position = arguments.firstIndex { $0.label == "localized" }
        default:
            position = nil
        }
        guard let position, case .string = arguments[position].value.node else { return nil }
        return (position, name == "Text" ? "tableName" : "table")
    }

    /// A call's arguments evaluated, the localization key among them (`localizedKeyArgument`)
    /// looked up in the widget's strings rather than shown as written.
    func evaluateArguments(of callee: ScriptExpression, _ arguments: [ScriptArgument], in scope: ScriptScope) throws(ScriptStop) -> [ScriptElement] {
        guard let (position, tableLabel) = localizedKeyArgument(callee, arguments), case .string(let parts) = arguments[position].value.node else {
            return try evaluate(arguments, in: scope)
        }
        var values: [ScriptElement] = []
        for (index, argument) in arguments.enumerated() where index != position {
            values.append(ScriptElement(label: argument.label, try evaluate(argument.value, in: scope)))
        }
        var table: String?
        if case .string(let name)? = values.first(where: { $0.label == tableLabel })?.value { table = name }
        var fallback: [ScriptStringPart]?
        if let written = arguments.first(where: { $0.label == "defaultValue" }), case .string(let defaultParts) = written.value.node { fallback = defaultParts }
        let key = try localized(parts, table: table, defaultValue: fallback, in: scope, at: arguments[position].value.spot)
        values.insert(ScriptElement(label: arguments[position].label, key), at: position)
        return values
    }

    /// A literal typed as a localization key where it is declared (`static var title:
    /// LocalizedStringResource = "Play"`): its value in the phone's language.
    func localizedDeclaration(_ initial: ScriptExpression, typed written: ScriptTypeRepr?, in scope: ScriptScope) throws(ScriptStop) -> ScriptValue? {
        guard let name = written?.unwrapped.name, LibraryTables.localizedTypes.contains(name), case .string(let parts) = initial.node else { return nil }
        return try localized(parts, table: nil, defaultValue: nil, in: scope, at: initial.spot)
    }

    /// A string literal as a localization key: the key SwiftUI makes of it (each interpolation
    /// a specifier chosen by its value's type, and then `%` doubled), its value in the phone's language
    /// formatted with the interpolated values, or, with no translation, the default value or
    /// the key itself formatted so (`Set %lld of %lld` shows "Set 5 of 5", and a `Double`
    /// interpolated alone shows six decimals, as on the phone).
    func localized(_ parts: [ScriptStringPart], table: String?, defaultValue: [ScriptStringPart]?, in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        var (key, arguments, styled) = try localizationKey(parts, in: scope)
        if let styled { return styled }
        if let found = environment.strings.value(key, table: table ?? "Localizable", locale: locale) {
            if arguments.isEmpty, let defaultValue { arguments = try localizationKey(defaultValue, in: scope).arguments }
            return .string(shown(found, arguments, at: spot))
        }
        if let defaultValue { (key, arguments, styled) = try localizationKey(defaultValue, in: scope) }
        if let styled { return styled }
        guard !arguments.isEmpty else { return .string(key) }
        return .string(PrintfFormat.format(key, arguments))
    }

    /// The key a literal makes, its interpolated values as format arguments, and (for a literal
    /// that interpolates a styled `Text`, which a key cannot carry, or a value islet could not
    /// evaluate) the literal as drawn.
    private func localizationKey(_ parts: [ScriptStringPart], in scope: ScriptScope) throws(ScriptStop) -> (key: String, arguments: [PrintfArgument], styled: ScriptValue?) {
        var key = "", arguments: [PrintfArgument] = [], failed: ScriptValue?
        // A literal without interpolations is its own key; with them, its `%` are escaped.
        let interpolates = parts.contains { if case .interpolation = $0 { true } else { false } }
        for part in parts {
            switch part {
            case .text(let literal):
                key += interpolates ? literal.replacing("%", with: "%%") : literal
            case .interpolation(let written):
                guard written.count == 1 || written.contains(where: { $0.label == "specifier" }), let first = written.first, first.label == nil else {
                    // `\(date, style: .time)`, `\(x, format: .percent)`: an object, `%@`.
                    key += "%@"
                    let shown = try interpolate([part], in: scope)
                    if case .opaque = shown {
                        failed = failed ?? shown
                        continue
                    }
                    guard case .string(let text) = shown else { return (key, arguments, shown) }
                    arguments.append(.string(text))
                    continue
                }
                let value = shownValue(try evaluate(first.value, in: scope), at: first.value.spot)
                if case .opaque = value {
                    // Unknown, so the literal is too: its placeholder names the first, and the
                    // rest are still evaluated so that each is listed.
                    failed = failed ?? value
                    continue
                }
                if case .string(let specifier)? = try written.first(where: { $0.label == "specifier" }).map({ (argument) throws(ScriptStop) in try evaluate(argument.value, in: scope) }) {
                    key += specifier
                    arguments.append(printfArgument(value))
                    continue
                }
                switch value {
                case .int(let number): key += "%lld"; arguments.append(.int(number))
                case .double(let number): key += "%lf"; arguments.append(.double(number))
                case .view(let view) where view.isStyledText:
                    return (key, arguments, try interpolate(parts, in: scope))
                default: key += "%@"; arguments.append(.string(describe(value)))
                }
            }
        }
        return (key, arguments, failed)
    }

    /// A value as a printf argument, as `String(format:)` receives it.
    func printfArgument(_ value: ScriptValue) -> PrintfArgument {
        switch value {
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .bool(let flag): .int(flag ? 1 : 0)
        default: .string(describe(value))
        }
    }

    /// A localized value written out for `arguments`; a plural picked without the language's
    /// rule is noted under the board.
    func shown(_ value: LocalizedText, _ arguments: [PrintfArgument], at spot: ScriptSpot) -> String {
        let (text, lacksRule) = LocalizedFormat.text(value, arguments, language: locale.description)
        if lacksRule { note("plural rule", "islet holds no plural rule for \(locale.language); the \"other\" form is shown", at: spot) }
        return text
    }

    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)` and
    /// `Bundle.main.localizedString(forKey:value:table:)`: the key's value in the phone's
    /// language, else the value given when not empty, else the key. A value that varies with a
    /// number is returned as its format (`%#@count@`, what the phone returns too), remembered so
    /// that `String(format:)` over it picks the form.
    func localizedString(key: ScriptValue, table: ScriptValue?, value: ScriptValue?) -> ScriptValue {
        guard case .string(let keyText) = key else { return key }
        var tableName = "Localizable"
        if case .string(let name)? = table, !name.isEmpty { tableName = name }
        if let found = environment.strings.value(keyText, table: tableName, locale: locale) {
            if case .plain(let text) = found { return .string(text) }
            let format = LocalizedFormat.written(found)
            localizedFormats[format] = found
            return .string(format)
        }
        if case .string(let text)? = value, !text.isEmpty { return .string(text) }
        return key
    }

    /// `String(format:)` over a format `localizedString` returned for a value that varies with
    /// a number, else over the format as written.
    func formatted(format: String, _ values: [ScriptValue], at spot: ScriptSpot) -> String {
        guard let localized = localizedFormats[format] else { return printf(format, values) }
        return shown(localized, values.map(printfArgument), at: spot)
    }

    /// `.environment(\.locale, Locale(identifier: …))`: the view it modifies, built in that
    /// locale. Nil for any other call, which the modifier's usual path takes.
    func environmentLocale(_ callee: ScriptExpression, _ arguments: [ScriptArgument], in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard case .member(let base, "environment") = callee.node, arguments.count == 2,
              case .keyPath(_, let components) = arguments[0].value.node, components == ["locale"] else { return nil }
        let chosen = try evaluate(arguments[1].value, in: scope)
        guard case .instance(let made) = chosen, made.type == "Locale", case .string(let identifier)? = made.fields["identifier"],
              let phone = PhoneLocale(identifier) else {
            leaveOff("environment", ".environment(\\.locale, …)", "islet cannot tell which locale this is; the view is drawn in \(locale)", at: spot)
            defer { sites.modifier("environment", at: spot) }
            return .view(try view(of: try evaluate(base, in: scope), at: spot))
        }
        defer { sites.modifier("environment", at: spot) }
        let outer = localeOverride
        localeOverride = phone
        defer { localeOverride = outer }
        return .view(try view(of: try evaluate(base, in: scope), at: spot))
    }

    /// The locale strings are looked up in: the widget's `.environment(\.locale, …)` around the
    /// code running, else the phone's.
    var locale: PhoneLocale { localeOverride ?? environment.locale }
}

extension LibraryTables {
    /// The types a string literal becomes a localization key in, as Swift types the literal
    /// (`LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`).
    static let localizedTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue"]
}
