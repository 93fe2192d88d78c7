import Synchronization

/// The steps one command may spend running the widget's code over many runs: every preview
/// block evaluated and every region drawn with every preview state (`import --coverage`).
/// Each run has its own allowance (`Interpreter.stepBudget` unless said otherwise); a run starts
/// only while this budget still holds a whole one, so 300 preview states each cut off at the
/// step budget (25 s, issue 29, item 16) cost twenty runs' worth and a note, and widgets whose
/// code ends cost what they did. Shared by the threads of one command.
public final class ScriptBudget: Sendable {
    /// The steps one run takes unless said otherwise: the interpreter's step budget.
    public static let runSteps = Interpreter.stepBudget
    /// Twenty regions cut off at the step budget: about 1.5 s of a release build.
    public static let overall = 20 * runSteps

    /// The steps one run may take: the fuzz target gives each run less, to try more inputs.
    public let perRun: Int
    private let left: Mutex<Int>

    public init(steps: Int = ScriptBudget.overall, perRun: Int = ScriptBudget.runSteps) {
        left = Mutex(steps)
        self.perRun = perRun
    }

    /// Steps not yet spent.
    public var stepsLeft: Int { left.withLock { $0 } }

    /// Whether another run may start: the budget holds a run that loops to its end.
    public var holdsAnotherRun: Bool { stepsLeft >= perRun }

    /// Counts what `interpreter` spent.
    func spend(_ interpreter: Interpreter) {
        let spent = perRun - max(0, interpreter.stepsLeft)
        left.withLock { $0 -= spent }
    }
}
