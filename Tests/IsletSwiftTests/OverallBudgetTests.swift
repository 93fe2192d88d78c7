import FoundationEssentials
import IsletModel
import IsletScript
import IsletSwift
import Testing

/// A command that runs the widget's code for many preview states (`import --coverage`) spends
/// one overall budget, not a step budget a state (issue 29, item 16): 300 preview states whose
/// lock screen loops forever took 25 s, growing with every state.
@Suite struct OverallBudgetTests {
    /// `Order` with 300 preview states and a lock screen whose code never ends.
    static let source: String = {
        let states = (0..<300).map { "    Order.ContentState(eta: \($0))" }.joined(separator: "\n")
        return WidgetRendering.lockScreen(#"Text("\(context.state.laps)")"#, helpers: """
            extension Order.ContentState {
                var laps: Int {
                    var count = 0
                    while true { count += 1 }
                    return count
                }
            }

            #Preview("Laps", as: .content, using: Order(name: "x")) {
                OrderWidget()
            } contentStates: {
            \(states)
            }
            """)
    }()

    static func activity() throws -> ScriptActivity {
        let sources = [(path: "Widget/Widget.swift", text: source)]
        let program = ScriptProgramReader.read(sources: sources).program
        let declared = try #require(SwiftSchemaReader.read(sources: sources).activities.first)
        let declaration = ActivityDeclaration(
            name: declared.name, attributes: try SchemaParser.parseStruct(.object(declared.attributes), typeName: declared.name, at: .root),
            contentState: try SchemaParser.parseStruct(.object(declared.contentState), typeName: "ContentState", at: .root)
        )
        return ScriptActivity(program: program, configuration: try #require(program.configurations.first), declaration: declaration)
    }

    @Test func coverageOfManyLoopingStatesStopsAtTheOverallBudget() throws {
        let activity = try Self.activity()
        let budget = ScriptBudget()
        let previews = activity.previewSamples(now: WidgetRendering.moment, budget: budget)
        #expect(previews.samples.count == 300, "\(previews.problems)")
        let drawn = activity.sites(drawing: previews.samples.map(\.data), at: WidgetRendering.moment, budget: budget)
        #expect(drawn.statesRun > 0 && drawn.statesRun < 20, "\(drawn.statesRun) states run")
        #expect(!budget.holdsAnotherRun)
        #expect(drawn.sites.views.count > 0)
    }

    /// Preview blocks share the budget too: once it is spent, the rest are listed as left out.
    @Test func previewsPastTheBudgetAreListed() throws {
        let activity = try Self.activity()
        let budget = ScriptBudget(steps: 0)
        let previews = activity.previewSamples(now: WidgetRendering.moment, budget: budget)
        #expect(previews.samples.isEmpty)
        #expect(previews.problems.count == 1 && previews.problems[0].hasSuffix("the preview is not evaluated: the previews before it spent the steps islet allows one command"), "\(previews.problems)")
    }
}
