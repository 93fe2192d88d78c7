import IsletCells
import IsletLayout

/// Draws shape views (and `Color` views, which are filled rectangles) from their outline in
/// points with `ShapeCoverage`, the sampler that draws the islands and cards, at the projection's
/// sub-cell resolution: a stroke is the sub-cells inside its outer outline and outside its inner
/// one, and a trim keeps the sub-cells whose centre lies in the trimmed sweep around the
/// shape's centre (exact for a circle, docs/DECISIONS.md, "Shape views").
struct ShapeViewPainter {
    let projection: CellProjection
    /// The caller's outline answers: a chart's lines and a shape's outlines recur every frame.
    let memo: ShapeMemos

    /// The finest mark a stroke can be: a sub-cell's longer side, so a thin line never vanishes
    /// between samples (the `least` of `ResolvedShape.layers`).
    var finestStroke: Double {
        max(projection.columnPoints / Double(projection.shapes.columns), projection.rowPoints / Double(projection.shapes.rows))
    }

    /// Paints `layers` (surface points) in order. `offset` is where the surface's cell (0, 0) is in
    /// the buffer; nothing is drawn outside `clip` (buffer cells). `ground` is what lies under
    /// cells the buffer has no background for.
    func draw(_ layers: [ShapeLayer], ground: Color, offset: (column: Int, row: Int), clip: CellRect, into buffer: inout CellBuffer) {
        for layer in layers { paint(layer, ground: ground, offset: offset, clip: clip, into: &buffer) }
    }

