/// How many colours an output may use: the one mapping from a cell's true colours to what a
/// terminal is sent, shared by the ncurses backend and `render --format ansi`, so both show the
/// same picture at the same depth and the contrast test checks what users see.
///
/// At every depth a text cell (`Cell.isText`) keeps `Color.minimumTextContrast` against its
/// background: when the mapped foreground falls short it is replaced, keeping its hue where the
/// depth allows (docs/DECISIONS.md, "Colour per depth"). A shape glyph whose colour would land
/// on its background's is replaced the same way, so big digits and marks never vanish.
public enum TerminalPalette: String, CaseIterable, Sendable {
    /// 24-bit colour.
    case trueColor = "truecolor"
    /// The xterm cube and grey ramp, 16-255.
    case indexed256 = "256"
    /// The 16 ANSI colours.
    case ansi16 = "16"
    /// The 8 ANSI colours (`TERM=xterm`, `screen`).
    case ansi8 = "8"
    /// No colour: the terminal's own, with bold and dim.
    case none

    /// The colours a cell is drawn with. Dim text is drawn in an explicit fainter colour (mixed
    /// toward the background, then held to the contrast rule) rather than with the terminal's
    /// faint attribute, whose strength no program can know; without colour, dim stays an attribute.
    public func style(for cell: Cell) -> TerminalStyle {
        var style = colours(for: cell)
        style.underline = cell.underline
        return style
    }

    /// The colours, weight, slant and strike of `style(for:)`.
    private func colours(for cell: Cell) -> TerminalStyle {
        guard self != .none else {
            return TerminalStyle(foreground: nil, background: nil, bold: cell.bold, dim: cell.dim, italic: cell.italic, strikethrough: cell.strikethrough)
        }
        let background = cell.background.map { cell.raised ? raised($0) : standIn(for: $0) }
        guard var foreground = cell.foreground else {
            return TerminalStyle(foreground: nil, background: background, bold: cell.bold, dim: cell.dim, italic: cell.italic, strikethrough: cell.strikethrough)
        }
        guard let source = cell.background, let background else {
            // The terminal's own background is unknown (xterm's is white, most others black):
            // grey text there takes the terminal's own foreground, which its theme makes read.
            let own = cell.isText && OKLab(foreground).chroma < ANSIColors.neutralChroma
            return TerminalStyle(foreground: own ? nil : standIn(for: foreground), background: background, bold: cell.bold, dim: cell.dim, italic: cell.italic, strikethrough: cell.strikethrough)
        }
        if cell.dim { foreground = foreground.withOpacity(0.65).composited(over: source) }
        var mapped = cell.isText ? legible(foreground, on: background) : standIn(for: foreground)
        // A shape glyph (big clock digits, a battery) must not vanish into its background; a
        // quiet tint (a home-screen icon on the wallpaper) stays quiet, one entry away. On a
        // raised ground a lighter tint that its stand-in would draw darker than the ground (an
        // icon on the dock) is moved the same way.
        let lighter = foreground.luminance > source.luminance, quiet = foreground.contrastRatio(with: source) < Self.quietContrast
        let sunk = cell.raised && quiet && lighter && appearance(of: mapped).luminance < appearance(of: background).luminance
        if mapped == background || sunk, Color(red: foreground.red, green: foreground.green, blue: foreground.blue) != source {
            if quiet {
                let step = nearest(to: foreground, besides: background, lighter: lighter)
                if step != background { mapped = step }
            } else {
                mapped = legible(foreground, on: background)
            }
        }
        return TerminalStyle(foreground: mapped, background: background, bold: cell.bold && keepsBold(mapped, on: background), dim: false, italic: cell.italic, strikethrough: cell.strikethrough)
    }

    /// Many terminals (xterm among them) draw bold ANSI colours 0-7 as their bright twins 8-15,
    /// so bold black on light grey turns mid grey; bold is dropped where the twin would not read.
    private func keepsBold(_ foreground: TerminalColor, on background: TerminalColor) -> Bool {
        guard self == .ansi8 || self == .ansi16, case .index(let index) = foreground, index < 8 else { return true }
        return Color.xterm256(index + 8).contrastRatio(with: appearance(of: background)) >= Color.minimumTextContrast
    }

    /// The nearest this palette has to `color`, with no regard to what it is drawn on.
    public func standIn(for color: Color) -> TerminalColor {
        switch self {
        case .trueColor, .none: .rgb(Color(red: color.red, green: color.green, blue: color.blue))
        case .indexed256: .index(color.xterm256Index)
        case .ansi16: .index(ANSIColors.nearest(color, count: 16))
        case .ansi8: .index(ANSIColors.nearest(color, count: 8))
        }
    }

