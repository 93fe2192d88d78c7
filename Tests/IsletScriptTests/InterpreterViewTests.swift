import IsletCells
import IsletLayout
import IsletModel
import IsletProgram
import IsletViews
import IsletTestSupport
import Testing

/// SwiftUI views and modifiers, custom views and builders, drawn through the interpreter.
@Suite struct InterpreterViewTests {
    /// `HStack(spacing: 2) { Text("a"); Spacer(); Text("b") }.frame(width: 80)` fills 10 columns.
    @Test func stacksSpacersAndFrames() {
        let row = view("HStack", arg("spacing", int(2)), content: [expr(textView("a")), expr(view("Spacer")), expr(textView("b"))])
            .modifier("frame", arg("width", int(80)))
        #expect(ScriptFixture(lockScreen: [expr(row)]).cells() == ["a        b"])
    }

    /// `struct Row: View { let title: String; var shout: String { title.uppercased() }
    /// var body: some View { Text(shout) } }` used as `Row(title: context.attributes.name)`.
    @Test func customViewsTakeStoredPropertiesAndComputeTheirBody() {
        let row = viewType("Row", stored: [stored("title", "String")], computed: [computed("shout", "String", expr(id("title").modifier("uppercased")))],
            body: [expr(view("Text", arg(id("shout"))))])
        let fixture = ScriptFixture(lockScreen: [expr(id("Row").call(arg("title", id("context").dot("attributes").dot("name"))))], types: [row])
        #expect(fixture.cells() == ["MARGHERITA"])
    }

    /// A `@ViewBuilder func badge(_ late: Bool) -> some View { if late { Text("LATE") }; Text("ok") }`:
    /// the builder collects what the taken branch makes; a branch not taken makes nothing.
    @Test func viewBuilderHelpersCollectTheirBranches() {
        let badge = function("badge", [parameter("_", "late", "Bool")], returns: "some View", builder: true,
            when(id("late"), then: [expr(textView("LATE"))]), expr(textView("ok")))
        let body = [expr(view("VStack", content: [expr(id("badge").call(arg(state("late"))))]))]
        let fields: [StructSchema.Field] = [.init(name: "late", type: .bool)]
        #expect(ScriptFixture(lockScreen: body, functions: [badge], stateFields: fields, state: ["late": .bool(true)]).cells() == ["LATE", " ok"])
        #expect(ScriptFixture(lockScreen: body, functions: [badge], stateFields: fields, state: ["late": .bool(false)]).cells() == ["ok"])
    }

    /// `extension View { func tagged() -> some View { padding(8) } }` and a
    /// `struct Loud: ViewModifier { func body(content: Content) -> some View { content.bold() } }`.
    @Test func viewExtensionsAndCustomModifiersApply() {
        let card = ScriptType(name: "View", kind: .extension, methods: [
            function("tagged", returns: "some View", expr(id("self").modifier("padding", arg(int(8))))),
        ], spot: here)
        let loud = ScriptType(name: "Loud", kind: .struct, conformances: ["ViewModifier"], methods: [
            function("body", [parameter("content", "content", "Content")], returns: "some View", expr(id("content").modifier("bold"))),
        ], spot: here)
        let body = [expr(textView("hi").modifier("tagged").modifier("modifier", arg(id("Loud").call())))]
        let painted = ScriptFixture(lockScreen: body, types: [loud], foreignExtensions: [card]).paint()
        #expect(painted.lines == ["hi"])
        let bold = (0..<painted.buffer.height).flatMap { row in (0..<painted.buffer.width).map { painted.buffer[$0, row] } }.filter { $0.text == "h" }
        #expect(bold.map(\.bold) == [true])
    }

