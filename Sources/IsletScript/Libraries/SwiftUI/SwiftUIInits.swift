import FoundationEssentials
import IsletCells
import IsletProgram
import IsletViews

extension LibraryContext {
    /// `Text(key)`, `Text(content)`: the value as text, a view (`Text(Image(…))`) as itself, and
    /// a value islet could not evaluate passed on as its placeholder.
    func textShowing(_ value: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        let shown = shownValue(value, at: spot)
        switch shown {
        case .opaque, .view: return shown
        default: return .view(ScriptView(.text(describe(shown))))
        }
    }

    /// `Text(date, style:)`: a `.timer` counts live; the other styles are text at the injected now.
    func textDate(_ value: ScriptValue, style: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        guard case .date(let date) = value, let style = symbolName(style) else { return textShowing(value, at: spot) }
        guard style == "timer" else { return .view(ScriptView(.text(formatted(date, style: style)))) }
        let now = environment.now
        return .view(ScriptView(.timer(min(now, date)...max(now, date), countsDown: date >= now)))
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a live timer, or the text a paused
    /// one stands still at.
    func textTimer(_ arguments: [ScriptElement]) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        guard case .range(.date(let start), .date(let end), _)? = labelled("timerInterval") else { return .view(ScriptView(.text(""))) }
        let countsDown = labelled("countsDown").map(truth) ?? true
        let showsHours = labelled("showsHours").map(truth) ?? true
        guard case .date(let pause)? = labelled("pauseTime") else {
            return .view(ScriptView(.timer(start...max(start, end), countsDown: countsDown, showsHours: showsHours)))
        }
        let shown = TextDateStyle.timerInterval(
            start: start.timeIntervalSince1970, end: end.timeIntervalSince1970, now: environment.now.timeIntervalSince1970,
            pauseTime: pause.timeIntervalSince1970, countsDown: countsDown, showsHours: showsHours,
            utcOffsetSeconds: environment.utcOffsetSeconds, locale: locale
        )
        return .view(ScriptView(.text(shown)))
    }

    /// `Color`'s initializers, by the signature the call resolved to.
    func colorInit(_ member: LibraryMember, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value.number }
        let opacity = labelled("opacity") ?? 1
        let channel = { (value: Double) in UInt8(self.clamp(value) * 255 + 0.5) }
        switch member {
        case .colorRGB:
            let red = channel(labelled("red") ?? 0), green = channel(labelled("green") ?? 0), blue = channel(labelled("blue") ?? 0)
            return .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        case .colorWhite:
            let white = channel(labelled("white") ?? 0)
            return .color(Color(red: white, green: white, blue: white, opacity: opacity))
        case .colorHSB:
            return .color(hsb(hue: labelled("hue") ?? 0, saturation: labelled("saturation") ?? 0, brightness: labelled("brightness") ?? 0).withOpacity(opacity))
        case .colorNamed:
            guard case .string(let name)? = arguments.first?.value else { return arguments.first?.value ?? .null }
            return assetColor(name, as: "Color(\"\(name)\")", at: spot)
        default:
            guard let first = arguments.first?.value else { return .null }
            if case .opaque = first { return first }
            return color(of: first).map { .color($0) } ?? opaque("Color", "islet cannot make a colour from this \(first.kindName)", at: spot)
        }
    }
}
