import FoundationEssentials
import IsletLayout
import IsletRaster
import IsletVector
import IsletViews
import Testing

/// The picture modifiers of a layout file (`textCase`, `underline`, `redacted`, a material
/// background) at point geometry, as `render --format svg` and `png` draw them.
@Suite struct PictureModifierVectorTests {
    /// The SVG drawing of a layout whose lock screen is `lockScreen`.
    static func drawing(_ lockScreen: String, dark: Bool = true) throws -> VectorDrawing {
        let json = """
            {"activity": "A", "bundleId": "com.example.a", "attributes": {}, "contentState": {"n": "Int"},
             "preview": {"attributes": {}, "contentState": {"n": 1}},
             "lockScreen": \(lockScreen),
             "dynamicIsland": {"expanded": {"leading": {"text": "E"}}, "compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
            """
        let layout = try LayoutReader.read(json, file: "a.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 0), dark: dark)
        return VectorBoard(board: Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: [.lock])).drawing()
    }

    /// `textCase` writes the capitals, `underline` and `strikethrough` reach the SVG's
    /// `text-decoration` together.
    @Test func textCaseAndDecorationsReachTheText() throws {
        let drawing = try Self.drawing(#"{"text": "Gate closing", "textCase": "uppercase", "underline": true, "strikethrough": true}"#)
        let text = try #require(drawing.texts.first { $0.text == "GATE CLOSING" })
        #expect(text.underline && text.strikethrough)
        #expect(SVGWriter.svg(drawing).contains(#"text-decoration="underline line-through""#))
    }

    /// A redacted text is a rounded bar as wide as its line and no text; a redacted symbol a
    /// block; `"redacted": false` inside shows its text.
    @Test func redactedTextsAreBarsOfTheirWidth() throws {
        let lock = #"{"vstack": [{"text": "Secret"}, {"text": "A much longer secret"}, {"image": "star.fill"}, {"text": "open", "redacted": false}], "redacted": true}"#
        let drawing = try Self.drawing(lock)
        #expect(drawing.texts.map(\.text).filter { $0.contains("ecret") }.isEmpty, "no redacted letters reach the picture")
        #expect(drawing.texts.contains { $0.text == "open" })
        let bars = drawing.shapes(.redacted)
        try #require(bars.count == 3)
        #expect(bars[1].box.rect.width > bars[0].box.rect.width * 2, "each bar is as wide as its line")
        #expect(bars[0].box.radius > 0 && bars[0].fill.opacity < 0.5, "rounded and faint: \(bars[0].fill)")
    }

    /// A material background is a translucent fill, never opaque white, in both appearances.
    @Test func materialsFillTranslucently() throws {
        for dark in [false, true] {
            let drawing = try Self.drawing(#"{"text": "On glass", "foreground": "white", "background": "ultraThinMaterial"}"#, dark: dark)
            let fills = drawing.shapes(.background).map(\.fill).filter { $0.opacity < 1 }
            #expect(fills.contains { $0.opacity == 0.3 }, "\(fills)")
            #expect(SVGWriter.svg(drawing).contains(#"fill-opacity="0.3""#))
        }
    }

    /// A resizable symbol in a 46 × 46 pt frame is drawn 46 pt across, fitted, where one
    /// that is not resizable keeps its font's size in the same frame: its pictogram is drawn at
    /// that size (its em), so the car is as much wider as the size is larger.
    @Test func aResizableSymbolFillsItsFixedFrame() throws {
        let frame = #""frame": {"width": 46, "height": 46}"#
        func width(_ view: String) throws -> Double {
            let figure = try #require(Self.figures(try Self.drawing(view).items).first { $0.path != nil && $0.lineWidth == nil })
            let xs = try #require(figure.path).elements.compactMap { element -> Double? in
                switch element {
                case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): p.x
                case .close: nil
                }
            }
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        let big = try width(#"{"image": "car.fill", "resizable": true, "contentMode": "fit", \#(frame)}"#)
        let small = try width(#"{"image": "car.fill", \#(frame)}"#)
        #expect(big > 46 * 0.6 && big <= 46, "\(big) pt across")
        #expect(abs(big / small - 46 / 17) < 0.1, "the plain car is drawn at the body's 17 pt: \(small) pt across")
    }

    /// The figures of a drawing, clipped groups included.
    private static func figures(_ items: [VectorItem]) -> [VectorFigure] {
        items.flatMap { item -> [VectorFigure] in
            switch item {
            case .figure(let figure): [figure]
            case .clipped(_, let inner): figures(inner)
            default: []
            }
        }
    }
}

