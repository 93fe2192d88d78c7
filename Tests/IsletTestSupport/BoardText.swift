import IsletCells

extension CellBuffer {
    /// What a presentation shows, as text a test can state: the rows that hold something, with
    /// the card's and island's edges and corners (block elements, U+2580…U+259F) blanked, the
    /// common indentation and the trailing spaces removed.
    public var contentLines: [String] {
        let blanked = textLines.map { line in String(line.map { ("\u{2580}"..."\u{259F}").contains($0) ? " " : $0 }) }
        let rows = blanked.filter { !$0.allSatisfy { $0 == " " } }
        let indent = rows.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return rows.map { line in String(String(line.dropFirst(indent)).reversed().drop { $0 == " " }.reversed()) }
    }

    /// The first cell showing `text`, for checking its colour and weight.
    public func firstCell(showing text: String) -> Cell? {
        (0..<height).lazy.flatMap { row in (0..<width).map { self[$0, row] } }.first { $0.text == text }
    }
}
