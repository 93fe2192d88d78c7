import FoundationEssentials
import IsletModel
import IsletProgram

extension Interpreter {
    /// A string literal's text with its interpolations filled in: `\(value)` as Swift describes
    /// it, `\(x, specifier: "%.1f")` as `String(format:)` would, `\(date, style: .time)` as
    /// `Text` shows the date. A styled `Text` interpolated (`"ETA \(Text(eta).bold())"`, which
    /// only a `Text`'s key can hold) makes the literal a `Text` of parts, each keeping its style;
    /// one islet could not evaluate makes the literal that opaque value.
    func interpolate(_ parts: [ScriptStringPart], in scope: ScriptScope) throws(ScriptStop) -> ScriptValue {
        var text = "", runs: [ScriptView] = [], styled = false, failed: ScriptValue?
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .interpolation(let arguments):
                let values = try evaluate(arguments, in: scope)
                guard let first = values.first?.value, let written = arguments.first?.value else { continue }
                let value = shownValue(first, at: written.spot)
                // A value islet could not evaluate makes the whole string unknown: its text is a
                // placeholder naming the first, never the name written among the words; the
                // rest are still evaluated, so each failure is listed.
                if case .opaque = value {
                    failed = failed ?? value
                    continue
                }
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
                } else if case .double = value {
                    text += describe(value, as: staticType(of: written, in: scope))
                } else {
                    text += describe(value)
                }
            }
        }
        if let failed { return failed }
        guard admits(text.utf8.count, "a string") else { return .null }
        guard styled else { return .string(text) }
        if !text.isEmpty { runs.append(ScriptView(.text(text))) }
        return .view(ScriptView(.runs(runs)))
    }

    /// A value about to be shown as text. A function (a method named but not called, or a
    /// member islet does not know), `()` and a member islet keeps only by its name are noted
    /// with their place and stand as opaque values, so the board lists them under "Not drawn"
    /// rather than showing "(Function)" or the name.
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
        case .symbol(let name), .symbolCall(let name, _):
            // A member islet keeps by name (`Duration.seconds(90)`): it does not know its text.
            return opaque(name, "islet does not know what .\(name) is, so it cannot show it as text", at: spot)
        default:
            return value
        }
    }

    /// `String(format:)` and `specifier:` over the widget's values.
    func printf(_ format: String, _ values: [ScriptValue]) -> String {
        PrintfFormat.format(format, values.map(printfArgument))
    }

    /// A value as `String(describing:)` and `\(value)` write it. Each value written is a step:
    /// `[a, a]` nested forty deep describes 2^40 leaves, so the description stops when the
    /// budget is spent, or when it is past `largestValue`, which is refused; either way the
    /// run stops at its next step.
    func describe(_ value: ScriptValue) -> String {
        var text = ""
        write(value, into: &text)
        _ = admits(text.utf8.count, "a description")
        return text
    }

    /// Appends `value`'s description to `text`, writing nothing more once `text` is past
    /// `largestValue` or the budget is spent: the rest of a huge nest is passed over unvisited.
    private func write(_ value: ScriptValue, into text: inout String, quoted: Bool = false) {
        guard text.utf8.count <= Self.largestValue, stepsLeft >= 0 else { return }
        charge(Self.bytesPerStep)
        func list(_ open: String, _ close: String, _ items: [(label: String?, value: ScriptValue)]) {
            text += open
            for (position, item) in items.enumerated() where text.utf8.count <= Self.largestValue {
                if position > 0 { text += ", " }
                if let label = item.label { text += label + ": " }
                write(item.value, into: &text, quoted: true)
            }
            text += close
        }
        switch value {
        case .void: text += "()"
        case .null: text += "nil"
        case .bool(let flag): text += String(flag)
        case .int(let number): text += String(number)
        case .double(let number): text += String(number)
        case .string(let string): text += quoted ? "\"" + string + "\"" : string
        case .url(let string): text += string
        case .array(let items): list("[", "]", items.map { (nil, $0) })
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (position, entry) in entries.enumerated() where text.utf8.count <= Self.largestValue {
                if position > 0 { text += ", " }
                write(entry.key, into: &text, quoted: true)
                text += ": "
                write(entry.value, into: &text, quoted: true)
            }
            text += "]"
        case .tuple(let elements): list("(", ")", elements.map { ($0.label, $0.value) })
        case .range(let lower, let upper, let closed):
            write(lower, into: &text)
            text += closed ? "..." : "..<"
            write(upper, into: &text)
        case .date(let date): text += UTCDateText.format(unixSeconds: date.timeIntervalSince1970)
        case .data(let bytes): text += "\(bytes.count) bytes"
        case .instance(let instance):
            let order = index.type(named: instance.type).map { storedProperties(of: $0).map(\.name) } ?? instance.fields.keys.sorted()
            list(shortName(instance.type) + "(", ")", order.compactMap { name in instance.fields[name].map { (name, $0) } })
        case .object(let object): text += shortName(object.type)
        case .enumCase(let value):
            guard !value.associated.isEmpty else {
                text += value.name
                return
            }
            list(value.name + "(", ")", value.associated.map { ($0.label, $0.value) })
        case .symbol(let name), .symbolCall(let name, _): text += name
        case .type(let name): text += shortName(name)
        case .function: text += "(Function)"
        case .view(let view): text += view.shownText ?? "View"
        case .color(let color): text += color.hexString
        case .font: text += "Font"
        case .opaque(let opaque): text += opaque.name
        }
    }

    private func shortName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
