import FoundationEssentials
import IsletProgram
import IsletViews

/// Resolves the views the widget's code built straight into the `ResolvedView`s a layout
/// file's tree resolves into, through the same leaves (`ViewResolver+Leaves`), so nothing
/// after it knows which front end wrote a view (docs/DECISIONS.md, "One view tree for Swift").
/// It does after the code has run what SwiftUI's environment does: `.bold()` reaches fonts set
/// further in, the label style in effect decides how a `Label` draws, and each view's modifiers
/// apply in SwiftUI's order (padding inside frame inside background); one written out of that
/// order wraps the view in a one-child `ZStack`, which lays out as the modifier would.
struct ScriptViewResolver {
    let resolver: ViewResolver
    /// Runs a `GeometryReader`'s closure for a proposed width and height, when layout asks.
    let sized: @Sendable (_ closure: ScriptValue, _ spot: ScriptSpot, _ width: Double, _ height: Double) -> ScriptView
    /// How many more views the region may make: past `ViewLimits.viewsPerSurface`, views are left out.
    private var remaining = ViewLimits.viewsPerSurface
    /// What the leaves' expressions read: the Swift's are literals, evaluated by its own run.
    private static let scope = EvaluationScope(attributes: .null, state: .null)

    init(resolver: ViewResolver, sized: @escaping @Sendable (_ closure: ScriptValue, _ spot: ScriptSpot, _ width: Double, _ height: Double) -> ScriptView) {
        self.resolver = resolver
        self.sized = sized
    }

    /// What SwiftUI's environment passes down: the style resolved so far, the font traits in
    /// effect (so `.bold()` reaches fonts set further in), and the label style.
    private struct Inherited: Sendable {
        var style: ResolvedStyle
        var traits = FontTraits()
        var labelStyle = LabelStyle.titleAndIcon
    }

    /// The modifiers one view (or one `ZStack` wrapping it) takes, as a layout file's node would
    /// have them, and the layers drawn with it, resolved once its style is known.
    private struct Stage {
        var modifiers = ViewModifiers()
        var layers: [(placement: LayerPlacement, alignment: Alignment, view: ScriptView)] = []
        var widgetURL: String?
        /// `.position(x:y:)`: the stage is the one-child `ZStack` that takes the room.
        var position: Offset?
    }

    /// The region's root inside `style`: one view, several stacked vertically as a `@ViewBuilder` body does.
    mutating func root(_ view: ScriptView, inheriting style: ResolvedStyle) -> ResolvedView {
        let parts = flattened(view)
        let outer = resolver.style(of: ViewModifiers(), inheriting: style, in: Self.scope)
        guard parts.count != 1 else {
            var views: [ResolvedView] = []
            resolve(parts[0], Inherited(style: style), into: &views, depth: 0)
            return views.first ?? ResolvedView(content: .empty, style: outer)
        }
        remaining -= 1
        var children: [ResolvedView] = []
        for part in parts { resolve(part, Inherited(style: outer), into: &children, depth: 0) }
        var stack = ResolvedView(content: .empty, style: outer)
        resolver.setStack(.vertical, children, spacing: nil, alignment: .center, on: &stack)
        return stack
    }

    /// The views `view` stands for: itself, or each member of a group (`@ViewBuilder` bodies,
    /// `ForEach`, an `if` that chose nothing), which each take the group's modifiers.
    private func flattened(_ view: ScriptView) -> [ScriptView] {
        guard case .group(let members) = view.content else { return [view] }
        return members.flatMap { flattened(ScriptView($0.content, modifiers: $0.modifiers + view.modifiers)) }
    }

