import FoundationEssentials
import IsletModel
import IsletViews

/// Turns the views the widget's code built into the checked view tree a layout file reads
/// to, so `ViewResolver`, layout and everything after it treat both alike. Values that only
/// exist at render time (a timer's dates) go into scope locals the tree's expressions name.
/// Modifiers fold into a node's `ViewModifiers` in SwiftUI's order (padding inside frame inside
/// background); one written out of that order wraps the view in a one-child `ZStack`, which
/// lays out as the modifier would.
struct ViewNodeBuilder {
    /// The values the tree's `$t…` expressions read.
    private(set) var locals: [String: StateValue] = [:]
    /// Runs a `GeometryReader`'s closure for a proposed width and height, when layout asks.
    let sized: @Sendable (_ closure: ScriptValue, _ spot: ScriptSpot, _ width: Double, _ height: Double) -> ScriptView

    init(sized: @escaping @Sendable (_ closure: ScriptValue, _ spot: ScriptSpot, _ width: Double, _ height: Double) -> ScriptView) {
        self.sized = sized
    }

    /// What SwiftUI's environment passes down that `ViewModifiers` does not carry itself:
    /// the font traits in effect, so `.bold()` reaches fonts set further in, and the label style.
    private struct Inherited: Sendable {
        var traits = FontTraits()
        var labelStyle = LabelStyle.titleAndIcon
    }

    /// The region's root: one node, several views stacked vertically as a `@ViewBuilder` body does.
    mutating func root(_ view: ScriptView) -> ViewNode {
        let nodes = self.nodes(view, Inherited(), depth: 0)
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(content: .stack(.vertical, nodes, spacing: nil, alignment: .center))
    }

