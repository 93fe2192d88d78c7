/// The SwiftUI modifiers a layout may put on any view.
public struct ViewModifiers: Equatable, Sendable {
    /// `.font(...)`.
    public var font: Font?
    /// `.fontWeight(_:)`, and `.bold()` as `.bold`: over the font the view has or inherits.
    public var fontWeight: Font.Weight?
    /// `.fontDesign(_:)`.
    public var fontDesign: Font.Design?
    /// `.fontWidth(_:)`.
    public var fontWidth: Font.Width?
    /// `.italic()`.
    public var italic = false
    /// `.tracking(_:)`, `.kerning(_:)`: points after each character.
    public var tracking: Double?
    /// `.strikethrough()`.
    public var strikethrough = false
    /// `.underline()`.
    public var underline = false
    /// `.textCase(_:)`: nil where it is not set.
    public var textCase: TextCase?
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false): nil where neither is set.
    public var redacted: Bool?
    /// `.foregroundStyle(...)`: a colour, or an expression choosing one by name.
    public var foreground: ColorChoice?
    /// `.background(...)` with a colour.
    public var background: ColorChoice?
    /// `.background { … }` and `.overlay { … }` views, innermost first.
    public var layers: [ViewLayer] = []
    /// `.padding(...)` in points.
    public var padding: EdgeInsets?
    /// `.frame(...)`.
    public var frame: FrameSpec?
    /// `.lineLimit(...)`.
    public var lineLimit: Int?
    /// `.monospacedDigit()`.
    public var monospacedDigit = false
    /// `.contentTransition(.numericText())`: digits roll when the value changes.
    public var numericTransition = false
    /// `.widgetURL(...)`: where a tap on the whole presentation goes.
    public var widgetURL: Template?
    /// `.multilineTextAlignment(...)`.
    public var textAlignment: Alignment?
    /// `.opacity(...)`.
    public var opacity: Double?
    /// `.hidden()`: the view keeps its room and draws nothing.
    public var hidden = false
    /// `.offset(x:y:)`: drawn moved by this much, laid out where it was.
    public var offset: Offset?
    /// `.clipShape(_:)` or `.cornerRadius(_:)`: the outline the background colour fills.
    public var clipShape: ResolvedShape.Outline?
    /// `.layoutPriority(_:)`: a stack offers room to higher priorities first.
    public var layoutPriority: Double?
    /// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the view takes its ideal size there.
    public var fixedSize: FixedSize?
    /// `.minimumScaleFactor(_:)`: text shrinks down to this fraction of its size before it is cut.
    public var minimumScaleFactor: Double?
    /// `.truncationMode(_:)`: where cut text loses its characters.
    public var truncationMode: TruncationMode?
    /// `DynamicIslandExpandedRegion(_:priority:)`, on an expanded region's root: which of
    /// leading and trailing is given room first below the camera.
    public var regionPriority: Double?
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`, on an expanded leading or trailing
    /// region's root: too wide beside the camera, it goes below it.
    public var belowIfTooWide = false

    public init() {}
}

/// A view drawn behind (`.background { … }`) or in front of (`.overlay { … }`) the view it
/// modifies, laid out in that view's frame without changing its size: as read (`ViewLayer`) and
/// as resolved (`ResolvedLayer`).
public struct Layer<Content: Equatable & Sendable>: Equatable, Sendable {
    public var placement: LayerPlacement
    public var alignment: Alignment
    public var content: Content

    public init(placement: LayerPlacement, alignment: Alignment = .center, content: Content) {
        self.placement = placement
        self.alignment = alignment
        self.content = content
    }
}

/// A `background` or `overlay` view of a layout file.
public typealias ViewLayer = Layer<ViewNode>

/// Whether a layer is drawn behind its view or in front of it.
public enum LayerPlacement: String, Equatable, Sendable {
    case background, overlay
}

/// The axes on which `.fixedSize` makes a view take its ideal size whatever it is offered.
public struct FixedSize: Equatable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// `.truncationMode(_:)`: where "…" replaces the characters of text that does not fit.
public enum TruncationMode: String, Equatable, Sendable, CaseIterable {
    case head, middle, tail
}

/// `.textCase(_:)`: text shown in capitals or in small letters whatever it was written in;
/// `.none` (`.textCase(nil)`) shows it as written inside a view that set a case.
public enum TextCase: String, Equatable, Sendable, CaseIterable {
    case uppercase, lowercase, none

    /// `text` as this case shows it.
    public func applied(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .none: text
        }
    }
}

/// `.offset(x:y:)` in points: right and down are positive.
public struct Offset: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }
}

/// The modifier keys of a layout file. Every key is read through this enum, so the keys, the
/// names an error offers and the reader's dispatch are one list.
public enum ModifierName: String, CaseIterable, Sendable {
    case font, foreground, background, padding, frame, lineLimit, monospacedDigit
    case contentTransition, widgetURL, multilineTextAlignment, opacity
    case overlay, hidden, offset, clipShape, cornerRadius
    case fontWeight, bold, fontDesign, fontWidth, italic, tracking, strikethrough, underline, textCase, redacted
    case layoutPriority, fixedSize, minimumScaleFactor, truncationMode
    case regionPriority, verticalPlacement

    /// Every modifier key, in declaration order, for error messages.
    static let keys = allCases.map(\.rawValue)
}

/// A colour that is either fixed in the layout or chosen by an expression at render time.
public enum ColorChoice: Equatable, Sendable {
    case fixed(ColorName)
    case chosen(Expression)
    /// A gradient: drawn as one in the pictures, as its last colour in the cells.
    case gradient(ShapeGradient)

    /// The gradient this choice paints, if it is one.
    public var gradient: ShapeGradient? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}

/// Insets in points, as `.padding(.horizontal, 8)` and friends produce.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// `.frame(width:height:)` and `.frame(maxWidth:maxHeight:alignment:)`; `infinity` fills.
public struct FrameSpec: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment = .center

    public init() {}
}
