import FoundationEssentials
import IsletModel
import IsletViews

extension Interpreter {
    /// A string literal's text with its interpolations filled in: `\(value)` as Swift describes
    /// it, `\(x, specifier: "%.1f")` as `String(format:)` would, `\(date, style: .time)` as
    /// `Text` shows the date.
    func interpolate(_ parts: [ScriptStringPart], in scope: ScriptScope) throws(ScriptStop) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .interpolation(let arguments):
                let values = try evaluate(arguments, in: scope)
                guard let value = values.first?.value else { continue }
                if case .string(let specifier)? = values.first(where: { $0.label == "specifier" })?.value {
                    text += printf(specifier, [value])
                } else if case .date(let date) = value, let style = values.first(where: { $0.label == "style" }).flatMap({ symbolName($0.value) }) {
                    text += formatted(date, style: style)
                } else if case .view(let view) = value, case .text(let inner) = view.content {
                    text += inner
                } else {
                    text += describe(value)
                }
            }
        }
        return text
    }

    /// `Text(date, style:)`'s text: `.time` "10:45 AM", `.date` "Nov 29", `.relative` "in 12
    /// min", `.timer` "12:05", `.offset` "+12 min".
    func formatted(_ date: Date, style: String) -> String {
        let formatter = ValueFormatter(now: environment.now, utcOffsetSeconds: environment.utcOffsetSeconds)
        switch style {
        case "date": return formatter.format(.date(date), as: .date)
        case "relative", "offset": return formatter.format(.date(date), as: .relative)
        case "timer": return formatter.format(.date(date), as: .timer)
        default: return formatter.format(.date(date), as: .time)
        }
    }

    /// `String(format:)` over values, `%d`, `%f` with precision, `%@` and `%%`.
    func printf(_ format: String, _ values: [ScriptValue]) -> String {
        var output = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            var spec = ""
            while let character = characters.first, !"dfsi@%xXeEgG".contains(character) {
                spec.append(character)
                characters = characters.dropFirst()
            }
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            if conversion == "%" {
                output += "%"
                continue
            }
            let value = next < values.count ? values[next] : .void
            next += 1
            output += printfPiece(conversion, spec, value)
        }
        return output + characters
    }

    private func printfPiece(_ conversion: Character, _ spec: String, _ value: ScriptValue) -> String {
        switch conversion {
        case "f", "e", "E", "g", "G":
            let decimals = spec.split(separator: ".").last.flatMap { Int($0) } ?? 6
            return fixed(value.number ?? 0, decimals: spec.contains(".") ? decimals : 6)
        case "d", "i":
            let number = value.number.map { Int(max(-9e18, min(9e18, $0))) } ?? 0
            let width = Int(spec.filter(\.isNumber)) ?? 0
            let digits = String(abs(number))
            let padded = spec.hasPrefix("0") ? String(repeating: "0", count: max(0, width - digits.count - (number < 0 ? 1 : 0))) + digits : digits
            let signed = (number < 0 ? "-" : "") + padded
            return String(repeating: " ", count: max(0, width - signed.count)) + signed
        default:
            return describe(value)
        }
    }

    private func fixed(_ number: Double, decimals: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : number < 0 ? "-inf" : "inf" }
        let scale = (0..<min(decimals, 15)).reduce(1.0) { value, _ in value * 10 }
        guard abs(number) * scale < 9e18 else { return String(number) }
        let scaled = Int((abs(number) * scale).rounded())
        let sign = number < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(scaled) }
        let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
        return sign + "\(whole)." + String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
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
        case .instance(let instance): return shortName(instance.type) + "(" + fieldsDescription(instance.fields, of: instance.type) + ")"
        case .object(let object): return shortName(object.type)
        case .enumCase(let value):
            guard !value.associated.isEmpty else { return value.name }
            return value.name + "(" + value.associated.map { ($0.label.map { $0 + ": " } ?? "") + quotedDescription($0.value) }.joined(separator: ", ") + ")"
        case .symbol(let name), .symbolCall(let name, _): return name
        case .type(let name): return shortName(name)
        case .function: return "(Function)"
        case .view(let view): if case .text(let text) = view.content { return text } else { return "View" }
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
