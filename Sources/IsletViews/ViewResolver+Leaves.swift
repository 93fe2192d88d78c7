import FoundationEssentials
import IsletCells

/// What a view of either front end resolves to, one way: a layout file's `ViewNode` and the
/// widget's own SwiftUI (IsletScript's `ScriptView`) both fill a `ResolvedView` through these,
/// so a text, a timer, a shape or a chart looks the same whichever front end wrote it.
extension ViewResolver {
    /// Sets on the views made for one view (`start` on) what its modifiers set around them:
    /// padding adds to what a wrapper's views have, the innermost frame, line limit and clip win,
    /// and `layers` (already resolved) are laid out in each one's frame.
    package func decorate(_ views: inout [ResolvedView], from start: Int, with modifiers: ViewModifiers, style: ResolvedStyle, layers: [ResolvedLayer], widgetURL: String?) {
        // Only what the modifiers set is written: each write goes through the view's box and
        // the array's uniqueness checks, and most views have few modifiers.
        for index in start..<views.count {
            if modifiers.padding != nil { views[index].padding = combine(modifiers.padding, views[index].padding) }
            if let frame = modifiers.frame, views[index].frame == nil { views[index].frame = frame }
            if let lineLimit = modifiers.lineLimit, views[index].lineLimit == nil { views[index].lineLimit = lineLimit }
            if let widgetURL { views[index].widgetURL = widgetURL }
            if !layers.isEmpty { views[index].layers += layers }
            // `.opacity(0)` draws nothing and keeps its room, as `.hidden()` does.
            if modifiers.hidden || (modifiers.opacity != nil && style.opacity == 0) { views[index].hidden = true }
            if let clipShape = modifiers.clipShape, views[index].clipShape == nil { views[index].clipShape = clipShape }
            if let priority = modifiers.layoutPriority { views[index].layoutPriority = priority }
            if let priority = modifiers.regionPriority { views[index].regionPriority = priority }
            if modifiers.belowIfTooWide { views[index].belowIfTooWide = true }
            if let fixedSize = modifiers.fixedSize, views[index].fixedSize == nil { views[index].fixedSize = fixedSize }
            if let offset = modifiers.offset {
                let inner = views[index].offset ?? Offset()
                views[index].offset = Offset(x: inner.x + offset.x, y: inner.y + offset.y)
            }
        }
    }

    /// A text of styled parts: each part's text in its own style (its text case applied), the
    /// whole text their texts joined, as tall as its largest part.
    package func setRuns(_ parts: [(text: String, style: ResolvedStyle)], on view: inout ResolvedView) {
        view.runs = parts.map { text, own in
            TextRun(
                text: own.textCase.applied(to: text), font: own.font, foreground: own.foreground,
                monospacedDigit: own.monospacedDigit, strikethrough: own.strikethrough, underline: own.underline
            )
        }
        view.content = .text(view.runs.map(\.text).joined())
        // Its lines are as tall as its largest part, and a shrunk text scales from it.
        if let largest = view.runs.max(by: { $0.font.size < $1.font.size }) { view.style.font = largest.font }
    }

    /// `Image(systemName:)`: its glyph, or the unknown symbol's; a resizable one keeps its sizing.
    package func setSymbol(_ name: String, sizing: PictureSizing, on view: inout ResolvedView) {
        view.content = .symbol(name: name, glyph: SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.unknown)
        if sizing.resizable { view.symbolSizing = sizing }
    }

    /// A stack of resolved children; it ticks when one of them does.
    package func setStack(_ axis: StackAxis, _ children: [ResolvedView], spacing: Double?, alignment: Alignment, on view: inout ResolvedView) {
        // Read in place: `contains` copied every child view out of the array to look at it.
        view.ticks = children.indices.contains { children[$0].ticks }
        view.content = .stack(axis, children, spacing: spacing, alignment: alignment)
    }

    /// `ViewThatFits`'s resolved children; nothing when it has none.
    package func setFirstFitting(_ children: [ResolvedView], axes: FixedSize, on view: inout ResolvedView) {
        view.ticks = children.indices.contains { children[$0].ticks }
        view.content = children.isEmpty ? .empty : .firstFitting(children, axes: axes)
    }

    /// A timer's text at this moment, in monospaced digits, ticking until `end`.
    package func setTimer(from start: Date, to end: Date, countsDown: Bool, showsHours: Bool, on view: inout ResolvedView) {
        view.content = .text(formatter.timer(from: start, to: end, countsDown: countsDown, showsHours: showsHours))
        view.style.monospacedDigit = true
        view.ticks = formatter.now < end
    }

    /// `ProgressView(timerInterval:countsDown:)`: the share of the interval gone (or left) now.
    package func setTimerProgress(from start: Date, to end: Date, countsDown: Bool, on view: inout ResolvedView) {
        let length = end.timeIntervalSince(start)
        let elapsed = length > 0 ? clamp(formatter.now.timeIntervalSince(start) / length) : 1
        view.content = .bar(fraction: countsDown ? 1 - elapsed : elapsed)
        view.ticks = formatter.now < end
    }

    /// A chart of its resolved marks (what else its content made is not plotted), its series
    /// coloured by its scale, else the default palette.
    package func chart(_ spec: ChartSpec, marks made: [ResolvedView], in scope: EvaluationScope, style: ResolvedStyle) -> ResolvedChart {
        let marks = made.compactMap { if case .mark(let mark) = $0.content { mark } else { nil } }
        var chart = ResolvedChart(marks: marks, axes: spec.axes)
        let scale = spec.seriesColors.map { (name: $0.name, color: color($0.color, in: scope) ?? style.foreground) }
        chart.colourSeries(scale: scale, legend: spec.legend, dark: dark)
        return chart
    }

