import IsletModel
import IsletProgram
import Testing

/// Swift's language as widgets use it, each shown by the text it puts on the lock screen.
@Suite struct InterpreterLanguageTests {
    /// A lock screen showing `Text(value)` after `statements`.
    private func shows(_ statements: [ScriptStatement], _ value: ScriptExpression, state: [String: StateValue] = [:], fields: [StructSchema.Field] = [], types: [ScriptType] = [], functions: [ScriptFunction] = []) -> [String] {
        ScriptFixture(lockScreen: statements + [expr(view("Text", arg(value)))], types: types, functions: functions, stateFields: fields, state: state).cells()
    }

    private let optionalName: [StructSchema.Field] = [.init(name: "driver", type: .optional(.string))]

    /// `if let driver = context.state.driver { Text(driver) } else { Text("No driver") }`
    @Test func ifLetTakesTheBranchTheOptionalChooses() {
        let body = [ifLet("driver", state("driver"), then: [expr(view("Text", arg(id("driver"))))], else: [expr(textView("No driver"))])]
        #expect(ScriptFixture(lockScreen: body, stateFields: optionalName, state: ["driver": .string("Ana")]).cells() == ["Ana"])
        #expect(ScriptFixture(lockScreen: body, stateFields: optionalName, state: ["driver": .null]).cells() == ["No driver"])
    }

    /// `Text(context.state.driver ?? "—")` and `Text("\(context.state.driver?.count ?? 0)")`
    @Test func nilCoalescingAndOptionalChaining() {
        #expect(shows([], op("??", state("driver"), str("—")), state: ["driver": .null], fields: optionalName) == ["—"])
        let count = str(interpolated(op("??", state("driver").chained.dot("count"), int(0))))
        #expect(shows([], count, state: ["driver": .string("Ana")], fields: optionalName) == ["3"])
        #expect(shows([], count, state: ["driver": .null], fields: optionalName) == ["0"])
    }

    /// `guard let driver = context.state.driver else { return "nobody" }; return driver` in a helper.
    @Test func guardLeavesAFunctionEarly() {
        let helper = function("who", [parameter("_", "value", .optional("String"))], returns: "String",
            .guard([.optionalBinding(name: "driver", value: id("value"), isMutable: false)], else: [ret(str("nobody"))], spot: here),
            ret(id("driver")))
        let call = id("who").call(arg(state("driver")))
        #expect(shows([], call, state: ["driver": .null], fields: optionalName, functions: [helper]) == ["nobody"])
        #expect(shows([], call, state: ["driver": .string("Ana")], fields: optionalName, functions: [helper]) == ["Ana"])
    }

    /// `enum Phase { case waiting, late(minutes: Int) }`; a switch with a bound associated
    /// value and a `where` clause, used as an expression.
    @Test func switchMatchesAssociatedValuesAndWhereClauses() {
        let phase = ScriptType(name: "Phase", kind: .enum, cases: [
            ScriptEnumCase(name: "waiting", spot: here),
            ScriptEnumCase(name: "late", associated: [ScriptParameter(label: "minutes", name: "minutes", type: "Int")], spot: here),
        ], spot: here)
        func label(_ value: ScriptExpression) -> [String] {
            let choice = switchOn(value,
                caseOf([.enumCase(type: nil, name: "late", arguments: [ScriptPatternArgument(pattern: .binding("m"))])], where: op(">", id("m"), int(10)), expr(str("Very late"))),
                caseOf([.enumCase(type: nil, name: "late", arguments: [ScriptPatternArgument(pattern: .binding("m"))])], expr(str(text("Late "), interpolated(id("m"))))),
                caseOf([], expr(str("On time"))))
            return shows([], ScriptExpression(.switchExpression(choice), at: here), types: [phase])
        }
        #expect(label(id("Phase").dot("late").call(arg("minutes", int(4)))) == ["Late 4"])
        #expect(label(id("Phase").dot("late").call(arg("minutes", int(25)))) == ["Very late"])
        #expect(label(id("Phase").dot("waiting")) == ["On time"])
    }

    /// `[3, 1, 2].map { $0 * 10 }.filter { $0 > 10 }.reduce(0, +)`, `.sorted()` and `.joined`.
    @Test func closuresMapFilterAndReduce() {
        let numbers = ScriptExpression(.array([int(3), int(1), int(2)]), at: here)
        let total = numbers.modifier("map", arg(shorthand(1, expr(op("*", id("$0"), int(10))))))
            .modifier("filter", arg(shorthand(1, expr(op(">", id("$0"), int(10))))))
            .modifier("reduce", arg(int(0)), arg(id("+")))
        #expect(shows([], str(interpolated(total)), types: []) == ["50"])
        let sorted = numbers.modifier("sorted").modifier("map", arg(closure(["n"], expr(str(interpolated(id("n"))))))).modifier("joined", arg("separator", str("-")))
        #expect(shows([], sorted) == ["1-2-3"])
        let firstBig = numbers.modifier("first", arg("where", shorthand(1, expr(op(">=", id("$0"), int(2))))))
        #expect(shows([], str(interpolated(op("??", firstBig, int(0))))) == ["3"])
    }

