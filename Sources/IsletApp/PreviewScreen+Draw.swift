import FoundationEssentials
import IsletCells
import IsletLayout
import IsletRaster

extension PreviewScreen {
    /// The theme's colours for text beside the phone.
    var ink: PanelInk { PanelInk.theme(dark: state.dark) }

    /// The whole screen, `state.size` cells, drawn from what this frame laid out.
    public func render() -> CellBuffer {
        let size = state.size
        var buffer = CellBuffer(width: size.columns, height: size.rows)
        let minimum = Self.minimumSize(geometry)
        guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
            drawTooSmall(into: &buffer, minimum: minimum)
            return buffer
        }
        if state.mode.showsBoard {
            drawBoard(into: &buffer)
        } else {
            drawPhones(into: &buffer)
            drawPanels(into: &buffer, from: plan.panelColumn)
        }
        drawFooter(into: &buffer)
        if state.showsHelp { drawHelp(into: &buffer) }
        return buffer
    }

    var everything: CellRect { CellRect(column: 0, row: 0, width: state.size.columns, height: state.size.rows) }

    private func drawTooSmall(into buffer: inout CellBuffer, minimum: (columns: Int, rows: Int)) {
        let message = "islet needs a terminal of at least \(minimum.columns)×\(minimum.rows); "
            + "this one is \(state.size.columns)×\(state.size.rows). Make it larger, or press q."
        let lines = TerminalMetrics.lines(of: message, columns: max(10, state.size.columns))
        for (index, line) in lines.enumerated() {
            buffer.write(line, column: 0, row: index, clip: everything)
        }
    }

    /// The status at the right of the foot; at the left the notice, or as many key hints as fit
    /// with a column to spare, so the two never run into each other.
    private func drawFooter(into buffer: inout CellBuffer) {
        let row = state.size.rows - 1
        // A board taller than the terminal reaches this row: the footer is drawn on a clear one.
        for column in 0..<state.size.columns { buffer[column, row] = .blank }
        ink.paint(CellRect(column: 0, row: row, width: state.size.columns, height: 1), in: &buffer)
        var status = state.mode.label
        if !plan.showsBoth && !state.mode.showsBoard { status = state.place.label + " · " + status }
        status += " · \(state.mode == .small ? SmartStack.standard.title : state.device.name)"
        if state.clock.isPaused { status += " · paused" } else if state.clock.speed != 1 { status += " · ×\(PreviewState.speedText(state.clock.speed))" }
        if !state.pending.isEmpty { status += " · \(state.pending.count) waiting" }
        let right = fitted(status, width: state.size.columns)
        let rightWidth = TerminalText.width(right)
        let room = state.size.columns - rightWidth - 2
        if room > 0 {
            let hint = state.notice.map { fitted($0, width: room) } ?? KeyBindings.footerHint(fitting: room)
            buffer.write(hint, column: 0, row: row, clip: everything, foreground: state.notice == nil ? ink.dim : ink.accent)
        }
        buffer.write(right, column: state.size.columns - rightWidth, row: row, clip: everything, foreground: ink.dim)
    }

    private func drawHelp(into buffer: inout CellBuffer) {
        let rows = KeyBindings.lines.map { ($0.keys, $0.help) } + [KeyBindings.mouse]
        let keyWidth = 9
        let widest = rows.map { keyWidth + 1 + TerminalText.width($0.1) }.max() ?? 0
        let width = min(state.size.columns - 4, widest + 4)
        // In a narrow terminal a key's help wraps under itself rather than running off the box.
        let helpWidth = max(10, width - 4 - keyWidth - 1)
        let lines = ["Keys"] + rows.flatMap { row in
            TerminalMetrics.lines(of: row.1, columns: helpWidth).enumerated().map { index, line in
                TerminalText.padded(index == 0 ? row.0 : "", toWidth: keyWidth) + " " + line
            }
        }
        let height = min(state.size.rows - 2, lines.count + 2)
        let box = CellRect(column: (state.size.columns - width) / 2, row: max(0, (state.size.rows - height) / 2), width: width, height: height)
        let panel = Color(hex: 0x2C2C2E)
        for row in box.row..<box.maxRow {
            for column in box.column..<box.maxColumn {
                buffer[column, row] = Cell(background: panel)
            }
        }
        for (index, line) in lines.enumerated() where index + 1 < height - 1 {
            buffer.write(line, column: box.column + 2, row: box.row + 1 + index, clip: box, foreground: .white, bold: index == 0)
        }
    }
}
