import IsletCells
import IsletViews

/// How big things are, for one target. The same layout runs with `TerminalMetrics` (what the
/// terminal can show, snapped to whole cells) and with `PhoneMetrics` (an estimate of San
/// Francisco text on the phone, for the fit report), so both answer the same questions.
public protocol LayoutMetrics: Sendable {
    /// The width of one line of text.
    func textWidth(_ text: String, font: Font, monospacedDigit: Bool) -> Double
    func lineHeight(_ font: Font) -> Double
    func symbolSize(_ glyph: SymbolGlyph, font: Font) -> Size
    /// Whether a resizable symbol takes the room it is offered: on the phone it does; a
    /// terminal cell holds one glyph, so there it keeps its cell, centred in its frame.
    var resizesSymbols: Bool { get }
    func gaugeSize(_ font: Font) -> Size
    var barHeight: Double { get }
    /// How thick a `Divider` is across its line: `axis` is the direction it is thick in
    /// (horizontal for an upright divider in an `HStack`).
    func dividerThickness(_ axis: StackAxis) -> Double
    /// The size `text` takes drawn as big numerals, or nil when it is ordinary text: when the
    /// target has no such form, the text is not a large numeral, or `proposal` has no room.
    func numeralSize(_ text: String, font: Font, proposal: ProposedSize) -> Size?
    /// The spacing a stack uses when the layout gives none (SwiftUI's default is about 8 pt).
    func defaultSpacing(_ axis: StackAxis) -> Double
    /// A length or offset rounded to what the target can show (whole cells in a terminal).
    func snap(_ length: Double, _ axis: StackAxis) -> Double
    /// A length rounded down to what the target can show, so a share never overflows.
    func snapDown(_ length: Double, _ axis: StackAxis) -> Double
    /// A padding rounded to what the target can show, never into more blank space than the phone shows.
    func snapPadding(_ length: Double, _ axis: StackAxis) -> Double
    /// Whether a smaller font makes text narrower here, so `.minimumScaleFactor` can shrink it
    /// to fit: on the phone; a terminal cell is a cell whatever the size, and shows the phone's lines.
    var scalesText: Bool { get }
}

/// Sizes in a terminal: every character is `TerminalText`'s width in columns, every line one
/// row. Lengths snap to whole cells so projection to the grid is exact.
public struct TerminalMetrics: LayoutMetrics {
    public let projection: CellProjection

    public init(projection: CellProjection) {
        self.projection = projection
    }

    public func textWidth(_ text: String, font: Font, monospacedDigit: Bool) -> Double {
        Double(TerminalText.width(text)) * projection.columnPoints
    }

    public func lineHeight(_ font: Font) -> Double { projection.rowPoints }

    public func symbolSize(_ glyph: SymbolGlyph, font: Font) -> Size {
        Size(width: Double(glyph.width) * projection.columnPoints, height: projection.rowPoints)
    }

    /// The phone's 36 pt gauge in whole cells (5 x 2 at the standard projection): room for a
    /// ring with a hole; a region with fewer rows fits it smaller.
    public func gaugeSize(_ font: Font) -> Size {
        Size(width: max(projection.columnPoints, snap(36, .horizontal)), height: max(projection.rowPoints, snap(36, .vertical)))
    }

    public var barHeight: Double { projection.rowPoints }

    public var resizesSymbols: Bool { false }

    /// A whole row (or column): the thinnest a line of `─` (or `│`) can be.
    public func dividerThickness(_ axis: StackAxis) -> Double {
        axis == .horizontal ? projection.columnPoints : projection.rowPoints
    }

    /// `BigNumerals`' form, when the proposal (unlimited, or at least its size) holds it.
    public func numeralSize(_ text: String, font: Font, proposal: ProposedSize) -> Size? {
        guard let columns = BigNumerals.columns(text, font: font) else { return nil }
        let size = Size(width: Double(columns) * projection.columnPoints, height: Double(BigNumerals.rows(projection.shapes)) * projection.rowPoints)
        if let width = proposal.width, width + 1e-9 < size.width { return nil }
        if let height = proposal.height, height + 1e-9 < size.height { return nil }
        return size
    }

    public func defaultSpacing(_ axis: StackAxis) -> Double {
        axis == .horizontal ? projection.columnPoints : 0
    }

    public var scalesText: Bool { false }

    public func snap(_ length: Double, _ axis: StackAxis) -> Double {
        guard length.isFinite else { return length }
        let unit = axis == .horizontal ? projection.columnPoints : projection.rowPoints
        return (length / unit).rounded(.toNearestOrAwayFromZero) * unit
    }

    public func snapDown(_ length: Double, _ axis: StackAxis) -> Double {
        guard length.isFinite else { return length }
        let unit = axis == .horizontal ? projection.columnPoints : projection.rowPoints
        return (length / unit + 1e-9).rounded(.down) * unit
    }

