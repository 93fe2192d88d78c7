import Foundation
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
import IsletVector
import IsletViews
import Testing

/// The vector picture is the phone, not the cells: valid SVG, one shape per island or card, and
/// rendered to pixels (by rsvg-convert from the SVG, and by cairo from the same drawing) each
/// island lands on its point geometry times the scale, with round corners.
@Suite struct VectorPictureTests {
    @Test("the SVG is well-formed XML with one rect per shape, not a cell grid", arguments: [true, false])
    func wellFormed(dark: Bool) throws {
        let drawing = try VectorFixture.board("delivery", Presentation.allCases, dark: dark)
        let elements = try XMLChecker.elements(of: SVGWriter.svg(drawing))
        #expect(elements.first?.name == "svg")
        let islands = drawing.shapes(.island).count + drawing.shapes(.card).count
        #expect(islands == 6, "compact, two minimal, expanded, the card and the Smart Stack's platter")
        let rects = elements.filter { $0.name == "rect" }.count
        #expect(rects < 40, "\(rects) rects: a cell grid would need hundreds")
        #expect(elements.contains { $0.name == "text" && $0.text == "Luigi's Pizzeria" })
    }

    @Test("text from a payload cannot break the SVG: markup is escaped, control characters are placeholders")
    func hostileText() throws {
        let json = #"""
        {"activity": "Hostile", "bundleId": "com.example.hostile", "contentState": {"label": "String"},
         "preview": {"at": 786020400, "contentState": {"label": "A\u001b[31mB\u0007</text><b>&amp;"}},
         "lockScreen": {"text": "{state.label}"},
         "dynamicIsland": {"expanded": {"bottom": {"text": "{state.label}"}}, "compactLeading": {"text": "x"},
                           "compactTrailing": {"text": "y"}, "minimal": {"text": "z"}}}
        """#
        let layout = try LayoutReader.read(json, file: "hostile.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 786_020_400))
        let preview = try #require(layout.preview)
        let drawing = VectorBoard(board: Board(activity: layout, data: preview, settings: settings, cache: RenderCache().layout, presentations: [.expanded, .lock])).drawing()
        let texts = try XMLChecker.elements(of: SVGWriter.svg(drawing)).filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("A␛[31mB␇</text><b>&amp;"), "\(texts)")
        #expect(!texts.joined().contains("\u{1B}"))
    }

    @Test("media controls are pictograms in the view's colour, not emoji buttons masked to squares")
    func mediaMarks() throws {
        let drawing = try VectorFixture.board("music", [.lock])
        #expect(!drawing.texts.contains { ["⏮", "⏸", "⏭"].contains($0.text) })
        let svg = SVGWriter.svg(drawing)
        #expect(svg.components(separatedBy: "<path d=\"M ").count - 1 >= 3, "previous, pause and next are a path each")
    }

    @Test("board titles and labels keep a contrast of 4.5:1 or more", arguments: [true, false])
    func legibleLabels(dark: Bool) throws {
        let drawing = try VectorFixture.board("sports", Presentation.allCases, dark: dark)
        let labels = drawing.texts.filter { $0.role == .label || $0.role == .header }
        #expect(labels.count == 6, "the header and the five titles")
        for label in labels {
            let ratio = VectorFixture.contrast(label.color, label.ground)
            #expect(ratio >= 4.5, "\(label.text): \(ratio):1 in \(dark ? "dark" : "light")")
        }
    }

    @Test("cairo draws each island at its point geometry with round corners", arguments: Presentation.allCases)
    func cairoGeometry(_ presentation: Presentation) throws {
        let drawing = try VectorFixture.board("delivery", [presentation])
        try checkGeometry(drawing, image: try RasterImage(drawing, scale: 2), scale: 2)
    }

    @Test("rsvg-convert draws each island of the SVG at its point geometry with round corners", arguments: Presentation.allCases)
    func rsvgGeometry(_ presentation: Presentation) throws {
        let drawing = try VectorFixture.board("sports", [presentation], dark: false)
        try checkGeometry(drawing, image: VectorFixture.rsvg(SVGWriter.svg(drawing), zoom: 1.5), scale: 1.5)
    }

    @Test("the PNG is a PNG of the drawing's size times the scale")
    func pngBytes() throws {
        let drawing = try VectorFixture.board("music", Presentation.allCases)
        let png = try RasterImage(drawing, scale: 2).png
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let read = try #require(RasterImage(png: png))
        #expect(read.width == Int((drawing.size.width * 2).rounded(.up)) && read.height == Int((drawing.size.height * 2).rounded(.up)))
        #expect(RasterImage(png: Array(png.prefix(100))) == nil, "a cut PNG is refused, not half read")
    }

    /// `PNGFile` writes the pixels cairo painted: read back by cairo's own reader, every third
    /// pixel of a board (opaque: RGB) and of a half-transparent picture (RGBA, un-premultiplied)
    /// is the one painted.
    @Test("the PNG file holds the pixels the drawing was painted with, translucent ones too")
    func pngKeepsThePixels() throws {
        let board = try RasterImage(VectorFixture.board("music", Presentation.allCases), scale: 2)
        let glass = VectorDrawing(size: Size(width: 40, height: 20), background: Color(red: 200, green: 100, blue: 50, opacity: 0.5), items: [])
        for image in [board, try RasterImage(glass, scale: 1)] {
            let read = try #require(RasterImage(png: image.png))
            try #require(read.width == image.width && read.height == image.height)
            let points = stride(from: 0, to: image.height, by: 3).flatMap { y in stride(from: 0, to: image.width, by: 3).map { (x: $0, y: y) } }
            let differing = points.filter { read.pixel(x: $0.x, y: $0.y) != image.pixel(x: $0.x, y: $0.y) }
            #expect(differing.isEmpty, "\(differing.count) of \(points.count) pixels differ, first at \(differing.first.map { "\($0.x),\($0.y)" } ?? "")")
        }
        #expect(abs(try RasterImage(glass, scale: 1).pixel(x: 5, y: 5).opacity - 0.5) < 0.01, "the picture is translucent")
    }

    /// Every island and card: the box of pixels that differ from the wallpaper around it equals
    /// its rectangle times `scale` within a pixel, and just inside each corner of that box, where
    /// a square shape would be, the wallpaper shows.
    private func checkGeometry(_ drawing: VectorDrawing, image: RasterImage, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let wallpaper = try #require(drawing.shapes(.wallpaper).first?.fill)
        let shapes = drawing.shapes(.island) + drawing.shapes(.card)
        try #require(!shapes.isEmpty)
        func isWallpaper(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return abs(Int(pixel.red) - Int(wallpaper.red)) + abs(Int(pixel.green) - Int(wallpaper.green)) + abs(Int(pixel.blue) - Int(wallpaper.blue)) <= 6
        }
        for shape in shapes {
            let rect = shape.box.rect
            let search = (left: Int(rect.x * scale) - 6, top: Int(rect.y * scale) - 6, right: Int(rect.maxX * scale) + 6, bottom: Int(rect.maxY * scale) + 6)
            var found = (left: Int.max, top: Int.max, right: Int.min, bottom: Int.min)
            for y in search.top...search.bottom {
                for x in search.left...search.right where !isWallpaper(x, y) {
                    found = (min(found.left, x), min(found.top, y), max(found.right, x + 1), max(found.bottom, y + 1))
                }
            }
            let expected = [rect.x * scale, rect.y * scale, rect.maxX * scale, rect.maxY * scale]
            let measured = [found.left, found.top, found.right, found.bottom].map(Double.init)
            for (side, (want, got)) in zip(["left", "top", "right", "bottom"], zip(expected, measured)) {
                #expect(abs(want - got) <= 1, "\(shape.role) \(side) edge at \(got) px, its geometry says \(want)", sourceLocation: sourceLocation)
            }
            let inset = Int(shape.box.radius * scale * 0.15)
            try #require(inset >= 2, "a corner radius too small to test")
            let corners = [
                (found.left + inset, found.top + inset), (found.right - 1 - inset, found.top + inset),
                (found.left + inset, found.bottom - 1 - inset), (found.right - 1 - inset, found.bottom - 1 - inset),
            ]
            for (x, y) in corners {
                #expect(isWallpaper(x, y), "\(shape.role): pixel (\(x), \(y)) inside the corner's arc is not the wallpaper", sourceLocation: sourceLocation)
            }
        }
    }
}