    /// Appends the views `view` stands for, one per view `flattened` gives.
    private mutating func resolve(_ view: ScriptView, _ inherited: Inherited, into views: inout [ResolvedView], depth: Int) {
        if case .group = view.content {
            for part in flattened(view) { resolve(part, inherited, into: &views, depth: depth) }
            return
        }
        guard remaining > 0 else { return }
        guard depth < ViewLimits.deepestNesting else {
            remaining -= 1
            let style = resolver.style(of: ViewModifiers(), inheriting: inherited.style, in: Self.scope)
            views.append(ResolvedView(content: .text(style.textCase.applied(to: "…")), style: style))
            return
        }
        let (own, setsFont) = environment(of: view.modifiers, inside: inherited)
        var stages = [Stage()]
        // A font set here replaces the one the traits were applied to above, so they apply again.
        if setsFont, !own.traits.isEmpty { apply(own.traits, to: &stages[0].modifiers) }
        var order = Order.content
        var priority: Double?
        for modifier in view.modifiers {
            if case .layoutPriority(let value) = modifier {
                priority = value
                continue
            }
            let needed = Order.of(modifier)
            // `.position` wraps everything written before it: a one-child `ZStack` taking the room.
            if case .position = modifier { stages.append(Stage()) }
            if needed != .style, order >= needed, !(needed == .padding && order == .padding) { stages.append(Stage()) }
            if needed != .style { order = needed }
            apply(modifier, to: &stages[stages.count - 1])
        }
        stages[stages.count - 1].modifiers.layoutPriority = priority
        // Styles pass inward: the outermost wrapper's first.
        var styles = [ResolvedStyle](repeating: inherited.style, count: stages.count)
        var outer = inherited.style
        for index in stages.indices.reversed() {
            outer = resolver.style(of: stages[index].modifiers, inheriting: outer, in: Self.scope)
            styles[index] = outer
        }
        resolve(stage: stages.count - 1, of: view.content, stages, styles, own, into: &views, depth: depth)
    }

    /// The view made for one stage: the content itself for the innermost, else a `ZStack` of the
    /// stage inside; then decorated with the stage's modifiers and layers.
    private mutating func resolve(
        stage index: Int, of content: ScriptView.Content, _ stages: [Stage], _ styles: [ResolvedStyle], _ own: Inherited,
        into views: inout [ResolvedView], depth: Int
    ) {
        guard remaining > 0 else { return }
        let style = styles[index]
        var environment = own
        environment.style = style
        let start = views.count
        if index == 0 {
            // A link is no view of its own: what it wraps is, which takes the views made.
            if case .link = content {} else { remaining -= 1 }
            guard let made = leaf(content, environment, depth: depth) else { return }
            views.append(made)
        } else {
            remaining -= 1
            var inner: [ResolvedView] = []
            resolve(stage: index - 1, of: content, stages, styles, own, into: &inner, depth: depth)
            var stack = ResolvedView(content: .empty, style: style)
            resolver.setStack(.depth, inner, spacing: nil, alignment: .center, on: &stack)
            views.append(stack)
        }
        let layers = stages[index].layers.compactMap { layer in
            wrapped(layer.view, environment, alignment: layer.alignment, axis: .depth, depth: depth + 1).map {
                ResolvedLayer(placement: layer.placement, alignment: layer.alignment, content: $0)
            }
        }
        resolver.decorate(&views, from: start, with: stages[index].modifiers, style: style, layers: layers, widgetURL: stages[index].widgetURL)
        if let position = stages[index].position { for made in start..<views.count { views[made].position = position } }
    }

    /// `view` as one view: itself, or the views it stands for in a stack along `axis`; nil
    /// when the region may make no more.
    private mutating func wrapped(_ view: ScriptView, _ inherited: Inherited, alignment: Alignment, axis: StackAxis, depth: Int) -> ResolvedView? {
        let parts = flattened(view)
        var made: [ResolvedView] = []
        guard parts.count != 1 else {
            resolve(parts[0], inherited, into: &made, depth: depth)
            return made.first
        }
        guard remaining > 0 else { return nil }
        remaining -= 1
        for part in parts { resolve(part, inherited, into: &made, depth: depth) }
        var stack = ResolvedView(content: .empty, style: resolver.style(of: ViewModifiers(), inheriting: inherited.style, in: Self.scope))
        resolver.setStack(axis, made, spacing: nil, alignment: alignment, on: &stack)
        return stack
    }

    /// The views `views` stand for, each resolved one level in.
    private mutating func children(_ views: [ScriptView], _ inherited: Inherited, depth: Int) -> [ResolvedView] {
        var made: [ResolvedView] = []
        for view in views { resolve(view, inherited, into: &made, depth: depth + 1) }
        return made
    }

