import IsletCells
import IsletLayout

/// What `ShapeRasterizer` puts in each cell of a shape, row by row in runs of cells drawn
/// alike, without its colours: worked out once for each geometry and kept in the caller's `RenderCache`, since the
/// previewer draws the same island, circle and card on every frame and a board every time it is
/// rendered. Measuring the outline and looking at each covered cell's neighbours for the
/// keyline was half of a board's drawing; stamping the runs is a copy of cells.
struct ShapeStamp: Sendable {
    /// What a run of cells shows.
    enum Paint: Equatable, Sendable {
        /// The fill, as the cells' background.
        case filled
        /// The fill, with the keyline's hairline on the side of an empty neighbour.
        case hairline(InlineGlyph)
        /// The block character of these covered sub-cells in the fill's colour, over what the
        /// cells hold.
        case blocks(Int)
    }

    /// Cells `columns` of row `row`, counted from the shape's cells' top left.
    struct Run: Sendable {
        let row: Int
        let columns: Range<Int>
        let paint: Paint
    }

    /// Everything a stamp depends on: the outline's exact geometry, whether the shape is a tint
    /// (drawn in blocks only) and whether it has a keyline.
    struct Key: Hashable, Sendable {
        let outline: OutlineKey
        let tint: Bool
        let keyline: Bool
    }

    let runs: [Run]

    /// The runs of the shape `coverage` measures. A `tint` is drawn in blocks even where it
    /// covers a cell whole; a `keyline` puts a hairline on each covered cell whose neighbour
    /// the shape leaves empty (`ShapeRasterizer`).
    init(coverage: ShapeCoverage, tint: Bool, keyline: Bool) {
        let full = (1 << (coverage.resolution.columns * coverage.resolution.rows)) - 1
        let width = coverage.cells.width, height = coverage.cells.height
        let masks = coverage.masks()
        func mask(_ x: Int, _ y: Int) -> Int {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return masks[y * width + x]
        }
        func isEmpty(_ x: Int, _ y: Int) -> Bool { mask(x, y) == 0 }
        func isFull(_ x: Int, _ y: Int) -> Bool { mask(x, y) == full }
        /// A covered cell: the fill, with the keyline's hairline where a neighbour is empty, up
        /// to the cells the outline crosses (which carry the keyline themselves), so the line
        /// runs on into the corners.
        func covered(_ x: Int, _ y: Int) -> Paint {
            guard keyline else { return .filled }
            if isEmpty(x, y - 1) { return .hairline(ShapeRasterizer.hairlines.top) }
            if isEmpty(x, y + 1) { return .hairline(ShapeRasterizer.hairlines.bottom) }
            if isEmpty(x - 1, y) { return .hairline(ShapeRasterizer.hairlines.left) }
            if isEmpty(x + 1, y) { return .hairline(ShapeRasterizer.hairlines.right) }
            return .filled
        }
        var runs: [Run] = []
        func add(_ y: Int, _ columns: Range<Int>, _ paint: Paint) {
            if let last = runs.last, last.row == y, last.columns.upperBound == columns.lowerBound, last.paint == paint {
                runs[runs.count - 1] = Run(row: y, columns: last.columns.lowerBound..<columns.upperBound, paint: paint)
            } else {
                runs.append(Run(row: y, columns: columns, paint: paint))
            }
        }
        // The straight middle of a row is one mask. With a keyline, a cell also depends on its
        // neighbours along the row, so the run leaves out the straight part's two end cells:
        // every cell inside it has the same neighbours, hence the same paint.
        let straight = coverage.straightColumns
        let run = tint ? 0..<0 : !keyline ? straight : (straight.count >= 3 ? straight.lowerBound + 1..<straight.upperBound - 1 : 0..<0)
        for y in 0..<height {
            let runMask = run.isEmpty ? 0 : mask(run.lowerBound, y)
            var x = 0
            while x < width {
                if runMask == full && x == run.lowerBound {
                    add(y, run, covered(x, y))
                    x = run.upperBound
                    continue
                }
                let mask = run.contains(x) ? runMask : mask(x, y)
                if mask == full && !tint {
                    add(y, x..<x + 1, covered(x, y))
                } else if mask != 0 {
                    add(y, x..<x + 1, .blocks(mask))
                }
                x += 1
            }
        }
        self.runs = runs
    }
}
