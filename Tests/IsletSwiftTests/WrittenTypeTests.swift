import Testing

/// What a written type decides, read from its shape rather than from its spelling: the elements
/// an array or dictionary literal makes, a tuple's labels, the floating division a `Double`
/// declaration asks for, casts, and types written as values (`[String]()`, `Set<Int>()`).
@Suite struct WrittenTypeTests {
    private typealias W = WidgetRendering

    /// `[Stop]?`, `Array<Stop>` and `[String: Stop]` declarations make their literals' `.init(…)`
    /// elements `Stop`s.
    @Test func collectionDeclarationsTypeTheirElements() {
        let body = #"""
            let stops: [Stop]? = [.init(name: "Pier"), .init(name: "Quay")]
            let more: Array<Stop> = [.init(name: "Dock")]
            let named: [String: Stop] = ["end": .init(name: "Ness")]
            Text((stops ?? []).map(\.name).joined(separator: " ") + " " + more[0].name + " " + (named["end"]?.name ?? "-"))
            """#
        let widget = W(W.lockScreen(body, helpers: "struct Stop { let name: String }"))
        #expect(widget.trimmed == ["Pier Quay Dock Ness"])
        #expect(widget.placeholders.isEmpty)
    }

    /// A dictionary of `Double`s divides its integer literals as `Double`s; a `TimeInterval`
    /// declaration of literal arithmetic keeps the fraction (a `Text` literal writes each as `%lf`).
    @Test func numericDeclarationsMakeFloatingValues() {
        let body = #"""
            let weights: [String: Double] = ["a": 3]
            let half: TimeInterval = 7 / 2
            Text("\((weights["a"] ?? 0) / 2) \(half)")
            """#
        #expect(W(W.lockScreen(body)).trimmed == ["1.500000 3.500000"])
    }

    /// A tuple declaration's labels name the elements of an unlabelled literal.
    @Test func aTupleDeclarationLabelsItsElements() {
        let body = #"""
            let score: (home: Int, away: Int) = (3, 1)
            Text("\(score.home)-\(score.away)")
            """#
        #expect(W(W.lockScreen(body)).trimmed == ["3-1"])
    }

    /// `[String]()`, `[String: Int]()`, `Array<Int>()` and `Set<Int>()` make empty collections.
    @Test func typesWrittenAsValuesMakeTheirCollections() {
        let body = #"""
            var names = [String]()
            names.append("a")
            let counts = [String: Int]()
            let numbers = Array<Int>()
            let unique = Set<Int>()
            Text("\(names.count) \(counts.isEmpty) \(numbers.count) \(unique.isEmpty)")
            """#
        let widget = W(W.lockScreen(body))
        #expect(widget.trimmed == ["1 true 0 true"])
        #expect(widget.placeholders.isEmpty)
    }

    /// `as?` to the program's type is nil for a value of another type, and `is` tells a nested
    /// type from a top-level one of the same name.
    @Test func castsAndTypeChecksUseTheScopedType() {
        let helpers = """
            struct Leg { let name: String }
            enum Route {
                struct Leg { let name: String }
                static func describe(_ value: Any) -> String {
                    let nested = value is Leg
                    let named = (value as? Leg)?.name ?? "none"
                    return "\\(nested) \\(named)"
                }
            }
            """
        let body = #"Text(Route.describe(Leg(name: "top")) + ", " + Route.describe(Route.Leg(name: "inner")))"#
        #expect(W(W.lockScreen(body, helpers: helpers)).trimmed == ["false none, true inner"])
    }
}
