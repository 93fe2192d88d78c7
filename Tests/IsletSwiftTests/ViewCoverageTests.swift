import IsletCells
import IsletTestSupport
import IsletViews
import Testing

/// The views of issue 15's point 3 that had no test from Swift source: each in a small widget
/// and the cells it draws (docs/SWIFT-COVERAGE.md maps every item to its test).
@Suite struct ViewCoverageTests {
    private typealias W = WidgetRendering

    /// `Text(verbatim:)` shows its string as written, `Text(date, style:)` the phone's clock.
    @Test func verbatimAndDateStyleTexts() {
        let widget = W(W.lockScreen(#"VStack(alignment: .leading) { Text(verbatim: "**\(1)**"); Text(Date.now, style: .time); Text(Date.now.addingTimeInterval(300), style: .timer) }"#))
        #expect(widget.lines == ["**1**", "2:40 PM", "5:00"])
    }

    /// `Text(timerInterval:countsDown:)` counting down, running without hours (the minutes run
    /// past 59), and with `pauseTime:` standing still at the pause (30 s after the start, counting up).
    @Test func timerIntervalWithItsExtraArguments() {
        let body = """
            VStack(alignment: .leading) {
                Text(timerInterval: Date.now...Date.now.addingTimeInterval(4000), countsDown: true)
                Text(timerInterval: Date.now...Date.now.addingTimeInterval(4500), countsDown: true, showsHours: false)
                Text(timerInterval: Date.now.addingTimeInterval(-60)...Date.now.addingTimeInterval(600), pauseTime: Date.now.addingTimeInterval(-30), countsDown: false)
            }
            """
        #expect(W(W.lockScreen(body)).lines == ["1:06:40", "75:00", "0:30"])
    }

    /// `Text + Text` and a styled `Text` inside an interpolation keep each part's own style: the
    /// "12" bold and green, " min" in the caption's grey, "Arriving " in the whole text's orange
    /// and the interpolated time bold in it; the whole text's italic reaches the parts that set
    /// a font of their own, as SwiftUI's environment does.
    @Test func concatenationAndStyledInterpolationKeepEachPartsStyle() {
        let body = #"""
            VStack(alignment: .leading) {
                Text("12").bold().foregroundColor(.green) + Text(" min").font(.caption).foregroundStyle(.secondary)
                Text("Arriving \(Text(Date.now, style: .time).bold())").foregroundColor(.orange)
                (Text("Was ").strikethrough() + Text("now").font(.caption)).italic()
            }
            """#
        let widget = W(W.lockScreen(body))
        #expect(widget.lines == ["12 min", "Arriving 2:40 PM", "Was now"])
        let buffer = widget.result.buffer
        let twelve = buffer.firstCell(showing: "1"), unit = buffer.firstCell(showing: "m")
        #expect(twelve?.bold == true && unit?.bold == false)
        #expect(twelve?.foreground != unit?.foreground)
        let arriving = buffer.firstCell(showing: "A"), time = buffer.firstCell(showing: "P")
        #expect(arriving?.bold == false && time?.bold == true)
        #expect(arriving?.foreground == time?.foreground)
        #expect(buffer.firstCell(showing: "W")?.attributes.contains(.strikethrough) == true)
        #expect(buffer.firstCell(showing: "w")?.attributes.contains([.italic]) == true)
        #expect(buffer.firstCell(showing: "w")?.attributes.contains(.strikethrough) == false)
        #expect(widget.placeholders.isEmpty)
        assertSnapshot(styleMask(buffer), named: "text-runs-style")
    }

    /// Plain texts joined with `+` stay one text in one style, as before parts were kept.
    @Test func plainConcatenationIsOneText() {
        let widget = W(W.lockScreen(#"(Text("Hi ") + Text("there")).bold()"#))
        #expect(widget.trimmed == ["Hi there"])
        #expect(widget.result.buffer.firstCell(showing: "t")?.bold == true)
    }

    /// `Image(systemName:)` with a name computed from the state.
    @Test func computedSymbolNames() {
        let widget = W(W.lockScreen(#"Image(systemName: context.state.eta > 10 ? "bolt.fill" : "clock")"#))
        #expect(widget.lines == [SymbolGlyphs.glyph(named: "bolt.fill")?.text ?? "?"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `ProgressView(value:total:)` linear with a label, and `ProgressView(timerInterval:)`.
    @Test func progressViewForms() {
        let body = """
            VStack(alignment: .leading) {
                ProgressView(value: 3, total: 12) { Text("Baking") }.frame(width: 80)
                ProgressView(timerInterval: Date.now.addingTimeInterval(-300)...Date.now.addingTimeInterval(300), countsDown: false).frame(width: 80)
            }
            """
        let widget = W(W.lockScreen(body))
        let rows = widget.result.buffer.textLines.filter { !$0.allSatisfy { $0 == " " } }
        let label = rows.firstIndex { $0.contains("Baking") } ?? rows.count
        #expect(label + 2 < rows.count && rows[label + 1].contains("▄") && rows[label + 2].contains("▄"), "the label over the value's bar, then the timer's bar: \(rows)")
        #expect(widget.placeholders.isEmpty)
    }

    /// A circular `ProgressView` with a label draws the label over its ring.
    @Test func circularProgressWithALabel() {
        let widget = W(W.lockScreen(#"ProgressView(value: 0.5) { Text("Half") }.progressViewStyle(.circular)"#))
        let rows = widget.result.buffer.textLines.filter { !$0.allSatisfy { $0 == " " } }
        let label = rows.firstIndex { $0.contains("Half") } ?? rows.count
        #expect(label + 2 < rows.count && rows[label + 1].contains("▗▛▝▜▖"), "the ring under the label: \(rows)")
        #expect(widget.placeholders.isEmpty)
    }

    /// `Link` draws its label; `Button` draws its label and runs nothing.
    @Test func linksAndButtonsDrawTheirLabels() {
        let body = #"HStack(spacing: 8) { Link("Track", destination: URL(string: "pizza://track")!); Button("Call") { print("never") }; Button(action: {}) { Text("Tip") } }"#
        let widget = W(W.lockScreen(body))
        #expect(widget.lines == ["Track Call Tip"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `Divider()` between two texts takes a row; `Color` as a view fills its frame.
    @Test func dividerAndColourViews() {
        let widget = W(W.lockScreen(#"VStack(spacing: 0) { Text("a"); Divider().frame(width: 40); Color.red.frame(width: 16, height: 16); Text("b") }"#))
        #expect(widget.lines == ["  a", "─────", "  b"], "a, the divider's rule across its frame, the square (no text), b")
        let cells = (0..<widget.result.buffer.height).flatMap { row in (0..<widget.result.buffer.width).map { widget.result.buffer[$0, row] } }
        #expect(cells.filter { $0.background == Color(hex: 0xFF453A) }.count == 2, "the red square is two cells of one row")
    }

    /// A gradient behind a text shades across it, black to white, cell by cell (it was
    /// painted as its end colour before).
    @Test func gradientBackgroundsShadeBehindTheText() {
        let widget = W(W.lockScreen(#"Text("go").padding(4).background(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))"#))
        #expect(widget.lines == ["go"])
        let g = widget.result.buffer.firstCell(showing: "g")?.background, o = widget.result.buffer.firstCell(showing: "o")?.background
        #expect(g != nil && o != nil && g != .white && g != Color(hex: 0x000000))
        #expect(g.map { $0.red } ?? 255 < o.map { $0.red } ?? 0, "darker at the leading end")
    }

    /// `.overlay { … }` and `.background { … }`, the closure forms, with an alignment.
    @Test func overlayAndBackgroundClosures() {
        let widget = W(W.lockScreen(#"Text("......").overlay(alignment: .leading) { Text("ab") }.background { Color.blue }"#))
        #expect(widget.lines == ["ab...."])
        #expect(widget.result.buffer.firstCell(showing: "a")?.background == Color(hex: 0x0A84FF))
    }

    /// `.opacity(0)` keeps the room and draws nothing, not even text in the card's colour,
    /// which a copied board or a picture would still show; a faint opacity still draws.
    @Test func opacityZeroKeepsTheRoom() {
        let widget = W(W.lockScreen(#"HStack(spacing: 0) { Text("["); Text("xx").opacity(0); Text("]"); Text("y").opacity(0.5) }"#))
        #expect(widget.lines == ["[  ]y"])
        #expect(widget.result.buffer.firstCell(showing: "x") == nil)
    }

    /// `ViewThatFits` shows its first child whose ideal size fits, else the last; `in:` names
    /// the axes that must fit (a text too wide for one line fits vertically by wrapping).
    @Test func viewThatFitsPicksTheFirstThatFits() {
        #expect(W(W.lockScreen(#"ViewThatFits { Text("fits"); Text("other") }"#)).lines == ["fits"])
        let tooWide = #"ViewThatFits { Text("a sentence far too wide"); Text("short") }.frame(width: 80)"#
        #expect(W(W.lockScreen(tooWide)).lines == ["short"])
        let noneFits = #"ViewThatFits(in: .horizontal) { Text("a sentence far too wide"); Text("still too wide") }.frame(width: 40)"#
        #expect(W(W.lockScreen(noneFits)).lines == ["still", "too", "wide"], "the last child, wrapped in the room")
        let vertical = #"ViewThatFits(in: .vertical) { Text("a sentence far too wide"); Text("short") }.frame(width: 80)"#
        #expect(W(W.lockScreen(vertical)).lines == ["a", "sentence", "far too", "wide"], "it wraps, and its lines fit the height")
    }

    /// `frame` with width and height, with minimum and maximum, with an alignment.
    @Test func frameForms() {
        let body = """
            VStack(alignment: .leading, spacing: 0) {
                Text("r").frame(width: 40, alignment: .trailing)
                Text("c").frame(minWidth: 40)
                Text("l").frame(maxWidth: 40, alignment: .leading)
                Text("h").frame(height: 32, alignment: .top)
                Text("z")
            }
            """
        let widget = W(W.lockScreen(body))
        #expect(widget.lines.prefix(3) == ["    r", "  c", "l"])
        let rows = widget.result.buffer.textLines
        let top = rows.firstIndex { $0.contains("h") } ?? 0, below = rows.firstIndex { $0.contains("z") } ?? 0
        #expect(below - top == 2, "a 32-point frame is two rows, its text at the top")
    }

    /// `padding` with edges and amounts, and with `EdgeInsets`.
    @Test func paddingWithEdgesAndInsets() {
        let edges = W(W.lockScreen(#"HStack(spacing: 0) { Text("[") ; Text("ab").padding(.leading, 16); Text("cd").padding([.leading, .trailing], 8); Text("]") }"#))
        #expect(edges.lines == ["[  ab cd ]"])
        let insets = W(W.lockScreen(#"HStack(spacing: 0) { Text("[") ; Text("ab").padding(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8)); Text("]") }"#))
        #expect(insets.lines == ["[   ab ]"])
        // One letter of title type after its padding keeps its room beside the next text.
        let letter = W(W.lockScreen(#"HStack(spacing: 0) { Text("a").padding(.leading, 16); Text("]") }.font(.title)"#))
        #expect(letter.lines == ["a]"])
    }

    /// `.offset(x:)` moves the drawing within its frame and keeps the room.
    @Test func offsetMovesTheDrawing() {
        #expect(W(W.lockScreen(#"HStack(spacing: 0) { Text("["); Text("a").offset(x: 8).frame(width: 32, alignment: .leading); Text("]") }"#)).lines == ["[ a  ]"])
    }

    /// `multilineTextAlignment(.center)` centres each wrapped line; `lineLimit(1)` cuts with an ellipsis.
    @Test func multilineAlignmentAndLineLimit() {
        let centred = W(W.lockScreen(#"Text("one two three four").multilineTextAlignment(.center).frame(width: 72)"#))
        #expect(centred.lines == ["one two", " three", " four"])
        let cut = W(W.lockScreen(#"Text("one two three four").lineLimit(1).frame(width: 80)"#))
        #expect(cut.lines == ["one two…"])
    }

    /// Colours from components: `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(uiColor:)` and `.opacity(_)` on a colour, through `foregroundStyle`, `foregroundColor` and `tint`.
    @Test func colourForms() {
        let body = """
            VStack(alignment: .leading) {
                Text("r").foregroundStyle(Color(red: 1, green: 0, blue: 0))
                Text("w").foregroundColor(Color(white: 0.5))
                Text("h").foregroundStyle(Color(hue: 0, saturation: 1, brightness: 1))
                Text("u").foregroundStyle(Color(uiColor: .systemBlue))
                Text("o").foregroundStyle(Color.white.opacity(0.5))
                ProgressView(value: 0.5).tint(Color(red: 0, green: 1, blue: 0)).frame(width: 40)
            }
            """
        let widget = W(W.lockScreen(body))
        let buffer = widget.result.buffer
        #expect(buffer.firstCell(showing: "r")?.foreground == Color(hex: 0xFF0000))
        #expect(buffer.firstCell(showing: "w")?.foreground == Color(hex: 0x808080))
        #expect(buffer.firstCell(showing: "h")?.foreground == Color(hex: 0xFF0000))
        #expect(buffer.firstCell(showing: "u")?.foreground == Color(hex: 0x0A84FF))
        let half = buffer.firstCell(showing: "o")?.foreground
        #expect(half != nil && half != Color.white, "white at half opacity is blended toward the card")
        #expect(widget.placeholders.isEmpty)
    }

    /// `contentTransition(.numericText())` is accepted on a text and changes nothing still.
    @Test func numericTextTransition() {
        let widget = W(W.lockScreen(#"Text("\(context.state.eta)").contentTransition(.numericText()).monospacedDigit()"#))
        #expect(widget.lines == ["12"])
        #expect(widget.placeholders.isEmpty)
    }

    /// The modifiers with no picture in a terminal are accepted and draw the view as it is.
    @Test func modifiersWithoutAPictureAreAccepted() {
        let body = """
            Text("ok")
                .accessibilityLabel("fine").accessibilityHidden(false)
                .animation(.default, value: context.state.eta)
                .transition(.opacity)
                .task { }
                .onAppear { }
                .id(context.state.eta)
                .privacySensitive()
            """
        let symbol = #"Image(systemName: "bolt.fill").symbolEffect(.pulse)"#
        let widget = W(W.lockScreen("VStack { \(body); \(symbol) }"))
        #expect(widget.lines.first == "ok")
        #expect(widget.lines.count == 2)
        #expect(widget.placeholders.isEmpty)
    }

    /// The ActivityKit modifiers: `widgetURL`, `activitySystemActionForegroundColor`,
    /// `keylineTint`, `contentMargins`, a region's `priority`, `dynamicIsland(verticalPlacement:)`
    /// and `supplementalActivityFamilies` are accepted where widgets write them, and the regions draw.
    @Test func activityKitModifiersAreAccepted() {
        let source = W.order(state: "var eta: Int", widget: """
            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text("card \\(context.state.eta)")
                            .activityBackgroundTint(.black)
                            .activitySystemActionForegroundColor(.white)
                            .widgetURL(URL(string: "pizza://card"))
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading, priority: 1) { Text("left") }
                            DynamicIslandExpandedRegion(.bottom) {
                                Text("below").dynamicIsland(verticalPlacement: .belowIfTooWide)
                            }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                        .keylineTint(.orange)
                        .contentMargins(.horizontal, 8, for: .expanded)
                        .widgetURL(URL(string: "pizza://island"))
                    }
                    .supplementalActivityFamilies([.small, .medium])
                }
            }
            """)
        let lock = W(source)
        #expect(lock.lines == ["card 12"])
        #expect(lock.placeholders.isEmpty)
        let expanded = W(source, presentation: .expanded)
        #expect(expanded.lines.first?.contains("left") == true)
        #expect(expanded.lines.last?.contains("below") == true)
        #expect(expanded.placeholders.isEmpty)
    }

    /// The shapes with `fill`, `stroke`, `strokeBorder` and `trim` draw in their frames, and
    /// nothing is a placeholder.
    @Test func shapesDrawTheirPaint() {
        let body = """
            HStack(spacing: 0) {
                Circle().fill(.red).frame(width: 16, height: 16)
                Capsule().stroke(.blue, lineWidth: 2).frame(width: 32, height: 16)
                RoundedRectangle(cornerRadius: 4).strokeBorder(.green, lineWidth: 2).frame(width: 32, height: 16)
                Rectangle().fill(.yellow).frame(width: 16, height: 16)
                ContainerRelativeShape().fill(.orange).frame(width: 16, height: 16)
                Circle().trim(from: 0, to: 0.5).stroke(.pink, lineWidth: 2).frame(width: 16, height: 16)
            }
            """
        let widget = W(W.lockScreen(body))
        #expect(widget.placeholders.isEmpty)
        let cells = (0..<widget.result.buffer.height).flatMap { row in (0..<widget.result.buffer.width).map { widget.result.buffer[$0, row] } }
        for colour in [0xFF453A, 0x0A84FF, 0x30D158, 0xFFD60A, 0xFF9F0A] {
            #expect(cells.contains { $0.foreground == Color(hex: UInt32(colour)) || $0.background == Color(hex: UInt32(colour)) }, "colour \(String(colour, radix: 16))")
        }
    }
}

extension ViewCoverageTests {
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` moves a leading text too wide for
    /// its side below the camera, across the island; region `priority` gives the higher one of
    /// two moved regions the room it asks for first, equal ones share it.
    @Test func belowIfTooWideAndRegionPriority() {
        let wide = #"Text("Arriving at the north gate")"#, placed = ".dynamicIsland(verticalPlacement: .belowIfTooWide)"
        func rows(_ regions: String) -> [String] {
            W(W.island(regions), presentation: .expanded).lines.filter { !$0.contains("▄") && !$0.contains("▀") }
        }
        let beside = rows("DynamicIslandExpandedRegion(.leading) { \(wide) }; DynamicIslandExpandedRegion(.trailing) { Text(\"12m\") }")
        #expect(beside.first?.contains("Arriving…") == true && beside.first?.contains("12m") == true, "beside the camera: \(beside)")
        let below = rows("DynamicIslandExpandedRegion(.leading) { \(wide)\(placed) }; DynamicIslandExpandedRegion(.trailing) { Text(\"12m\") }")
        #expect(below.count >= 2 && !below[0].contains("Arriving") && below[1].contains("Arriving at the north gate"), "below the camera: \(below)")
        let twelve = #"Text("Twelve minutes to go")"#
        let ranked = rows("DynamicIslandExpandedRegion(.leading, priority: 1) { \(wide)\(placed) }; DynamicIslandExpandedRegion(.trailing) { \(twelve)\(placed) }")
        #expect(ranked.contains { $0.contains("Arriving at the north gate Twelve m…") }, "the leading region first: \(ranked)")
        let shared = rows("DynamicIslandExpandedRegion(.leading) { \(wide)\(placed) }; DynamicIslandExpandedRegion(.trailing) { \(twelve)\(placed) }")
        #expect(shared.contains { $0.contains("Arriving at the…  Twelve minutes to…") }, "half each: \(shared)")
    }
}