    /// Padding on a wrapper (`if`, `forEach`, `link`) adds to the padding of what it wraps.
    private func combine(_ own: EdgeInsets?, _ inner: EdgeInsets?) -> EdgeInsets? {
        guard let own else { return inner }
        guard let inner else { return own }
        return EdgeInsets(top: own.top + inner.top, leading: own.leading + inner.leading, bottom: own.bottom + inner.bottom, trailing: own.trailing + inner.trailing)
    }
    /// A shape's paint and trim at this moment. With neither a fill nor a stroke it fills with
    /// the foreground style, as a bare `Circle()` does; a colour no expression names is the
    /// foreground. A gradient foreground (`gradient`) paints what the foreground paints.
    package func shape(_ spec: ShapeSpec, in scope: EvaluationScope, foreground: Color, gradient: ShapeGradient?) -> ResolvedShape {
        var shape = ResolvedShape(outline: spec.outline, rotation: spec.rotation)
        if let fill = spec.fill {
            let paint = color(fill, in: scope)
            shape.fill = paint ?? foreground
            shape.fillGradient = paint == nil ? gradient : fill.gradient
        }
        if let stroke = spec.stroke {
            let paint = stroke.color.flatMap { color($0, in: scope) }
            shape.stroke = ResolvedShape.Stroke(
                color: paint ?? foreground, lineWidth: stroke.lineWidth, inside: stroke.inside, lineCap: stroke.lineCap, lineJoin: stroke.lineJoin,
                dash: stroke.dash, gradient: paint == nil ? gradient : stroke.color?.gradient
            )
        }
        if shape.fill == nil, shape.stroke == nil {
            shape.fill = foreground
            shape.fillGradient = gradient
        }
        let from = clamp(ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(spec.trimFrom, in: scope)) ?? 0)
        // A trim whose value is missing (a nil progress) draws nothing rather than the whole outline.
        let to = clamp(ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(spec.trimTo, in: scope)) ?? 0)
        shape.trim = from...max(from, to)
        return shape
    }
    /// A mark's values at this moment: numbers and dates (in seconds) are plotted by value,
    /// strings and enum cases as categories. Swift Charts draws in the accent blue unless told.
    package func mark(_ spec: MarkSpec, in scope: EvaluationScope) -> ChartMark {
        func value(_ expression: Expression?) -> ChartMark.Value? {
            guard let expression else { return nil }
            switch ExpressionEvaluator.evaluate(expression, in: scope) {
            case .date(let date): return .number(date.timeIntervalSince1970)
            case .string(let text): return .category(text)
            case .enumCase(.string(let raw), _, _): return .category(raw)
            case .enumCase(.int(let raw), _, _): return .category(String(raw))
            case let other: return ExpressionEvaluator.numeric(other).map { .number($0) }
            }
        }
        let paint = spec.color.flatMap { color($0, in: scope) } ?? ColorName.parse("blue")?.resolved(dark: dark) ?? .white
        var mark = ChartMark(
            kind: spec.kind, x: value(spec.x), y: value(spec.y), color: paint, lineWidth: spec.lineWidth, interpolation: spec.interpolation,
            symbolSize: spec.symbolSize
        )
        mark.yStart = value(spec.yStart)
        // A series is named by its value's text, as the legend shows it.
        mark.series = value(spec.series)?.text
        mark.seriesColored = mark.series != nil && spec.color == nil
        return mark
    }
    /// A share kept within 0...1; not a number is none.
    package func clamp(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }
    /// The style `modifiers` give a view inside `inherited`: SwiftUI's environment, as each
    /// front end's views pass it down; a background is never inherited.
    package func style(of modifiers: ViewModifiers, inheriting inherited: ResolvedStyle, in scope: EvaluationScope) -> ResolvedStyle {
        var style = inherited
        style.background = nil
        if let font = modifiers.font { style.font = font }
        if modifiers.fontWeight != nil || modifiers.fontDesign != nil || modifiers.fontWidth != nil || modifiers.italic || modifiers.tracking != nil {
            style.font = style.font.with(
                weight: modifiers.fontWeight, design: modifiers.fontDesign, width: modifiers.fontWidth, italic: modifiers.italic ? true : nil,
                tracking: modifiers.tracking
            )
        }
        if modifiers.strikethrough { style.strikethrough = true }
        if modifiers.underline { style.underline = true }
        if let textCase = modifiers.textCase { style.textCase = textCase }
        if let redacted = modifiers.redacted { style.redacted = redacted }
        if let factor = modifiers.minimumScaleFactor { style.minimumScaleFactor = factor }
        if let mode = modifiers.truncationMode { style.truncationMode = mode }
        if let choice = modifiers.foreground, let color = color(choice, in: scope) {
            style.foreground = color
            style.foregroundGradient = choice.gradient
        }
        if let choice = modifiers.background { style.background = color(choice, in: scope) }
        if modifiers.monospacedDigit { style.monospacedDigit = true }
        if modifiers.numericTransition { style.numericTransition = true }
        if let alignment = modifiers.textAlignment { style.textAlignment = alignment }
        if let opacity = modifiers.opacity { style.opacity = inherited.opacity * opacity }
        if let lineLimit = modifiers.lineLimit { style.lineLimit = lineLimit }
        return style
    }
    /// The colour `choice` names in this appearance; nil for an expression naming none.
    package func color(_ choice: ColorChoice, in scope: EvaluationScope) -> Color? {
        switch choice {
        case .fixed(let name):
            return name.resolved(dark: dark)
        case .chosen(let expression):
            guard case .string(let word) = ExpressionEvaluator.evaluate(expression, in: scope) else { return nil }
            return ColorName.parse(word)?.resolved(dark: dark)
        case .gradient(let gradient):
            return gradient.lastColor
        }
    }
}