    /// `struct Order { let items: Int; var label: String { "\(items) items" }; func twice() -> Int }`
    /// with its memberwise initializer, a `static let` and a method.
    @Test func structsHaveMemberwiseInitComputedPropertiesAndMethods() {
        let order = ScriptType(name: "Order", kind: .struct, properties: [
            stored("items", "Int"),
            computed("label", "String", expr(str(interpolated(id("items")), text(" items")))),
            ScriptVariable(name: "limit", isStatic: true, initial: int(9), spot: here),
        ], methods: [function("twice", returns: "Int", expr(op("*", id("items"), id("Order").dot("limit"))))], spot: here)
        let made = id("Order").call(arg("items", int(2)))
        #expect(shows([bind("order", made)], id("order").dot("label"), types: [order]) == ["2 items"])
        #expect(shows([bind("order", made)], str(interpolated(id("order").modifier("twice"))), types: [order]) == ["18"])
    }

    /// `enum Size: Int { case small = 1, medium, large }` and `enum Mood: String { case calm }`:
    /// implicit raw values as Swift computes them, and `init(rawValue:)`.
    @Test func enumRawValuesAreComputedAsSwiftDoes() {
        let size = ScriptType(name: "Size", kind: .enum, conformances: ["Int"], cases: [
            ScriptEnumCase(name: "small", rawValue: int(1), spot: here), ScriptEnumCase(name: "medium", spot: here), ScriptEnumCase(name: "large", spot: here),
        ], spot: here)
        let mood = ScriptType(name: "Mood", kind: .enum, conformances: ["String"], cases: [ScriptEnumCase(name: "calm", spot: here)], spot: here)
        #expect(shows([], str(interpolated(id("Size").dot("large").dot("rawValue"))), types: [size]) == ["3"])
        #expect(shows([], id("Mood").dot("calm").dot("rawValue"), types: [mood]) == ["calm"])
        let parsed = op("==", id("Size").call(arg("rawValue", int(2))), dot("medium"))
        #expect(shows([], str(interpolated(parsed)), types: [size]) == ["true"])
    }

    /// `Int(7.9)`, `Double(3)`, `String(4)`, `(2.5).rounded()`, `abs(-3)`, `min(4, 2)`, `7 / 2`,
    /// interpolated into a `Text` literal, whose key writes a `Double` as `%lf` (six decimals, as
    /// a phone shows it) and an `Int` as `%lld`.
    @Test func numbersConvertAndRoundAsSwiftDoes() {
        let parts = [
            id("Int").call(arg(double(7.9))), id("Double").call(arg(int(3))), double(2.5).modifier("rounded"),
            id("abs").call(arg(int(-3))), id("min").call(arg(int(4)), arg(int(2))), op("/", int(7), int(2)), op("/", double(7), int(2)),
        ]
        let joined = ScriptExpression(.string(parts.flatMap { [interpolated($0), text(" ")] }), at: here)
        #expect(shows([], joined) == ["7 3.000000 3.000000 3 2 3 3.500000"])
    }

    /// `while true {}` never ends: the region is cut off and says why, the rest still draws.
    @Test func anEndlessLoopIsCutOffWithAMessage() {
        let loop = ScriptStatement.while([.expression(bool(true))], body: [], spot: at(line: 4, column: 9))
        let fixture = ScriptFixture(lockScreen: [loop, expr(textView("never"))])
        let region = fixture.region()
        #expect(region.placeholders.map(\.description) == [
            "Widget.swift:4:9: lockScreen: stopped after 200000 steps or 48 nested calls: a loop or recursion that does not end?"
        ])
        #expect(fixture.cells(.compact).contains { $0.contains("L") })
    }

    /// `func down(_ n: Int) -> Int { down(n + 1) }` recurses forever: cut off, not a crash.
    @Test func endlessRecursionIsCutOff() {
        let down = function("down", [parameter(nil, "n", "Int")], returns: "Int", expr(id("down").call(arg(op("+", id("n"), int(1))))))
        let fixture = ScriptFixture(lockScreen: [expr(view("Text", arg(str(interpolated(id("down").call(arg(int(0))))))))], functions: [down])
        #expect(fixture.region().placeholders.first?.reason.hasPrefix("stopped after") == true)
    }

    /// `Text(Date().addingTimeInterval(600), style: .time)` and `Int.random(in: 1...100)` read the
    /// injected clock and a seeded generator: the same picture every time.
    @Test func theClockIsInjectedAndRandomIsSeeded() {
        let later = id("Date").call().modifier("addingTimeInterval", arg(int(600)))
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(later), arg("style", dot("time"))))]).cells() == ["2:50 PM"])
        let roll = str(interpolated(id("Int").modifier("random", arg("in", op("...", int(1), int(100))))))
        let first = shows([], roll)
        #expect(first == shows([], roll))
        #expect(Int(first.first ?? "") != nil)
    }
}
