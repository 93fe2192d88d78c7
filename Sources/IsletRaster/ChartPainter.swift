import IsletCells
import IsletLayout

/// Draws a chart in cells: its marks through the shape painter (lines, points and rules in
/// braille dots, bars and areas in blocks), kept inside the chart's own cells, and its tick
/// labels in whole cells, a label a row high and a column a character, in the secondary colour.
struct ChartPainter {
    let projection: CellProjection
    /// The caller's outline answers, which the marks' painter reuses.
    let memo: ShapeMemos

    /// Draws `placed`, a chart view, in its content frame.
    func draw(_ placed: PlacedView, ground: Color, offset: (column: Int, row: Int), clip: CellRect, into buffer: inout CellBuffer) {
        guard case .chart(let chart) = placed.view.content else { return }
        let style = placed.view.style
        // The chart is laid out in the rows it owns, so a mark at its top or bottom value lies in
        // them even when the frame starts part way down a row; and its marks are cut at its own
        // cells, as Swift Charts clips them to the plot (a point's disc, a thick line reach past).
        let own = projection.cells(of: placed.contentFrame)
        let frame = Rect(x: placed.contentFrame.x, y: Double(own.row) * projection.rowPoints, width: placed.contentFrame.width, height: Double(own.height) * projection.rowPoints)
        let plot = ChartPlot(
            chart, in: frame, opacity: style.opacity, labelWidth: { Double(TerminalText.width($0)) * projection.columnPoints },
            labelHeight: projection.rowPoints, gap: projection.columnPoints
        )
        let marksClip = CellRect(column: own.column + offset.column, row: own.row + offset.row, width: own.width, height: own.height).intersection(clip)
        ShapeViewPainter(projection: projection, memo: memo).draw(plot.layers, ground: ground, offset: offset, clip: marksClip, into: &buffer)
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
            let paint = label.color.map { $0.withOpacity($0.opacity * style.opacity).composited(over: ground) } ?? color
            buffer.write(label.text, column: start + offset.column, row: row + offset.row, clip: clip, foreground: paint)
        }
    }
}
