import IsletCells

/// The colours of the previewer's text beside the phone (the state panel, the event log, the
/// board's fit report, the footer), per theme. Dark keeps the terminal's own background and text
/// colour, as it always has. Light paints its own white ground and writes every text in an
/// explicit colour chosen for at least 4.5:1 on it: the terminal's own background is unknown
/// (white in xterm, black elsewhere), so light log colours on it could not be held to WCAG AA,
/// while on a known ground `TerminalPalette` keeps them legible at every depth.
struct PanelInk: Equatable, Sendable {
    /// The panels' ground; nil is the terminal's own.
    let background: Color?
    /// Plain text and headings; nil is the terminal's own foreground.
    let text: Color?
    let dim: Color
    let applied: Color
    let ignored: Color
    let warning: Color
    let accent: Color

    static let dark = PanelInk(
        background: nil, text: nil, dim: Color(hex: 0x8A8F98), applied: Color(hex: 0x30D158), ignored: Color(hex: 0xFF453A),
        warning: Color(hex: 0xFFD60A), accent: Color(hex: 0x0A84FF)
    )

    /// On white: 5.2:1 grey, 5.1:1 green, 5.4:1 red, 5.4:1 amber, 7.6:1 blue.
    static let light = PanelInk(
        background: .white, text: .black, dim: Color(hex: 0x6C6C70), applied: Color(hex: 0x1B7F36), ignored: Color(hex: 0xD70015),
        warning: Color(hex: 0x9A5B00), accent: Color(hex: 0x0040DD)
    )

    static func theme(dark: Bool) -> PanelInk { dark ? .dark : .light }

    /// A log entry's colour by its tone: what was applied, ignored, applied with a warning, or
    /// only noted.
    func color(of tone: LogEntry.Tone) -> Color? {
        switch tone {
        case .applied: applied
        case .ignored: ignored
        case .warning: warning
        case .info: text
        }
    }

    /// Paints the ground over `rect`, where the theme has one.
    func paint(_ rect: CellRect, in buffer: inout CellBuffer) {
        if let background { buffer.fillBackground(rect, background) }
    }
}