    /// Across, to the nearest column. Down, a padding becomes a blank row only from three
    /// quarters of a row (13.5 pt at the standard projection): a 10 pt padding on the phone is
    /// a sliver, not the 18 pt line a whole row would show.
    public func snapPadding(_ length: Double, _ axis: StackAxis) -> Double {
        guard axis == .vertical, length.isFinite else { return snap(length, axis) }
        return (length / projection.rowPoints + 0.25 + 1e-9).rounded(.down) * projection.rowPoints
    }
}

/// An estimate of how wide text is on the phone in San Francisco: Inter's advance widths for
/// ASCII (`PhoneAdvances`, the freely licensed face nearest SF Pro's), typical widths per
/// character class for the rest (SF Pro's own metrics are not available on Linux). It decides
/// where the fit report says a phone would cut text (DECISIONS.md, "Compact sides widen with
/// their content", says how close it comes).
public struct PhoneMetrics: LayoutMetrics {
    public init() {}

    public func textWidth(_ text: String, font: Font, monospacedDigit: Bool) -> Double {
        let monospaced = monospacedDigit || font.design == .monospaced
        // ASCII text (nearly all of it) adds its advances from a table by byte, in the same
        // order as the scalars, so the sum is the same to the last bit.
        var ems = 0.0, isASCII = true
        let table = Self.asciiTable(bold: font.weight.isBold, monospaced: monospaced)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            ems += table[Int(byte)]
        }
        if !isASCII {
            ems = 0
            for scalar in text.unicodeScalars {
                ems += scalar.isASCII ? table[Int(scalar.value)] : Self.advance(of: scalar)
            }
        }
        let width = ems * font.size * font.width.advanceFactor
        guard font.tracking != 0 else { return width }
        return width + font.tracking * Double(isASCII ? text.utf8.count : text.count)
    }

    /// Inter's advances by ASCII byte, for the weight and digits asked (controls advance nothing).
    private static func asciiTable(bold: Bool, monospaced: Bool) -> [Double] {
        switch (bold, monospaced) {
        case (false, false): asciiRegular
        case (false, true): asciiRegularTabular
        case (true, false): asciiSemibold
        case (true, true): asciiSemiboldTabular
        }
    }

    private static let asciiRegular = ascii(PhoneAdvances.regular)
    private static let asciiRegularTabular = ascii(PhoneAdvances.regularTabular)
    private static let asciiSemibold = ascii(PhoneAdvances.semibold)
    private static let asciiSemiboldTabular = ascii(PhoneAdvances.semiboldTabular)

    /// A table of 128 advances by byte from one of space to tilde: the controls take no room.
    private static func ascii(_ printable: [Double]) -> [Double] {
        Array(repeating: 0, count: 0x20) + printable + [0]
    }

    /// Advance width in ems of one scalar outside ASCII (approximate, per class of character).
    static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "\u{0300}"..."\u{036F}", "\u{200B}"..."\u{200F}", "\u{FE00}"..."\u{FE0F}": return 0
        case "\u{00C0}"..."\u{00D6}", "\u{00D8}"..."\u{00DE}": return 0.68
        case "\u{00DF}"..."\u{00F6}", "\u{00F8}"..."\u{00FF}": return 0.57
        case "·", "’", "‘": return 0.26
        case "°", "“", "”": return 0.44
        case "•", "–": return 0.53
        case "×", "−", "€", "£": return 0.66
        case "…": return 0.82
        case "—": return 1.0
        default:
            if scalar.properties.isEmojiPresentation { return 1.22 }
            if (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value) { return 1.0 }
            return 0.6
        }
    }

    public func lineHeight(_ font: Font) -> Double { (font.size * 1.2).rounded() }

    public func symbolSize(_ glyph: SymbolGlyph, font: Font) -> Size {
        Size(width: font.size * 1.25, height: (font.size * 1.2).rounded())
    }

    public func gaugeSize(_ font: Font) -> Size { Size(width: 36, height: 36) }

    public var barHeight: Double { 4 }

    public var resizesSymbols: Bool { true }

    /// A hairline: 1 pt.
    public func dividerThickness(_ axis: StackAxis) -> Double { 1 }

    /// The phone draws every numeral in its font.
    public func numeralSize(_ text: String, font: Font, proposal: ProposedSize) -> Size? { nil }

    public func defaultSpacing(_ axis: StackAxis) -> Double { 8 }

    public var scalesText: Bool { true }

    public func snap(_ length: Double, _ axis: StackAxis) -> Double { length }

    public func snapDown(_ length: Double, _ axis: StackAxis) -> Double { length }

    public func snapPadding(_ length: Double, _ axis: StackAxis) -> Double { length }
}
