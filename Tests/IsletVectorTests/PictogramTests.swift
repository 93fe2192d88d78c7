import Foundation
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
@testable import IsletVector
import IsletViews
import Testing

/// Every symbol name the widgets islet is measured against draw: the bundled layouts, the Swift
/// samples, `samples/corpus/` and SWIFTUI-USAGE.md, as their sources write them.
private let usedNames = [
    "airplane", "airplane.departure", "airpodspro", "arrow.left.arrow.right", "arrow.triangle.swap", "arrow.turn.down.right",
    "backward.end.fill", "bag", "bag.fill", "bicycle", "bitcoinsign.circle.fill", "bolt.car.fill", "bolt.fill", "bolt.horizontal.circle",
    "box.truck.badge.clock.fill", "box.truck.fill", "brain.head.profile", "bus", "bus.fill", "car.fill", "carseat.right", "cart.fill",
    "checkmark", "checkmark.circle.fill", "circle.fill", "clock", "cloud.rain.fill", "creditcard.fill", "cube.transparent",
    "cup.and.saucer.fill", "door.left.hand.open", "drop.fill", "drop.triangle", "exclamationmark.bubble", "exclamationmark.circle.fill",
    "exclamationmark.octagon.fill", "exclamationmark.triangle.fill", "figure.run", "figure.walk", "fork.knife.circle.fill",
    "forward.end.fill", "forward.fill", "goforward.30", "hammer.fill", "hand.thumbsup.fill", "heart.fill", "hourglass", "house.fill",
    "icloud.and.arrow.down", "leaf.fill", "list.bullet", "lock.fill", "mappin", "mappin.circle.fill", "message.fill", "motorcycle",
    "music.note", "parkingsign.circle.fill", "pause.circle", "pause.fill", "play.fill", "plus.circle.fill", "shippingbox.fill",
    "soccerball", "speaker.wave.2.fill", "square.3.layers.3d.bottom.filled", "star.fill", "takeoutbag.and.cup.and.straw.fill",
    "tennisball.fill", "timer", "tram.fill", "waveform", "waveform.circle.fill", "wind", "xmark.octagon.fill",
]

/// SF Symbols in PNG and SVG pictures are pictograms from the Material Icons font (issue 32,
/// item 5): a truck is a truck, written into the SVG as a path (no font needed to view it) and
/// filled by cairo in the PNG at the symbol's frame; without the font, the marks and one note.
@Suite struct PictogramTests {
    /// The font this machine has; `make deps` installs it, so its absence fails here.
    private func font() throws -> PictogramFont {
        try #require(PictogramFont.installed, "\(PictogramFont.package) is not installed")
    }