    /// The view a content makes in its style, what it holds resolved one level in; nil for a
    /// link whose views the region had no room left for.
    private mutating func leaf(_ content: ScriptView.Content, _ inherited: Inherited, depth: Int) -> ResolvedView? {
        let style = inherited.style
        var view = ResolvedView(content: .empty, style: style)
        switch content {
        case .text(let text): view.content = .text(style.textCase.applied(to: text))
        case .runs(let parts): resolver.setRuns(runs(parts, inherited), on: &view)
        case .timer(let range, let countsDown, let showsHours):
            resolver.setTimer(from: range.lowerBound, to: range.upperBound, countsDown: countsDown, showsHours: showsHours, on: &view)
        case .symbol(let name, let sizing): resolver.setSymbol(name, sizing: sizing, on: &view)
        case .picture(let spec): view.content = resolver.picture(spec, style: style)
        case .stack(let axis, let members, let spacing, let alignment):
            resolver.setStack(axis, children(members, inherited, depth: depth), spacing: spacing, alignment: alignment, on: &view)
        case .group(let members):
            resolver.setStack(.vertical, children(members, inherited, depth: depth), spacing: nil, alignment: .center, on: &view)
        case .firstFitting(let members, let axes): resolver.setFirstFitting(children(members, inherited, depth: depth), axes: axes, on: &view)
        case .spacer(let minLength): view.content = .spacer(minLength: minLength)
        case .progress(let fraction): view.content = .bar(fraction: resolver.clamp(fraction))
        case .timerProgress(let range, let countsDown):
            resolver.setTimerProgress(from: range.lowerBound, to: range.upperBound, countsDown: countsDown, on: &view)
        case .gauge(let fraction): view.content = .gauge(fraction: resolver.clamp(fraction))
        case .shape(let spec):
            view.content = .shape(resolver.shape(spec, in: Self.scope, foreground: style.foreground, gradient: style.foregroundGradient))
        case .chart(let spec, let marks):
            view.content = .chart(resolver.chart(spec, marks: children(marks, inherited, depth: depth), in: Self.scope, style: style))
        case .mark(let spec): view.content = .mark(resolver.mark(spec, in: Self.scope))
        case .color(let color): view.content = .color(resolver.color(.fixed(.fixed(color)), in: Self.scope) ?? style.foreground)
        case .divider: view.content = .divider
        case .label(let icon, let title):
            // The default style draws the icon before the title, as a layout file's label does.
            let parts = switch inherited.labelStyle {
            case .iconOnly: [icon ?? title]
            case .titleOnly: [title]
            case .titleAndIcon: [icon, title].compactMap { $0 }
            }
            resolver.setStack(.horizontal, children(parts, inherited, depth: depth), spacing: nil, alignment: .center, on: &view)
        case .placeholder(let placeholder): view.content = .placeholder(name: placeholder.name, reason: placeholder.reason)
        case .geometry(let closure, let spot):
            let (resolver, sized) = (self.resolver, self.sized)
            view.content = .geometry(ResolvedGeometry { width, height in
                // A GeometryReader stacks what its closure builds at its top-leading corner.
                var inner = ScriptViewResolver(resolver: resolver, sized: sized)
                let made = inner.wrapped(sized(closure, spot, width, height), inherited, alignment: .topLeading, axis: .depth, depth: depth + 1)
                return made ?? ResolvedView(content: .empty, style: style)
            })
        case .link(let url, let inner):
            guard let made = wrapped(inner, inherited, alignment: .center, axis: .vertical, depth: depth + 1) else { return nil }
            view = made
            view.link = url
        }
        return view
    }

    /// A `Text`'s parts with the style each sets over the whole text's, parts of parts taken
    /// apart: the traits of the whole text reach a font a part sets.
    private func runs(_ parts: [ScriptView], _ inherited: Inherited) -> [(text: String, style: ResolvedStyle)] {
        parts.flatMap { part -> [(text: String, style: ResolvedStyle)] in
            switch part.content {
            case .runs(let inner):
                return runs(inner.map { ScriptView($0.content, modifiers: $0.modifiers + part.modifiers) }, inherited)
            case .text(let text):
                let (own, setsFont) = environment(of: part.modifiers, inside: inherited)
                var stage = Stage()
                if setsFont, !own.traits.isEmpty { apply(own.traits, to: &stage.modifiers) }
                for modifier in part.modifiers { apply(modifier, to: &stage) }
                return [(text, resolver.style(of: stage.modifiers, inheriting: inherited.style, in: Self.scope))]
            default:
                return []
            }
        }
    }

