import Testing

/// A widget's loop or recursion that never ends can neither hang islet nor overflow its stack:
/// the region is cut off by the interpreter's step and call budget and drawn as one placeholder
/// whose message names the file, line and column of the innermost loop or call (issue 15).
@Suite struct RunawayCodeTests {
    private typealias W = WidgetRendering

    static let message = "stopped after 200000 steps or 48 nested calls: a loop or recursion that does not end?"

    /// The line of the first source line containing `text`, as the placeholder counts it.
    private static func line(of text: String, in source: String) -> Int {
        (source.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func anEndlessLoopInAComputedPropertyIsCutOffAtTheLoop() {
        let helpers = """
            extension Order.ContentState {
                var laps: Int {
                    var count = 0
                    while true {
                        count += 1
                    }
                    return count
                }
            }
            """
        let source = W.lockScreen(#"Text("\(context.state.laps) laps")"#, helpers: helpers)
        let widget = W(source)
        let line = Self.line(of: "while true", in: source)
        #expect(widget.placeholders == ["Widget/Widget.swift:\(line):9: lockScreen: \(Self.message)"])
        // The rest of the widget still draws: the island is another region.
        #expect(W(source, presentation: .compact).lines.first?.contains("L") == true)
    }

    @Test func aViewWhoseBodyDrawsItselfIsCutOffAtTheCall() {
        let helpers = """
            struct Echo: View {
                let depth: Int
                var body: some View {
                    VStack {
                        Echo(depth: depth + 1)
                    }
                }
            }
            """
        let source = W.lockScreen("Echo(depth: 0)", helpers: helpers)
        let widget = W(source)
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)")
        let placeholder = widget.placeholders.first ?? ""
        #expect(placeholder.hasPrefix("Widget/Widget.swift:\(Self.line(of: "VStack {", in: source)):"), "\(placeholder)")
        #expect(placeholder.hasSuffix("lockScreen: \(Self.message)"), "\(placeholder)")
    }

    @Test func endlessRecursionInAFunctionIsCutOffAtTheCall() {
        let helpers = """
            func countdown(_ n: Int) -> Int {
                countdown(n - 1)
            }
            """
        let source = W.lockScreen(#"Text("\(countdown(3))")"#, helpers: helpers)
        let widget = W(source)
        #expect(widget.placeholders == ["Widget/Widget.swift:\(Self.line(of: "countdown(n - 1)", in: source)):5: lockScreen: \(Self.message)"])
    }

    /// Every other way a widget's code can run forever, each in a computed property of the state
    /// read by the lock screen: cut off at its loop or call, named, and the island still draws.
    @Test(arguments: [
        ("repeat {", "var count = 0\nrepeat {\ncount += 1\n} while count >= 0\nreturn count"),
        ("for index in", "var total = 0\nfor index in 0..<Int.max {\ntotal += index\n}\nreturn total"),
        ("for step in", "var total = 0\nfor step in stride(from: 0, to: Int.max, by: 1) {\ntotal += step\n}\nreturn total"),
        ("while count", "var count = 1\nwhile count != 0 {\ncount = count % 1000 + 1\n}\nreturn count"),
        ("var echo", "echo + 1"),
    ])
    func everyLoopFormIsCutOff(_ marker: String, _ body: String) {
        let helpers = """
            extension Order.ContentState {
                var laps: Int {
                    \(body.replacingOccurrences(of: "\n", with: "\n        "))
                }
                var echo: Int { laps }
            }
            """
        let source = W.lockScreen(#"Text("\(context.state.laps) laps")"#, helpers: helpers)
        let widget = W(source)
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)")
        let placeholder = widget.placeholders.first ?? ""
        #expect(placeholder.hasPrefix("Widget/Widget.swift:\(Self.line(of: marker, in: source)):"), "\(placeholder)")
        #expect(placeholder.hasSuffix("lockScreen: \(Self.message)"), "\(placeholder)")
        #expect(W(source, presentation: .compact).lines.first?.contains("L") == true)
    }

    /// Two views that draw each other: cut off like one that draws itself.
    @Test func viewsThatDrawEachOtherAreCutOff() {
        let helpers = """
            struct Ping: View {
                var body: some View { Pong() }
            }
            struct Pong: View {
                var body: some View { HStack { Ping() } }
            }
            """
        let widget = W(W.lockScreen("Ping()", helpers: helpers))
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)")
        #expect(widget.placeholders.first?.hasSuffix("lockScreen: \(Self.message)") == true, "\(widget.placeholders)")
    }

    /// 48 nested calls, each inside a chain of 150 members: far more host stack than the call
    /// count allows for, which overflowed the stack of a debug build; the region stops when the
    /// thread's stack runs low, like any runaway recursion.
    @Test func recursionThroughLongChainsStopsBeforeTheStackEnds() {
        let helpers = "func deep(_ n: Int) -> Int {\n    n <= 0 ? 0 : deep(n - 1)" + String(repeating: ".magnitude", count: 150) + "\n}"
        let widget = W(W.lockScreen(#"Text("\(deep(1000))")"#, helpers: helpers))
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)")
        #expect(widget.placeholders.first?.hasSuffix("lockScreen: \(Self.message)") == true, "\(widget.placeholders)")
    }
}
