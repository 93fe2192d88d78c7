import IsletProgram
import Testing

/// The widget's own SwiftUI drawn through the interpreter: each test is a small program (the
/// lowered form of the Swift in its comment) and the cells the lock screen shows.
@Suite struct InterpreterBasicsTests {
    /// `Text("Order for \(context.attributes.name)")`
    @Test func textInterpolatesTheAttributes() {
        let fixture = ScriptFixture(lockScreen: [expr(view("Text", arg(str(text("Order for "), interpolated(id("context").dot("attributes").dot("name"))))))])
        #expect(fixture.cells() == ["Order for Margherita"])
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `let minutes = context.state.eta; Text(minutes > 5 ? "\(minutes) min" : "Soon")`
    @Test func localsAndTernariesReadTheState() {
        let body: [ScriptStatement] = [
            bind("minutes", state("eta")),
            expr(view("Text", arg(ternary(op(">", id("minutes"), int(5)), str(interpolated(id("minutes")), text(" min")), str("Soon"))))),
        ]
        var fixture = ScriptFixture(lockScreen: body, stateFields: [.init(name: "eta", type: .integer(.int))], state: ["eta": .int(12)])
        #expect(fixture.cells() == ["12 min"])
        fixture.state["eta"] = .int(3)
        #expect(fixture.cells() == ["Soon"])
    }
}
