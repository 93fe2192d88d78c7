import IsletCells
import IsletLayout
import IsletTestSupport
import IsletViews
import Testing
@testable import IsletRaster

/// One shape drawn alone: its size and corner radius in points, in a projection.
struct ShapeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let size: Size
    let radius: Double
    let projection: CellProjection

    var testDescription: String { "\(name) \(projection.shapes.rawValue) \(projection.columnPoints)x\(projection.rowPoints)" }

    /// The exact area of the rounded rectangle, in square points.
    var trueArea: Double {
        let r = min(radius, size.width / 2, size.height / 2)
        return size.width * size.height - (4 - Double.pi) * r * r
    }

    /// The shape centred in the fewest whole cells that hold it with half a cell to spare each side.
    var shape: SurfaceShape {
        let columns = Int((size.width / projection.columnPoints).rounded(.up)) + 1
        let rows = Int((size.height / projection.rowPoints).rounded(.up)) + 1
        let cells = CellRect(column: 0, row: 0, width: columns, height: rows)
        let frame = Rect(
            x: (Double(columns) * projection.columnPoints - size.width) / 2, y: (Double(rows) * projection.rowPoints - size.height) / 2,
            width: size.width, height: size.height
        )
        return SurfaceShape(kind: .island, cells: cells, frame: frame, cornerRadius: radius, fill: .black)
    }

    static let projections = ShapeResolution.allCases.flatMap { shapes in
        [CellProjection(shapes: shapes), .scaled(2, shapes: shapes), CellProjection(columnPoints: 6, rowPoints: 9, shapes: shapes)]
    }

    static let all: [ShapeCase] = projections.flatMap { projection in
        [
            ShapeCase(name: "compact capsule", size: Size(width: 230, height: 36.67), radius: .infinity, projection: projection),
            ShapeCase(name: "wide capsule", size: Size(width: 300, height: 90), radius: .infinity, projection: projection),
            ShapeCase(name: "circle", size: Size(width: 36.67, height: 36.67), radius: .infinity, projection: projection),
            ShapeCase(name: "big circle", size: Size(width: 120, height: 120), radius: .infinity, projection: projection),
            ShapeCase(name: "expanded island", size: Size(width: 371, height: 120), radius: 44, projection: projection),
            ShapeCase(name: "card", size: Size(width: 371, height: 100), radius: 22, projection: projection),
        ]
    }

    /// The drawing on a white wallpaper.
    func draw() -> CellBuffer {
        let shape = shape
        var buffer = CellBuffer(width: shape.cells.width, height: shape.cells.height, fill: Cell(background: .white))
        ShapeRasterizer(projection: projection, cache: RenderCache()).draw(shape, into: &buffer, column: 0, row: 0)
        return buffer
    }
}

/// The covered sub-cells of each cell of a drawing, read back from its characters and colours.
private func masks(_ buffer: CellBuffer, _ resolution: ShapeResolution) -> [[Int]] {
    let table = SubcellGlyphs.table(resolution).map(\.string)
    let full = (1 << (resolution.columns * resolution.rows)) - 1
    return (0..<buffer.height).map { row in
        (0..<buffer.width).map { column in
            let cell = buffer[column, row]
            if cell.background == .black { return full }
            return table.firstIndex(of: cell.text) ?? -1
        }
    }
}

@Suite struct ShapeRasterizerTests {
    @Test(arguments: ShapeCase.all)
    func coveredAreaIsTheTrueShapesWithinAFewPercent(_ testCase: ShapeCase) {
        let resolution = testCase.projection.shapes
        let cells = masks(testCase.draw(), resolution).flatMap { $0 }
        #expect(!cells.contains(-1), "a cell holds a character that is not a block")
        let subCells = cells.reduce(0) { $0 + $1.nonzeroBitCount }
        let subArea = testCase.projection.columnPoints * testCase.projection.rowPoints / Double(resolution.columns * resolution.rows)
        let drawn = Double(subCells) * subArea
        let error = abs(drawn - testCase.trueArea) / testCase.trueArea
        // Each sub-cell on the outline is in or out whole, so each edge can move by up to half a
        // sub-cell: within 5%, or half a sub-row at the top and the bottom of a short shape.
        let subRows = testCase.size.height / testCase.projection.rowPoints * Double(resolution.rows)
        let bound = max(0.05, 1 / subRows)
        #expect(error <= bound, "drawn \(drawn) pt², true \(testCase.trueArea) pt²")
    }

    @Test(arguments: ShapeCase.all)
    func centredShapesAreMirrorSymmetric(_ testCase: ShapeCase) {
        let resolution = testCase.projection.shapes
        let drawn = masks(testCase.draw(), resolution)
        func mirrored(_ mask: Int) -> Int {
            var out = 0
            for row in 0..<resolution.rows {
                if mask & (1 << (2 * row)) != 0 { out |= 1 << (2 * row + 1) }
                if mask & (1 << (2 * row + 1)) != 0 { out |= 1 << (2 * row) }
            }
            return out
        }
        for line in drawn {
            #expect(line == line.reversed().map(mirrored), "left and right differ: \(line)")
        }
    }

    @Test func roundedCornersLeaveTheCornerCellsToTheWallpaper() {
        for resolution in ShapeResolution.allCases {
            let card = ShapeCase(name: "card", size: Size(width: 371, height: 100), radius: 22, projection: CellProjection(shapes: resolution))
            let drawn = card.draw()
            for (column, row) in [(0, 0), (drawn.width - 1, 0), (0, drawn.height - 1), (drawn.width - 1, drawn.height - 1)] {
                #expect(drawn[column, row].background == .white, "\(resolution) corner \(column),\(row) is filled")
            }
        }
    }