    /// `extension String { var shout: String { uppercased() } }`: a method of the framework
    /// value `self` is, written without `self.`.
    @Test func methodsWithoutSelfInFrameworkExtensionsApplyToTheValue() {
        let shout = ScriptType(name: "String", kind: .extension, properties: [computed("shout", "String", expr(id("uppercased").call()))], spot: here)
        let fixture = ScriptFixture(lockScreen: [expr(view("Text", arg(str("quiet").dot("shout"))))], foreignExtensions: [shout])
        #expect(fixture.cells() == ["QUIET"])
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `Text("ok").foregroundStyle(.green)` in dark and light: the system colour of each.
    @Test func systemColoursFollowTheAppearance() {
        let fixture = ScriptFixture(lockScreen: [expr(textView("ok").modifier("foregroundStyle", arg(dot("green"))))])
        func colour(dark: Bool) -> Color? {
            let buffer = fixture.paint(dark: dark).buffer
            return buffer.firstCell(showing: "o")?.foreground
        }
        #expect(colour(dark: true) == Color(hex: 0x30D158))
        #expect(colour(dark: false) == Color(hex: 0x34C759))
    }

    /// `@Environment(\.colorScheme) var scheme` chooses the text.
    @Test func environmentColorSchemeComesFromTheTheme() {
        let themed = viewType("Themed", stored: [ScriptVariable(name: "scheme", type: "ColorScheme", attributes: [
            ScriptAttribute(name: "Environment", arguments: [arg(ScriptExpression(.keyPath(root: nil, ["colorScheme"]), at: here))]),
        ], spot: here)], body: [expr(view("Text", arg(ternary(op("==", id("scheme"), dot("dark")), str("night"), str("day")))))])
        let fixture = ScriptFixture(lockScreen: [expr(id("Themed").call())], types: [themed])
        #expect(fixture.cells(dark: true) == ["night"])
        #expect(fixture.cells(dark: false) == ["day"])
    }

    /// `ForEach(["a", "b"], id: \.self) { Text($0) }` inside an `HStack`.
    @Test func forEachRepeatsItsContent() {
        let items = ScriptExpression(.array([str("a"), str("b"), str("c")]), at: here)
        let each = id("ForEach").call(arg(items), arg("id", ScriptExpression(.keyPath(root: nil, ["self"]), at: here)), trailing(nil, ["item"], expr(view("Text", arg(id("item"))))))
        #expect(ScriptFixture(lockScreen: [expr(view("HStack", arg("spacing", int(8)), content: [expr(each)]))]).cells() == ["a b c"])
    }

    /// `Image(systemName: "bolt.fill")`, `ProgressView(value: 0.5)`, and a timer text over
    /// `Date()...Date().addingTimeInterval(600)`.
    @Test func symbolsProgressAndTimers() {
        let now = id("Date").call()
        let body = [
            expr(view("HStack", content: [expr(view("Image", arg("systemName", str("bolt.fill")))), expr(view("Text", arg("timerInterval", op("...", now, now.modifier("addingTimeInterval", arg(int(600))))), arg("countsDown", bool(true))))])),
        ]
        let bolt = SymbolGlyphs.glyph(named: "bolt.fill")?.text ?? "?"
        #expect(ScriptFixture(lockScreen: body).cells() == ["\(bolt) 10:00"])
        let resolved = ScriptFixture(lockScreen: [expr(view("ProgressView", arg("value", double(0.5))))]).resolved()
        guard case .stack(_, let children, _, _)? = resolved?.content else {
            Issue.record("the lock screen is not the fixture's VStack")
            return
        }
        #expect(children.map(\.content) == [.bar(fraction: 0.5)])
    }

    /// `Map { … }` is not islet's: drawn as a placeholder and listed with its place.
    @Test func unknownViewsArePlaceholdersListedWithTheirPlace() {
        let chart = ScriptExpression(.call(id("Map", at: at(line: 7, column: 13)), []), at: at(line: 7, column: 13))
        let fixture = ScriptFixture(lockScreen: [expr(chart), expr(textView("after"))])
        #expect(fixture.region().placeholders.map(\.description) == ["Widget.swift:7:13: Map: islet does not know this type"])
        #expect(fixture.cells().contains { $0.contains("after") })
    }

    /// The island: compact sides, an expanded region, and `.keylineTint(.orange)`.
    @Test func islandRegionsAndKeyline() {
        var fixture = ScriptFixture(lockScreen: [expr(textView("card"))], expandedLeading: [expr(textView("left"))])
        fixture.islandModifiers = [("keylineTint", [arg(dot("orange"))])]
        let region = fixture.region(.expandedLeading)
        #expect(region.content?.keylineTint == .fixed(Color(hex: 0xFF9F0A)))
        #expect(fixture.region(.expandedBottom).content == nil)
        #expect(fixture.cells(.expanded) == ["left"])
        #expect(fixture.cells(.compact).first?.filter { $0 != " " } == "LT")
    }

    /// `.activityBackgroundTint(.white)` on the lock screen makes the card white and the text black.
    @Test func backgroundTintComesFromTheLockScreenView() {
        var fixture = ScriptFixture(lockScreen: [expr(textView("x"))])
        fixture.lockModifiers = [("activityBackgroundTint", [arg(dot("white"))])]
        let buffer = fixture.paint().buffer
        let cell = buffer.firstCell(showing: "x")
        #expect(cell?.foreground == .black)
        #expect(cell?.background == .white)
    }
}

/// Shapes, colours as views, and the formatting a `Text` interpolation asks for.
@Suite struct InterpreterShapeAndFormatTests {
    /// `Circle().trim(from: 0, to: 0.25).stroke(.green, lineWidth: 4).rotationEffect(.degrees(-90))`
    @Test func shapesCarryTheirPaintTrimAndRotation() {
        let ring = view("Circle").modifier("trim", arg("from", int(0)), arg("to", double(0.25)))
            .modifier("stroke", arg(dot("green")), arg("lineWidth", int(4)))
            .modifier("rotationEffect", arg(dot("degrees").call(arg(int(-90)))))
        let resolved = ScriptFixture(lockScreen: [expr(ring)]).resolved()
        guard case .stack(_, let children, _, _)? = resolved?.content, case .shape(let shape)? = children.first?.content else {
            Issue.record("no shape in \(String(describing: resolved))")
            return
        }
        #expect(shape.outline == .circle)
        #expect(shape.trim == 0...0.25)
        #expect(shape.stroke?.lineWidth == 4 && shape.stroke?.color == Color(hex: 0x30D158))
        #expect(shape.rotation == -90)
    }

