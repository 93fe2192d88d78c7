import IsletCells
import IsletLayout
import Testing

/// Points to cells (CellProjection): each edge rounds to the nearest cell boundary, halves away
/// from zero, so rectangles that do not overlap in points never overlap in cells.
@Suite struct CellProjectionTests {
    let projection = CellProjection.standard

    @Test func lengthsRoundToTheNearestCellHalvesUp() {
        #expect(projection.columns(3.99) == 0)
        #expect(projection.columns(4) == 1)
        #expect(projection.columns(12) == 2)
        #expect(projection.columns(52.33) == 7)
        #expect(projection.rows(8.99) == 0)
        #expect(projection.rows(9) == 1)
        #expect(projection.rows(27) == 2)
        #expect(projection.rows(36.67) == 2)
    }

    @Test func scaleMultipliesTheCells() {
        let double = CellProjection.scaled(2)
        #expect(double.columns(52.33) == 13)
        #expect(double.rows(36.67) == 4)
        #expect(double.columnPoints == 4 && double.rowPoints == 9)
    }

    @Test func rectanglesProjectEdgeByEdge() {
        // Width is not rounded on its own: 8 pt starting at 4 pt spans edges 4 and 12, one column.
        #expect(projection.cells(of: Rect(x: 4, y: 9, width: 8, height: 18)) == CellRect(column: 1, row: 1, width: 1, height: 1))
        #expect(projection.cells(of: Rect(x: 3, y: 0, width: 10, height: 17)) == CellRect(column: 0, row: 0, width: 2, height: 1))
        #expect(projection.cells(of: Rect(x: 5, y: 0, width: 2, height: 4)) == CellRect(column: 1, row: 0, width: 0, height: 0))
    }

    @Test(arguments: [CellProjection.standard, .scaled(2), .scaled(1.5), .scaled(0.7)])
    func tilingInPointsStaysATilingInCells(projection: CellProjection) {
        var random = SplitMix(seed: 42)
        for _ in 0..<300 {
            var x = random.next(upTo: 50)
            let y = random.next(upTo: 50), height = random.next(upTo: 80)
            var rects: [Rect] = []
            for _ in 0..<Int(random.next(upTo: 8)) + 2 {
                let width = random.next(upTo: 60)
                rects.append(Rect(x: x, y: y, width: width, height: height))
                x += width
            }
            let cells = rects.map(projection.cells(of:))
            for (left, right) in zip(cells, cells.dropFirst()) {
                #expect(left.maxColumn == right.column, "\(rects): \(left) and \(right) must meet with no gap and no overlap")
            }
        }
    }

    @Test(arguments: [CellProjection.standard, .scaled(2), .scaled(1.5), .scaled(0.7)])
    func disjointRectanglesStayDisjoint(projection: CellProjection) {
        var random = SplitMix(seed: 7)
        var checked = 0
        while checked < 2000 {
            let a = Rect(x: random.next(upTo: 200), y: random.next(upTo: 200), width: random.next(upTo: 80), height: random.next(upTo: 80))
            let b = Rect(x: random.next(upTo: 200), y: random.next(upTo: 200), width: random.next(upTo: 80), height: random.next(upTo: 80))
            let apart = a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
            guard apart else { continue }
            checked += 1
            let overlap = projection.cells(of: a).intersection(projection.cells(of: b))
            #expect(overlap.width == 0 || overlap.height == 0, "\(a) and \(b) overlap in cells: \(overlap)")
        }
    }
}

/// A small seeded generator (SplitMix64), so property tests are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<bound with two decimals, like the point sizes Apple publishes (52.33).
    mutating func next(upTo bound: Double) -> Double {
        Double(nextBits() % UInt64(bound * 100)) / 100
    }
}

/// The projection follows the terminal's real cell (issue 32, item 3): DejaVu Sans Mono's 1:2
/// cells take 9 pt a column, so the phone is as wide on screen, for its height, as it is.
@Suite struct FittedProjectionTests {
    @Test func aCellOfOneToTwoTakesNinePointsAColumn() {
        let fitted = CellProjection.standard.fitted(toCell: PixelSize(width: 11, height: 22))
        #expect(fitted == CellProjection(columnPoints: 9, rowPoints: 18))
        let phone = DeviceCatalog.defaultDevice.screen
        // On screen: columns x 11 px against rows x 22 px, the phone's 402 x 874 pt within a cell.
        let onScreen = Double(fitted.columns(phone.width) * 11) / Double(fitted.rows(phone.height) * 22)
        #expect(abs(onScreen - phone.width / phone.height) < 0.01, "\(onScreen)")
        let unfitted = Double(CellProjection.standard.columns(phone.width) * 11) / Double(CellProjection.standard.rows(phone.height) * 22)
        #expect(unfitted > phone.width / phone.height * 1.1, "the standard cell draws the phone over a tenth too wide in this font")
    }

    @Test func theRowsKeepTheirPointsAndTheShapesTheirResolution() {
        let fitted = CellProjection.scaled(2, shapes: .sextant).fitted(toCell: PixelSize(width: 10, height: 20))
        #expect(fitted.rowPoints == 9 && fitted.columnPoints == 4.5 && fitted.shapes == .sextant)
    }

    @Test func withoutAnAnswerOrWithNonsenseTheStandardCellStays() {
        let standard = CellProjection.standard
        #expect(standard.fitted(toCell: nil) == standard)
        #expect(standard.fitted(toCell: PixelSize(width: 0, height: 18)) == standard)
        #expect(standard.fitted(toCell: PixelSize(width: 40, height: 10)) == standard, "cells wider than tall are no font's")
        #expect(standard.fitted(toCell: PixelSize(width: 1, height: 30)) == standard)
    }
}
