import FoundationEssentials
import IsletCells
import IsletProgram
import IsletViews

/// A SwiftUI view as the widget's code built it, the interpreter's value for a view: what it
/// is, and the modifiers chained on it in the order they were written (innermost first). It is
/// resolved only when a region is finished (`ScriptViewResolver`), because modifiers such as
/// `.bold()` reach into views that were built before them, as SwiftUI's environment does.
public struct ScriptView: Sendable {
    public indirect enum Content: Sendable {
        case text(String)
        /// A `Text` of styled parts (`Text + Text`, a styled `Text` interpolated): each part a
        /// `.text` or `.runs` with the modifiers set on it alone.
        case runs([ScriptView])
        /// `Text(timerInterval:countsDown:showsHours:)` and `Text(date, style: .timer)`.
        case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool = true)
        /// `Image(systemName:)`, with `resizable` and the aspect modifiers folded in as they are applied.
        case symbol(String, sizing: PictureSizing = PictureSizing())
        /// `Image("name")`, `Image(uiImage: UIImage(named:)!)`: an asset catalog's image, with
        /// `resizable`, `renderingMode` and the aspect modifiers folded in as they are applied.
        case picture(PictureSpec)
        case stack(StackAxis, [ScriptView], spacing: Double?, alignment: Alignment)
        case spacer(minLength: Double?)
        /// `ProgressView(value:total:)`, already divided.
        case progress(fraction: Double)
        case timerProgress(ClosedRange<Date>, countsDown: Bool)
        case gauge(fraction: Double)
        case link(String, ScriptView)
        /// `Circle()`, `RoundedRectangle(cornerRadius:)`… with `fill`, `stroke`, `trim` and
        /// `rotationEffect` folded in as they are applied.
        case shape(ShapeSpec)
        /// Swift Charts' `Chart`: its axes and scales, and the views its content built (marks).
        case chart(ChartSpec, [ScriptView])
        /// A chart's mark, with its style folded in.
        case mark(MarkSpec)
        /// A `Color` used as a view.
        case color(Color)
        case divider
        /// `Label`: its icon (none for a title alone) and title, drawn as the label style in
        /// effect says.
        case label(icon: ScriptView?, title: ScriptView)
        /// Several views where one was written: a `@ViewBuilder` body, `Group`, `ForEach`, or
        /// nothing at all (an `if` without `else` that did not hold, `EmptyView`).
        case group([ScriptView])
        /// `ViewThatFits(in:)`: its children, of which layout shows the first that fits.
        case firstFitting([ScriptView], axes: FixedSize)
        /// `GeometryReader { proxy in … }`: the closure, run again when layout knows the size.
        case geometry(ScriptValue, at: ScriptSpot)
        /// What islet cannot draw, named and explained.
        case placeholder(ScriptPlaceholder)
    }

    public var content: Content
    public var modifiers: [ScriptModifier]

    public init(_ content: Content, modifiers: [ScriptModifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }

    static let empty = ScriptView(.group([]))

    /// What this view shows as a string: a `Text`'s text, its parts' joined; nil for other views.
    var shownText: String? {
        switch content {
        case .text(let text): text
        case .runs(let parts): parts.compactMap(\.shownText).joined()
        default: nil
        }
    }

    /// A `Text` with a style of its own, which keeps it when joined or interpolated.
    var isStyledText: Bool {
        guard shownText != nil else { return false }
        if case .runs = content { return true }
        return !modifiers.isEmpty
    }

    /// This `Text` and `other` as one, as `+` joins them: plain texts join into one text, and
    /// styled ones into parts that keep their styles; nil when either is not a `Text`.
    func joined(_ other: ScriptView) -> ScriptView? {
        guard let first = shownText, let second = other.shownText else { return nil }
        if case .text = content, case .text = other.content, modifiers.isEmpty, other.modifiers.isEmpty {
            return ScriptView(.text(first + second))
        }
        return ScriptView(.runs(textParts + other.textParts))
    }

    /// The parts a `+` keeps of this `Text`: those of an unstyled joined text, else itself.
    private var textParts: [ScriptView] {
        if case .runs(let parts) = content, modifiers.isEmpty { return parts }
        return [self]
    }

    func adding(_ modifier: ScriptModifier) -> ScriptView {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// One modifier of islet's view vocabulary, with its arguments evaluated.
public enum ScriptModifier: Sendable {
    /// `.font(_)`; `monospacedDigit` for a font made with `.monospacedDigit()`.
    case font(Font, monospacedDigit: Bool)
    /// `.fontWeight(_)`, `.bold()`, `.fontDesign(_)`, `.fontWidth(_)`, `.italic()`,
    /// `.tracking(_)`: traits of every font inside, as SwiftUI's environment passes them.
    case fontTraits(FontTraits)
    case strikethrough
    case underline
    /// `.textCase(_:)`, `.none` for `.textCase(nil)`.
    case textCase(TextCase)
    /// `.redacted(reason: .placeholder)` (true) and `.unredacted()` (false).
    case redacted(Bool)
    case minimumScaleFactor(Double)
    case truncationMode(TruncationMode)
    /// `.layoutPriority(_)`: what the enclosing stack reads, whatever modifiers follow.
    case layoutPriority(Double)
    /// `DynamicIslandExpandedRegion(_:priority:)`, on the region's view.
    case regionPriority(Double)
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
    case belowIfTooWide
    case fixedSize(FixedSize)
    /// `.clipShape(_)`, `.cornerRadius(_)`: the outline the background colour is rounded to.
    case clipShape(ResolvedShape.Outline)
    /// `.labelStyle(_)`: how every `Label` inside is drawn.
    case labelStyle(LabelStyle)
    /// `.foregroundStyle(_)`: a colour or a gradient.
    case foreground(ColorChoice)
    case background(Color)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case lineLimit(Int?)
    case monospacedDigit
    case numericTransition
    case widgetURL(String)
    case textAlignment(Alignment)
    case opacity(Double)
    /// `.background { … }`, `.overlay(alignment:) { … }`: a view laid out in this one's frame.
    case layer(LayerPlacement, Alignment, ScriptView)
    /// `.hidden()`: keeps its room, draws nothing.
    case hidden
    /// `.offset(x:y:)`.
    case offset(Offset)
    /// `.position(x:y:)`: the point the view's centre is placed at in the room it takes.
    case position(Offset)
}

/// The font traits SwiftUI's environment passes down: each reaches every font inside the view
/// it is set on, even a font set further in, and the innermost of each wins.
public struct FontTraits: Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var italic = false
    var tracking: Double?

    var isEmpty: Bool { weight == nil && design == nil && width == nil && !italic && tracking == nil }

    /// These traits inside `outer`: each one set here wins over the same one there.
    func inside(_ outer: FontTraits) -> FontTraits {
        FontTraits(
            weight: weight ?? outer.weight, design: design ?? outer.design, width: width ?? outer.width,
            italic: italic || outer.italic, tracking: tracking ?? outer.tracking
        )
    }
}

/// `.labelStyle(.iconOnly)`, `.titleOnly`, `.titleAndIcon` (also what `.automatic` draws).
public enum LabelStyle: String, Sendable {
    case iconOnly, titleOnly, titleAndIcon
}
