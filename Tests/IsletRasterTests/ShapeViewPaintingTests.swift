import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Shape views, colours, dividers and placeholders drawn in cells from a layout file's lock
/// screen: the card's content rows, a covered cell shown as `█` (the fill is its background),
/// a partly covered one as its block character (8 pt a column, 18 pt a row, quadrants).
@Suite struct ShapeViewPaintingTests {
    /// A layout whose lock screen is `view`, with a progress of 0.7 to trim by.
    private static func layout(_ view: String) -> String {
        #"""
        {
          "activity": "RingAttributes", "bundleId": "com.example.ring", "attributes": {},
          "contentState": { "progress": "Double" },
          "preview": { "at": 786020400, "attributes": {}, "contentState": { "progress": 0.7 } },
          "lockScreen": \#(view),
          "dynamicIsland": { "compactLeading": { "text": "L" }, "compactTrailing": { "text": "T" }, "minimal": { "text": "M" } }
        }
        """#
    }

    /// The lock screen's content cells as text, trailing blanks trimmed, empty rows above and below left out.
    private func cells(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) -> (lines: [String], buffer: CellBuffer, region: CellRect, firstRow: Int)? {
        guard let rendered = renderPreview(layoutJSON: Self.layout(view), file: "ring.json", presentation: .lock, deviceID: "iphone-16-pro", sourceLocation: sourceLocation) else { return nil }
        guard let region = rendered.surface.regions.first(where: { $0.name == .lockScreen }) else {
            Issue.record("the lock screen has no region for \(view)", sourceLocation: sourceLocation)
            return nil
        }
        let buffer = rendered.buffer
        var lines: [String] = []
        for row in region.cells.row..<region.cells.maxRow {
            var line = ""
            for column in region.cells.column..<region.cells.maxColumn {
                let cell = buffer[column, row]
                line += cell.text == " " && cell.background != region.background ? "█" : cell.text
            }
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        var firstRow = region.cells.row
        while lines.first == "" {
            lines.removeFirst()
            firstRow += 1
        }
        while lines.last == "" { lines.removeLast() }
        return (lines, buffer, region.cells, firstRow)
    }

    @Test func aFilledCircleIsRoundAtTheCellsAspect() {
        // 54 pt across is 6.75 columns and 3 rows: round on a phone, so round here.
        let drawn = cells(#"{ "shape": "circle", "fill": "green", "frame": { "width": 54, "height": 54 } }"#)
        #expect(drawn?.lines == [
            "                 ▗▟███▙▖",
            "                 ███████",
            "                 ▝▜███▛▘",
        ])
    }

    @Test func aRingIsAnArcFromTwelveOClockClockwise() {
        let ring = #"{ "shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 4, "rotation": -90, "frame": { "width": 54, "height": 54 } }"#
        // 0.7 of a turn from the top: the right half, and the bottom left up to about eight o'clock.
        guard let drawn = cells(ring) else { return }
        #expect(drawn.lines == [
            "                    ▝▀▜▖",
            "                       █",
            "                 ▝▙▄▄▄▟▘",
        ])
        // Every mark is the stroke's colour; the ring's middle shows the card.
        let green = Color(hex: 0x30D158)
        let (column, top) = (drawn.region.column, drawn.firstRow)
        #expect(drawn.buffer[column + 21, top].foreground == green)
        #expect(drawn.buffer[column + 23, top + 1].background == green)
        #expect(drawn.buffer[column + 20, top + 1].background == drawn.buffer[column, top + 1].background)
    }

    /// A ring under two rows across would be a few quadrants of noise: it is the one glyph of
    /// its drawn quarters, in the arc's colour, and its track drawn after it does not hide it.
    @Test func aRingTooSmallForItsCellsIsOneGlyphOfItsFraction() throws {
        func ring(_ trim: String) -> String {
            #"{ "zstack": [ { "shape": "circle", "stroke": "gray", "lineWidth": 3 }, { "shape": "circle", "trim": [0, \#(trim)], "stroke": "green", "lineWidth": 3, "rotation": -90 }, { "shape": "circle", "stroke": "gray", "lineWidth": 3, "opacity": 0.5 } ], "frame": { "width": 24, "height": 24 } }"#
        }
        for (trim, glyph) in [("0.1", "○"), ("0.25", "◔"), ("0.5", "◑"), (#""state.progress""#, "◕"), ("0.9", "●"), ("1", "○")] {
            guard let drawn = cells(ring(trim)) else { return }
            #expect(drawn.lines.joined().trimmingCharacters(in: .whitespaces) == glyph, "trim to \(trim)")
        }
        guard let half = cells(ring("0.5")) else { return }
        let row = try #require(half.lines.firstIndex { $0.contains("◑") }, "the half ring's glyph is drawn")
        let column = try #require(half.lines[row].firstIndex(of: "◑").map { half.lines[row].distance(from: half.lines[row].startIndex, to: $0) })
        #expect(half.buffer[half.region.column + column, half.firstRow + row].foreground == Color(hex: 0x30D158))
    }

    /// A 14 pt ring is narrower than two quadrant rows of stroke (the finest a stroke is drawn):
    /// it has no hole left at that width, and is still the glyph of its quarters, not a block.
    @Test func aRingNarrowerThanTwoStrokesIsStillOneGlyph() {
        let ring = #"{ "zstack": [ { "shape": "circle", "stroke": "gray", "lineWidth": 2 }, { "shape": "circle", "trim": [0, 0.75], "stroke": "red", "lineWidth": 2, "lineCap": "round", "rotation": -90 } ], "frame": { "width": 14, "height": 14 } }"#
        #expect(cells(ring)?.lines.joined().trimmingCharacters(in: .whitespaces) == "◕")
    }

    @Test func roundCapsEndARingWithHalfDiscs() {
        // A quarter from twelve o'clock, 12 pt thick: the round caps reach past both ends.
        let arc = #"{ "shape": "circle", "trim": [0, 0.25], "stroke": "green", "lineWidth": 12, "rotation": -90, "frame": { "width": 54, "height": 54 } }"#
        let round = #"{ "shape": "circle", "trim": [0, 0.25], "stroke": "green", "lineWidth": 12, "lineCap": "round", "rotation": -90, "frame": { "width": 54, "height": 54 } }"#
        #expect(cells(arc)?.lines == [
            "                    ▝▀▜▙",
            "                       ▀▘",
        ])
        // The start's cap reaches back left of twelve o'clock, the end's down past three.
        #expect(cells(round)?.lines == [
            "                    ▀▀▜▙",
            "                       ▜▌",
        ])
    }

    @Test func withoutRotationATrimStartsAtThreeOClock() {
        let arc = #"{ "shape": "circle", "trim": [0, 0.25], "stroke": "green", "lineWidth": 4, "frame": { "width": 54, "height": 54 } }"#
        // A quarter turn from three o'clock, clockwise: the lower right.
        #expect(cells(arc)?.lines == [
            "                       ▄",
            "                    ▗▄▟▘",
        ])
    }

    @Test func aStrokeBorderLiesInsideTheFrameAndAStrokeStraddlesIt() {
        let border = #"{ "shape": "roundedRectangle", "cornerRadius": 12, "stroke": "orange", "lineWidth": 2, "strokeBorder": true, "frame": { "width": 80, "height": 54 } }"#
        #expect(cells(border)?.lines == [
            "                ▟▀▀▀▀▀▀▀▀▙",
            "                █        █",
            "                ▜▄▄▄▄▄▄▄▄▛",
        ])
    }

    @Test func aCapsuleAndAColourFillTheirFrames() {
        let view = #"{ "hstack": [{ "shape": "capsule", "fill": "orange", "frame": { "width": 80, "height": 36 } }, { "color": "blue", "frame": { "width": 20, "height": 27 } }] }"#
        // The colour is 2.5 columns by 1.5 rows: its half-covered sub-cells show as such.
        #expect(cells(view)?.lines == [
            "              ▄████████▄ ██▌",
            "              ▀████████▀ ▀▀▘",
        ])
    }

    @Test func aDividerIsALineAcrossItsStack() {
        let view = #"{ "vstack": [{ "text": "Up" }, { "divider": {} }, { "hstack": [{ "text": "A" }, { "divider": {} }, { "text": "B" }] }] }"#
        // The upright divider is greedy along its length, as SwiftUI's is: the card grows to its tallest.
        #expect(cells(view)?.lines == [
            "                    Up",
            "──────────────────────────────────────────",
            "                    │",
            "                    │",
            "                  A │ B",
            "                    │",
            "                    │",
            "                    │",
        ])
    }

    /// `content` alone, filling a region of `columns` x `rows` on black.
    private func paintedAlone(_ content: ResolvedView.Content, columns: Int, rows: Int) -> CellBuffer {
        let frame = Rect(x: 0, y: 0, width: Double(columns) * 8, height: Double(rows) * 18)
        let placed = PlacedView(view: ResolvedView(content: content, style: ResolvedStyle()), frame: frame, contentFrame: frame)
        let region = LaidOutRegion(name: .lockScreen, cells: CellRect(column: 0, row: 0, width: columns, height: rows), placed: placed, phoneSize: frame.size, background: .black)
        let surface = LaidOutSurface(presentation: .lock, columns: columns, rows: rows, shapes: [], regions: [region])
        return SurfacePainter(projection: .standard, cache: RenderCache()).paint(surface, wallpaper: .black)
    }

    /// Hatched, so its name (Swift's, often) never reads as the widget's content.
    @Test func aPlaceholderIsAHatchedDimBoxWithItsNameInside() {
        let buffer = paintedAlone(.placeholder(name: "Chart", reason: "Swift Charts are not drawn"), columns: 8, rows: 3)
        #expect(buffer.textLines == ["╱╱╱╱╱╱╱╱", "╱Chart╱╱", "╱╱╱╱╱╱╱╱"])
        // The box is a 30% grey over the black behind it, everywhere.
        #expect(buffer.cells.allSatisfy { $0.background == Color(hex: 0x2B2B2C) })
        #expect(buffer[1, 1].foreground == Color(hex: 0xC7C7CC))
    }

    /// A name cut to leave a hatch mark at each end; under three cells, hatch alone.
    @Test func aNarrowPlaceholderCutsItsName() {
        #expect(paintedAlone(.placeholder(name: "Chart", reason: "not drawn"), columns: 4, rows: 1).textLines == ["╱C…╱"])
        #expect(paintedAlone(.placeholder(name: "Chart", reason: "not drawn"), columns: 2, rows: 1).textLines == ["╱╱"])
    }

    @Test func whereAPieMeetsTheDiscUnderItInACellBothShow() throws {
        // A pie over a disc, 54 pt (6.75 columns, centred in 7): twelve o'clock falls in the
        // middle of a cell, whose left sub-cells are the disc's and right sub-cells the pie's.
        let ring = #"""
        { "zstack": [
          { "shape": "circle", "fill": "gray" },
          { "shape": "circle", "trim": [0, 0.5], "fill": "green", "rotation": -90 }
        ], "frame": { "width": 54, "height": 54 } }
        """#
        let drawn = try #require(cells(ring))
        let top = drawn.lines[0]
        let middle = try #require(top.firstIndex(of: "▐").map { top.distance(from: top.startIndex, to: $0) }, "\(drawn.lines)")
        let cell = drawn.buffer[drawn.region.column + middle, drawn.firstRow]
        #expect(cell.foreground == Color(hex: 0x30D158))
        #expect(cell.background == Color(hex: 0x8E8E93), "the track's half of the cell is its background")
    }
}