    /// The sub-cells inside the layer's outer outline and outside its inner one, kept by the
    /// trim; or, for a path, the sub-cells its fill or line covers (`PathCoverage`). A layer of
    /// dots is drawn in braille, eight dots a cell, over what is there.
    private func paint(_ layer: ShapeLayer, ground: Color, offset: (column: Int, row: Int), clip: CellRect, into buffer: inout CellBuffer) {
        let cw = projection.columnPoints, rh = projection.rowPoints
        guard layer.outer.rect.width > 0, layer.outer.rect.height > 0 else { return }
        if layer.path == nil, isSmallRing(layer) {
            paintRingGlyph(layer, ground: ground, offset: offset, clip: clip, into: &buffer)
            return
        }
        // A turned rectangle or capsule is drawn as its turned outline (a path), in its own box.
        let drawn = layer.turnedAsPath ?? layer
        var rect = drawn.outer.rect
        if drawn.path != nil, drawn.lineWidth != nil {
            // A line thinner than a sub-cell still lights the sub-cells it passes through.
            let reach = finestStroke / 2
            rect = Rect(x: rect.x - reach, y: rect.y - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
        }
        let left = Int(saturating: (rect.x / cw + 1e-9).rounded(.down)), top = Int(saturating: (rect.y / rh + 1e-9).rounded(.down))
        let right = Int(saturating: (rect.maxX / cw - 1e-9).rounded(.up)), bottom = Int(saturating: (rect.maxY / rh - 1e-9).rounded(.up))
        let surfaceClip = CellRect(column: clip.column - offset.column, row: clip.row - offset.row, width: clip.width, height: clip.height)
        let cells = CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top)).intersection(surfaceClip)
        guard cells.width > 0, cells.height > 0 else { return }
        let resolution = layer.dots ? (columns: 2, rows: 4) : (columns: projection.shapes.columns, rows: projection.shapes.rows)
        let masks = masks(drawn, trimmedAs: layer, in: cells, resolution: resolution)
        let full = (1 << (resolution.columns * resolution.rows)) - 1
        let glyphs = layer.dots ? SubcellGlyphs.braille : SubcellGlyphs.table(projection.shapes)
        let shown = SubcellGlyphs.masks(projection.shapes, dots: layer.dots)
        let space = InlineGlyph(" ")
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                var mask = masks[(row - cells.row) * cells.width + column - cells.column]
                guard mask != 0 else { continue }
                let target = (column: column + offset.column, row: row + offset.row)
                guard buffer.contains(column: target.column, row: target.row) else { continue }
                var cell = buffer[target.column, target.row]
                // An outline drawn over text (a plate's box, `overlay(RoundedRectangle(…).stroke())`)
                // runs around the letters on the phone; at a cell's size it would cover them, so
                // a letter keeps its cell.
                if layer.inner != nil, !layer.dots, !cell.glyph.isEmpty, cell.glyph != space, shown[cell.glyph] == nil { continue }
                let paint = layer.color(x: (Double(column) + 0.5) * cw, y: (Double(row) + 0.5) * rh)
                let solid = paint.composited(over: cell.background ?? ground)
                if layer.dots {
                    // Dots already in the cell stay, in the later mark's colour (a cell has one):
                    // a rule over a line keeps the line's shape.
                    if let dots = shown[cell.glyph] { mask |= dots }
                } else if mask == full {
                    buffer[target.column, target.row] = Cell(text: " ", background: solid)
                    continue
                } else if let under = cell.foreground, let covered = shown[cell.glyph], covered != 0, covered | mask == full {
                    // Where an earlier shape's sub-cells fill the rest of the cell (a ring's track
                    // beside its lit arc), they stay, as the cell's background.
                    cell.background = under
                }
                cell.glyph = glyphs[mask]
                cell.foreground = solid
                cell.bold = false
                buffer[target.column, target.row] = cell
            }
        }
    }

    /// The covered sub-cells of every cell of `cells`, row by row, kept by the trim of `shape`
    /// (the layer as given, when `layer` is its turned outline).
    private func masks(_ layer: ShapeLayer, trimmedAs shape: ShapeLayer, in cells: CellRect, resolution: (columns: Int, rows: Int)) -> [Int] {
        if layer.path != nil {
            // A chart's lines and areas are the same on every frame that shows them.
            guard shape.isWhole else { return pathMasks(layer, trimmedAs: shape, in: cells, resolution: resolution) }
            let key = PathLayerKey(layer: layer, cells: cells, resolution: resolution, projection: projection)
            return memo.paths.value(for: key) { pathMasks(layer, trimmedAs: shape, in: cells, resolution: resolution) }
        }
        var masks: [Int] = []
        masks.reserveCapacity(cells.width * cells.height)
        let outer = memo.masks(cells: cells, outline: layer.outer.rect, cornerRadius: layer.outer.radius, projection: projection)
        let inner = layer.inner.map { memo.masks(cells: cells, outline: $0.rect, cornerRadius: $0.radius, projection: projection) }
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                let index = (row - cells.row) * cells.width + column - cells.column
                var mask = outer[index] & ~(inner?[index] ?? 0)
                if !layer.isWhole, mask != 0 { mask = trimmed(mask, column: column, row: row, layer: layer) }
                masks.append(mask)
            }
        }
        return masks
    }

    /// `masks` for a path layer (`PathCoverage`).
    private func pathMasks(_ layer: ShapeLayer, trimmedAs shape: ShapeLayer, in cells: CellRect, resolution: (columns: Int, rows: Int)) -> [Int] {
        var masks: [Int] = []
        masks.reserveCapacity(cells.width * cells.height)
        let coverage = PathCoverage(layer: layer, columns: resolution.columns, rows: resolution.rows, projection: projection)
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                var mask = coverage.mask(column: column, row: row)
                if !shape.isWhole, mask != 0 { mask = trimmed(mask, column: column, row: row, layer: shape) }
                masks.append(mask)
            }
        }
        return masks
    }

    /// A ring (a stroked circle) less than two rows across, drawn as a `SmallRing` glyph. A
    /// stroke is known by its width, not its inner outline: widened to the finest stroke, a
    /// ring narrower than two sub-cells has no hole left.
    private func isSmallRing(_ layer: ShapeLayer) -> Bool {
        let rect = layer.outer.rect
        return (layer.inner != nil || layer.lineWidth != nil) && rect.width == rect.height && layer.outer.radius * 2 == rect.width
            && SmallRing.isSmall(diameter: rect.width, projection: projection)
    }

    /// A small ring as the glyph of its drawn quarters in the stroke's colour; a whole ring (a
    /// track, or an arc trimmed to all of it) is ○ and leaves a fuller glyph drawn before it,
    /// so a track over or under its arc never hides the arc.
    private func paintRingGlyph(_ layer: ShapeLayer, ground: Color, offset: (column: Int, row: Int), clip: CellRect, into buffer: inout CellBuffer) {
        let centre = SmallRing.cell(x: layer.centre.x, y: layer.centre.y, projection: projection)
        let target = (column: centre.column + offset.column, row: centre.row + offset.row)
        guard (clip.column..<clip.maxColumn).contains(target.column), (clip.row..<clip.maxRow).contains(target.row),
            buffer.contains(column: target.column, row: target.row)
        else { return }
        let quarters = SmallRing.quarters(layer.trim.upperBound - layer.trim.lowerBound)
        guard quarters > 0, layer.color.opacity > 0 else { return }
        var cell = buffer[target.column, target.row]
        if layer.isWhole, SmallRing.glyphs.dropFirst().contains(cell.glyph) { return }
        cell.glyph = SmallRing.glyphs[layer.isWhole ? 0 : quarters]
        cell.foreground = layer.color(x: layer.centre.x, y: layer.centre.y).composited(over: cell.background ?? ground)
        cell.bold = false
        buffer[target.column, target.row] = cell
    }

    /// The bits of `mask` whose sub-cell centre lies in the shape's trimmed sweep or its round caps.
    private func trimmed(_ mask: Int, column: Int, row: Int, layer: ShapeLayer) -> Int {
        let resolution = projection.shapes
        let subWidth = projection.columnPoints / Double(resolution.columns), subHeight = projection.rowPoints / Double(resolution.rows)
        var kept = 0
        for subRow in 0..<resolution.rows {
            for subColumn in 0..<resolution.columns {
                let bit = 1 << (2 * subRow + subColumn)
                guard mask & bit != 0 else { continue }
                let x = Double(column) * projection.columnPoints + (Double(subColumn) + 0.5) * subWidth
                let y = Double(row) * projection.rowPoints + (Double(subRow) + 0.5) * subHeight
                if layer.sweepContains(x: x, y: y) || layer.capsContain(x: x, y: y) { kept |= bit }
            }
        }
        return kept
    }
}
