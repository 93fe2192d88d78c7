import Testing

/// Calls and operators Swift refuses to compile are placeholders naming them, never a guess
/// drawn as if it were the app's: an `Int` added to a `Date` or multiplied by a floating
/// literal, `%` of a `Double`, `round` of an `Int`, a string method with a wrong label or
/// argument type (issue 28, item 2).
@Suite struct FoundationTypeErrorTests {
    private typealias W = WidgetRendering

    /// `Date + Int` has no operator: a `TimeInterval` is a `Double`; a literal is one.
    @Test func aDatePlusAnIntegerVariableIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let minutes = 5
            let seconds: TimeInterval = 5
            Text("\\(Date.now + minutes > Date.now) \\(Date.now + seconds > Date.now) \\(Date.now + 5 > Date.now)")
            """))
        #expect(widget.placeholders.count == 1)
        #expect(widget.placeholders.first?.contains("+: Swift has no + for Date and Int") == true)
    }

    /// `Int * Double` and `Double % Int` do not compile; `Int * 2` and `Double * 2` do.
    @Test func mixedNumericOperandsArePlaceholders() {
        let widget = W(W.lockScreen("""
            let count = 3
            let rate = 1.5
            VStack {
                Text("\\(count * 2) \\(rate * 2)")
                Text("\\(count * rate)")
                Text("\\(rate % 2)")
            }
            """))
        // A `Double` in a `Text`'s interpolated key is written `%lf`, as SwiftUI writes it.
        #expect(widget.trimmed.contains("6 3.000000"))
        #expect(widget.placeholders.count == 2)
        #expect(widget.placeholders.contains { $0.contains("*: Swift has no * for Int and Double") })
        #expect(widget.placeholders.contains { $0.contains("%: Swift has no % for floating types") })
    }

    /// `round` takes a floating value; an `Int` variable is refused, a literal is a `Double`.
    /// `pow` of two integer literals is Foundation's `Decimal` one, which islet does not hold.
    @Test func roundOfAnIntIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let count = 3
            Text("\\(round(2.4)) \\(round(count)) \\(pow(2, 10))")
            """))
        #expect(widget.placeholders.count == 2)
        #expect(widget.placeholders.contains { $0.contains("round(_:): no round overload islet knows takes (Int)") })
        #expect(widget.placeholders.contains { $0.contains("pow(_:_:): Swift picks Foundation's Decimal overload") })
    }

    /// `prefix` takes a count or a test, `hasPrefix` no label; a string given to the one and a
    /// label to the other are placeholders naming the call.
    @Test func aStringMethodWithAWrongArgumentIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let code = "LHR-JFK"
            VStack {
                Text(code.prefix("L"))
                Text("\\(code.hasPrefix(of: "L"))")
                Text(code.prefix(3))
            }
            """))
        #expect(widget.trimmed.contains("LHR"))
        #expect(widget.placeholders.count == 2)
        #expect(widget.placeholders.contains { $0.contains("prefix(_:): no String method islet knows takes (a string literal)") })
        #expect(widget.placeholders.contains { $0.contains("hasPrefix(of:): no String method islet knows takes (of: a string literal)") })
    }
}