    @Test func sextantsRoundTheCapsuleEndsMoreThanQuadrants() {
        func endRows(_ resolution: ShapeResolution) -> Int {
            let drawn = ShapeCase(name: "capsule", size: Size(width: 230, height: 36.67), radius: .infinity, projection: CellProjection(shapes: resolution)).draw()
            return Set((0..<drawn.height).map { drawn[1, $0].text + drawn[2, $0].text }).count
        }
        #expect(endRows(.sextant) >= endRows(.quadrant))
    }

    @Test func shapesAsText() {
        var text = ""
        for testCase in ShapeCase.all where testCase.projection.columnPoints == 8 && testCase.name != "wide capsule" {
            let drawn = testCase.draw()
            let lines = (0..<drawn.height).map { row in
                (0..<drawn.width).map { drawn[$0, row].background == .black ? "█" : drawn[$0, row].text }.joined()
            }
            text += "\(testCase.testDescription)\n" + lines.joined(separator: "\n") + "\n\n"
        }
        assertSnapshot(text, named: "shapes")
    }

    @Test func everyBlockCharacterIsOneCellInTheWidthTable() {
        for glyph in SubcellGlyphs.all {
            #expect(TerminalText.width(glyph) == 1, "\(glyph)")
            #expect(TerminalText.sanitized(glyph) == glyph, "\(glyph) is rewritten before drawing")
        }
        #expect(Set(SubcellGlyphs.sextants.map(\.string)).count == 64)
    }
}

/// `keylineTint` is a hairline on the outline, never a band of tinted half rows (issue 12, item 7).
@Suite struct KeylineTests {
    static let tint = Color(hex: 0xFF9500)

    static func expanded() -> CellBuffer {
        let layout = SurfaceLayout(geometry: SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard), cache: RenderCache().layout)
        let surface = layout.expanded(ExpandedRegions(leading: nil, trailing: nil, center: nil, bottom: nil), keyline: tint)
        return SurfacePainter(projection: .standard, cache: RenderCache()).paint(surface, wallpaper: .white)
    }

    @Test func theKeylineIsOneEighthBlocksOnTheOutline() {
        let drawn = Self.expanded()
        let tinted = (0..<drawn.height).flatMap { row in (0..<drawn.width).map { drawn[$0, row] } }.filter { $0.foreground == Self.tint }
        #expect(!tinted.isEmpty)
        #expect(Set(tinted.map(\.text)).isSubset(of: ["▔", "▁", "▏", "▕"]), "\(Set(tinted.map(\.text)))")
        #expect(tinted.allSatisfy { $0.background == .black })
        let top = (0..<drawn.width).map { drawn[$0, 0].text }.joined()
        #expect(top.contains("▔▔▔▔"), "\(top)")
    }

    /// The keyline is a hairline and never tints the fill (issue 32): the cells the outline
    /// crosses (a corner's steps, the compact pill's half-row rims and round ends, the minimal
    /// circle) are blocks of pure black over the wallpaper, and every covered cell beside the
    /// wallpaper carries the hairline, in the expanded, compact and minimal islands.
    @Test func theKeylineIsAHairlineThatNeverTintsTheEnds() {
        let layout = SurfaceLayout(geometry: SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard), cache: RenderCache().layout)
        let blocks = Set(SubcellGlyphs.quadrants.map(\.string)).subtracting([" "])
        let surfaces = [
            ("expanded", layout.expanded(ExpandedRegions(leading: nil, trailing: nil, center: nil, bottom: nil), keyline: Self.tint)),
            ("compact", layout.compact(leading: ResolvedView(content: .empty, style: ResolvedStyle()), trailing: ResolvedView(content: .empty, style: ResolvedStyle()), keyline: Self.tint)),
            ("minimal", layout.minimal(attached: ResolvedView(content: .empty, style: ResolvedStyle()), detached: ResolvedView(content: .empty, style: ResolvedStyle()), keyline: Self.tint)),
        ]
        for (name, surface) in surfaces {
            let drawn = SurfacePainter(projection: .standard, cache: RenderCache()).paint(surface, wallpaper: .white)
            func isWallpaper(_ column: Int, _ row: Int) -> Bool {
                !(0..<drawn.width).contains(column) || !(0..<drawn.height).contains(row) || drawn[column, row].background == .white && !blocks.contains(drawn[column, row].text)
            }
            var crossed = 0
            for row in 0..<drawn.height {
                for column in 0..<drawn.width {
                    let cell = drawn[column, row]
                    if blocks.contains(cell.text) {
                        crossed += 1
                        #expect(cell.foreground == .black && cell.background == .white, "\(name) \(column),\(row) \(cell.text) is not black on the wallpaper")
                    } else if cell.background == .black, isWallpaper(column, row - 1) || isWallpaper(column, row + 1) || isWallpaper(column - 1, row) || isWallpaper(column + 1, row) {
                        #expect(["▔", "▁", "▏", "▕"].contains(cell.text) && cell.foreground == Self.tint, "\(name) \(column),\(row) beside the wallpaper has no hairline")
                    }
                }
            }
            #expect(crossed > 0, "\(name)")
        }
    }
}
