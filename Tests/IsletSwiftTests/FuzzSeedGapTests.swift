import Testing

/// Gaps the language fuzz target's seeds showed, each once drawn as a Swift name ("seconds",
/// "(Function)", "~", "distance", "split", "$1"): islet now computes what `swiftc` computes,
/// checked against the compiler, or draws a placeholder naming what it cannot, never the name.
@Suite struct FuzzSeedGapTests {
    private typealias W = WidgetRendering

    /// `Text(report())` as islet draws it beside what the compiled program prints.
    private func agree(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let expected = SwiftcOracle.printed(program, sourceLocation: sourceLocation) else { return }
        // In `.title2` the phone's lines are no longer than the terminal's columns, so none is cut.
        let widget = W(W.lockScreen("Text(report()).font(.title2).lineLimit(4)", helpers: program), sourceLocation: sourceLocation)
        #expect(widget.trimmed.filter { !$0.isEmpty }.joined(separator: " ") == expected, sourceLocation: sourceLocation)
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)", sourceLocation: sourceLocation)
    }

    /// A lock screen showing `views` under "Always": what cannot be drawn is a labelled box,
    /// listed with `name`, and none of `hidden` is drawn as text.
    private func expectPlaceholder(_ views: String, helpers: String = "", named name: String, hidden: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let widget = W(W.lockScreen("VStack {\nText(\"Always\")\n\(views)\n}", helpers: helpers), sourceLocation: sourceLocation)
        #expect(widget.lines.contains { $0.contains("Always") }, "\(widget.lines)", sourceLocation: sourceLocation)
        #expect(widget.lines.contains { $0.contains("╱") }, "a hatched placeholder: \(widget.lines)", sourceLocation: sourceLocation)
        #expect(widget.placeholders.contains { $0.contains(": \(name): ") }, "\(widget.placeholders)", sourceLocation: sourceLocation)
        let unhatched = widget.lines.map { $0.replacing(/╱+[^╱]*╱+/, with: " ") }
        for text in hidden {
            #expect(!unhatched.contains { $0.contains(text) }, "\"\(text)\" drawn as text: \(widget.lines)", sourceLocation: sourceLocation)
        }
    }

    /// A computed property from a protocol extension reaches each conforming type, by key path too.
    @Test func protocolExtensionMembersReachConformingTypes() {
        agree("""
            protocol Priced { var cents: Int { get } }
            extension Priced {
                var euros: Double { Double(cents) / 100 }
                func label(_ unit: String) -> String { "\\(cents) \\(unit)" }
            }
            struct Item: Priced { let cents: Int }
            enum Fee: Priced { case small; var cents: Int { 50 } }
            func report() -> String {
                let items = [Item(cents: 250), Item(cents: 125)]
                return "\\(items.map(\\.euros)) \\(Fee.small.euros) \\(items[0].label("c"))"
            }
            """)
    }

    /// `~`, `&+`, `&-` and `&*` on `Int`, wrapping as Swift wraps.
    @Test func bitwiseNotAndWrappingArithmeticOnInt() {
        agree("""
            func report() -> String {
                let big = Int.max
                return "\\(~5) \\(~(-1)) \\(big &+ 1 == Int.min) \\(Int.min &- 1 == big) \\(big &* 2) \\(7 &+ 3)"
            }
            """)
    }

    /// `String.distance(from:to:)`, `Array.split(separator:)` (counted and summed: islet holds a
    /// slice as an array) and `$0`/`$1` over `zip`'s pairs.
    @Test func distanceSplitAndShorthandPairs() {
        agree("""
            func report() -> String {
                let word = "widget"
                let middle = word.index(word.startIndex, offsetBy: 2)
                let pieces = [1, 0, 2, 3, 0, 0, 4].split(separator: 0)
                let kept = [1, 0, 0, 2].split(separator: 0, omittingEmptySubsequences: false)
                let sums = zip([1, 2, 3], [10, 20, 30]).map { $0 + $1 }
                let names = zip(["a", "b"], [1, 2]).map { "\\($0)\\($1)" }
                let pairs = zip([1, 2], [3, 4]).map { $0.0 * $0.1 }
                return "\\(word.distance(from: word.startIndex, to: middle)),\\(word.distance(from: middle, to: word.endIndex)) \\(pieces.count)\\(pieces.map { $0.reduce(0, +) }) \\(kept.count) \\(sums)\\(names)\\(pairs)"
            }
            """)
    }

    /// Wrapping or flipping bits of a narrower integer would be wrong at `Int`'s width: a placeholder.
    @Test func wrappingAnIntegerOfAnotherWidthIsAPlaceholder() {
        expectPlaceholder(#"Text("\(UInt8(200) &+ UInt8(100)) \(~UInt8(1))")"#, named: "&+", hidden: ["&+", "44", "300"])
    }

    /// A value islet could not evaluate, interpolated, makes the text a placeholder naming it:
    /// `Duration.seconds(90).formatted()` drew "seconds", an interpolated unknown drew its name.
    @Test func anInterpolatedUnknownIsAPlaceholderNotItsName() {
        expectPlaceholder(#"Text("Left \(Sensor.shared.remaining)")"#, named: "remaining", hidden: ["Left", "remaining"])
        expectPlaceholder("Text(Duration.seconds(90).formatted())", named: "Text(_:)", hidden: ["seconds", "formatted"])
        expectPlaceholder(#"Text("\(Duration.seconds(90))")"#, named: "seconds", hidden: ["seconds"])
    }
}
