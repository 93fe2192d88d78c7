import IsletCells
import IsletLayout
import IsletRaster

extension PreviewScreen {
    /// The board and its fit report, whole, however tall: the screen shows a window of it,
    /// `state.boardScroll` rows down (a board of four presentations and its report is taller
    /// than an 80x24 terminal).
    private func boardContent() -> CellBuffer? {
        guard let board else { return nil }
        let picture = board.render(cache: state.cache)
        let width = state.size.columns
        // The fit report under the board, as `islet render` prints it.
        let report = FitReport.check(board.items.map(\.surface)).text(on: board.place).split(separator: "\n").flatMap { paragraph in
            let color = paragraph.hasPrefix("  !") ? ink.warning : ink.dim
            return TerminalMetrics.lines(of: String(paragraph), columns: width).map { ($0, color) }
        }
        var content = CellBuffer(width: width, height: picture.height + report.count)
        ink.paint(CellRect(column: 0, row: picture.height, width: width, height: report.count), in: &content)
        content.blit(picture, column: 0, row: 0)
        let area = CellRect(column: 0, row: 0, width: width, height: content.height)
        for (index, line) in report.enumerated() {
            content.write(line.0, column: 0, row: picture.height + index, clip: area, foreground: line.1)
        }
        return content
    }

    /// The board's window on screen: all the rows above the footer, less one for the scroll
    /// line when the board does not fit in them.
    struct BoardWindow {
        let content: CellBuffer
        let rows: Int
        /// How far the board can scroll: 0 when it fits.
        var limit: Int { max(0, content.height - rows) }
    }

    /// The window on the board this screen shows; nil with no board.
    func boardWindow() -> BoardWindow? {
        guard let content = boardContent() else { return nil }
        let above = state.size.rows - 1
        return BoardWindow(content: content, rows: content.height > above ? above - 1 : above)
    }

    func drawBoard(into buffer: inout CellBuffer) {
        guard let window = boardWindow() else {
            buffer.write("no activity to show: the board needs one", column: 0, row: 0, clip: everything)
            return
        }
        ink.paint(CellRect(column: 0, row: 0, width: state.size.columns, height: state.size.rows - 1), in: &buffer)
        let offset = min(state.boardScroll, window.limit)
        buffer.blit(window.content, column: 0, row: -offset)
        if window.limit > 0 {
            drawScrollLine(into: &buffer, row: window.rows, shown: offset..<offset + window.rows, of: window.content.height)
        }
    }

    /// The line under a board that does not fit: which rows are in sight, whether more lies
    /// above or below, and the keys that move it.
    private func drawScrollLine(into buffer: inout CellBuffer, row: Int, shown: Range<Int>, of total: Int) {
        let strip = CellRect(column: 0, row: row, width: state.size.columns, height: 1)
        for column in 0..<state.size.columns { buffer[column, row] = .blank }
        ink.paint(strip, in: &buffer)
        let more = switch (shown.lowerBound > 0, shown.upperBound < total) {
        case (true, true): "▲▼ more above and below"
        case (true, false): "▲ more above"
        default: "▼ more below"
        }
        let line = "\(more) · rows \(shown.lowerBound + 1)–\(shown.upperBound) of \(total) · ↑ ↓ PgUp PgDn scroll"
        buffer.write(fitted(line, width: state.size.columns), column: 0, row: row, clip: strip, foreground: ink.accent)
    }
}
