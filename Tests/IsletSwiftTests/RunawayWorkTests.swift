import Testing

/// The interpreter bounds the size of every value and the work of every step, not only the
/// number of steps (issue 29, item 4): each of these took gigabytes or minutes within the step
/// budget, and now stops the region with the usual cut-off, placed at the loop or call.
@Suite struct RunawayWorkTests {
    private typealias W = WidgetRendering

    static func sizeMessage(_ kind: String) -> String {
        "stopped making \(kind) of more than 16 MiB, the most islet lets one value hold: a value that grows without end?"
    }

    /// The lock screen shows `\(context.state.work)`, a computed property whose body is `body`.
    private static func widget(_ body: String) -> String {
        let helpers = """
            extension Order.ContentState {
                var work: String {
                    \(body.replacingOccurrences(of: "\n", with: "\n        "))
                }
            }
            """
        return W.lockScreen(#"Text("\(context.state.work)")"#, helpers: helpers)
    }

    /// One placeholder, for the lock screen, with `message`; the island still draws.
    private static func expectCutOff(_ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let widget = W(source)
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)", sourceLocation: sourceLocation)
        #expect(widget.placeholders.first?.hasPrefix("Widget/Widget.swift:") == true, sourceLocation: sourceLocation)
        #expect(widget.placeholders.first?.hasSuffix("lockScreen: \(message)") == true, "\(widget.placeholders)", sourceLocation: sourceLocation)
        #expect(W(source, presentation: .compact).lines.first?.contains("L") == true, sourceLocation: sourceLocation)
    }

    @Test func aStringDoubledSixtyTimesStops() {
        Self.expectCutOff(Self.widget("var s = \"ab\"\nfor _ in 0..<60 { s += s }\nreturn s"), Self.sizeMessage("a string"))
    }

    @Test func anArrayDoubledSixtyTimesStops() {
        Self.expectCutOff(Self.widget("var a = [1, 2]\nfor _ in 0..<60 { a += a }\nreturn \"\\(a.count)\""), Self.sizeMessage("an array"))
    }

    @Test func anArrayAppendedToItselfStops() {
        Self.expectCutOff(Self.widget("var a = [1, 2]\nfor _ in 0..<60 { a.append(contentsOf: a) }\nreturn \"\\(a.count)\""), Self.sizeMessage("an array"))
    }

    @Test func replacementsThatEachMultiplyTheTextStop() {
        let body = "var s = \"aaaaaaaa\"\n" + (0..<12).map { _ in "s = s.replacingOccurrences(of: \"a\", with: s)" }.joined(separator: "\n") + "\nreturn s"
        Self.expectCutOff(Self.widget(body), Self.sizeMessage("a string"))
    }

    @Test func describingANestOfSharedArraysStops() {
        let body = "var a: [Any] = [1]\nfor _ in 0..<40 { a = [a, a] }\nreturn \"\\(a)\""
        Self.expectCutOff(Self.widget(body), RunawayCodeTests.message)
    }

    @Test func searchingALongStringInALoopStops() {
        let body = "var s = \"ab\"\nfor _ in 0..<20 { s += s }\nvar found = 0\nwhile true { if s.contains(\"zz\") { found += 1 } }\nreturn \"\\(found)\""
        Self.expectCutOff(Self.widget(body), RunawayCodeTests.message)
    }

    @Test func joiningALongArrayStops() {
        let body = "var a = [\"\(String(repeating: "abcdefgh", count: 8))\"]\nfor _ in 0..<12 { a += a }\nvar s = \"\"\nfor _ in 0..<4 { s = a.joined(separator: s) }\nreturn s"
        Self.expectCutOff(Self.widget(body), Self.sizeMessage("a string"))
    }

    /// Work a real widget does stays well within the bounds.
    @Test func ordinaryStringWorkDraws() {
        let widget = W(Self.widget("var s = \"\"\nfor i in 0..<200 { s += \"\\(i % 10)\" }\nreturn s.replacingOccurrences(of: \"0\", with: \"-\").uppercased().prefix(12) + \"!\""))
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        #expect(widget.trimmed.contains { $0.contains("-12345678") }, "\(widget.trimmed)")
    }
}
