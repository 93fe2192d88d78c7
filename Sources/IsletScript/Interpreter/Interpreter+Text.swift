import FoundationEssentials
import IsletModel

extension Interpreter {
    /// A string literal's text with its interpolations filled in: `\(value)` as Swift describes
    /// it, `\(x, specifier: "%.1f")` as `String(format:)` would, `\(date, style: .time)` as
    /// `Text` shows the date. A styled `Text` interpolated (`"ETA \(Text(eta).bold())"`, which
    /// only a `Text`'s key can hold) makes the literal a `Text` of parts, each keeping its style.
    func interpolate(_ parts: [ScriptStringPart], in scope: ScriptScope) throws(ScriptStop) -> ScriptValue {
        var text = "", runs: [ScriptView] = [], styled = false
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .interpolation(let arguments):
                let values = try evaluate(arguments, in: scope)
                guard let first = values.first?.value, let written = arguments.first?.value else { continue }
                let value = shownValue(first, at: written.spot)
                if case .string(let specifier)? = values.first(where: { $0.label == "specifier" })?.value {
                    text += printf(specifier, [value])
                } else if let style = values.first(where: { $0.label == "format" })?.value, let shown = formatted(value, style: style) {
                    text += shown
                } else if case .date(let date) = value, let style = values.first(where: { $0.label == "style" }).flatMap({ symbolName($0.value) }) {
                    text += formatted(date, style: style)
                } else if case .view(let view) = value, let inner = view.shownText {
                    guard view.isStyledText else {
                        text += inner
                        continue
                    }
                    if !text.isEmpty { runs.append(ScriptView(.text(text))) }
                    runs.append(view)
                    text = ""
                    styled = true
                } else {
                    text += describe(value)
                }
            }
        }
        guard styled else { return .string(text) }
        if !text.isEmpty { runs.append(ScriptView(.text(text))) }
        return .view(ScriptView(.runs(runs)))
    }

    /// A value about to be shown as text. A function (a method named but not called, or a
    /// member islet does not know) and `()` are noted with their place and stand as opaque
    /// values, so the board lists them under "Not drawn" rather than showing "(Function)".
    func shownValue(_ value: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        switch value {
        case .function(.builtin(let name, let receiver)):
            return opaque(name, "islet does not know \(receiver.kindName).\(name) as a value", at: spot)
        case .function(.function(let function, _, _, _)):
            return opaque(function.name, "a function shown without being called: the phone would show \"(Function)\"", at: spot)
        case .function(.closure):
            return opaque("closure", "a closure shown as text: the phone would show \"(Function)\"", at: spot)
        case .void:
            return opaque("()", "this expression gives no value to show", at: spot)
        default:
            return value
        }
    }

    /// `Text(date, style:)`'s text, as Foundation's formatters in IsletScript write it.
    func formatted(_ date: Date, style: String) -> String {
        let kind: TextDateStyle = switch style {
        case "date": .date
        case "relative": .relative
        case "offset": .offset
        case "timer": .timer
        default: .time
        }
        return kind.text(date: date.timeIntervalSince1970, now: environment.now.timeIntervalSince1970, utcOffsetSeconds: environment.utcOffsetSeconds)
    }

    /// `String(format:)` and `specifier:` over the widget's values.
    func printf(_ format: String, _ values: [ScriptValue]) -> String {
        PrintfFormat.format(format, values.map { value in
            switch value {
            case .int(let number): .int(number)
            case .double(let number): .double(number)
            case .bool(let flag): .int(flag ? 1 : 0)
            default: .string(describe(value))
            }
        })
    }

    /// A value as `String(describing:)` and `\(value)` write it.
    func describe(_ value: ScriptValue) -> String {
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text), .url(let text): return text
        case .array(let items): return "[" + items.map(quotedDescription).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { quotedDescription($0.key) + ": " + quotedDescription($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + quotedDescription($0.value) }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed): return describe(lower) + (closed ? "..." : "..<") + describe(upper)
        case .date(let date): return UTCDateText.format(unixSeconds: date.timeIntervalSince1970)
        case .data(let bytes): return "\(bytes.count) bytes"
        case .instance(let instance): return shortName(instance.type) + "(" + fieldsDescription(instance.fields, of: instance.type) + ")"
        case .object(let object): return shortName(object.type)
        case .enumCase(let value):
            guard !value.associated.isEmpty else { return value.name }
            return value.name + "(" + value.associated.map { ($0.label.map { $0 + ": " } ?? "") + quotedDescription($0.value) }.joined(separator: ", ") + ")"
        case .symbol(let name), .symbolCall(let name, _): return name
        case .type(let name): return shortName(name)
        case .function: return "(Function)"
        case .view(let view): return view.shownText ?? "View"
        case .color(let color): return color.hexString
        case .font: return "Font"
        case .opaque(let opaque): return opaque.name
        }
    }

    private func quotedDescription(_ value: ScriptValue) -> String {
        if case .string(let text) = value { return "\"" + text + "\"" }
        return describe(value)
    }

    private func fieldsDescription(_ fields: [String: ScriptValue], of typeName: String) -> String {
        let order = index.type(named: typeName).map { storedProperties(of: $0).map(\.name) } ?? fields.keys.sorted()
        return order.compactMap { name in fields[name].map { name + ": " + quotedDescription($0) } }.joined(separator: ", ")
    }

    private func shortName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
