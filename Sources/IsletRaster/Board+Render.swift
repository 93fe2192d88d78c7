import IsletCells
import IsletLayout

extension Board {
    static let margin = (columns: 2, rows: 1)
    static let gap = 2

    /// Draws the board: each presentation on a patch of the wallpaper, the labels in a colour
    /// that reads on the wallpaper's appearance, with the caller's `cache`.
    public func render(cache: RenderCache) -> CellBuffer {
        let painter = SurfacePainter(projection: settings.projection, palette: settings.palette, cache: cache)
        let label = settings.dark ? Color(hex: 0xD0D4DC) : Color(hex: 0x30343C)
        var placements: [(item: Item, column: Int, row: Int)] = []
        var column = 0, row = 2, bandHeight = 0, width = TerminalText.width(header)
        for item in items {
            let itemWidth = max(item.surface.columns + 2 * Self.margin.columns, TerminalText.width(item.title))
            let itemHeight = 1 + item.surface.rows + 2 * Self.margin.rows
            if column > 0 && column + itemWidth > maxWidth {
                column = 0
                row += bandHeight + 1
                bandHeight = 0
            }
            placements.append((item, column, row))
            column += itemWidth + Self.gap
            bandHeight = max(bandHeight, itemHeight)
            width = max(width, column - Self.gap)
        }
        var buffer = CellBuffer(width: width, height: row + bandHeight)
        let everything = CellRect(column: 0, row: 0, width: buffer.width, height: buffer.height)
        buffer.write(header, column: 0, row: 0, clip: everything, foreground: label, bold: true)
        for placement in placements {
            let surface = placement.item.surface
            buffer.write(placement.item.title, column: placement.column, row: placement.row, clip: everything, foreground: label, dim: true)
            let patch = CellRect(
                column: placement.column, row: placement.row + 1,
                width: surface.columns + 2 * Self.margin.columns, height: surface.rows + 2 * Self.margin.rows
            )
            buffer.fillBackground(patch, settings.wallpaper)
            painter.paint(surface, into: &buffer, column: patch.column + Self.margin.columns, row: patch.row + Self.margin.rows)
        }
        return buffer
    }
}