    private mutating func nodes(_ view: ScriptView, _ inherited: Inherited, depth: Int) -> [ViewNode] {
        if case .group(let members) = view.content {
            return members.flatMap { member in nodes(ScriptView(member.content, modifiers: member.modifiers + view.modifiers), inherited, depth: depth) }
        }
        guard depth < ViewLimits.deepestNesting else {
            return [ViewNode(content: .text(.literal("…")))]
        }
        let (own, setsFont) = environment(of: view.modifiers, inside: inherited)
        var node = ViewNode(content: content(view.content, own, depth: depth))
        var modifiers = ViewModifiers()
        // A font set here replaces the one the traits were applied to above, so they apply again.
        if setsFont, !own.traits.isEmpty { apply(own.traits, to: &modifiers) }
        var stage = Stage.content
        var priority: Double?
        for modifier in view.modifiers {
            if case .layoutPriority(let value) = modifier {
                priority = value
                continue
            }
            let needed = Stage.of(modifier)
            if needed != .style, stage >= needed, !(needed == .padding && stage == .padding) {
                node = ViewNode(content: .stack(.depth, [ViewNode(content: node.content, modifiers: modifiers)], spacing: nil, alignment: .center))
                modifiers = ViewModifiers()
            }
            if needed != .style { stage = needed }
            apply(modifier, to: &modifiers, own, depth: depth)
        }
        modifiers.layoutPriority = priority
        return [ViewNode(content: node.content, modifiers: modifiers)]
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

    /// A `Text`'s parts with the modifiers set on each, parts of parts taken apart: each keeps
    /// its own style, the traits of the whole text reaching a font a part sets.
    private mutating func runs(_ parts: [ScriptView], _ inherited: Inherited, depth: Int) -> [TextRunNode] {
        parts.flatMap { part -> [TextRunNode] in
            switch part.content {
            case .runs(let inner):
                return runs(inner.map { ScriptView($0.content, modifiers: $0.modifiers + part.modifiers) }, inherited, depth: depth)
            case .text(let text):
                let (own, setsFont) = environment(of: part.modifiers, inside: inherited)
                var modifiers = ViewModifiers()
                if setsFont, !own.traits.isEmpty { apply(own.traits, to: &modifiers) }
                for modifier in part.modifiers { apply(modifier, to: &modifiers, own, depth: depth) }
                return [TextRunNode(text: .literal(text), modifiers: modifiers)]
            default:
                return []
            }
        }
    }

    /// Sets every trait in effect on a node, over the font it has or inherits.
    private func apply(_ traits: FontTraits, to modifiers: inout ViewModifiers) {
        modifiers.fontWeight = traits.weight
        modifiers.fontDesign = traits.design
        modifiers.fontWidth = traits.width
        modifiers.italic = traits.italic
        modifiers.tracking = traits.tracking
    }

    /// Where a modifier sits in the order one node's modifiers apply in: a fixed size and a
    /// clip shape take the view with its frame and background.
    private enum Stage: Int, Comparable {
        case content, style, padding, frame, background, outside

        static func of(_ modifier: ScriptModifier) -> Stage {
            switch modifier {
            case .padding: .padding
            case .frame: .frame
            // What comes after `.hidden()` is seen: it applies to a wrapper.
            case .background, .layer, .hidden: .background
            case .fixedSize, .clipShape: .outside
            default: .style
            }
        }

        static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Folds one modifier in; the innermost of each style wins, as in SwiftUI.
    private mutating func apply(_ modifier: ScriptModifier, to modifiers: inout ViewModifiers, _ inherited: Inherited, depth: Int) {
        switch modifier {
        case .layer(let placement, let alignment, let view):
            let layered = nodes(view, inherited, depth: depth + 1)
            let node = layered.count == 1 ? layered[0] : ViewNode(content: .stack(.depth, layered, spacing: nil, alignment: alignment))
            modifiers.layers.append(ViewLayer(placement: placement, alignment: alignment, content: node))
        case .hidden: modifiers.hidden = true
        case .offset(let offset):
            let old = modifiers.offset ?? Offset()
            modifiers.offset = Offset(x: old.x + offset.x, y: old.y + offset.y)
        case .font(let font, let monospacedDigit):
            if modifiers.font == nil { modifiers.font = font }
            if monospacedDigit { modifiers.monospacedDigit = true }
        case .fontTraits, .labelStyle, .layoutPriority: break
        case .regionPriority(let priority): modifiers.regionPriority = priority
        case .belowIfTooWide: modifiers.belowIfTooWide = true
        case .strikethrough: modifiers.strikethrough = true
        case .underline: modifiers.underline = true
        case .textCase(let textCase): if modifiers.textCase == nil { modifiers.textCase = textCase }
        case .redacted(let redacted): if modifiers.redacted == nil { modifiers.redacted = redacted }
        case .minimumScaleFactor(let factor): if modifiers.minimumScaleFactor == nil { modifiers.minimumScaleFactor = factor }
        case .truncationMode(let mode): if modifiers.truncationMode == nil { modifiers.truncationMode = mode }
        case .fixedSize(let axes): modifiers.fixedSize = axes
        case .clipShape(let outline): if modifiers.clipShape == nil { modifiers.clipShape = outline }
        case .foreground(let paint): if modifiers.foreground == nil { modifiers.foreground = paint }
        case .background(let color): modifiers.background = .fixed(.fixed(color))
        case .padding(let insets):
            let old = modifiers.padding ?? EdgeInsets()
            modifiers.padding = EdgeInsets(
                top: old.top + insets.top, leading: old.leading + insets.leading, bottom: old.bottom + insets.bottom, trailing: old.trailing + insets.trailing
            )
        case .frame(let frame): modifiers.frame = frame
        case .lineLimit(let limit): if modifiers.lineLimit == nil { modifiers.lineLimit = limit }
        case .monospacedDigit: modifiers.monospacedDigit = true
        case .numericTransition: modifiers.numericTransition = true
        case .widgetURL(let url): modifiers.widgetURL = .literal(url)
        case .textAlignment(let alignment): if modifiers.textAlignment == nil { modifiers.textAlignment = alignment }
        case .opacity(let amount): modifiers.opacity = (modifiers.opacity ?? 1) * amount
        }
    }

    private mutating func content(_ content: ScriptView.Content, _ inherited: Inherited, depth: Int) -> ViewNode.Content {
        switch content {
        case .text(let text): return .text(.literal(text))
        case .runs(let parts): return .runs(runs(parts, inherited, depth: depth))
        case .timer(let range, let countsDown, let showsHours): return .timer(local(.dateRange(range)), countsDown: countsDown, showsHours: showsHours)
        case .symbol(let name, let sizing): return .image(.literal(name), sizing: sizing)
        case .stack(let axis, let children, let spacing, let alignment):
            return .stack(axis, children.flatMap { nodes($0, inherited, depth: depth + 1) }, spacing: spacing, alignment: alignment)
        case .spacer(let minLength): return .spacer(minLength: minLength)
        case .progress(let fraction): return .progress(.number(fraction), total: 1)
        case .timerProgress(let range, let countsDown): return .timerProgress(local(.dateRange(range)), countsDown: countsDown)
        case .gauge(let fraction): return .gauge(.number(fraction), range: 0...1)
        case .link(let url, let inner):
            let wrapped = nodes(inner, inherited, depth: depth + 1)
            let only = wrapped.count == 1 ? wrapped[0] : ViewNode(content: .stack(.vertical, wrapped, spacing: nil, alignment: .center))
            return .link(.literal(url), only)
        case .group(let members):
            return .stack(.vertical, members.flatMap { nodes($0, inherited, depth: depth + 1) }, spacing: nil, alignment: .center)
        case .firstFitting(let members, let axes):
            return .firstFitting(members.flatMap { nodes($0, inherited, depth: depth + 1) }, axes: axes)
        case .shape(let spec): return .shape(spec)
        case .picture(let spec): return .picture(spec)
        case .chart(var spec, let marks):
            spec.marks = marks.flatMap { nodes($0, inherited, depth: depth + 1) }
            return .chart(spec)
        case .mark(let spec): return .mark(spec)
        case .color(let color): return .color(.fixed(.fixed(color)))
        case .divider: return .divider
        case .label(let icon, let title):
            // The default style draws the icon before the title, as a layout file's label does.
            let parts = switch inherited.labelStyle {
            case .iconOnly: [icon ?? title]
            case .titleOnly: [title]
            case .titleAndIcon: [icon, title].compactMap { $0 }
            }
            return .stack(.horizontal, parts.flatMap { nodes($0, inherited, depth: depth + 1) }, spacing: nil, alignment: .center)
        case .placeholder(let placeholder): return .placeholder(name: placeholder.name, reason: placeholder.reason)
        case .geometry(let closure, let spot):
            let sized = self.sized
            return .geometry(SizedContent { width, height in
                // A GeometryReader stacks what its closure builds at its top-leading corner.
                var builder = ViewNodeBuilder(sized: sized)
                let nodes = builder.nodes(sized(closure, spot, width, height), inherited, depth: depth + 1)
                let node = nodes.count == 1 ? nodes[0] : ViewNode(content: .stack(.depth, nodes, spacing: nil, alignment: .topLeading))
                return (node, builder.locals)
            })
        }
    }

    /// An expression reading `value`, which the resolver's scope will hold.
    private mutating func local(_ value: StateValue) -> IsletViews.Expression {
        let name = "$t\(locals.count)"
        locals[name] = value
        return .path([name])
    }
}
