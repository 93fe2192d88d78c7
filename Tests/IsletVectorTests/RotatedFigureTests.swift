import IsletCells
import IsletLayout
import IsletTestSupport
@testable import IsletVector
import IsletViews
import Testing

/// `rotationEffect` on a shape in the pictures (issue 17, item 3): an outline other than a circle
/// is turned as a whole about its frame's centre, in SVG by a transform and in cairo by the same
/// turn, so a square turned 45° is a diamond; a circle's turn still moves only its trim.
@Suite struct RotatedFigureTests {
    static let red = Color(hex: 0xFF0000)

    /// `Rectangle().fill(.red).rotationEffect(.degrees(45))` in a 40 x 40 pt frame at (40, 20).
    private func diamond(_ outline: ResolvedShape.Outline = .rectangle) -> VectorDrawing {
        let shape = ResolvedShape(outline: outline, fill: Self.red, rotation: 45)
        let items = shape.layers(in: Rect(x: 40, y: 20, width: 40, height: 40), container: nil).map { VectorItem.figure(VectorFigure($0)) }
        return VectorDrawing(size: Size(width: 120, height: 80), background: .black, items: items)
    }

    @Test func aTurnedSquareIsADiamondInSVGAndPNG() throws {
        let picture = diamond()
        let all = try XMLChecker.elements(of: SVGWriter.svg(picture))
        #expect(all.contains { $0.name == "g" && $0.attributes["transform"] == "rotate(45 60 40)" }, "turned about the frame's centre")
        let image = try RasterImage(picture, scale: 1)
        #expect(image.pixel(x: 42, y: 22) == .black, "the square's corner is turned away")
        #expect(image.pixel(x: 60 + 25, y: 40) == Self.red, "a corner now points right, past the square's side")
        #expect(image.pixel(x: 60, y: 40 - 25) == Self.red, "and one up")
    }

    /// A turned circle needs no transform: it is the same circle.
    @Test func aTurnedCircleIsLeftAsItIs() throws {
        let all = try XMLChecker.elements(of: SVGWriter.svg(diamond(.circle)))
        #expect(!all.contains { $0.attributes["transform"] != nil })
        #expect(all.contains { $0.name == "circle" && $0.attributes["r"] == "20" })
    }
}