    /// The lock screen of a layout whose card is `view`.
    private func board(_ view: String, pictograms: PictogramFont?) throws -> (VectorBoard, Board) {
        let json = #"""
        {"activity": "IconAttributes", "bundleId": "com.example.icons", "contentState": {"n": "Int"},
         "preview": {"at": 786020400, "contentState": {"n": 1}},
         "lockScreen": \#(view),
         "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
        """#
        let layout = try LayoutReader.read(json, file: "icons.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 786_020_400))
        let board = Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: [.lock])
        return (VectorBoard(board: board, pictograms: pictograms), board)
    }

    /// The filled path figures of a drawing, clipped groups included.
    private func pictograms(_ items: [VectorItem]) -> [VectorFigure] {
        items.flatMap { item -> [VectorFigure] in
            switch item {
            case .figure(let figure) where figure.path != nil: [figure]
            case .clipped(_, let inner): pictograms(inner)
            default: []
            }
        }
    }

    @Test(arguments: usedNames)
    func everyNameInUseHasAPictogramTheFontDraws(_ name: String) throws {
        let codepoint = try #require(Pictograms.codepoint(for: name), "\(name) has no pictogram")
        #expect(try font().outline(codepoint, size: 17, center: .init(x: 0, y: 0)) != nil, "\(name): the font has no glyph U+\(String(codepoint, radix: 16))")
    }

    @Test func everyPictogramInTheTableIsAGlyphOfTheFont() throws {
        let font = try font()
        for (name, codepoint) in Pictograms.table.sorted(by: { $0.key < $1.key }) {
            #expect(font.outline(codepoint, size: 17, center: .init(x: 0, y: 0)) != nil, "\(name) U+\(String(codepoint, radix: 16))")
            #expect(SymbolGlyphs.glyph(named: name) != nil, "\(name) has a pictogram but no terminal glyph")
        }
    }

    /// What the reviewer read wrongly: a truck, a car, a cup and a leaf are four different
    /// pictures, each its own glyph.
    @Test func theVehiclesCupAndLeafAreFourPictures() throws {
        let codepoints = try ["box.truck.fill", "car", "cup.and.saucer", "leaf"].map { try #require(Pictograms.codepoint(for: $0)) }
        #expect(Set(codepoints).count == 4)
    }

    /// The SVG of a row of symbols, recorded: each a `<path>` in the view's colour at its
    /// frame, no `<text>` and no font named, so any viewer draws it.
    @Test func theSVGDrawsEachSymbolAsAPath() throws {
        let row = #"""
        {"hstack": [
          {"image": "box.truck.fill", "foreground": "orange"}, {"image": "car.fill"}, {"image": "cup.and.saucer.fill", "foreground": "brown"},
          {"image": "leaf.fill", "foreground": "green"}, {"image": "figure.run"}, {"image": "play.fill"}, {"image": "cloud.rain.fill", "foreground": "cyan"},
          {"image": "soccerball"}, {"image": "bolt.car.fill", "foreground": "green"}, {"image": "timer", "font": {"size": 22, "weight": "bold"}}
        ], "spacing": 6, "font": "title3"}
        """#
        let (vector, _) = try board(row, pictograms: try font())
        let drawing = vector.drawing()
        let svg = SVGWriter.svg(drawing)
        #expect(!svg.contains("Material") && !drawing.texts.contains { $0.role == .symbol })
        let figures = pictograms(drawing.items)
        #expect(figures.filter { $0.lineWidth == nil }.count == 10)
        #expect(figures.filter { $0.lineWidth != nil }.count == 1, "only the bold timer is outlined to thicken it")
        let orange = try #require(figures.first)
        #expect(orange.color == Color(hex: 0xFF9F0A))
        assertSnapshot(svg, named: "pictograms.lock")
    }

    /// The PNG fills the truck where its frame is, in its colour, and it is a picture (with
    /// gaps: under the body, between the wheels), not a box; the SVG drawn by rsvg agrees.
    @Test func thePNGDrawsTheTruckInsideItsFrameAndItIsNotABox() throws {
        let (vector, _) = try board(#"{"image": "box.truck.fill", "foreground": "orange", "font": {"size": 40}, "frame": {"width": 60, "height": 60}}"#, pictograms: try font())
        let drawing = vector.drawing()
        let figure = try #require(pictograms(drawing.items).first)
        let frame = figure.outline.rect, scale = 4.0
        let image = try RasterImage(drawing, scale: scale)
        func orangeBox(_ image: RasterImage) -> (count: Int, box: (Int, Int, Int, Int)) {
            var count = 0, box = (Int.max, Int.max, Int.min, Int.min)
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y) == Color(hex: 0xFF9F0A) {
                    count += 1
                    box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                }
            }
            return (count, box)
        }
        let (count, box) = orangeBox(image)
        try #require(count > 0, "no orange pixel")
        let inside = Rect(x: frame.x * scale - 1, y: frame.y * scale - 1, width: frame.width * scale + 2, height: frame.height * scale + 2)
        #expect(Double(box.0) >= inside.x && Double(box.2) <= inside.maxX && Double(box.1) >= inside.y && Double(box.3) <= inside.maxY, "the truck is drawn in its frame")
        let width = Double(box.2 - box.0 + 1), height = Double(box.3 - box.1 + 1)
        #expect(width > 40 * scale * 0.7 && width <= 40 * scale, "about the font's size across: \(width / scale) pt")
        #expect(width > height * 1.2, "a truck is wider than tall")
        let filled = Double(count) / (width * height)
        #expect(filled > 0.3 && filled < 0.85, "a pictogram with gaps, not a box: \(filled) of its box is filled")
        let (rsvgCount, _) = orangeBox(try VectorFixture.rsvg(SVGWriter.svg(drawing), zoom: scale))
        #expect(abs(Double(rsvgCount - count)) < Double(count) * 0.1, "the SVG's path is the PNG's shape: \(rsvgCount) against \(count) pixels")
    }

    /// Without the font, the symbol is today's mark and a PNG or SVG says once why.
    @Test func withoutTheFontTheMarksStandInAndOneNoteSaysWhy() throws {
        let (vector, board) = try board(#"{"hstack": [{"image": "box.truck.fill"}, {"image": "car"}]}"#, pictograms: nil)
        let drawing = vector.drawing()
        #expect(pictograms(drawing.items).isEmpty)
        #expect(drawing.texts.filter { $0.role == .symbol }.map(\.text) == ["◨", "◓"])
        let surfaces = board.items.map(\.surface)
        let note = try #require(PictogramFont.missingNote(surfaces, font: nil))
        #expect(note.contains("apt-get install fonts-material-design-icons-iconfont"))
        #expect(PictogramFont.missingNote(surfaces, font: try font()) == nil)
        let (_, plain) = try self.board(#"{"text": "no symbols"}"#, pictograms: nil)
        #expect(PictogramFont.missingNote(plain.items.map(\.surface), font: nil) == nil, "no note when no symbol is drawn")
    }

    /// A name the font has no meaning for keeps its mark; an unknown name stays ⍰.
    @Test func aNameWithoutAPictogramKeepsItsMark() throws {
        #expect(Pictograms.codepoint(for: "carrot.fill") == nil && SymbolGlyphs.glyph(named: "carrot.fill") != nil)
        let (vector, _) = try board(#"{"hstack": [{"image": "carrot.fill"}, {"image": "box.truk"}]}"#, pictograms: try font())
        #expect(vector.drawing().texts.filter { $0.role == .symbol }.map(\.text) == [SymbolGlyphs.glyph(named: "carrot.fill")!.text, "⍰"])
    }
}