    /// `Color.orange.frame(width: 16, height: 18)` fills its two cells; an unknown view is a
    /// hatched box labelled with its name.
    @Test func colourViewsAndPlaceholderBoxesDraw() {
        let swatch = id("Color").dot("orange").modifier("frame", arg("width", int(16)), arg("height", int(18)))
        let painted = ScriptFixture(lockScreen: [expr(swatch)]).paint()
        let orange = (0..<painted.buffer.height).flatMap { row in (0..<painted.buffer.width).map { painted.buffer[$0, row] } }
            .filter { $0.background == Color(hex: 0xFF9F0A) }
        #expect(orange.count == 2)
        let chart = view("Map").modifier("frame", arg("width", int(80)), arg("height", int(18)))
        let box = ScriptFixture(lockScreen: [expr(chart)])
        #expect(box.cells().filter { !$0.allSatisfy { $0 == "╱" } }.map { $0.trimmingCharacters(in: ["╱"]) } == ["Map"], "\(box.cells())")
        #expect(box.region().placeholders.map(\.name) == ["Map"])
    }

    /// `Text("\(context.state.km, specifier: "%.1f") km")` and `String(format: "%03d", 7)`.
    @Test func specifiersAndStringFormatWriteAsFoundationDoes() {
        let distance = str(interpolated(state("km"), arg("specifier", str("%.1f"))), text(" km"))
        let fixture = ScriptFixture(lockScreen: [expr(view("Text", arg(distance)))], stateFields: [.init(name: "km", type: .floatingPoint(.double))], state: ["km": .double(3.14159)])
        #expect(fixture.cells() == ["3.1 km"])
        let padded = id("String").call(arg("format", str("%03d")), arg(int(7)))
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(padded)))]).cells() == ["007"])
    }

    /// `extension View { func dimmed() -> some View { opacity(0.5) }; func tagged() -> some View
    /// { modifier(Loud()) } }`: bare calls in a framework extension are methods of `self`.
    @Test func bareModifierCallsInViewExtensionsApplyToSelf() {
        let helpers = ScriptType(name: "View", kind: .extension, methods: [
            function("dimmed", returns: "some View", expr(id("opacity").call(arg(double(0.5))))),
            function("tagged", returns: "some View", expr(id("modifier").call(arg(id("Loud").call())))),
        ], spot: here)
        let loud = ScriptType(name: "Loud", kind: .struct, conformances: ["ViewModifier"], methods: [
            function("body", [parameter("content", "content", "Content")], returns: "some View", expr(id("content").modifier("bold"))),
        ], spot: here)
        let fixture = ScriptFixture(lockScreen: [expr(textView("hi").modifier("dimmed").modifier("tagged"))], types: [loud], foreignExtensions: [helpers])
        #expect(fixture.region().placeholders.isEmpty)
        let cell = fixture.paint().buffer.firstCell(showing: "h")
        #expect(cell?.bold == true)
        #expect(cell?.foreground != ScriptFixture(lockScreen: [expr(textView("hi"))]).paint().buffer.firstCell(showing: "h")?.foreground)
    }

    /// `enum Zone: Int { case one = 1, two; var hue: Double { Double(rawValue) / 10 } }` and
    /// `Color(uiColor: .secondarySystemBackground)`: a bare `rawValue` (its `Double` shown by a
    /// `Text` literal as `%lf` writes it) and UIKit's background colours.
    @Test func bareRawValueAndUIKitBackgroundColours() {
        let zone = ScriptType(name: "Zone", kind: .enum, conformances: ["Int"], properties: [
            computed("hue", "Double", expr(op("/", id("Double").call(arg(id("rawValue"))), int(10)))),
        ], cases: [ScriptEnumCase(name: "one", rawValue: int(1), spot: here), ScriptEnumCase(name: "two", spot: here)], spot: here)
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(str(interpolated(id("Zone").dot("two").dot("hue"))))))], types: [zone]).cells() == ["0.200000"])
        let card = view("Color", arg("uiColor", dot("secondarySystemBackground"))).modifier("frame", arg("width", int(16)), arg("height", int(16)))
        let fixture = ScriptFixture(lockScreen: [expr(card)])
        #expect(fixture.region().placeholders.isEmpty)
        let buffer = fixture.paint(dark: true).buffer
        #expect((0..<buffer.height).contains { row in (0..<buffer.width).contains { buffer[$0, row].background == Color(hex: 0x1C1C1E) } })
    }

    /// `.scaleEffect(1.08)` and `.shadow(radius: 2)` change the picture and islet does not draw
    /// them: the view is drawn at its own size, unshadowed, and both are listed as ignored;
    /// `.scaleEffect(1)` and `.shadow(radius: 0)` change nothing and are not listed.
    @Test func scaleEffectAndShadowAreIgnoredAndListed() {
        let fixture = ScriptFixture(lockScreen: [expr(textView("bid").modifier("scaleEffect", arg(double(1.08))).modifier("shadow", arg("radius", int(2))))])
        #expect(fixture.cells() == ["bid"])
        #expect(fixture.region().placeholders.map(\.name) == [".scaleEffect", ".shadow"])
        let identity = ScriptFixture(lockScreen: [expr(textView("bid").modifier("scaleEffect", arg(int(1))).modifier("shadow", arg("radius", int(0))))])
        #expect(identity.region().placeholders.isEmpty)
    }
}
