import IsletCells
import IsletLayout

/// Draws a chart in cells: its marks through the shape painter (lines, points and rules in
/// braille dots, bars and areas in blocks), kept inside the chart's own cells, and its tick
/// labels in whole cells, a label a row high and a column a character, in the secondary colour.
struct ChartPainter {
    let projection: CellProjection

    /// Draws `placed`, a chart view, in its content frame.
    func draw(_ placed: PlacedView, ground: Color, offset: (column: Int, row: Int), clip: CellRect, into buffer: inout CellBuffer) {
        guard case .chart(let chart) = placed.view.content else { return }
        let style = placed.view.style
        let plot = ChartPlot(
            chart, in: placed.contentFrame, opacity: style.opacity, labelWidth: { Double(TerminalText.width($0)) * projection.columnPoints },
            labelHeight: projection.rowPoints, gap: projection.columnPoints
        )
        // A mark on the plot's edge (a point at the top value, a thick line) reaches past it: it
        // is cut at the chart's own cells, as Swift Charts clips its marks to the plot.
        let own = projection.cells(of: placed.contentFrame)
        let marksClip = CellRect(column: own.column + offset.column, row: own.row + offset.row, width: own.width, height: own.height).intersection(clip)
        ShapeViewPainter(projection: projection).draw(plot.layers, ground: ground, offset: offset, clip: marksClip, into: &buffer)
        let color = style.foreground.withOpacity(style.foreground.opacity * style.opacity * ChartPlot.labelOpacity).composited(over: ground)
        for label in plot.labels {
            let width = TerminalText.width(label.text)
            let at = label.x / projection.columnPoints
            let start = switch label.anchor {
            case .start: Int(saturating: at.rounded())
            case .middle: Int(saturating: (at - Double(width) / 2).rounded())
            case .end: Int(saturating: at.rounded()) - width
            }
            // A label centred on a row boundary belongs to the row above it (the plot's bottom
            // tick), or below it at the plot's top.
            let top = Int(saturating: (plot.plot.y / projection.rowPoints).rounded(.down))
            let row = max(top, Int(saturating: ((label.y - 1e-6) / projection.rowPoints).rounded(.down)))
            buffer.write(label.text, column: start + offset.column, row: row + offset.row, clip: clip, foreground: color)
        }
    }
}
