import FoundationEssentials
import IsletCells
import IsletScript
import IsletTestSupport
import Testing

/// The modifiers that change the picture, each drawn as the phone draws it or listed as not
/// drawn, from Swift source to cells (issue 28, item 4). Each board is a text and a style
/// snapshot beside this file.
@Suite struct PictureModifierTests {
    private typealias W = WidgetRendering

    /// `.textCase(.uppercase)` shows capitals whatever was written, `.lowercase` small letters,
    /// and it reaches every text inside the view it is set on, where `.textCase(nil)` nearer a
    /// text shows it as written.
    @Test func textCaseShowsCapitalsOrSmallLetters() {
        let body = """
            VStack(alignment: .leading, spacing: 0) {
                Text("Arriving soon").textCase(.uppercase)
                Text("MIXED Case").textCase(.lowercase)
                VStack(alignment: .leading, spacing: 0) {
                    Text("in \\(context.state.eta) min")
                    Text("As Written").textCase(nil)
                }
                .textCase(.uppercase)
            }
            """
        let widget = W(W.lockScreen(body))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["ARRIVING SOON", "mixed case", "IN 12 MIN", "As Written"])
        #expect(widget.placeholders.isEmpty)
        assertSnapshot(widget.lines.joined(separator: "\n"), named: "text-case")
    }

    /// `.underline()` underlines its text's cells (SGR 4 in a terminal) and nothing beside it;
    /// `.underline(false)` does not; an underlined part of `Text + Text` keeps its line alone.
    @Test func underlineMarksItsCellsAlone() {
        let body = #"""
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) { Text("ab").underline(); Text("cd"); Text("ef").underline(false) }
                Text("gh").underline() + Text("ij")
            }
            """#
        let widget = W(W.lockScreen(body))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["abcdef", "ghij"])
        let buffer = widget.result.buffer
        #expect(["a", "b", "g", "h"].allSatisfy { buffer.firstCell(showing: $0)?.underline == true })
        #expect(["c", "d", "e", "f", "i", "j"].allSatisfy { buffer.firstCell(showing: $0)?.underline == false })
        #expect(widget.placeholders.isEmpty)
        assertSnapshot(styleMask(buffer), named: "underline-style")
    }

    /// `.redacted(reason: .placeholder)` draws each text as a faint bar as wide as its line and
    /// a symbol as a block, showing none of its letters; `.unredacted()` inside shows its view.
    @Test func redactedTextIsABarOfItsWidth() {
        let body = #"""
            VStack(alignment: .leading, spacing: 0) {
                Text("Secret")
                HStack(spacing: 4) { Image(systemName: "star.fill"); Text("open").unredacted() }
            }
            .redacted(reason: .placeholder)
            """#
        let widget = W(W.lockScreen(body))
        let shown = widget.result.buffer.textLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains("█") || $0.contains("open") }
        #expect(shown == ["██████", "█ open"])
        let bar = widget.result.buffer.firstCell(showing: "█")
        #expect(bar?.foreground != nil && bar?.foreground != .white, "a faint bar, not the text's white")
        #expect(W(W.lockScreen(#"Text("Secret").redacted(reason: .privacy)"#)).trimmed.contains("Secret"), "only the placeholder reason draws bars")
        #expect(widget.placeholders.isEmpty)
        assertSnapshot(shown.joined(separator: "\n"), named: "redacted")
        assertSnapshot(styleMask(widget.result.buffer), named: "redacted-style")
    }

    /// A material is a translucent fill over what is behind it: on a teal card, white text on
    /// `.ultraThinMaterial` stays on a teal-grey ground (never opaque white), and a thicker
    /// material lets less of the teal through; in the cells as in the pictures.
    @Test func materialsAreTranslucentOverWhatIsBehind() {
        let body = #"""
            HStack(spacing: 0) {
                Text("u").foregroundStyle(.white).background(.ultraThinMaterial)
                Text("t").foregroundStyle(.white).background(.thickMaterial)
                Capsule().fill(.regularMaterial).frame(width: 16, height: 16)
            }
            .background(Color.teal)
            """#
        for dark in [false, true] {
            let widget = W(W.lockScreen(body), dark: dark)
            let buffer = widget.result.buffer
            let thin = buffer.firstCell(showing: "u")?.background, thick = buffer.firstCell(showing: "t")?.background
            #expect(thin != nil && thin != .white && thin != Color(hex: 0x000000), "\(String(describing: thin?.hexString))")
            #expect(thin.map { $0.blue > $0.red } == true, "the teal shows through: \(String(describing: thin?.hexString))")
            #expect(thin != thick, "a thicker material lets less through")
            #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
            assertSnapshot(styleMask(buffer), named: dark ? "materials-dark-style" : "materials-light-style")
        }
    }

    /// A modifier that changes the picture and that islet does not draw is listed with its
    /// file, line and column and counted as ignored, not applied; with an argument that leaves
    /// the picture as it is (`scaleEffect(1)`), it counts as applied; one without a picture
    /// (`onChange`, `id`) counts as applied and is not listed.
    @Test func ignoredModifiersAreListedAndCountedApart() {
        let body = #"""
            VStack {
                Text("a").shadow(radius: 2)
                Text("b").scaleEffect(1)
                Text("c").id(1).onChange(of: context.state.eta) { }
            }
            """#
        let widget = W(W.lockScreen(body))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["a", "b", "c"])
        #expect(widget.placeholders == ["Widget/Widget.swift:16:5: .shadow: islet does not draw this modifier; the view is drawn without it"])
        #expect(widget.sites.ignoredModifiers.map(\.name) == ["shadow"])
        let applied = widget.sites.modifiers.filter { $0.value == .drawn }.keys.map(\.name).sorted()
        #expect(applied == ["id", "onChange", "scaleEffect"])
        #expect(ModifierTreatment.of("shadow") == .ignored && ModifierTreatment.of("onChange") == .noPicture)
        #expect(ModifierTreatment.of("accessibilityRespondsToUserInteraction") == .noPicture && ModifierTreatment.of("wiggle") == nil)
    }

    /// A `Button` keeps its label's title and icon, in every form a widget writes it: a
    /// `Label` in its closure, `label:`, several views, and the title-and-symbol initializer.
    @Test func buttonLabelsKeepTheirTitleAndIcon() {
        let body = #"""
            VStack(alignment: .leading, spacing: 0) {
                Button(action: {}) { Label("Stop", systemImage: "stop.fill") }
                Button { } label: { Label { Text("Skip") } icon: { Image(systemName: "forward.fill") } }
                Button(intent: Pause()) { Image(systemName: "pause.fill"); Text("Hold") }
                Button("Go", systemImage: "play.fill", intent: Pause())
                Button("Plain") { }
            }
            """#
        let helpers = "struct Pause: AppIntent { static var title: LocalizedStringResource = \"Pause\"; func perform() async throws -> some IntentResult { .result() } }"
        let widget = W(W.lockScreen(body, helpers: helpers))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["■ Stop", "» Skip", "‖", "Hold", "► Go", "Plain"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }

    /// Spacers give way before content: a text that fits keeps its whole width between two
    /// spacers, and a text too long for the row takes all of it but the spacers' least length
    /// (8 pt each) and wraps there, rather than the spacers sharing the row with it.
    @Test func spacersGiveWayBeforeText() {
        let short = W(W.lockScreen(#"HStack { Spacer(); Text("ab cd"); Spacer() }.frame(width: 160)"#))
        #expect(short.trimmed.filter { !$0.isEmpty } == ["ab cd"])
        let long = W(W.lockScreen(#"HStack { Spacer(); Text("aaaa bbbb cccc dddd eeee"); Spacer() }.frame(width: 160).fixedSize(horizontal: false, vertical: true)"#))
        let alone = W(W.lockScreen(#"HStack { Text("aaaa bbbb cccc dddd eeee") }.frame(width: 144).fixedSize(horizontal: false, vertical: true)"#))
        #expect(long.trimmed.filter { !$0.isEmpty } == alone.trimmed.filter { !$0.isEmpty }, "the text has the row less 16 pt, as alone in 144 pt")
        #expect(long.trimmed.filter { !$0.isEmpty }.count > 1, "it wraps instead of being cut: \(long.lines)")
        assertSnapshot(long.lines.joined(separator: "\n"), named: "spacers-give-way")
    }

    /// Any `ShapeStyle` used as a view or a background draws: a gradient as a view fills its
    /// room, shaded cell by cell; as a background it shades the frame behind the text; a
    /// hierarchical fill (`.fill.tertiary`) is a translucent grey.
    @Test func shapeStylesAsViewsAndBackgrounds() {
        let body = #"""
            VStack(spacing: 0) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 80, height: 16)
                Text("grad").padding(.horizontal, 16).background(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
                Text("fill").padding(2).background(.fill.tertiary)
            }
            """#
        let widget = W(W.lockScreen(body))
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        let buffer = widget.result.buffer
        let row = (0..<buffer.height).first { y in (0..<buffer.width).contains { buffer[$0, y].background.map { $0.red > $0.blue } == true } }
        let shades = row.map { y in Set((0..<buffer.width).compactMap { buffer[$0, y].background }) } ?? []
        #expect(shades.count >= 4, "the gradient shades along its row: \(shades.map(\.hexString))")
        let behind = buffer.firstCell(showing: "g")?.background
        #expect(behind.map { $0.green > $0.red } == true, "the text stands on the gradient: \(String(describing: behind?.hexString))")
        assertSnapshot(styleMask(buffer), named: "shape-styles-style")
    }

    /// `resizable()` and `scaledToFit()` on a symbol are folded into it (nothing listed; its
    /// picture at point size is `PMV.aResizableSymbolFillsItsFixedFrame`), and a terminal cell
    /// still shows its one glyph; `renderingMode(.original)`, a symbol in its own colours, is
    /// listed as ignored.
    @Test func aResizableSymbolIsFoldedIntoTheSymbol() {
        let sized = #"HStack(spacing: 0) { Image(systemName: "car.fill").resizable().scaledToFit().frame(width: 46, height: 46); Text("x") }"#
        let widget = W(W.lockScreen(sized))
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        #expect(widget.sites.modifiers.filter { $0.value == .drawn }.keys.map(\.name).sorted() == ["frame", "resizable", "scaledToFit"])
        #expect(widget.trimmed.contains { $0.hasPrefix("◓") && $0.hasSuffix("x") }, "\(widget.lines)")
        let original = W(W.lockScreen(#"Image(systemName: "car.fill").renderingMode(.original).resizable()"#))
        #expect(original.placeholders.map { $0.split(separator: ":").dropFirst(3).first.map(String.init) } == [" .renderingMode"])
    }
}

