import Testing

/// What the widget's Swift means reaches the board: an enum case's associated values, a tuple's
/// declared labels; and what islet cannot evaluate is a placeholder with its place, never
/// "(Function)" or "()" drawn as if it were the app's text.
@Suite struct ShownValueTests {
    private typealias W = WidgetRendering

    private static let punctuality = """
        enum Punctuality: Codable, Hashable {
            case onTime
            case late(minutes: Int)
            case replacementBus(String)
        }
        """

    /// `{"late": {"minutes": 7}}` from a push: `case .late(let minutes)` binds 7.
    @Test func associatedValuesFromAPushBindInPatterns() {
        let source = W.lockScreen(
            #"""
            switch context.state.status {
            case .onTime: Text("On time")
            case .late(let minutes): Text("+\(minutes) min")
            case .replacementBus(let stop): Text("Bus from \(stop)")
            }
            """#,
            state: "var status: Punctuality", helpers: Self.punctuality
        )
        #expect(W(source, state: #"{"status": {"late": {"minutes": 7}}}"#).lines == ["+7 min"])
        #expect(W(source, state: #"{"status": {"replacementBus": {"_0": "Elm St"}}}"#).lines == ["Bus from Elm St"])
    }

    @Test func associatedValuesFromAPreviewStateBindInPatterns() {
        let source = W.lockScreen(
            #"""
            if case .late(let minutes) = context.state.status { Text("late \(minutes)") } else { Text("fine") }
            """#,
            state: "var status: Punctuality", helpers: Self.punctuality + """

                #Preview("Late", as: .content, using: Order(name: "RE7")) {
                    OrderWidget()
                } contentStates: {
                    Order.ContentState(status: .late(minutes: 12))
                }
                """
        )
        let widget = W(source, preview: 1)
        #expect(widget.previewProblems.isEmpty)
        #expect(widget.lines == ["late 12"])
    }

    @Test func aTupleTakesTheLabelsOfItsDeclaredType() {
        let helpers = """
            extension Order.ContentState {
                var sets: (home: Int, away: Int) {
                    let home = eta / 10
                    return (home, eta - home)
                }
            }
            """
        let widget = W(W.lockScreen(#"Text("\(context.state.sets.home)–\(context.state.sets.away)")"#, helpers: helpers))
        #expect(widget.lines == ["1–11"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func aFunctionOrAnUnknownMemberShownAsTextIsAPlaceholderWithItsPlace() {
        let helpers = """
            extension Order.ContentState {
                func label() -> String { "ready" }
            }
            """
        let widget = W(W.lockScreen(#"Text("\(context.state.label) \(context.state.eta.frobnicated)")"#, helpers: helpers))
        #expect(!widget.lines.joined().contains("(Function)"))
        #expect(widget.placeholders.count == 2, "\(widget.placeholders)")
        #expect(widget.placeholders.contains { $0.hasPrefix("Widget/Widget.swift:15:21: label: a function shown without being called") })
        #expect(widget.placeholders.contains { $0.hasPrefix("Widget/Widget.swift:15:44: frobnicated: islet does not know Int.frobnicated") })
    }

    /// Swift's switches are exhaustive, so islet meeting a value no case matches means it got
    /// the value wrong: noted at the switch. (The reader does not type-check, so the case left
    /// out here stands for any value islet mis-evaluates.)
    @Test func aSwitchNoCaseOfWhichMatchesIsNotedNotLeftBlank() {
        let helpers = """
            enum Size { case small, large }
            """
        let source = W.lockScreen(
            #"""
            let size = Size.large
            return Text(switch size { case .small: "S" })
            """#,
            helpers: helpers
        )
        let widget = W(source)
        #expect(!widget.lines.joined().contains("()"))
        #expect(widget.placeholders.contains { $0.contains("switch: no case matches large") }, "\(widget.placeholders)")
    }
}