    /// What `modifiers` pass down inside `inherited`, and whether they set a font (or a trait of
    /// one), which replaces the font the traits around were applied to.
    private func environment(of modifiers: [ScriptModifier], inside inherited: Inherited) -> (Inherited, setsFont: Bool) {
        var own = inherited
        var setsFont = false
        for modifier in modifiers.reversed() {
            switch modifier {
            case .font: setsFont = true
            case .fontTraits(let traits):
                own.traits = traits.inside(own.traits)
                setsFont = true
            case .labelStyle(let style): own.labelStyle = style
            default: break
            }
        }
        return (own, setsFont)
    }

    /// Sets every trait in effect on a view, over the font it has or inherits.
    private func apply(_ traits: FontTraits, to modifiers: inout ViewModifiers) {
        modifiers.fontWeight = traits.weight
        modifiers.fontDesign = traits.design
        modifiers.fontWidth = traits.width
        modifiers.italic = traits.italic
        modifiers.tracking = traits.tracking
    }

    /// Where a modifier sits in the order one view's modifiers apply in: a fixed size and a
    /// clip shape take the view with its frame and background.
    private enum Order: Int, Comparable {
        case content, style, padding, frame, background, outside

        static func of(_ modifier: ScriptModifier) -> Order {
            switch modifier {
            case .padding: .padding
            case .frame: .frame
            // What comes after `.hidden()` is seen: it applies to a wrapper.
            case .background, .layer, .hidden: .background
            case .fixedSize, .clipShape, .position: .outside
            default: .style
            }
        }

        static func < (lhs: Order, rhs: Order) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Folds one modifier in; the innermost of each style wins, as in SwiftUI.
    private func apply(_ modifier: ScriptModifier, to stage: inout Stage) {
        switch modifier {
        case .layer(let placement, let alignment, let view): stage.layers.append((placement, alignment, view))
        case .widgetURL(let url): stage.widgetURL = url
        case .hidden: stage.modifiers.hidden = true
        case .position(let point): stage.position = point
        case .offset(let offset):
            let old = stage.modifiers.offset ?? Offset()
            stage.modifiers.offset = Offset(x: old.x + offset.x, y: old.y + offset.y)
        case .font(let font, let monospacedDigit):
            if stage.modifiers.font == nil { stage.modifiers.font = font }
            if monospacedDigit { stage.modifiers.monospacedDigit = true }
        case .fontTraits, .labelStyle, .layoutPriority: break
        case .regionPriority(let priority): stage.modifiers.regionPriority = priority
        case .belowIfTooWide: stage.modifiers.belowIfTooWide = true
        case .strikethrough: stage.modifiers.strikethrough = true
        case .underline: stage.modifiers.underline = true
        case .textCase(let textCase): if stage.modifiers.textCase == nil { stage.modifiers.textCase = textCase }
        case .redacted(let redacted): if stage.modifiers.redacted == nil { stage.modifiers.redacted = redacted }
        case .minimumScaleFactor(let factor): if stage.modifiers.minimumScaleFactor == nil { stage.modifiers.minimumScaleFactor = factor }
        case .truncationMode(let mode): if stage.modifiers.truncationMode == nil { stage.modifiers.truncationMode = mode }
        case .fixedSize(let axes): stage.modifiers.fixedSize = axes
        case .clipShape(let outline): if stage.modifiers.clipShape == nil { stage.modifiers.clipShape = outline }
        case .foreground(let paint): if stage.modifiers.foreground == nil { stage.modifiers.foreground = paint }
        case .background(let color): stage.modifiers.background = .fixed(.fixed(color))
        case .padding(let insets):
            let old = stage.modifiers.padding ?? EdgeInsets()
            stage.modifiers.padding = EdgeInsets(
                top: old.top + insets.top, leading: old.leading + insets.leading, bottom: old.bottom + insets.bottom, trailing: old.trailing + insets.trailing
            )
        case .frame(let frame): stage.modifiers.frame = frame
        case .lineLimit(let limit): if stage.modifiers.lineLimit == nil { stage.modifiers.lineLimit = limit }
        case .monospacedDigit: stage.modifiers.monospacedDigit = true
        case .numericTransition: stage.modifiers.numericTransition = true
        case .textAlignment(let alignment): if stage.modifiers.textAlignment == nil { stage.modifiers.textAlignment = alignment }
        case .opacity(let amount): stage.modifiers.opacity = (stage.modifiers.opacity ?? 1) * amount
        }
    }
}
