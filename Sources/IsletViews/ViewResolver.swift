import FoundationEssentials
import IsletModel

/// Fills a checked view tree with an activity's data at one moment, in light or dark
/// appearance. Pure: the same node, data, time and appearance give the same result. The
/// widget's own SwiftUI resolves through the same leaves (`ViewResolver+Leaves`).
public struct ViewResolver: Sendable {
    public let formatter: ValueFormatter
    public let dark: Bool
    /// The caller's decoded pictures: the resolver reads and decodes no file itself.
    public let pictures: PictureShelf

    public init(formatter: ValueFormatter, dark: Bool, pictures: PictureShelf) {
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
        case .text, .runs, .image, .picture, .stack, .spacer, .progress, .timerProgress, .timer, .gauge, .shape, .chart, .mark, .color, .divider, .firstFitting:
            budget.remaining -= 1
            views.append(leaf(node, in: scope, style: style, budget: &budget))
        }
        guard start < views.count else { return }
        let modifiers = node.modifiers
        let widgetURL = modifiers.widgetURL.map { render($0, in: scope) }
        let layers = modifiers.layers.isEmpty ? [] : self.layers(modifiers.layers, in: scope, inheriting: style, budget: &budget)
        decorate(&views, from: start, with: modifiers, style: style, layers: layers, widgetURL: widgetURL)
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
            setRuns(parts.map { part in (render(part.text, in: scope), self.style(of: part.modifiers, inheriting: style, in: scope)) }, on: &view)
        case .image(let template, let sizing):
            setSymbol(render(template, in: scope), sizing: sizing, on: &view)
        case .picture(let spec):
            view.content = picture(spec, style: style)
        case .stack(let axis, let children, let spacing, let alignment):
            var resolved: [ResolvedView] = []
            resolved.reserveCapacity(children.count)
            for child in children { resolveAll(child, in: scope, inheriting: style, into: &resolved, budget: &budget) }
            setStack(axis, resolved, spacing: spacing, alignment: alignment, on: &view)
        case .firstFitting(let children, let axes):
            var resolved: [ResolvedView] = []
            for child in children { resolveAll(child, in: scope, inheriting: style, into: &resolved, budget: &budget) }
            setFirstFitting(resolved, axes: axes, on: &view)
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
            setTimer(from: start, to: end, countsDown: countsDown, showsHours: showsHours, on: &view)
        case .timerProgress(let source, let countsDown):
            let (start, end) = interval(source, in: scope)
            setTimerProgress(from: start, to: end, countsDown: countsDown, on: &view)
        case .shape(let spec):
            view.content = .shape(shape(spec, in: scope, foreground: style.foreground, gradient: style.foregroundGradient))
        case .chart(let spec):
            var made: [ResolvedView] = []
            for mark in spec.marks { resolveAll(mark, in: scope, inheriting: style, into: &made, budget: &budget) }
            view.content = .chart(chart(spec, marks: made, in: scope, style: style))
        case .mark(let spec):
            view.content = .mark(mark(spec, in: scope))
        case .color(let choice):
            view.content = .color(color(choice, in: scope) ?? style.foreground)
        case .divider:
            view.content = .divider
        case .conditional, .switchOn, .forEach, .link:
            break  // Wrappers resolve to what they wrap, in `resolveAll`.
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
}
