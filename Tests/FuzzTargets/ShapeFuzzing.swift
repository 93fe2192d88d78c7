import IsletCells
import IsletLayout
import IsletRaster
import IsletViews

/// Point geometry from anywhere, drawn: a projection's cell size (the cell's aspect, at any
/// scale), islands and cards with any outline and corner radius, and progress bars, gauges and
/// shape views (any outline, stroke, trim and rotation) with any frame, every number possibly
/// NaN, infinite, huge, negative or zero.
/// The cells they are drawn in stay a terminal's size; the points are what the fuzzer picks.
/// Through `SurfacePainter`, so the shape rasterizer, its coverage and the progress painting
/// are all reached as a board reaches them.
enum ShapeFuzzing {
    /// The keylines' and progress views' colour (an orange, as the delivery sample's).
    static let tint = Color(hex: 0xFF9F0A)

    /// Reads, in order: column points, row points, sextants (flag); the buffer's columns and
    /// rows; a count of shapes, each with its cells, a frame flag and frame, a corner radius, card
    /// (flag) and rim (flag); a count of views, each with a number, gauge (flag) or else shape
    /// (flag: then an outline, a stroke width, strokeBorder (flag), a trim's ends and a rotation),
    /// frame and content frame; the region's cells, frame and content frame; where the surface is
    /// painted. Answers whether anything was drawn.
    static func run(_ input: [UInt8]) -> Bool {
        var numbers = FuzzNumbers(input)
        let projection = CellProjection(columnPoints: numbers.next(), rowPoints: numbers.next(), shapes: numbers.flag() ? .sextant : .quadrant)
        let width = numbers.whole(1...120), height = numbers.whole(1...60)
        var shapes: [SurfaceShape] = []
        for _ in 0..<numbers.whole(0...4) {
            let cells = cellRect(&numbers)
            let frame = numbers.flag() ? rect(&numbers) : nil
            let radius = numbers.next()
            shapes.append(SurfaceShape(
                kind: numbers.flag() ? .card : .island, cells: cells, frame: frame, cornerRadius: radius, fill: .white, rim: numbers.flag() ? tint : nil
            ))
        }
        var views: [PlacedView] = []
        for _ in 0..<numbers.whole(0...4) {
            let fraction = numbers.next()
            let content: ResolvedView.Content = numbers.flag() ? .gauge(fraction: fraction) : numbers.flag() ? .shape(shape(&numbers)) : .bar(fraction: fraction)
            views.append(PlacedView(view: ResolvedView(content: content, style: ResolvedStyle(foreground: tint)), frame: rect(&numbers), contentFrame: rect(&numbers)))
        }
        let stack = ResolvedView(content: .stack(.vertical, views.map(\.view), spacing: nil, alignment: .center), style: ResolvedStyle())
        let region = LaidOutRegion(
            name: .lockScreen, cells: cellRect(&numbers), placed: PlacedView(view: stack, frame: rect(&numbers), contentFrame: rect(&numbers), children: views),
            phoneSize: Size(width: 0, height: 0), background: .black
        )
        let surface = LaidOutSurface(presentation: .lock, columns: width, rows: height, shapes: shapes, regions: [region])
        let blank = CellBuffer(width: width, height: height, fill: Cell(background: .black))
        var buffer = blank
        SurfacePainter(projection: projection, cache: RenderCache()).paint(surface, into: &buffer, column: numbers.whole(-8...8), row: numbers.whole(-8...8))
        return buffer != blank
    }

    /// A shape view: any outline, filled, stroked along or inside it, trimmed and turned.
    private static func shape(_ numbers: inout FuzzNumbers) -> ResolvedShape {
        let outlines: [ResolvedShape.Outline] = [.circle, .capsule, .rectangle, .roundedRectangle(cornerRadius: numbers.next()), .containerRelative]
        let outline = outlines[numbers.whole(0...outlines.count - 1)]
        let stroke = ResolvedShape.Stroke(color: .white, lineWidth: numbers.next(), inside: numbers.flag())
        // A ClosedRange cannot hold NaN or run backwards, so no reader can give such a trim.
        let ends = [numbers.next(), numbers.next()].map { $0.isNaN ? 0 : $0 }.sorted()
        return ResolvedShape(outline: outline, fill: tint, stroke: stroke, trim: ends[0]...ends[1], rotation: numbers.next())
    }

    /// Cells within a terminal's reach, a little past its edges.
    private static func cellRect(_ numbers: inout FuzzNumbers) -> CellRect {
        CellRect(column: numbers.whole(-8...128), row: numbers.whole(-8...64), width: numbers.whole(0...136), height: numbers.whole(0...72))
    }

    private static func rect(_ numbers: inout FuzzNumbers) -> Rect {
        Rect(x: numbers.next(), y: numbers.next(), width: numbers.next(), height: numbers.next())
    }

    /// A compact island, a lock-screen card with a progress bar and a gauge, a bar in an
    /// expanded island at twice the scale in sextants, a card in tall narrow cells, and a card
    /// with a ring (a circle's 6 pt stroke trimmed to 0.7, turned back a quarter).
    static var seeds: [[UInt8]] {
        [
            "8 18 0  40 4  1  0 0 31 4  1 4 0 240 37 1000  0 1  0  0 0 0 0 0 0 0 0  0 0  0 0 0 0  0 0",
            "8 18 0  48 10  1  0 0 46 10  0  22 1 0  2  0.6 0 0  16 54 336 18 16 54 336 18  0.25 1  300 54 36 36 300 54 36 36  2 1 42 8  16 18 336 144 16 18 336 144  0 0",
            "4 9 1  100 30  1  0 0 95 28  1 4 9 372 234 44  0 1  1  0.5 0 0  40 126 300 18 40 126 300 18  4 4 90 24  16 36 360 216 16 36 360 216  1 1",
            "3 30 0  120 8  1  0 0 120 8  1 0 0 360 240 22  1 0  1  1 1  0 0 360 240 0 0 360 240  0 0 120 8  0 0 360 240 0 0 360 240  0 0",
            "8 18 0  48 10  1  0 0 46 10  0  22 1 0  1  0.5 0 1  8 0 6 0 0 0.7 -90  136 54 54 54 136 54 54 54  2 1 42 8  16 18 336 144 16 18 336 144  0 0",
        ].map { Array($0.utf8) }
    }
}
