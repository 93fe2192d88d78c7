/// The SwiftUI modifiers a layout may put on any view.
public struct ViewModifiers: Equatable, Sendable {
    /// `.font(...)`.
    public var font: Font?
    /// `.foregroundStyle(...)`: a colour, or an expression choosing one by name.
    public var foreground: ColorChoice?
    /// `.background(...)`.
    public var background: ColorChoice?
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

    public init() {}
}

/// The modifier keys of a layout file. Every key is read through this enum, so the keys, the
/// names an error offers and the reader's dispatch are one list.
public enum ModifierName: String, CaseIterable, Sendable {
    case font, foreground, background, padding, frame, lineLimit, monospacedDigit
    case contentTransition, widgetURL, multilineTextAlignment, opacity

    /// Every modifier key, in declaration order, for error messages.
    static let keys = allCases.map(\.rawValue)
}

/// A colour that is either fixed in the layout or chosen by an expression at render time.
public enum ColorChoice: Equatable, Sendable {
    case fixed(ColorName)
    case chosen(Expression)
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
