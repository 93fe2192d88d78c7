/// `TerminalPalette.style(for:)` remembered per combination of colours and weight. A frame
/// repeats a handful of combinations over thousands of cells, while mapping one at 256 colours
/// measures it in OKLab against 240 xterm entries and may search them again for a legible one,
/// where a remembered combination is one dictionary lookup.
public struct TerminalStyleMemo {
    public let palette: TerminalPalette
    private var styles: [Key: TerminalStyle] = [:]
    /// Fades make new colours every frame; past this many the memo starts again rather than grow.
    private static let capacity = 4096

    /// Everything of a cell that `style(for:)` reads.
    private struct Key: Hashable {
        let foreground: Color?
        let background: Color?
        let attributes: CellAttributes
        let isText: Bool
    }

    public init(palette: TerminalPalette) {
        self.palette = palette
    }

    /// The same answer as `palette.style(for: cell)`.
    public mutating func style(for cell: Cell) -> TerminalStyle {
        let key = Key(foreground: cell.foreground, background: cell.background, attributes: cell.attributes, isText: cell.isText)
        if let known = styles[key] { return known }
        if styles.count >= Self.capacity { styles.removeAll(keepingCapacity: true) }
        let style = palette.style(for: cell)
        styles[key] = style
        return style
    }
}
