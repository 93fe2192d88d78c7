import IsletModel
import IsletProgram
import Testing

/// `map` on optionals and sequences, function references, and the sequences' in-place
/// methods, each shown by the text it puts on the lock screen.
@Suite struct InterpreterCollectionsTests {
    private func shows(_ statements: [ScriptStatement], _ value: ScriptExpression, state: [String: StateValue] = [:], fields: [StructSchema.Field] = []) -> [String] {
        ScriptFixture(lockScreen: statements + [expr(view("Text", arg(value)))], stateFields: fields, state: state).cells()
    }

    private let numbers = ScriptExpression(.array([int(3), int(1), int(2)]), at: here)

    /// `Text(context.state.walk.map { " · \($0) min walk" } ?? "")`: `Optional.map` on a present
    /// integer runs the closure with it, and on nil gives nil.
    @Test func optionalMapRunsOnlyOnAPresentValue() {
        let fields: [StructSchema.Field] = [.init(name: "walk", type: .optional(.int))]
        let walk = op("??", state("walk").modifier("map", arg(shorthand(1, expr(str(text("walk "), interpolated(id("$0"))))))), str("none"))
        #expect(shows([], walk, state: ["walk": .int(7)], fields: fields) == ["walk 7"])
        #expect(shows([], walk, state: ["walk": .null], fields: fields) == ["none"])
    }

    /// `[3, 1, 2].map(String.init).joined(separator: " ")` and `(1...3).map { $0 * 2 }`.
    @Test func initializersAreFunctionsAndRangesMap() {
        let words = numbers.modifier("map", arg(id("String").dot("init"))).modifier("joined", arg("separator", str(" ")))
        #expect(shows([], words) == ["3 1 2"])
        let doubled = ScriptExpression(.infix("...", int(1), int(3)), at: here).modifier("map", arg(shorthand(1, expr(op("*", id("$0"), int(2))))))
        #expect(shows([], str(interpolated(doubled))) == ["[2, 4, 6]"])
    }

    /// `var n = [3, 1, 2]; n.sort(); n.reverse()` and `n.sort(by: >)`: the array is changed where it is held.
    @Test func sortAndReverseChangeTheArrayInPlace() {
        let ascendingThenReversed: [ScriptStatement] = [
            bind("n", numbers, mutable: true), expr(id("n").modifier("sort")), expr(id("n").modifier("reverse")),
        ]
        #expect(shows(ascendingThenReversed, str(interpolated(id("n")))) == ["[3, 2, 1]"])
        let byClosure: [ScriptStatement] = [bind("n", numbers, mutable: true), expr(id("n").modifier("sort", arg("by", id("<"))))]
        #expect(shows(byClosure, str(interpolated(id("n")))) == ["[1, 2, 3]"])
    }

    /// `var n = [1, 2, 3, 4, 5]; n.shuffle()`: seeded, so every render shows the same order, and
    /// the same order `shuffled()` gives.
    @Test func shuffleIsSeededAsShuffledIs() {
        let five = ScriptExpression(.array((1...5).map(int)), at: here)
        let shuffled = shows([bind("n", five, mutable: true), expr(id("n").modifier("shuffle"))], str(interpolated(id("n"))))
        #expect(shuffled == shows([], str(interpolated(five.modifier("shuffled")))))
        #expect(shuffled != ["[1, 2, 3, 4, 5]"])
    }
}
