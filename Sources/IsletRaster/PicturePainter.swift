import IsletCells
import IsletLayout
import IsletPixels

/// Draws an image's pixels into the cells its frame gets, as chafa's pixel art: the image is
/// scaled onto a picture of what the cells already show (their backgrounds, so a transparent
/// icon sits on the card or a shape behind it), then each cell becomes the symbol and two
/// colours closest to its pixels at the output's colour depth. Nothing is drawn outside the
/// view's frame, so a `scaledToFill` image is cut there.
struct PicturePainter {
    let projection: CellProjection
    let palette: TerminalPalette

    /// Pixels a cell is sampled at before chafa reduces it to one symbol: finer than any
    /// symbol set's 2 x 3 sub-cells, in the cell's own proportions.
    private var cellPixels: (width: Int, height: Int) {
        (8, max(8, Int((8 * projection.rowPoints / projection.columnPoints).rounded())))
    }

    /// Draws `pixels` placed at `content` (points) inside the cells `frame`, offset by `offset`,
    /// and inside `clip` (points) when the view has a clip shape: pixels outside it show what is
    /// behind, so a rounded rectangle's corners round the picture too. Answers why not, when
    /// chafa or gdk-pixbuf is missing, so the caller draws a placeholder.
    func draw(
        _ pixels: PixelImage, content: Rect, frame: CellRect, clip: ShapeBand?, offset: (Int, Int), ground: Color, into buffer: inout CellBuffer
    ) -> PixelImage.Failure? {
        let projected = projection.cells(of: content)
        let cells = CellRect(column: projected.column + offset.0, row: projected.row + offset.1, width: projected.width, height: projected.height)
            .intersection(frame)
        guard cells.width > 0, cells.height > 0 else { return nil }
        let (pixelWidth, pixelHeight) = cellPixels
        var base: [UInt8] = []
        base.reserveCapacity(cells.width * pixelWidth * cells.height * pixelHeight * 4)
        for row in cells.row..<cells.maxRow {
            var line: [UInt8] = []
            for column in cells.column..<cells.maxColumn {
                let color = buffer[column, row].background ?? ground
                for _ in 0..<pixelWidth { line += [color.red, color.green, color.blue, 255] }
            }
            for _ in 0..<pixelHeight { base += line }
        }
        let box = (
            x: (content.x / projection.columnPoints - Double(cells.column - offset.0)) * Double(pixelWidth),
            y: (content.y / projection.rowPoints - Double(cells.row - offset.1)) * Double(pixelHeight),
            width: content.width / projection.columnPoints * Double(pixelWidth),
            height: content.height / projection.rowPoints * Double(pixelHeight)
        )
        let art: [PixelArt.Cell]
        do {
            let behind = PixelImage(width: cells.width * pixelWidth, height: cells.height * pixelHeight, rgba: base)
            var placed = try pixels.placed(in: box, over: behind)
            if let clip {
                placed = clipped(placed, to: clip, behind: behind, origin: (Double(cells.column - offset.0) * projection.columnPoints, Double(cells.row - offset.1) * projection.rowPoints))
            }
            art = try PixelArt.cells(
                placed, columns: cells.width, rows: cells.height, palette: palette, sextants: projection.shapes == .sextant,
                ink: ground.contrastRatio(with: .white) >= ground.contrastRatio(with: .black) ? .white : .black, paper: ground
            )
        } catch {
            return error
        }
        for (index, cell) in art.enumerated() {
            let column = cells.column + index % cells.width, row = cells.row + index / cells.width
            buffer.put(cell.text, column: column, row: row, foreground: cell.foreground)
            buffer[column, row].background = cell.background
        }
        return nil
    }

    /// `placed` with the pixels whose centres fall outside `clip` (points) put back to `behind`;
    /// `origin` is the point of the pictures' top-left pixel corner.
    private func clipped(_ placed: PixelImage, to clip: ShapeBand, behind: PixelImage, origin: (x: Double, y: Double)) -> PixelImage {
        let (pixelWidth, pixelHeight) = cellPixels
        let across = projection.columnPoints / Double(pixelWidth), down = projection.rowPoints / Double(pixelHeight)
        var bytes = placed.rgba
        for y in 0..<placed.height {
            for x in 0..<placed.width where !clip.contains(x: origin.x + (Double(x) + 0.5) * across, y: origin.y + (Double(y) + 0.5) * down) {
                let at = (y * placed.width + x) * 4
                bytes.replaceSubrange(at..<at + 4, with: behind.rgba[at..<at + 4])
            }
        }
        return PixelImage(width: placed.width, height: placed.height, rgba: bytes)
    }
}