    /// The colour a mapped colour is taken to look like: itself, or xterm's default for a number.
    public func appearance(of color: TerminalColor) -> Color {
        switch color {
        case .rgb(let rgb): rgb
        case .index(let index): Color.xterm256(index)
        }
    }

    /// `foreground` as drawn on `background`, replaced when it would fall under the contrast rule.
    func legible(_ foreground: Color, on background: TerminalColor) -> TerminalColor {
        let ground = appearance(of: background)
        let nearest = standIn(for: foreground)
        if appearance(of: nearest).contrastRatio(with: ground) >= Color.minimumTextContrast { return nearest }
        if self == .trueColor { return .rgb(Self.shifted(foreground, toContrastWith: ground)) }
        let target = OKLab(foreground)
        var passing = entries.filter { Color.xterm256($0).contrastRatio(with: ground) >= Color.minimumTextContrast }
        // Grey text stays grey (white on red becomes black, not navy).
        let greys = passing.filter { OKLab(Color.xterm256($0)).chroma < 0.02 }
        if target.chroma < ANSIColors.neutralChroma, !greys.isEmpty { passing = greys }
        let best = passing.min { target.standInDistance(to: OKLab(Color.xterm256($0))) < target.standInDistance(to: OKLab(Color.xterm256($1))) }
        return .index(best ?? entries.max { Color.xterm256($0).contrastRatio(with: ground) < Color.xterm256($1).contrastRatio(with: ground) }!)
    }

    /// Under this contrast with its ground a shape's colour is a tint, meant to be seen but not read.
    static let quietContrast = 1.5

    /// The entry nearest `color` (keeping its hue, as `standIn` does) among those lighter than
    /// `taken`, or darker, as `color` is lighter or darker than what it is drawn on. The ANSI
    /// colours have no quiet hues (a slate tint would turn cyan), so there it is a grey.
    private func nearest(to color: Color, besides taken: TerminalColor, lighter: Bool, coloured: Bool = false) -> TerminalColor {
        let target = OKLab(color), ground = appearance(of: taken).luminance
        let others = entries.filter {
            let chroma = OKLab(Color.xterm256($0)).chroma
            return (Color.xterm256($0).luminance > ground) == lighter && TerminalColor.index($0) != taken
                && (self == .indexed256 ? !coloured || chroma >= 0.02 : chroma < 0.02)
        }
        return others.min { target.standInDistance(to: OKLab(Color.xterm256($0))) < target.standInDistance(to: OKLab(Color.xterm256($1))) }.map { .index($0) } ?? taken
    }

    /// A raised ground's colour (`CellAttributes.raised`): its stand-in is the ground's around
    /// it, so below 24 bits it takes the entry nearest it among the lighter ones, at 256 among
    /// those with a hue (the nearest to the light dock was a grey).
    private func raised(_ color: Color) -> TerminalColor {
        let own = standIn(for: color)
        guard self != .trueColor, self != .none else { return own }
        return nearest(to: color, besides: own, lighter: true, coloured: true)
    }

    /// The numbers this palette may send: 16-255 (0-15 are themed), or the ANSI ones.
    private var entries: ClosedRange<Int> {
        switch self {
        case .indexed256: 16...255
        case .ansi16: 0...15
        default: 0...7
        }
    }

    /// `color` made lighter or darker, hue and chroma kept as far as sRGB allows, by the least
    /// that reaches the contrast rule on `ground` (bisecting OKLab lightness).
    static func shifted(_ color: Color, toContrastWith ground: Color) -> Color {
        let lab = OKLab(color)
        let darker = ground.contrastRatio(with: .black) >= ground.contrastRatio(with: .white)
        var near = lab.lightness, far = darker ? 0.0 : 1.0
        for _ in 0..<20 {
            let middle = (near + far) / 2
            let candidate = OKLab(lightness: middle, a: lab.a, b: lab.b).color
            if candidate.contrastRatio(with: ground) >= Color.minimumTextContrast { far = middle } else { near = middle }
        }
        let shifted = OKLab(lightness: far, a: lab.a, b: lab.b).color
        return shifted.contrastRatio(with: ground) >= Color.minimumTextContrast ? shifted : (darker ? .black : .white)
    }
}

/// A colour as a terminal is sent it: 24-bit, or a palette number.
public enum TerminalColor: Hashable, Sendable {
    case rgb(Color)
    case index(Int)
}

/// A cell's colours and attributes after `TerminalPalette.style(for:)`; nil is the terminal's own.
public struct TerminalStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var strikethrough: Bool
    public var underline = false

    public init(foreground: TerminalColor?, background: TerminalColor?, bold: Bool, dim: Bool, italic: Bool = false, strikethrough: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.strikethrough = strikethrough
    }
}
