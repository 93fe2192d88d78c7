import FoundationEssentials
import IsletModel
import IsletProgram
import IsletScript
import IsletViews

/// The interpreter's language core without views: a line of data, then a lowered program's
/// bytes, whose free functions are each called and their result interpolated into a `Text`,
/// the way a widget shows a helper's answer. The data is both the App Group's `input.json`
/// (which the seeds decode with `JSONDecoder` into their own `Codable` types) and the value of
/// every `String` parameter, so mutations of the program reach the evaluator, the operators,
/// collections, strings and formatters, and mutations of the data reach the app's `init(from:)`
/// and its containers. Each call has the steps of a short helper (`perRun`), one input a few
/// such calls, under the `ScriptBudget` a command uses: an input costs a fraction of a
/// millisecond, where the `interpreter` target's whole widget, every region drawn, costs a
/// hundred. An input went all the way when a function answered with nothing left undrawn.
enum LanguageFuzzing {
    /// The App Group and the file inside its container that the data line is.
    static let group = "group.fuzz", file = "input.json"
    /// Functions called an input: the seeds hold one to three.
    static let callsPerInput = 4
    static let stepsPerCall = 2_500

    static func run(_ input: [UInt8]) -> Bool {
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.endIndex
        guard newline < input.endIndex, let program = try? ScriptProgram(bytes: input, from: newline + 1) else { return false }
        let data = Array(input[..<newline])
        let calls = program.functions.compactMap { call($0, data: data) }.prefix(callsPerInput)
        let budget = ScriptBudget(steps: callsPerInput * stepsPerCall, perRun: stepsPerCall)
        let container = ScriptContainer(files: [file: Data(data)])
        let environment = ScriptEnvironment(now: FuzzScene.fallbackMoment, appGroup: ScriptAppGroup(files: container))
        let nothing = StructSchema(typeName: "", fields: [])
        let empty = ActivityData(attributes: .record(StateRecord()), contentState: .record(StateRecord()))
        var answered = false
        for (index, call) in calls.enumerated() where budget.holdsAnotherRun {
            let spot = ScriptSpot(file: 0, line: 0, column: index)
            let shown = ScriptExpression(.call(ScriptExpression(.identifier("Text"), at: spot), [
                ScriptArgument(value: ScriptExpression(.string([.interpolation([ScriptArgument(value: call)])]), at: spot)),
            ]), at: spot)
            let activity = ScriptActivity(
                program: program, configuration: ScriptConfiguration(widget: "", attributesType: "", expression: shown, spot: spot),
                declaration: ActivityDeclaration(name: "", attributes: nothing, contentState: nothing), budget: budget
            )
            let region = activity.resolve(.lockScreen, data: empty, environment: environment)
            answered = answered || (region.content != nil && region.placeholders.isEmpty)
        }
        return answered
    }

    /// A call of `function` with a value for each parameter that has no default, drawn from the
    /// data: the text for a `String`, its length for an `Int` or a `Double`, its parity for a
    /// `Bool`. Nil for a function with another kind of parameter, which no seed has.
    private static func call(_ function: ScriptFunction, data: [UInt8]) -> ScriptExpression? {
        let spot = function.spot
        var arguments: [ScriptArgument] = []
        for parameter in function.parameters where parameter.defaultValue == nil {
            let value: ScriptExpression.Node
            switch parameter.type.spelling {
            case "String": value = .string([.text(String(decoding: data, as: UTF8.self))])
            case "Int": value = .integer(data.count)
            case "Double": value = .float(Double(data.count) / 8)
            case "Bool": value = .boolean(data.count % 2 == 1)
            default: return nil
            }
            arguments.append(ScriptArgument(label: parameter.label, value: ScriptExpression(value, at: spot)))
        }
        return ScriptExpression(.call(ScriptExpression(.identifier(function.name), at: spot), arguments), at: spot)
    }
}
