/// The steps one command may spend running the widget's code over many runs: every preview
/// block evaluated and every region drawn with every preview state (`import --coverage`).
/// Each run keeps its own `Interpreter.stepBudget`; a run starts only while this budget still
/// holds a whole one, so 300 preview states each cut off at the step budget (25 s, issue 29,
/// item 16) cost twenty runs' worth and a note, and widgets whose code ends cost what they did.
public final class ScriptBudget {
    /// Twenty regions cut off at the step budget: about 1.5 s of a release build.
    public static let overall = 20 * Interpreter.stepBudget

    /// Steps not yet spent.
    public private(set) var stepsLeft: Int

    public init(steps: Int = ScriptBudget.overall) {
        stepsLeft = steps
    }

    /// Whether another run may start: the budget holds a run that loops to its end.
    public var holdsAnotherRun: Bool { stepsLeft >= Interpreter.stepBudget }

    /// Counts what `interpreter` spent.
    func spend(_ interpreter: Interpreter) {
        stepsLeft -= Interpreter.stepBudget - max(0, interpreter.stepsLeft)
    }
}
