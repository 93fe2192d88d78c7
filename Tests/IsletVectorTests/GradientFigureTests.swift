import IsletCells
import IsletLayout
import IsletTestSupport
@testable import IsletVector
import IsletViews
import Testing

/// Gradient fills and strokes in the pictures (issue 17, item 3): SVG writes a real gradient
/// over the shape view's frame, cairo paints one, and an angular gradient sweeps round its centre.
@Suite struct GradientFigureTests {
    static let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)

    /// `shape` laid out in `frame` on a black 120 x 80 pt picture.
    private func drawing(_ shape: ResolvedShape, in frame: Rect) -> VectorDrawing {
        let items = shape.layers(in: frame, container: nil).map { VectorItem.figure(VectorFigure($0)) }
        return VectorDrawing(size: Size(width: 120, height: 80), background: .black, items: items)
    }

    private func gradient(_ kind: ShapeGradient.Kind, _ stops: [(Color, Double)]) throws -> ShapeGradient {
        try #require(ShapeGradient(kind: kind, stops: stops.map { ShapeGradient.Stop(color: $0.0, location: $0.1) }))
    }

    private func filled(_ outline: ResolvedShape.Outline, with gradient: ShapeGradient, rotation: Double = 0) -> ResolvedShape {
        var shape = ResolvedShape(outline: outline, fill: gradient.lastColor, rotation: rotation)
        shape.fillGradient = gradient
        return shape
    }

    /// Whether two colours differ by at most `tolerance` in every channel.
    private func near(_ a: Color, _ b: Color, _ tolerance: Int = 12) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    private func elements(_ drawing: VectorDrawing) throws -> [XMLChecker.Element] {
        try XMLChecker.elements(of: SVGWriter.svg(drawing))
    }

    /// `Rectangle().fill(LinearGradient(stops: [red 0.2, blue 1], startPoint: .leading, endPoint:
    /// .trailing))` in a 100 x 40 pt frame at (10, 20): the gradient runs across the frame in
    /// its points, with both stops; the PNG is red at the left end and blue at the right.
    @Test func aLinearGradientRunsBetweenItsUnitPointsOverTheFrame() throws {
        let linear = try gradient(.linear(start: .named["leading"]!, end: .named["trailing"]!), [(Self.red, 0.2), (Self.blue, 1)])
        let picture = drawing(filled(.rectangle, with: linear), in: Rect(x: 10, y: 20, width: 100, height: 40))
        let all = try elements(picture)
        let definition = try #require(all.first { $0.name == "linearGradient" })
        #expect(definition.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect(["x1", "y1", "x2", "y2"].map { definition.attributes[$0] } == ["10", "40", "110", "40"])
        let stops = all.filter { $0.name == "stop" }
        #expect(stops.map { $0.attributes["offset"] } == ["0.2", "1"] && stops.map { $0.attributes["stop-color"] } == ["#ff0000", "#0000ff"])
        let id = try #require(definition.attributes["id"])
        #expect(all.contains { $0.name == "rect" && $0.attributes["fill"] == "url(#\(id))" }, "the rectangle is painted with the gradient")
        let image = try RasterImage(picture, scale: 1)
        let left = image.pixel(x: 12, y: 40), right = image.pixel(x: 108, y: 40)
        #expect(left != right)
        #expect(near(left, Self.red), "left end \(left.hexString)")
        #expect(near(right, Color(red: 10, green: 0, blue: 245)), "right end \(right.hexString)")
        #expect(near(image.pixel(x: 60, y: 40), Color(red: 128, green: 0, blue: 128), 40), "between the stops the colours mix")
    }

    /// A radial gradient's stops run from its start radius to its end radius, as SwiftUI's do;
    /// two gradients in one document get two ids, and a stroke is painted by its own.
    @Test func radialGradientsAndStrokesKeepTheirOwnIds() throws {
        let radial = try gradient(.radial(center: .named["center"]!, startRadius: 10, endRadius: 30), [(Self.red, 0), (Self.blue, 1)])
        var shape = filled(.circle, with: radial)
        let linear = try gradient(.linear(start: .named["top"]!, end: .named["bottom"]!), [(Self.blue, 0), (Self.red, 1)])
        shape.stroke = ResolvedShape.Stroke(color: Self.red, lineWidth: 4, gradient: linear)
        let picture = drawing(shape, in: Rect(x: 0, y: 0, width: 80, height: 80))
        let all = try elements(picture)
        let circle = try #require(all.first { $0.name == "radialGradient" })
        #expect(["cx", "cy", "r"].map { circle.attributes[$0] } == ["40", "40", "30"])
        let offsets = all.filter { $0.name == "stop" }.prefix(2).compactMap { $0.attributes["offset"].flatMap(Double.init) }
        #expect(offsets.count == 2 && abs(offsets[0] - 1.0 / 3) < 0.01 && offsets[1] == 1, "\(offsets)")
        let ids = all.filter { $0.name.hasSuffix("Gradient") }.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == 2)
        #expect(all.contains { $0.attributes["fill"] == "url(#\(ids[0]))" } && all.contains { $0.attributes["stroke"] == "url(#\(ids[1]))" })
        let image = try RasterImage(picture, scale: 1)
        #expect(near(image.pixel(x: 40, y: 40), Self.red), "inside the start radius: the first colour")
        #expect(near(image.pixel(x: 40, y: 70), Color(red: 0, green: 0, blue: 255), 30), "near the end radius: the last")
        #expect(near(image.pixel(x: 40, y: 1), Self.blue, 30) && near(image.pixel(x: 40, y: 79), Self.red, 30), "the stroke runs blue to red downwards")
    }

    /// `AngularGradient(colors: [.red, .blue], center: .center)` sweeps clockwise from three
    /// o'clock: red just past it, blue just before it, the mix at nine o'clock. SVG draws the
    /// sweep's wedges inside a mask of the shape.
    @Test func anAngularGradientSweepsRoundItsCentre() throws {
        let angular = try gradient(.angular(center: .named["center"]!, startAngle: 0, endAngle: 360), [(Self.red, 0), (Self.blue, 1)])
        let picture = drawing(filled(.circle, with: angular), in: Rect(x: 20, y: 0, width: 80, height: 80))
        let all = try elements(picture)
        let mask = try #require(all.first { $0.name == "mask" }?.attributes["id"])
        #expect(all.contains { $0.name == "g" && $0.attributes["mask"] == "url(#\(mask))" })
        #expect(all.filter { $0.name == "path" }.count >= 120, "a wedge every 3° or less")
        let image = try RasterImage(picture, scale: 1)
        let below = image.pixel(x: 90, y: 43), above = image.pixel(x: 90, y: 37), left = image.pixel(x: 30, y: 40)
        #expect(near(below, Self.red, 20), "just past three o'clock \(below.hexString)")
        #expect(near(above, Self.blue, 20), "just before it \(above.hexString)")
        #expect(near(left, Color(red: 128, green: 0, blue: 128), 20), "halfway round \(left.hexString)")
        #expect(image.pixel(x: 22, y: 2) == .black, "nothing outside the circle")
    }

    /// `rotationEffect` turns the gradient with the shape: a leading-to-trailing gradient on a
    /// circle turned a quarter clockwise runs from top to bottom.
    @Test func theGradientTurnsWithTheShape() throws {
        let linear = try gradient(.linear(start: .named["leading"]!, end: .named["trailing"]!), [(Self.red, 0), (Self.blue, 1)])
        let picture = drawing(filled(.circle, with: linear, rotation: 90), in: Rect(x: 0, y: 0, width: 80, height: 80))
        let definition = try #require(try elements(picture).first { $0.name == "linearGradient" })
        #expect(["x1", "y1", "x2", "y2"].map { definition.attributes[$0] } == ["40", "0", "40", "80"])
        let image = try RasterImage(picture, scale: 1)
        #expect(near(image.pixel(x: 40, y: 3), Self.red, 20) && near(image.pixel(x: 40, y: 77), Self.blue, 20))
    }
}
