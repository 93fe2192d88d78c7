import Testing

/// The Swift of issue 15's point 2 that had no test from Swift source: each item in a small
/// widget and the cells it draws (docs/SWIFT-COVERAGE.md maps every item to its test).
@Suite struct LanguageCoverageTests {
    private typealias W = WidgetRendering

    /// `Date(timeIntervalSinceNow:)` reads the phone's clock, as `Date()` and `.now` do.
    @Test func dateTimeIntervalSinceNowIsThePhonesClock() {
        let body = #"Text("\(Int(Date(timeIntervalSinceNow: 90).timeIntervalSince(.now))) \(Date(timeIntervalSinceNow: 3600).formatted(date: .omitted, time: .shortened))")"#
        let widget = W(W.lockScreen(body))
        #expect(widget.lines == ["90 3:40\u{202F}PM"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `URL(string:)` makes a URL whose parts can be read; a string that is not one is nil.
    @Test func urlsFromStrings() {
        let body = #"Text("\(URL(string: "pizza://order/12?x=1")?.host ?? "none") \(URL(string: "https://a.example/b")?.absoluteString ?? "none")")"#
        let widget = W(W.lockScreen(body))
        #expect(widget.lines == ["order https://a.example/b"])
    }

    /// `abs`, `min`, `max` and `rounded()` on the state.
    @Test func absMinMaxAndRounded() {
        let body = #"Text("\(abs(context.state.eta - 20)) \(min(context.state.eta, 5)) \(max(context.state.eta, 30)) \(Int((Double(context.state.eta) / 5).rounded()))")"#
        #expect(W(W.lockScreen(body)).lines == ["8 5 30 2"])
    }

    /// `compactMap`, `first`, `first(where:)`, `count`, `isEmpty` and `contains` over an array of the state.
    @Test func collectionsQueries() {
        let body = #"""
            let stops = context.state.stops
            let numbers = stops.compactMap { Int($0) }
            Text("\(numbers.count) \(stops.first ?? "-") \(stops.first(where: { $0.hasPrefix("b") }) ?? "-") \(stops.isEmpty) \(stops.contains("7"))")
            """#
        let widget = W(W.lockScreen(body, state: "var stops: [String]"), state: #"{"stops": ["a", "7", "b2", "12"]}"#)
        #expect(widget.lines == ["2 a b2 false true"])
    }

    /// A free function, a static function and a `static let` of a type in the folder.
    @Test func freeAndStaticFunctionsAndStaticConstants() {
        let helpers = """
            func minutes(_ value: Int) -> String { "\\(value) min" }

            enum Copy {
                static let prefix = "ETA"
                static func line(_ eta: Int) -> String { prefix + " " + minutes(eta) }
            }
            """
        let widget = W(W.lockScreen("Text(Copy.line(context.state.eta))", helpers: helpers))
        #expect(widget.lines == ["ETA 12 min"])
        #expect(widget.placeholders.isEmpty)
    }

    /// Computed properties and methods on the attributes and the content state, in extensions.
    @Test func computedPropertiesOfTheAttributesAndState() {
        let helpers = """
            extension Order {
                var shout: String { name.uppercased() }
            }

            extension Order.ContentState {
                func late(after limit: Int) -> Bool { eta > limit }
            }
            """
        let widget = W(W.lockScreen(#"Text("\(context.attributes.shout) \(context.state.late(after: 10) ? "late" : "ok")")"#, helpers: helpers))
        #expect(widget.lines == ["MARGHERITA late"])
    }

    /// A custom view's computed `some View` property, and an `AnyView` chosen in a helper.
    @Test func computedViewPropertiesAndAnyView() {
        let helpers = """
            struct Badge: View {
                let eta: Int
                var label: some View { Text("in \\(eta)") }
                var body: some View {
                    HStack(spacing: 8) {
                        label
                        wrapped
                    }
                }
                var wrapped: AnyView {
                    if eta > 10 { return AnyView(Text("late")) }
                    return AnyView(Text("soon"))
                }
            }
            """
        let widget = W(W.lockScreen("Badge(eta: context.state.eta)", helpers: helpers))
        #expect(widget.lines == ["in 12 late"])
        #expect(widget.placeholders.isEmpty)
    }

    /// A custom `ViewModifier` written in Swift, applied with `.modifier(_:)` and through an
    /// `extension View` helper.
    @Test func customViewModifiersFromSwift() {
        let helpers = """
            struct Shout: ViewModifier {
                let mark: String
                func body(content: Content) -> some View {
                    HStack(spacing: 0) {
                        content
                        Text(mark)
                    }
                }
            }

            extension View {
                func shout() -> some View { modifier(Shout(mark: "!")) }
            }
            """
        let widget = W(W.lockScreen(#"VStack { Text("hey").modifier(Shout(mark: "?")); Text("ho").shout() }"#, helpers: helpers))
        #expect(widget.lines == ["hey?", "ho!"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `@Environment(\.isLuminanceReduced)`, `activityFamily` and `widgetFamily`: not dimmed, on a phone.
    @Test func environmentValuesOfThePhone() {
        let helpers = """
            struct Facts: View {
                @Environment(\\.isLuminanceReduced) var dimmed
                @Environment(\\.activityFamily) var family
                @Environment(\\.widgetFamily) var widgetFamily
                var body: some View {
                    Text("\\(dimmed ? "dim" : "lit") \\(family == .small ? "watch" : "phone") \\(widgetFamily == .systemSmall ? "small" : "other")")
                }
            }
            """
        let widget = W(W.lockScreen("Facts()", helpers: helpers))
        #expect(widget.lines == ["lit phone other"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `Int.random(in:)` is seeded: the same widget draws the same number twice.
    @Test func randomNumbersRepeat() {
        let body = #"Text("\(Int.random(in: 1...1_000_000)) \(Bool.random() ? "y" : "n")")"#
        let first = W(W.lockScreen(body)).lines
        #expect(first.count == 1)
        #expect(W(W.lockScreen(body)).lines == first)
    }

    /// String interpolation with `format:` and `style:`.
    @Test func interpolationWithFormatAndStyle() {
        let body = #"Text("\(Double(context.state.eta) / 4, format: .number.precision(.fractionLength(1))) at \(Date.now, style: .time)")"#
        #expect(W(W.lockScreen(body)).lines == ["3.0 at 2:40 PM"])
    }
}
