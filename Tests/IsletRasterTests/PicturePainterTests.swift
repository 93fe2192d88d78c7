import Foundation
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
import IsletViews
import Testing

/// Images from files drawn in cells through chafa: each quarter of a four-colour picture in its
/// own cells, a template in the view's colour, a `scaledToFill` image cut at its frame, every
/// colour depth's palette, and a missing file named in the report.
@Suite struct PicturePainterTests {
    static let folder: String = {
        let folder = TestPictures.folder()
        _ = try? TestPictures.write(TestPictures.quarters(width: 128, height: 144), named: "quarters@2x.png", in: folder)
        _ = try? TestPictures.write(TestPictures.leftBar(width: 64, height: 72), named: "bar@2x.png", in: folder)
        _ = try? TestPictures.write(TestPictures.image(width: 64, height: 32) { x, _ in x < 32 ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF) }, named: "wide.jpg", in: folder)
        return folder
    }()

    static func layout(_ lockScreen: String) -> String {
        #"""
        { "activity": "ArtAttributes", "bundleId": "com.example.art", "attributes": {}, "contentState": { "n": "Int" },
          "preview": { "at": 786020400, "attributes": {}, "contentState": { "n": 1 } },
          "lockScreen": \#(lockScreen),
          "dynamicIsland": { "compactLeading": { "text": "a" }, "compactTrailing": { "text": "b" }, "minimal": { "text": "c" } } }
        """#
    }

    static let gallery = layout(#"""
        { "hstack": [
          { "imageFile": "quarters@2x.png" },
          { "imageFile": "bar@2x.png", "renderingMode": "template", "foreground": "pink" },
          { "imageFile": "wide.jpg", "resizable": true, "contentMode": "fill", "frame": { "width": 16, "height": 36 } }
        ], "spacing": 16, "alignment": "top", "padding": 8, "frame": { "maxWidth": "infinity", "alignment": "leading" } }
        """#)

    /// The gallery drawn at `palette`, and the points and cells of each image's frame.
    private func drawn(_ json: String = Self.gallery, palette: TerminalPalette = .trueColor) -> (buffer: CellBuffer, frames: [Rect], surface: LaidOutSurface)? {
        guard let rendered = renderPreview(layoutJSON: json, file: Self.folder + "/art.json", presentation: .lock, deviceID: "iphone-16-pro") else { return nil }
        let buffer = SurfacePainter(projection: rendered.settings.projection, palette: palette, cache: RenderCache()).paint(rendered.surface, wallpaper: rendered.settings.wallpaper)
        var frames: [Rect] = []
        for region in rendered.surface.regions {
            region.placed.visit { placed in if case .picture = placed.view.content { frames.append(placed.frame) } }
        }
        return (buffer, frames, rendered.surface)
    }

    /// The one colour a cell shows when it is all one colour: its background behind a space,
    /// its foreground in a full block, its background when the two are within a few steps
    /// (scaling blends a pixel or two at an edge, and chafa may pick a symbol between them).
    private func solid(_ cell: Cell) -> Color? {
        if cell.text == " " { return cell.background }
        guard let foreground = cell.foreground, let background = cell.background else { return nil }
        if cell.text == "█" { return foreground }
        return near(foreground, background) ? background : nil
    }

    /// Within `steps` on every channel: a JPEG's compression moves its colours a little.
    private func near(_ a: Color?, _ b: Color, steps: Int = 24) -> Bool {
        guard let a else { return false }
        return [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)].allSatisfy { abs(Int($0) - Int($1)) <= steps }
    }

    /// The cell under the point (`x`, `y`) of the lock screen.
    private func cell(_ buffer: CellBuffer, x: Double, y: Double) -> Cell {
        buffer[Int(x / CellProjection.standard.columnPoints), Int(y / CellProjection.standard.rowPoints)]
    }

    @Test func eachQuarterOfAPictureLandsInItsOwnCells() throws {
        let (buffer, frames, _) = try #require(drawn())
        // 128 x 144 pixels at 2x: 64 x 72 points, 8 columns by 4 rows, whatever is offered.
        let art = try #require(frames.first)
        #expect(art.width == 64 && art.height == 72)
        let quarter = { (dx: Double, dy: Double) in self.solid(self.cell(buffer, x: art.x + dx, y: art.y + dy)) }
        #expect(quarter(20, 27) == Color(hex: 0xFF0000))
        #expect(quarter(44, 27) == Color(hex: 0x00FF00))
        #expect(quarter(20, 45) == Color(hex: 0x0000FF))
        #expect(quarter(44, 45) == Color(hex: 0xFFFFFF))
    }

    @Test func aTemplateTakesTheViewsColourAndLeavesItsTransparencyToTheCard() throws {
        let (buffer, frames, _) = try #require(drawn())
        let bar = try #require(frames.dropFirst().first)
        let card = try #require(solid(cell(buffer, x: 2, y: bar.y + 27)))
        #expect(solid(cell(buffer, x: bar.x + 8, y: bar.y + 27)) == ColorName.parse("pink")?.resolved(dark: true))
        #expect(solid(cell(buffer, x: bar.x + 28, y: bar.y + 27)) == card)
    }

    @Test func aFilledImageIsCutAtItsFrame() throws {
        let (buffer, frames, _) = try #require(drawn())
        let wide = try #require(frames.last)
        let card = try #require(solid(cell(buffer, x: 2, y: wide.y + 9)))
        // A 2:1 image filling 16 x 36 points is 72 points wide: 28 reach past each side, not drawn.
        #expect(solid(cell(buffer, x: wide.x - 4, y: wide.y + 9)) == card)
        #expect(solid(cell(buffer, x: wide.maxX + 4, y: wide.y + 9)) == card)
        #expect(near(solid(cell(buffer, x: wide.x + 4, y: wide.y + 9)), Color(hex: 0xFF0000)))
        #expect(near(solid(cell(buffer, x: wide.x + 12, y: wide.y + 9)), Color(hex: 0x0000FF)))
    }

    @Test(arguments: [TerminalPalette.indexed256, .ansi16, .ansi8])
    func everyColourIsOneThePaletteHas(_ palette: TerminalPalette) throws {
        let (buffer, frames, _) = try #require(drawn(palette: palette))
        let entries: Set<Color> = Set((palette == .indexed256 ? 16..<256 : 0..<(palette == .ansi16 ? 16 : 8)).map { Color.xterm256($0) })
        let art = CellProjection.standard.cells(of: try #require(frames.first))
        for row in art.row..<art.maxRow {
            for column in art.column..<art.maxColumn {
                let cell = buffer[column, row]
                #expect(entries.contains(cell.foreground!) && entries.contains(cell.background!), "\(palette) cell \(column), \(row): \(cell)")
            }
        }
        let red = solid(cell(buffer, x: frames[0].x + 20, y: frames[0].y + 27))
        #expect(red == Color.xterm256(palette == .indexed256 ? 196 : palette == .ansi16 ? 9 : 1))
    }

    @Test func withoutColourThePictureIsShapesAlone() throws {
        let (buffer, frames, _) = try #require(drawn(palette: .none))
        let bar = CellProjection.standard.cells(of: try #require(frames.dropFirst().first))
        // The template's opaque half is ink, its transparent half paper: a block beside blanks.
        let row = (bar.row..<bar.maxRow).map { row in (bar.column..<bar.maxColumn).map { buffer[$0, row].text }.joined() }
        #expect(row.allSatisfy { $0.hasPrefix("██") && $0.hasSuffix("  ") }, "\(row)")
    }

    @Test func aClipShapeRoundsThePicturesCorners() throws {
        let square = #"{ "imageFile": "quarters@2x.png", "resizable": true, "frame": { "width": 64, "height": 72 } }"#
        let round = String(square.dropLast()) + #", "cornerRadius": 24 }"#
        // A 24 pt corner's arc cuts through the corner cell: the card shows in part of it.
        let (squareBuffer, squareFrames, _) = try #require(drawn(Self.layout(square)))
        let (buffer, frames, _) = try #require(drawn(Self.layout(round)))
        let art = try #require(frames.first), corner = (x: art.x + 4, y: art.y + 9)
        #expect(solid(cell(squareBuffer, x: squareFrames[0].x + 4, y: squareFrames[0].y + 9)) == Color(hex: 0xFF0000))
        let cornerCell = cell(buffer, x: corner.x, y: corner.y)
        // chafa shows it as a symbol between the red and a colour drawn toward the card's.
        let darker = [cornerCell.foreground, cornerCell.background].compactMap { $0?.red }.min() ?? 255
        #expect(solid(cornerCell) != Color(hex: 0xFF0000) && darker < 128, "\(cornerCell.text)")
        #expect(solid(cell(buffer, x: art.x + 20, y: art.y + 27)) == Color(hex: 0xFF0000))
    }

    @Test func drawsAsRecorded() throws {
        let (buffer, _, _) = try #require(drawn())
        assertSnapshot(TextExporter.export(buffer), named: "pictures.lock.iphone-16-pro")
        assertSnapshot(styleMask(buffer), named: "pictures.lock.iphone-16-pro.style")
    }

    @Test func aFileThatIsNotThereIsALabelledBoxAndAWarning() throws {
        let (buffer, frames, surface) = try #require(drawn(Self.layout(#"{ "imageFile": "nope.png", "frame": { "width": 80, "height": 36 } }"#)))
        #expect(frames.isEmpty)
        #expect(TextExporter.export(buffer).contains("nope.png"))
        #expect(PictureReport([surface]).problems == ["the image nope.png is not drawn: \(Self.folder)/nope.png: no such file"])
    }
}
