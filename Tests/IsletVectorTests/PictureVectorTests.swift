import Foundation
import IsletCells
import IsletLayout
import IsletPixels
import IsletRaster
import IsletTestSupport
import IsletVector
import IsletViews
import Testing

/// Images in the vector pictures: the pixels themselves as an `<image>` with an embedded PNG at
/// the point rectangle layout gave, clipped to the view's frame, and painted by cairo for PNG.
@Suite struct PictureVectorTests {
    static let folder: String = {
        let folder = TestPictures.folder()
        _ = try? TestPictures.write(TestPictures.quarters(width: 128, height: 144), named: "quarters@2x.png", in: folder)
        return folder
    }()

    /// The lock screen with the four-quarter picture filling a 40 x 36 pt frame with 8 pt corners.
    private func drawing() throws -> VectorDrawing {
        let json = #"""
        {"activity": "ArtAttributes", "bundleId": "com.example.art", "contentState": {"n": "Int"},
         "preview": {"at": 786020400, "contentState": {"n": 1}},
         "lockScreen": {"imageFile": "quarters@2x.png", "resizable": true, "contentMode": "fill", "frame": {"width": 40, "height": 36}, "cornerRadius": 8},
         "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
        """#
        let layout = try LayoutReader.read(json, file: Self.folder + "/art.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 786_020_400))
        return VectorBoard(board: Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: [.lock])).drawing()
    }

    @Test func theImageFillsItsFrameAtPointGeometryAndIsCutThere() throws {
        let drawing = try drawing()
        let (image, clip) = try #require(drawing.images.first)
        // 64 x 72 points of its own, filling 40 x 36: 40 wide and 45 tall, centred on the frame.
        #expect(image.rect.width == 40 && abs(image.rect.height - 45) < 1e-9, "\(image.rect)")
        #expect(clip.rect.width == 40 && clip.rect.height == 36 && clip.radius == 8)
        #expect(abs((image.rect.y + image.rect.height / 2) - (clip.rect.y + clip.rect.height / 2)) < 0.001 && image.rect.x == clip.rect.x)
        #expect(image.pixels == TestPictures.quarters(width: 128, height: 144))
    }

    @Test func theSVGEmbedsThePixelsAsAPNGInsideTheFramesClipPath() throws {
        let drawing = try drawing()
        let (image, clip) = try #require(drawing.images.first)
        let svg = SVGWriter.svg(drawing)
        let elements = try XMLChecker.elements(of: svg)
        let element = try #require(elements.first { $0.name == "image" })
        #expect(element.attributes["x"].flatMap(Double.init) == image.rect.x && element.attributes["height"].flatMap(Double.init).map { abs($0 - 45) < 0.01 } == true)
        let href = try #require(element.attributes["href"])
        #expect(href.hasPrefix("data:image/png;base64,"))
        let png = try #require(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count))))
        #expect(try PixelImage(decoding: [UInt8](png)) == image.pixels)
        let clipRect = try #require(elements.last { $0.name == "rect" && $0.attributes["rx"] == "8" && $0.attributes["width"] == "40" })
        #expect(clipRect.attributes["y"].flatMap(Double.init) == clip.rect.y)
        #expect(svg.range(of: "<g clip-path")!.lowerBound < svg.range(of: "<image")!.lowerBound)
    }

    @Test func cairoPaintsThePixelsForPNG() throws {
        let drawing = try drawing()
        let (image, clip) = try #require(drawing.images.first)
        let raster = try RasterImage(drawing, scale: 2)
        let pixel = { (x: Double, y: Double) in raster.pixel(x: Int(x * 2), y: Int(y * 2)) }
        #expect(pixel(image.rect.x + 10, image.rect.y + image.rect.height / 2 - 8) == Color(hex: 0xFF0000))
        #expect(pixel(image.rect.maxX - 10, image.rect.y + image.rect.height / 2 + 8) == Color(hex: 0xFFFFFF))
        // Just past the frame's top edge, where the filled image reaches, the card shows instead.
        #expect(pixel(clip.rect.x + 20, clip.rect.y - 1) != Color(hex: 0xFF0000) && pixel(clip.rect.x + 20, clip.rect.y - 1) != Color(hex: 0x00FF00))
    }
}
