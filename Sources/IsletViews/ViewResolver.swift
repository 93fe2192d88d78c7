import FoundationEssentials
import IsletCells
import IsletModel
import IsletPixels

/// Fills a checked view tree with an activity's data at one moment, in light or dark
/// appearance. Pure: the same node, data, time and appearance give the same result.
public struct ViewResolver: Sendable {
    public let formatter: ValueFormatter
    public let dark: Bool
    /// The caller's decoded image files: the resolver reads no file itself.
    public let pictures: PictureFiles

    public init(formatter: ValueFormatter, dark: Bool, pictures: PictureFiles) {
        self.formatter = formatter
        self.dark = dark
        self.pictures = pictures
    }

    /// Resolves a region's root view; several views from a top-level `forEach` stack vertically,
    /// as a widget's `@ViewBuilder` body does. At most `ViewLimits.viewsPerSurface` views are
    /// made for the region: the reader bounds what the layout alone expands to, but a `forEach`
    /// over an array repeats as often as the data says, and the views past the limit are left out.
    /// Each loop cut short that way is listed in the root's `cuts`, so it can be reported.
    public func resolve(_ node: ViewNode, in scope: EvaluationScope, inheriting style: ResolvedStyle) -> ResolvedView {
        var views: [ResolvedView] = []
        var budget = Budget(remaining: ViewLimits.viewsPerSurface)
        resolveAll(node, in: scope, inheriting: style, into: &views, budget: &budget)
        var root = views.count == 1 ? views.removeLast() : ResolvedView(content: .stack(.vertical, views, spacing: nil, alignment: .center), style: style, path: node.path)
        root.cuts = budget.cuts
        return root
    }

    /// How many more views a region may make, and the loops already stopped for want of them.
    private struct Budget {
        var remaining: Int
        var cuts: [ForEachCut] = []
    }

