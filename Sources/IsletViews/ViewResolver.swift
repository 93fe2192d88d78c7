import FoundationEssentials
import IsletModel

/// Fills a checked view tree with an activity's data at one moment, in light or dark
/// appearance. Pure: the same node, data, time and appearance give the same result.
public struct ViewResolver: Sendable {
    public let formatter: ValueFormatter
    public let dark: Bool

    public init(formatter: ValueFormatter, dark: Bool) {
        self.formatter = formatter
        self.dark = dark
    }

    /// Resolves a region's root view; several views from a top-level `forEach` stack vertically,
    /// as a widget's `@ViewBuilder` body does.
    public func resolve(_ node: ViewNode, in scope: EvaluationScope, inheriting style: ResolvedStyle) -> ResolvedView {
        let views = resolveAll(node, in: scope, inheriting: style)
        if views.count == 1 { return views[0] }
        return ResolvedView(content: .stack(.vertical, views, spacing: nil, alignment: .center), style: style, path: node.path)
    }

    private func resolveAll(_ node: ViewNode, in scope: EvaluationScope, inheriting inherited: ResolvedStyle) -> [ResolvedView] {
        let style = self.style(of: node.modifiers, inheriting: inherited, in: scope)
        var views: [ResolvedView]
        switch node.kind {
        case .conditional(let condition, let then, let otherwise):
            let chosen = ExpressionEvaluator.isTrue(ExpressionEvaluator.evaluate(condition, in: scope)) ? then : otherwise
            views = chosen.map { resolveAll($0, in: scope, inheriting: style) } ?? []
        case .switchOn(let subject, let cases, let fallback):
            let matched = cases.first { ExpressionEvaluator.evaluate(.compare(subject, .equal, $0.match), in: scope) == .bool(true) }
            views = (matched?.content ?? fallback).map { resolveAll($0, in: scope, inheriting: style) } ?? []
        case .forEach(let source, let name, let content):
            views = elements(of: source, in: scope).flatMap { resolveAll(content, in: scope.binding(name, to: $0), inheriting: style) }
        case .link(let destination, let content):
            let url = render(destination, in: scope)
            views = resolveAll(content, in: scope, inheriting: style).map { view in
                var linked = view
                linked.link = url
                return linked
            }
        default:
            views = [leaf(node, in: scope, style: style)]
        }
        return views.map { view in
            var decorated = view
            decorated.padding = combine(node.modifiers.padding, view.padding)
            decorated.frame = view.frame ?? node.modifiers.frame
            decorated.lineLimit = view.lineLimit ?? node.modifiers.lineLimit
            if let url = node.modifiers.widgetURL { decorated.widgetURL = render(url, in: scope) }
            return decorated
        }
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

    private func leaf(_ node: ViewNode, in scope: EvaluationScope, style: ResolvedStyle) -> ResolvedView {
        var view = ResolvedView(content: .empty, style: style, path: node.path)
        switch node.kind {
        case .text(let template):
            view.content = .text(render(template, in: scope))
        case .image(let template):
            let name = render(template, in: scope)
            view.content = .symbol(name: name, glyph: SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.unknown)
        case .stack(let axis, let children, let spacing, let alignment):
            let resolved = children.flatMap { resolveAll($0, in: scope, inheriting: style) }
            view.content = .stack(axis, resolved, spacing: spacing, alignment: alignment)
            view.ticks = resolved.contains(where: \.ticks)
        case .spacer(let minLength):
            view.content = .spacer(minLength: minLength)
        case .progress(let value, let total):
            let amount = ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(value, in: scope)) ?? 0
            view.content = .bar(fraction: clamp(amount / total))
        case .gauge(let value, let range):
            let amount = ExpressionEvaluator.numeric(ExpressionEvaluator.evaluate(value, in: scope)) ?? range.lowerBound
            view.content = .gauge(fraction: clamp((amount - range.lowerBound) / (range.upperBound - range.lowerBound)))
        case .timer(let source, let countsDown):
            let (start, end) = interval(source, in: scope)
            view.content = .text(formatter.timer(from: start, to: end, countsDown: countsDown))
            view.style.monospacedDigit = true
            view.ticks = formatter.now < end
        case .timerProgress(let source, let countsDown):
            let (start, end) = interval(source, in: scope)
            let length = end.timeIntervalSince(start)
            let elapsed = length > 0 ? clamp(formatter.now.timeIntervalSince(start) / length) : 1
            view.content = .bar(fraction: countsDown ? 1 - elapsed : elapsed)
            view.ticks = formatter.now < end
        case .conditional, .switchOn, .forEach, .link:
            break
        }
        return view
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
        template.parts.map { part in
            switch part {
            case .literal(let text): text
            case .value(let expression, let format): formatter.format(ExpressionEvaluator.evaluate(expression, in: scope), as: format)
            }
        }.joined()
    }

    private func style(of modifiers: ViewModifiers, inheriting inherited: ResolvedStyle, in scope: EvaluationScope) -> ResolvedStyle {
        var style = inherited
        style.background = nil
        if let font = modifiers.font { style.font = font }
        if let choice = modifiers.foreground, let color = color(choice, in: scope) { style.foreground = color }
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
        }
    }
}
