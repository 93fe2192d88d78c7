import IsletCells
import Testing

/// The Swift the bundled samples write, each idiom in a small widget: what it must draw for
/// the sample to draw what its layout draws (SampleEquivalenceTests).
@Suite struct SampleIdiomTests {
    private typealias W = WidgetRendering

    @Test func aFrameOfInfiniteMaximumWidthTakesTheRowsRoom() {
        let widget = W(W.lockScreen(##"HStack { Text("Store").frame(maxWidth: .infinity, alignment: .leading); Text("#47") }"##))
        let line = widget.lines.first ?? ""
        #expect(line.hasPrefix("Store ") && line.hasSuffix(" #47") && line.count > 30, "\(widget.lines)")
        #expect(widget.placeholders.isEmpty)
    }

    @Test func aViewHelperCallsItsModifiersOnSelfWithoutSelf() {
        let helpers = """
            extension View {
                func caption() -> some View {
                    foregroundStyle(.red).font(.caption)
                }
            }
            """
        let widget = W(W.lockScreen(#"Text("Late").caption()"#, helpers: helpers))
        #expect(widget.lines == ["Late"])
        #expect(widget.result.buffer.firstCell(showing: "L")?.foreground == W(W.lockScreen(#"Text("Late").foregroundStyle(.red)"#)).result.buffer.firstCell(showing: "L")?.foreground)
        #expect(widget.placeholders.isEmpty)
    }

    @Test func aComparableEnumOrdersByItsOwnLessThan() {
        let helpers = """
            enum Step: String, Codable, CaseIterable {
                case ordered, cooking, delivered
            }

            extension Step: Comparable {
                static func < (lhs: Self, rhs: Self) -> Bool {
                    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
                }
            }
            """
        let body = #"Text("\(context.state.step < Step.delivered) \(context.state.step <= Step.ordered) \(context.state.step > Step.ordered) \(context.state.step >= Step.delivered)")"#
        let widget = W(W.lockScreen(body, state: "var step: Step", helpers: helpers), state: #"{"step": "cooking"}"#)
        #expect(widget.lines == ["true false true false"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func dateTimeFieldsFormatAsAnIPhoneDoes() {
        // 2025-12-01 14:40:00 UTC.
        let body = #"Text("\(Date.now.formatted(.dateTime.month(.abbreviated).day())) · \(Date.now.formatted(.dateTime.month(.wide).year()))")"#
        let widget = W(W.lockScreen(body))
        #expect(widget.lines == ["Dec 1 · December 2025"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func dateComponentsFromOneDateAreItsFieldsOnThePhonesClock() {
        let helpers = """
            func clock24(_ date: Date) -> String {
                let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
                return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            }
            """
        let widget = W(W.lockScreen("Text(clock24(.now))", helpers: helpers))
        #expect(widget.lines == ["14:40"])
    }

    @Test func unsignedIntegersParseWithARadix() {
        let body = #"Text("\(UInt32("ff8000", radix: 16) ?? 0) \(UInt32("-5") ?? 7) \(Int("12") ?? 0)")"#
        #expect(W(W.lockScreen(body)).lines == ["16744448 7 12"])
    }

    @Test func integerLiteralsDivideAsDoubleWhereADoubleIsExpected() {
        let helpers = """
            enum Brand {
                static let red = Color(red: 239 / 255, green: 1 / 255, blue: 7 / 255)
                static let share: Double = 1 / 4
            }
            """
        let widget = W(W.lockScreen(#"Text("\(Brand.share) \(7 / 2)").foregroundStyle(Brand.red)"#, helpers: helpers))
        #expect(widget.lines == ["0.250000 3"], "an Int division stays an Int (a Text literal writes a Double as %lf)")
        #expect(widget.result.buffer.firstCell(showing: "0")?.foreground == Color(red: 239, green: 1, blue: 7))
    }
}