    /// Appends the views `node` stands for to `views`. Views are large values resolved on every
    /// frame, so they are built and decorated in place rather than passed up in arrays.
    /// `budget` is how many more views may be made; each one made takes one.
    private func resolveAll(_ node: ViewNode, in scope: EvaluationScope, inheriting inherited: ResolvedStyle, into views: inout [ResolvedView], budget: inout Budget) {
        guard budget.remaining > 0 else { return }
        let style = self.style(of: node.modifiers, inheriting: inherited, in: scope)
        let start = views.count
        switch node.content {
        case .conditional(let condition, let then, let otherwise):
            let chosen = ExpressionEvaluator.isTrue(ExpressionEvaluator.evaluate(condition, in: scope)) ? then : otherwise
            if let chosen { resolveAll(chosen, in: scope, inheriting: style, into: &views, budget: &budget) }
        case .switchOn(let subject, let cases, let fallback):
            let matched = cases.first { ExpressionEvaluator.evaluate(.compare(subject, .equal, $0.match), in: scope) == .bool(true) }
            if let chosen = matched?.content ?? fallback { resolveAll(chosen, in: scope, inheriting: style, into: &views, budget: &budget) }
        case .forEach(let source, let name, let content):
            let elements = elements(of: source, in: scope)
            var shown = 0
            while shown < elements.count, budget.remaining > 0 {
                resolveAll(content, in: scope.binding(name, to: elements[shown]), inheriting: style, into: &views, budget: &budget)
                shown += 1
            }
            if shown < elements.count { budget.cuts.append(ForEachCut(path: node.path, shown: shown, total: elements.count)) }
        case .link(let destination, let content):
            let url = render(destination, in: scope)
            resolveAll(content, in: scope, inheriting: style, into: &views, budget: &budget)
            for index in start..<views.count { views[index].link = url }
        case .text, .runs, .image, .picture, .stack, .spacer, .progress, .timerProgress, .timer, .gauge, .shape, .chart, .mark, .color, .divider, .placeholder, .geometry, .firstFitting:
            budget.remaining -= 1
            views.append(leaf(node, in: scope, style: style, budget: &budget))
        }
        guard start < views.count else { return }
        let modifiers = node.modifiers
        let widgetURL = modifiers.widgetURL.map { render($0, in: scope) }
        let layers = modifiers.layers.isEmpty ? [] : self.layers(modifiers.layers, in: scope, inheriting: style, budget: &budget)
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

    /// A view's `background` and `overlay` views, in the environment of the view they decorate.
    /// Several views from one layer (a `forEach`) are one `ZStack`, as SwiftUI stacks them.
    private func layers(_ layers: [ViewLayer], in scope: EvaluationScope, inheriting style: ResolvedStyle, budget: inout Budget) -> [ResolvedLayer] {
        var resolved: [ResolvedLayer] = []
        for layer in layers {
            var views: [ResolvedView] = []
            resolveAll(layer.content, in: scope, inheriting: style, into: &views, budget: &budget)
            guard let first = views.first else { continue }
            let view = views.count == 1 ? first : ResolvedView(content: .stack(.depth, views, spacing: nil, alignment: layer.alignment), style: style, path: layer.content.path)
            resolved.append(ResolvedLayer(placement: layer.placement, alignment: layer.alignment, content: view))
        }
        return resolved
    }

    /// Padding on a wrapper (`if`, `forEach`, `link`) adds to the padding of what it wraps.
    private func combine(_ own: EdgeInsets?, _ inner: EdgeInsets?) -> EdgeInsets? {
        guard let own else { return inner }
        guard let inner else { return own }
        return EdgeInsets(top: own.top + inner.top, leading: own.leading + inner.leading, bottom: own.bottom + inner.bottom, trailing: own.trailing + inner.trailing)
    }

    private func elements(of source: Expression, in scope: EvaluationScope) -> [StateValue] {
        guard case .array(let items) = ExpressionEvaluator.evaluate(source, in: scope) else { return [] }
        return items
    }

    private func leaf(_ node: ViewNode, in scope: EvaluationScope, style: ResolvedStyle, budget: inout Budget) -> ResolvedView {
        var view = ResolvedView(content: .empty, style: style, path: node.path)
        switch node.content {
        case .text(let template):
            view.content = .text(style.textCase.applied(to: render(template, in: scope)))
        case .runs(let parts):
            view.runs = parts.map { part in
                let own = self.style(of: part.modifiers, inheriting: style, in: scope)
                return TextRun(
                    text: own.textCase.applied(to: render(part.text, in: scope)), font: own.font, foreground: own.foreground,
                    monospacedDigit: own.monospacedDigit, strikethrough: own.strikethrough, underline: own.underline
                )
            }
            view.content = .text(view.runs.map(\.text).joined())
            // Its lines are as tall as its largest part, and a shrunk text scales from it.
            if let largest = view.runs.max(by: { $0.font.size < $1.font.size }) { view.style.font = largest.font }
        case .image(let template, let sizing):
            let name = render(template, in: scope)
            view.content = .symbol(name: name, glyph: SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.unknown)
            if sizing.resizable { view.symbolSizing = sizing }
        case .picture(let spec):
            view.content = picture(spec, style: style)
        case .stack(let axis, let children, let spacing, let alignment):
            var resolved: [ResolvedView] = []
            resolved.reserveCapacity(children.count)
            for child in children { resolveAll(child, in: scope, inheriting: style, into: &resolved, budget: &budget) }
            // Read in place: `contains` copied every child view out of the array to look at it.
            view.ticks = resolved.indices.contains { resolved[$0].ticks }
            view.content = .stack(axis, resolved, spacing: spacing, alignment: alignment)
        case .firstFitting(let children, let axes):
            var resolved: [ResolvedView] = []
            for child in children { resolveAll(child, in: scope, inheriting: style, into: &resolved, budget: &budget) }
            view.ticks = resolved.indices.contains { resolved[$0].ticks }
            view.content = resolved.isEmpty ? .empty : .firstFitting(resolved, axes: axes)
        case .spacer(let minLength):
            view.content = .spacer(minLength: minLength)
        case .progress(let value, let total):
            let amount = ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(value, in: scope)) ?? 0
            view.content = .bar(fraction: clamp(amount / total))
        case .gauge(let value, let range):
            let amount = ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(value, in: scope)) ?? range.lowerBound
            view.content = .gauge(fraction: clamp((amount - range.lowerBound) / (range.upperBound - range.lowerBound)))
        case .timer(let source, let countsDown, let showsHours):
            let (start, end) = interval(source, in: scope)
            view.content = .text(formatter.timer(from: start, to: end, countsDown: countsDown, showsHours: showsHours))
            view.style.monospacedDigit = true
            view.ticks = formatter.now < end
        case .timerProgress(let source, let countsDown):
            let (start, end) = interval(source, in: scope)
            let length = end.timeIntervalSince(start)
            let elapsed = length > 0 ? clamp(formatter.now.timeIntervalSince(start) / length) : 1
            view.content = .bar(fraction: countsDown ? 1 - elapsed : elapsed)
            view.ticks = formatter.now < end
        case .shape(let spec):
            view.content = .shape(shape(spec, in: scope, foreground: style.foreground, gradient: style.foregroundGradient))
        case .chart(let spec):
            var made: [ResolvedView] = []
            for mark in spec.marks { resolveAll(mark, in: scope, inheriting: style, into: &made, budget: &budget) }
            let marks = made.compactMap { if case .mark(let mark) = $0.content { mark } else { nil } }
            var chart = ResolvedChart(marks: marks, axes: spec.axes)
            let scale = spec.seriesColors.map { (name: $0.name, color: color($0.color, in: scope) ?? style.foreground) }
            chart.colourSeries(scale: scale, legend: spec.legend, dark: dark)
            view.content = .chart(chart)
        case .mark(let spec):
            view.content = .mark(mark(spec, in: scope))
        case .color(let choice):
            view.content = .color(color(choice, in: scope) ?? style.foreground)
        case .divider:
            view.content = .divider
        case .placeholder(let name, let reason):
            view.content = .placeholder(name: name, reason: reason)
        case .geometry(let content):
            // Resolved when layout calls it, with this moment's scope and the style around it.
            view.content = .geometry(ResolvedGeometry { [self] width, height in
                let made = content.make(width, height)
                var inner = scope
                inner.locals.merge(made.locals) { $1 }
                return resolve(made.node, in: inner, inheriting: style)
            })
        case .conditional, .switchOn, .forEach, .link:
            break  // Wrappers resolve to what they wrap, in `resolveAll`.
        }
        return view
    }

    /// A shape's paint and trim at this moment. With neither a fill nor a stroke it fills with
    /// the foreground style, as a bare `Circle()` does; a colour no expression names is the
    /// foreground. A gradient foreground (`gradient`) paints what the foreground paints.
    private func shape(_ spec: ShapeSpec, in scope: EvaluationScope, foreground: Color, gradient: ShapeGradient?) -> ResolvedShape {
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
    private func mark(_ spec: MarkSpec, in scope: EvaluationScope) -> ChartMark {
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

    /// The interval a timer runs over: a range as given, or from now to a single date.
    private func interval(_ source: Expression, in scope: EvaluationScope) -> (Date, Date) {
        switch ExpressionEvaluator.evaluate(source, in: scope) {
        case .dateRange(let range): (range.lowerBound, range.upperBound)
        case .date(let date): (min(formatter.now, date), date)
        default: (formatter.now, formatter.now)
        }
    }

    private func clamp(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }

    private func render(_ template: Template, in scope: EvaluationScope) -> String {
        var text = ""
        for part in template.parts {
            switch part {
            case .literal(let literal): text += literal
            case .value(let expression, let format): text += formatter.format(ExpressionEvaluator.evaluate(expression, in: scope), as: format)
            }
        }
        return text
    }

    private func style(of modifiers: ViewModifiers, inheriting inherited: ResolvedStyle, in scope: EvaluationScope) -> ResolvedStyle {
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

    private func color(_ choice: ColorChoice, in scope: EvaluationScope) -> Color? {
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
