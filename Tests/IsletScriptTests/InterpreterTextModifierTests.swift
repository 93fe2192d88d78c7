import IsletProgram
import IsletTestSupport
import IsletViews
import Testing

/// The text and layout modifiers widgets use, drawn through the interpreter into the shared
/// view vocabulary: fonts and their traits, cut and shrunk text, priorities, fixed sizes,
/// rounded backgrounds and labels.
@Suite struct InterpreterTextModifierTests {
    /// The views inside the fixture's `VStack`, resolved.
    private func children(_ fixture: ScriptFixture) -> [ResolvedView] {
        guard case .stack(_, let children, _, _)? = fixture.resolved()?.content else { return [] }
        return children
    }

    private func fonts(_ views: ScriptExpression...) -> [Font] {
        children(ScriptFixture(lockScreen: views.map(expr))).map(\.style.font)
    }

    /// `VStack { Text("a").font(.title); Text("b") }.bold().fontDesign(.rounded).italic()`:
    /// as SwiftUI's environment does, the traits reach the title set further in.
    @Test func fontTraitsReachEveryFontInsideEvenOneSetFurtherIn() {
        let stack = view("VStack", content: [expr(textView("a").modifier("font", arg(dot("title")))), expr(textView("b"))])
            .modifier("bold").modifier("fontDesign", arg(dot("rounded"))).modifier("italic")
        guard case .stack(_, let inner, _, _)? = children(ScriptFixture(lockScreen: [expr(stack)])).first?.content else {
            Issue.record("no stack")
            return
        }
        #expect(inner.map(\.style.font) == [
            Font(size: 28, weight: .bold, design: .rounded, italic: true), Font(size: 17, weight: .bold, design: .rounded, italic: true),
        ])
    }

    /// `.fontWeight(.semibold)`, `.bold(false)`, `.fontWidth(.condensed)`, `.tracking(2)`, `.kerning(-1)`.
    @Test func weightWidthAndTrackingChangeTheFont() {
        #expect(fonts(
            textView("a").modifier("fontWeight", arg(dot("semibold"))),
            textView("b").modifier("bold", arg(bool(false))),
            textView("c").modifier("fontWidth", arg(dot("condensed"))),
            textView("d").modifier("tracking", arg(int(2))),
            textView("e").modifier("kerning", arg(int(-1)))
        ) == [
            Font(size: 17, weight: .semibold), Font(size: 17), Font(size: 17, width: .condensed), Font(size: 17, tracking: 2), Font(size: 17, tracking: -1),
        ])
    }

    /// The font values widgets write: `.system(size:weight:design:)`, `.system(.title, design:
    /// weight:)`, `.title.weight(.bold)`, `.body.bold()`, `.body.monospaced()`, `.body.italic()`
    /// and `.custom("Avenir", size: 15)`, which islet draws in the system font at that size.
    @Test func fontValuesTakeTheirSizeWeightAndDesign() {
        #expect(fonts(
            textView("a").modifier("font", arg(dot("system").call(arg("size", int(20)), arg("weight", dot("heavy")), arg("design", dot("serif"))))),
            textView("b").modifier("font", arg(dot("system").call(arg(dot("title")), arg("design", dot("rounded")), arg("weight", dot("bold"))))),
            textView("c").modifier("font", arg(dot("title").modifier("weight", arg(dot("bold"))))),
            textView("d").modifier("font", arg(dot("body").modifier("bold"))),
            textView("e").modifier("font", arg(dot("body").modifier("monospaced"))),
            textView("f").modifier("font", arg(dot("body").modifier("italic"))),
            textView("g").modifier("font", arg(dot("custom").call(arg(str("Avenir")), arg("size", int(15)))))
        ) == [
            Font(size: 20, weight: .heavy, design: .serif), Font(size: 28, weight: .bold, design: .rounded), Font(size: 28, weight: .bold),
            Font(size: 17, weight: .bold), Font(size: 17, design: .monospaced), Font(size: 17, italic: true), Font(size: 15),
        ])
    }

    /// `.font(.caption.monospacedDigit().bold())`: the font keeps its even digits through the
    /// methods after it; `.font(.caption)` has none.
    @Test func aMonospacedDigitFontGivesItsTextEvenDigits() {
        let views = children(ScriptFixture(lockScreen: [
            expr(textView("1").modifier("font", arg(dot("caption").modifier("monospacedDigit").modifier("bold")))),
            expr(textView("2").modifier("font", arg(dot("caption")))),
        ]))
        #expect(views.map(\.style.font) == [Font(size: 12, weight: .bold), Font(size: 12)])
        #expect(views.map(\.style.monospacedDigit) == [true, false])
    }

    /// `Text("ab").italic().strikethrough(true, color: .red)` slants and strikes its cells;
    /// `Text("cd").strikethrough(false)` does neither.
    @Test func italicAndStrikethroughReachTheCells() {
        let fixture = ScriptFixture(lockScreen: [
            expr(textView("ab").modifier("italic").modifier("strikethrough", arg(bool(true)), arg("color", dot("red")))),
            expr(textView("cd").modifier("strikethrough", arg(bool(false)))),
        ])
        let buffer = fixture.paint().buffer
        #expect(buffer.firstCell(showing: "a").map { [$0.italic, $0.strikethrough] } == [true, true])
        #expect(buffer.firstCell(showing: "c").map { [$0.italic, $0.strikethrough] } == [false, false])
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `.lineLimit(1).truncationMode(.head)` in 56 pt keeps the end; `.minimumScaleFactor(0.5)`
    /// reaches the style the phone's layout shrinks by.
    @Test func truncationModeAndMinimumScaleFactor() {
        let cut = textView("abcdefghij").modifier("lineLimit", arg(int(1))).modifier("truncationMode", arg(dot("head"))).modifier("frame", arg("width", int(56)))
        #expect(ScriptFixture(lockScreen: [expr(cut)]).cells() == ["…fghij"])
        let shrinking = textView("abc").modifier("minimumScaleFactor", arg(double(0.5))).modifier("truncationMode", arg(dot("middle")))
        let style = children(ScriptFixture(lockScreen: [expr(shrinking)])).first?.style
        #expect(style?.minimumScaleFactor == 0.5)
        #expect(style?.truncationMode == .middle)
    }

    /// `HStack(spacing: 8) { Text("aaaaaa"); Text("bbbbbb").layoutPriority(1).background(.blue).padding(0) }`
    /// in 88 pt: the priority is read through the wrapper the later padding makes, and the
    /// second text keeps its width while the first is cut to its ellipsis.
    @Test func aLayoutPriorityIsReadThroughTheModifiersAfterIt() {
        func row(_ second: ScriptExpression) -> ScriptExpression {
            view("HStack", arg("spacing", int(8)), content: [expr(textView("aaaaaa").modifier("lineLimit", arg(int(1)))), expr(second)])
                .modifier("frame", arg("width", int(88)))
        }
        let plain = textView("bbbbbb").modifier("lineLimit", arg(int(1)))
        #expect(ScriptFixture(lockScreen: [expr(row(plain))]).cells() == ["aa… bbb…"])
        let first = plain.modifier("layoutPriority", arg(int(1))).modifier("background", arg(dot("blue"))).modifier("padding", arg(int(0)))
        #expect(ScriptFixture(lockScreen: [expr(row(first))]).cells() == ["… bbbbbb"])
    }

    /// `.fixedSize(horizontal: true, vertical: false)` keeps a text on one line in a narrow
    /// frame; `.fixedSize()` written before a frame sits inside it, after one outside it.
    @Test func fixedSizeTakesTheIdealSizeWhereItIsWritten() {
        func stack(_ text: ScriptExpression) -> ScriptExpression { view("VStack", content: [expr(text)]).modifier("frame", arg("width", int(32))) }
        #expect(ScriptFixture(lockScreen: [expr(stack(textView("aaa bbb")))]).cells() == ["aaa", "bbb"])
        let fixed = textView("aaa bbb").modifier("fixedSize", arg("horizontal", bool(true)), arg("vertical", bool(false)))
        #expect(ScriptFixture(lockScreen: [expr(stack(fixed))]).cells().count == 1)
        let inside = children(ScriptFixture(lockScreen: [expr(textView("a").modifier("fixedSize").modifier("frame", arg("width", int(32))))])).first
        guard case .stack(.depth, let wrapped, _, _)? = inside?.content else {
            Issue.record("a frame after fixedSize does not wrap the view")
            return
        }
        #expect(inside?.fixedSize == nil)
        #expect(wrapped.first?.fixedSize == FixedSize())
        let outside = children(ScriptFixture(lockScreen: [expr(textView("a").modifier("frame", arg("width", int(32))).modifier("fixedSize"))])).first
        #expect(outside?.fixedSize == FixedSize())
        #expect(outside?.frame?.width == 32)
    }

    /// `clipShape(Capsule())`, `.clipShape(.rect(cornerRadius: 4))`, `.clipShape(RoundedRectangle(cornerRadius: 8))`
    /// and `.cornerRadius(6)` round the background; a background after the clip is not rounded.
    @Test func clipShapesAndCornerRadiiRoundTheBackground() {
        let clipped = { (shape: ScriptExpression) in textView("a").modifier("background", arg(dot("blue"))).modifier("clipShape", arg(shape)) }
        let fixture = ScriptFixture(lockScreen: [
            expr(clipped(view("Capsule"))),
            expr(clipped(dot("rect").call(arg("cornerRadius", int(4))))),
            expr(clipped(view("RoundedRectangle", arg("cornerRadius", int(8))))),
            expr(textView("d").modifier("background", arg(dot("blue"))).modifier("cornerRadius", arg(int(6)))),
            expr(textView("e").modifier("clipShape", arg(view("Circle"))).modifier("background", arg(dot("red")))),
        ])
        #expect(fixture.region().placeholders.isEmpty)
        let views = children(fixture)
        #expect(views.prefix(4).map(\.clipShape) == [.capsule, .roundedRectangle(cornerRadius: 4), .roundedRectangle(cornerRadius: 8), .roundedRectangle(cornerRadius: 6)])
        guard let last = views.last, case .stack(.depth, let wrapped, _, _) = last.content else {
            Issue.record("a background after clipShape does not wrap the view")
            return
        }
        #expect(last.clipShape == nil)
        #expect(wrapped.first?.clipShape == .circle)
    }

    /// `Label("Ready", systemImage: "bolt.fill")`, `Label { Text("Go") } icon: { Image(systemName:) }`,
    /// and `.labelStyle(.iconOnly)` / `.titleOnly`, also from an enclosing stack.
    @Test func labelsDrawTheirIconAndTitleAsTheirStyleSays() {
        let bolt = SymbolGlyphs.glyph(named: "bolt.fill")?.text ?? "?"
        let ready = view("Label", arg(str("Ready")), arg("systemImage", str("bolt.fill")))
        #expect(ScriptFixture(lockScreen: [expr(ready)]).cells() == ["\(bolt) Ready"])
        let built = ScriptExpression(.call(id("Label"), [
            ScriptArgument(value: closure([], expr(textView("Go"))), isTrailing: true),
            ScriptArgument(label: "icon", value: closure([], expr(view("Image", arg("systemName", str("bolt.fill"))))), isTrailing: true),
        ]), at: here)
        #expect(ScriptFixture(lockScreen: [expr(built)]).cells() == ["\(bolt) Go"])
        #expect(ScriptFixture(lockScreen: [expr(ready.modifier("labelStyle", arg(dot("iconOnly"))))]).cells() == [bolt])
        #expect(ScriptFixture(lockScreen: [expr(ready.modifier("labelStyle", arg(dot("titleOnly"))))]).cells() == ["Ready"])
        let styled = view("HStack", content: [expr(ready)]).modifier("labelStyle", arg(id("IconOnlyLabelStyle").call()))
        #expect(ScriptFixture(lockScreen: [expr(styled)]).cells() == [bolt])
    }

    /// `Text("a").bold() + Text("b").italic()` and `Text("x \(Text("y").strikethrough())")`:
    /// modifiers on the parts are accepted, and the parts drawn on one line, in order.
    @Test func textModifiersInsideConcatenationsAndInterpolationsAreAccepted() {
        let joined = op("+", textView("a").modifier("bold"), textView("b").modifier("italic").modifier("tracking", arg(int(1))))
        let inner = textView("y").modifier("strikethrough").modifier("fontWeight", arg(dot("bold")))
        let fixture = ScriptFixture(lockScreen: [expr(joined), expr(view("Text", arg(str(text("x "), interpolated(inner)))))])
        #expect(fixture.cells() == ["ab", "x y"])
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `Text(Image(systemName: "clock")) + Text(" 5:12").bold()`: the symbol and the text side by side.
    @Test func aTextMadeOfASymbolJoinsTheTextAfterIt() {
        let clock = SymbolGlyphs.glyph(named: "clock")?.text ?? "?"
        let joined = op("+", view("Text", arg(view("Image", arg("systemName", str("clock"))))), view("Text", arg(str(" 5:12"))).modifier("bold"))
        let fixture = ScriptFixture(lockScreen: [expr(joined)])
        #expect(fixture.cells() == ["\(clock) 5:12"])
        #expect(fixture.region().placeholders.isEmpty)
    }
}
