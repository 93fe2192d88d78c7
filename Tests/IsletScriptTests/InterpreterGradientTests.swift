import IsletProgram
import IsletViews
import Testing

/// Gradients as a shape's paint (issue 17, item 3): the interpreter keeps their stops and
/// geometry for the pictures and the cells, which take its colour at their centres.
@Suite struct InterpreterGradientTests {
    static let red = ColorName.parse("red")!.resolved(dark: true), blue = ColorName.parse("blue")!.resolved(dark: true)

    private func list(_ items: ScriptExpression...) -> ScriptExpression { ScriptExpression(.array(items), at: here) }

    /// The shapes among the resolved lock screen's views, in order.
    private func shapes(_ fixture: ScriptFixture) -> [ResolvedShape] {
        fixture.resolved()?.allViews.compactMap { if case .shape(let shape) = $0.content { shape } else { nil } } ?? []
    }

    /// `Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint:
    /// .trailing))`: a gradient fill between the two unit points; its cells shade from red to blue.
    @Test func aLinearGradientFillKeepsItsStopsAndItsCellsShadeAlongIt() throws {
        let gradient = view("LinearGradient", arg("colors", list(dot("red"), dot("blue"))), arg("startPoint", dot("leading")), arg("endPoint", dot("trailing")))
        let swatch = view("Rectangle").modifier("fill", arg(gradient)).modifier("frame", arg("width", int(16)), arg("height", int(18)))
        let fixture = ScriptFixture(lockScreen: [expr(swatch)])
        let shape = try #require(shapes(fixture).first)
        let expected = ShapeGradient(kind: .linear(start: .named["leading"]!, end: .named["trailing"]!), colors: [Self.red, Self.blue])
        #expect(shape.fillGradient == expected)
        #expect(shape.fill == Self.blue)
        let painted = fixture.paint().buffer
        let cells = (0..<painted.height).flatMap { row in (0..<painted.width).map { painted[$0, row] } }
        // Mixes of red and blue (the card is darker than both in one channel): red-ish first, blue-ish last.
        let shaded = cells.compactMap(\.background).filter { $0.red > Self.blue.red && $0.blue > Self.red.blue }
        let first = try #require(shaded.first), last = try #require(shaded.last)
        #expect(first.red > last.red && first.blue < last.blue, "\(shaded.map(\.hexString))")
    }

    /// `Circle().stroke(AngularGradient(gradient: Gradient(stops: […]), center: .center,
    /// startAngle: .degrees(-90), endAngle: .degrees(270)), lineWidth: 4)` and a bare `Circle()`
    /// under `.foregroundStyle(RadialGradient(…))`: each keeps its kind, angles or radii, and stops.
    @Test func angularStrokesAndRadialForegroundsKeepTheirGeometry() throws {
        let stop = { (colour: String, location: Double) in view("Gradient.Stop", arg("color", dot(colour)), arg("location", double(location))) }
        let stops = view("Gradient", arg("stops", list(stop("red", 0.25), stop("blue", 0.75))))
        let angular = view(
            "AngularGradient", arg("gradient", stops), arg("center", dot("center")),
            arg("startAngle", dot("degrees").call(arg(int(-90)))), arg("endAngle", dot("degrees").call(arg(int(270))))
        )
        let ring = view("Circle").modifier("stroke", arg(angular), arg("lineWidth", int(4)))
        let radial = view("RadialGradient", arg("colors", list(dot("red"), dot("blue"))), arg("center", dot("top")), arg("startRadius", int(2)), arg("endRadius", int(20)))
        let disc = view("Circle").modifier("foregroundStyle", arg(radial))
        let found = shapes(ScriptFixture(lockScreen: [expr(ring), expr(disc)]))
        try #require(found.count == 2)
        let sweep = try #require(found[0].stroke?.gradient)
        #expect(sweep.kind == .angular(center: .named["center"]!, startAngle: -90, endAngle: 270))
        #expect(sweep.stops.map(\.location) == [0.25, 0.75] && found[0].stroke?.color == Self.blue)
        #expect(found[1].fillGradient?.kind == .radial(center: .named["top"]!, startRadius: 2, endRadius: 20))
    }
}
