import IsletCells
import IsletLayout
import Testing

/// Real Swift, lowered and interpreted: each test is a small widget and the cells it draws.
@Suite struct InterpretedWidgetTests {
    private typealias W = WidgetRendering

    @Test func textInterpolatesStateAndAttributes() {
        let widget = W(W.lockScreen(#"Text("\(context.attributes.name): \(context.state.eta) min")"#))
        #expect(widget.lines == ["Margherita: 12 min"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func anImplicitNowIsThePhonesClockWhereADateIsDeclared() {
        let helpers = """
            struct Window {
                let start: Date
                let end: Date
                static let sample = Window(start: .now, end: .now.addingTimeInterval(600))
            }
            """
        let widget = W(W.lockScreen(#"Text("\(Int(Window.sample.end.timeIntervalSince(Window.sample.start) / 60)) min")"#, helpers: helpers))
        #expect(widget.lines == ["10 min"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func customViewsHelpersAndControlFlow() {
        let helpers = """
            struct EtaRow: View {
                let minutes: Int
                var label: String {
                    switch minutes {
                    case ..<1: return "now"
                    case 1...5: return "soon"
                    default: return "\\(minutes) min"
                    }
                }
                var body: some View {
                    HStack(spacing: 8) {
                        Image(systemName: "clock")
                        Text(label).bold()
                    }
                }
            }
            """
        let body = """
            VStack(alignment: .leading) {
                EtaRow(minutes: context.state.eta)
                if context.state.eta > 10 {
                    Text("Running late")
                }
            }
            """
        let late = W(W.lockScreen(body, helpers: helpers), state: #"{"eta": 12}"#)
        #expect(late.lines.count == 2)
        #expect(late.lines.first?.hasSuffix("12 min") == true)
        #expect(late.lines.last == "Running late")
        #expect(late.result.buffer.firstCell(showing: "m")?.bold == true)
        #expect(W(W.lockScreen(body, helpers: helpers), state: #"{"eta": 3}"#).lines.first?.hasSuffix("soon") == true)
    }

    @Test func enumsWithComputedPropertiesAndSwitchExpressions() {
        let body = """
            let phase = context.state.phase
            Text(phase.title + " · " + String(phase.rawValue))
                .foregroundStyle(phase == .baking ? .orange : .green)
            """
        let helpers = """
            enum Phase: Int, Codable, Hashable {
                case ordered = 1, baking, delivered
                var title: String {
                    switch self {
                    case .ordered: "Ordered"
                    case .baking: "In the oven"
                    case .delivered: "Enjoy"
                    }
                }
            }
            """
        let widget = W(W.lockScreen(body, state: "var phase: Phase", helpers: helpers), state: #"{"phase": 2}"#)
        #expect(widget.lines == ["In the oven · 2"])
        #expect(widget.result.buffer.firstCell(showing: "I")?.foreground == Color(hex: 0xFF9F0A))
    }

    @Test func closuresOverArraysAndFormatting() {
        let body = #"""
            let total = context.state.prices.reduce(0, +)
            let cheap = context.state.prices.filter { $0 < 5 }.map { String(format: "%.2f", $0) }
            VStack {
                Text("Total \(total, specifier: "%.1f")")
                Text(cheap.joined(separator: ", "))
            }
            """#
        let widget = W(W.lockScreen(body, state: "var prices: [Double]"), state: #"{"prices": [4.5, 12, 2.25]}"#)
        #expect(widget.lines == ["Total 18.8", "4.50, 2.25"])
    }

    @Test func unknownViewsArePlaceholdersWithTheirPlace() {
        let widget = W(W.lockScreen("VStack { Map { }; Text(\"ok\") }"))
        #expect(widget.lines.first == "╱Map╱", "a hatched box the size of its name: \(widget.lines)")
        #expect(widget.lines.last?.trimmingPrefix(while: { $0 == " " }) == "ok")
        #expect(widget.placeholders == ["Widget/Widget.swift:15:22: Map: islet does not know this type"])
    }

    @Test func theIslandsCompactRegions() {
        let widget = W(W.lockScreen("Text(\"card\")"), presentation: Presentation.compact)
        #expect(widget.lines.first?.filter { $0 != " " } == "LT")
    }
}

/// The layer and visibility modifiers of the shared vocabulary, from Swift.
@Suite struct InterpretedLayerTests {
    private typealias W = WidgetRendering

    /// The width trick: `Text("00:00").hidden().overlay { Text("1:05") }` takes the hidden
    /// text's room and shows the overlay in it.
    @Test func hiddenKeepsItsRoomAndTheOverlayDraws() {
        let widget = W(W.lockScreen(#"HStack(spacing: 0) { Text("[") ; Text("00:00").hidden().overlay(alignment: .trailing) { Text("1:05") }; Text("]") }"#))
        #expect(widget.lines == ["[ 1:05]"])
    }

    /// `.background(.blue, in: Capsule())` paints behind the padded text.
    @Test func backgroundInAShape() {
        let widget = W(W.lockScreen(#"Text("go").padding(.horizontal, 8).background(.blue, in: Capsule())"#))
        #expect(widget.lines == ["go"])
        #expect(widget.result.buffer.firstCell(showing: "g")?.background == Color(hex: 0x0A84FF))
    }

    /// The ev-charging corpus ring (a 44 pt ZStack of a track, an arc and the percentage): the
    /// label sits inside the ring, with the top of the stroke above it, not over it.
    @Test func aRingsLabelSitsInsideTheRing() {
        let source = W.island("""
            DynamicIslandExpandedRegion(.leading) {
                ZStack {
                    Circle().stroke(Color.gray, lineWidth: 5)
                    Circle().trim(from: 0, to: 0.18).stroke(Color.red, style: StrokeStyle(lineWidth: 5, lineCap: .round)).rotationEffect(.degrees(-90))
                    Text("18").font(.system(size: 13, weight: .bold, design: .rounded))
                }
                .padding(2.5)
                .frame(width: 44, height: 44)
            }
            """)
        let lines = W(source, presentation: .expanded).result.buffer.textLines.map { String($0.prefix(13)) }
        #expect(lines[1...3] == ["▗     ▀ ▝▀▌  ", "      18▗▟▌  ", "      ▝▀▀    "], "\(lines)")
    }
}
