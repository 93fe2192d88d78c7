import Testing

/// A shorthand closure takes as many parameters as the highest `$n` its body names, and a
/// sequence method is resolved against that arity as Swift resolves it: `sorted { $0 < $1 }`
/// sorts, `map { $0.x }` maps, and a closure of the wrong arity (which swiftc refuses with
/// "contextual closure type … expects 2 arguments, but 1 was used") is a placeholder naming
/// the call at its file, line and column, never a guess at what it meant.
@Suite struct ClosureArityTests {
    private typealias W = WidgetRendering

    @Test func shorthandClosuresBindAsSwiftBindsThem() {
        let widget = W(W.lockScreen("""
            let legs = [Leg(name: "Quay", minutes: 9), Leg(name: "Pier", minutes: 4), Leg(name: "Dock", minutes: 12)]
            let ordered = legs.sorted { $0.minutes < $1.minutes }.map { $0.name }
            Text(ordered.joined(separator: " > ") + " \\(legs.map { $0.minutes }.reduce(0) { $0 + $1 })")
            """, helpers: "struct Leg { let name: String; let minutes: Int }"))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["Pier > Quay > Dock 25"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `map { $0 + $1 }` names two parameters where `map` passes one.
    @Test func aClosureNamingTooManyParametersIsAPlaceholder() {
        let widget = W(W.lockScreen("Text(\"\\([1, 2].map { $0 + $1 })\")"))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:21: map(_:): no Sequence method islet knows takes (a closure of 2 parameters)"])
        #expect(!widget.trimmed.joined().contains("3"))
    }

    /// `sorted { $0 > 1 }` names one parameter where `sorted(by:)` passes two.
    @Test func aClosureNamingTooFewParametersIsAPlaceholder() {
        let widget = W(W.lockScreen("Text([3, 1, 2].sorted { $0 > 1 }.map { String($0) }.joined())"))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:18: sorted(_:): no Sequence method islet knows takes (a closure of 1 parameter)"])
        #expect(!widget.trimmed.joined().contains("312"))
    }

    /// A dictionary's `(key, value)` taken apart by a closure of two parameters, and a two-
    /// parameter ordering of its elements, both as Swift allows.
    @Test func tupleElementsAreTakenApartByClosuresOfSeveralParameters() {
        let widget = W(W.lockScreen("""
            let stock = ["pears": 2, "figs": 7, "limes": 4]
            let rows = stock.sorted { $0.value > $1.value }.map { name, count in "\\(name) \\(count)" }
            let indexed = ["a", "b"].enumerated().map { $0 + 1 == 1 ? $1 : $1.uppercased() }
            Text(rows.joined(separator: ", ") + " " + indexed.joined())
            """))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["figs 7, limes 4, pears 2 aB"])
        #expect(widget.placeholders.isEmpty)
    }

    /// Methods islet does not implement are not matched to a namesake by name: `prefix(while:)`
    /// is not `prefix(_:)`, and `reduce(into:_:)` (an `inout` accumulator) is not `reduce(_:_:)`.
    @Test func anUndeclaredOverloadIsAPlaceholderNotItsNamesake() {
        let widget = W(W.lockScreen("""
            let small = [1, 2, 9, 3].prefix(while: { $0 < 5 })
            let total = [1, 2].reduce(into: 0) { $0 += $1 }
            Text("\\(small.count) \\(total)")
            """))
        #expect(widget.placeholders == [
            "Widget/Widget.swift:15:25: prefix(while:): no Sequence method islet knows takes (while: a closure of 1 parameter)",
            "Widget/Widget.swift:16:13: reduce(into:_:): no Sequence method islet knows takes (into: an integer literal, a closure of 2 parameters)",
        ])
    }
}
