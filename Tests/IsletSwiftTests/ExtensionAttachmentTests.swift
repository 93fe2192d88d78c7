import Testing

/// Extensions attach to what they extend, as Swift attaches them: a framework value takes the
/// members of its type's extensions, and a constrained extension's members reach only the values
/// its `where` clause admits.
@Suite struct ExtensionAttachmentTests {
    private typealias W = WidgetRendering

    /// `extension ActivityViewContext where Attributes == Order` gives the widget's `context`
    /// its members; an extension for another activity's attributes, with the same member name,
    /// does not.
    @Test func aConstrainedContextExtensionReachesItsOwnContext() {
        let helpers = """
            struct Parcel: ActivityAttributes {
                struct ContentState: Codable, Hashable { var stops: Int }
            }

            extension ActivityViewContext where Attributes == Parcel {
                var headline: String { "\\(state.stops) stops" }
            }

            extension ActivityViewContext where Attributes == Order {
                var headline: String { "\\(attributes.name) in \\(state.eta) min" }
            }
            """
        let widget = W(W.lockScreen("Text(context.headline)", helpers: helpers))
        #expect(widget.trimmed == ["Margherita in 12 min"])
        #expect(widget.placeholders.isEmpty)
    }

    /// A method of a constrained context extension, called on `context`.
    @Test func aConstrainedContextExtensionsMethodIsCalled() {
        let helpers = """
            extension ActivityViewContext where Attributes == Order {
                func minutes(plus extra: Int) -> String { "\\(state.eta + extra) min" }
            }
            """
        let widget = W(W.lockScreen("Text(context.minutes(plus: 3))", helpers: helpers))
        #expect(widget.trimmed == ["15 min"])
    }

    /// `extension Double` and `extension Int` members on numbers from the state.
    @Test func extensionsOfNumbersAttach() {
        let helpers = """
            extension Double {
                var kilometres: String { String(format: "%.1f km", self / 1000) }
            }
            extension Int {
                func times(_ factor: Int) -> Int { self * factor }
            }
            """
        let widget = W(W.lockScreen("Text(context.state.metres.kilometres + \" \" + String(context.state.eta.times(3)))", state: "var eta: Int; var metres: Double", helpers: helpers),
                       state: #"{"eta": 7, "metres": 2450}"#)
        #expect(widget.trimmed == ["2.5 km 21"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `extension View where Self == Text`-style clauses on a framework protocol keep their
    /// members for the values they admit: a view modifier helper declared on `View`.
    @Test func aViewExtensionWithAWhereClauseStillAppliesToViews() {
        let helpers = """
            extension View where Self: Sendable {
                func boxed() -> some View { self.padding(1) }
            }
            """
        let widget = W(W.lockScreen(#"Text("in").boxed()"#, helpers: helpers))
        #expect(widget.trimmed.contains("in"))
        #expect(widget.placeholders.isEmpty)
    }
}
