import IsletModel
@testable import IsletViews
import Testing

/// Shapes, `Color` views and dividers in a layout file: what reads, what a designer is told when
/// it does not, and what each resolves to with the fixture's data (progress 0.6, dark).
@Suite struct ShapeViewReaderTests {
    private func error(_ view: String) -> String? {
        LayoutFixture.error(LayoutFixture.text(lockScreen: view))
    }

    private func resolved(_ view: String) throws -> ResolvedView.Content {
        let (layout, node) = try LayoutFixture.lockScreen(view)
        let scope = EvaluationScope(
            attributes: layout.preview?.attributes ?? .record(StateRecord()), state: try LayoutFixture.state(LayoutFixture.contentStateJSON, for: layout), isStale: false
        )
        return ViewResolver(formatter: ValueFormatter(now: LayoutFixture.previewMoment), dark: true, pictures: PictureShelf()).resolve(node, in: scope, inheriting: ResolvedStyle(foreground: .white)).content
    }

    private static let green = ColorName.system("green").resolved(dark: true)
    private static let orange = ColorName.system("orange").resolved(dark: true)

    @Test func aRingIsATrimmedStrokedCircleTurnedAQuarterBack() throws {
        let ring = #"{ "shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 4, "lineCap": "round", "rotation": -90 }"#
        let expected = ResolvedShape(outline: .circle, stroke: ResolvedShape.Stroke(color: Self.green, lineWidth: 4, lineCap: .round), trim: 0...0.6, rotation: -90)
        #expect(try resolved(ring) == .shape(expected))
    }

    @Test func aBareShapeFillsWithTheForeground() throws {
        #expect(try resolved(#"{ "shape": "capsule" }"#) == .shape(ResolvedShape(outline: .capsule, fill: .white)))
        #expect(try resolved(#"{ "shape": "rectangle", "foreground": "orange" }"#) == .shape(ResolvedShape(outline: .rectangle, fill: Self.orange)))
    }

    @Test func aStrokeOfTrueIsTheForegroundAndStrokeBorderLiesInside() throws {
        let view = #"{ "shape": "roundedRectangle", "cornerRadius": 8, "fill": "orange", "stroke": true, "strokeBorder": true }"#
        let expected = ResolvedShape(outline: .roundedRectangle(cornerRadius: 8), fill: Self.orange, stroke: ResolvedShape.Stroke(color: .white, inside: true))
        #expect(try resolved(view) == .shape(expected))
    }

    @Test func aColourViewAndADividerResolve() throws {
        #expect(try resolved(#"{ "color": "state.progress > 0.5 ? green : orange" }"#) == .color(Self.green))
        #expect(try resolved(#"{ "divider": {} }"#) == .divider)
    }

    @Test func aTrimPastTheDataIsClampedToTheOutline() throws {
        guard case .shape(let shape) = try resolved(#"{ "shape": "circle", "trim": ["state.progress", "state.progress > 0.5 ? 2 : 0"] }"#) else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.trim == 0.6...1)
    }

    @Test(arguments: [
        (#"{ "shape": "circel" }"#, #"x.json:7:28: lockScreen.shape: unknown shape "circel"; did you mean "circle"?"#),
        (#"{ "shape": "roundedRectangle" }"#, #"x.json:7:17: lockScreen: a roundedRectangle needs a "cornerRadius" in points, as RoundedRectangle(cornerRadius:) does"#),
        (#"{ "shape": "circle", "cornerRadius": 4 }"#, #"x.json:7:54: lockScreen.cornerRadius: only a roundedRectangle takes a cornerRadius"#),
        (#"{ "shape": "circle", "lineWidth": 4 }"#, #"x.json:7:51: lockScreen.lineWidth: "lineWidth" needs a "stroke" colour (or "stroke": true for the foreground)"#),
        (#"{ "shape": "circle", "trim": [0, 1.5] }"#, #"x.json:7:50: lockScreen.trim[1]: 1.5 is out of range: a trim is from 0 to 1"#),
        (#"{ "shape": "circle", "trim": [0.8, 0.2] }"#, #"x.json:7:46: lockScreen.trim: a trim's from must not be greater than its to"#),
        (#"{ "shape": "circle", "trim": [0, "state.driverName"] }"#, #"x.json:7:50: lockScreen.trim[1]: state.driverName is String; a trim needs a number from 0 to 1"#),
        (#"{ "shape": "circle", "stroke": "red", "lineCap": "rounded" }"#, #"x.json:7:66: lockScreen.lineCap: unknown line cap "rounded"; did you mean "round"?"#),
        (#"{ "shape": "circle", "lineCap": "round" }"#, #"x.json:7:49: lockScreen.lineCap: "lineCap" needs a "stroke" colour"#),
        (#"{ "shape": "circle", "rotation": 720 }"#, #"x.json:7:50: lockScreen.rotation: 720 is out of range: a rotation is from -360 to 360 degrees"#),
        (#"{ "shape": "circle", "fill": "orang" }"#, #"x.json:7:46: lockScreen.fill: unknown colour "orang"; did you mean "orange"?"#),
        (#"{ "color": 3 }"#, #"x.json:7:28: lockScreen.color: expected a colour name"#),
        (#"{ "divider": true }"#, #"x.json:7:30: lockScreen.divider: expected {}"#),
    ])
    func aShapeThatDoesNotReadSaysWhereAndWhy(view: String, expected: String) {
        let message = error(view) ?? "reads"
        #expect(message.hasPrefix(expected), "\(message)")
    }
}
