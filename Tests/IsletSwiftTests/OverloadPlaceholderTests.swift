import Testing

/// A call Swift would refuse (no overload takes its arguments, or several take them alike) is a
/// placeholder naming the call at its file, line and column, never a guessed overload.
@Suite struct OverloadPlaceholderTests {
    private typealias W = WidgetRendering

    /// `g(5)` with `g(_: UInt32)` and `g(_: Double)`: swiftc says "ambiguous use of 'g'".
    @Test func anAmbiguousCallIsAPlaceholder() {
        let widget = W(W.lockScreen("Text(g(5))", helpers: """
            func g(_ x: UInt32) -> String { "u" }
            func g(_ x: Double) -> String { "d" }
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:18: g(_:): these arguments fit several overloads alike (line 24, line 25), which Swift refuses"])
        #expect(!widget.trimmed.contains("u") && !widget.trimmed.contains("d"))
    }

    /// `Text(5)`: no `Text` initializer takes an integer, so SwiftUI's `Text` is not guessed at.
    @Test func aLibraryCallNoOverloadTakesIsAPlaceholder() {
        let widget = W(W.lockScreen("Text(5)"))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:13: Text(_:): no Text initializer islet knows takes (an integer literal)"])
        #expect(!widget.trimmed.contains("5"))
    }

    /// An app function called with a label it does not declare.
    @Test func aWrongLabelIsAPlaceholder() {
        let widget = W(W.lockScreen("Text(name(of: 3))", helpers: """
            func name(for v: Int) -> String { "n\\(v)" }
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:18: name(of:): no overload of name the code declares takes these arguments"])
        #expect(!widget.trimmed.contains("n3"))
    }

    /// `Text(verbatim:)`, `Text(key)` and `Text(string)` each draw their text; `Color(white:)`
    /// and `Color(red:green:blue:)` with integer channels divide as `Double`.
    @Test func libraryOverloadsDrawWhatTheyAreGiven() {
        let widget = W(W.lockScreen("""
            let name = "Ana"
            VStack { Text(verbatim: "v"); Text("k"); Text(name); Text("\\(Color(red: 1 / 2, green: 0, blue: 0) == Color(white: 0) ? "same" : "apart")") }
            """))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["v", "k", "Ana", "apart"])
        #expect(widget.placeholders.isEmpty)
    }
}
