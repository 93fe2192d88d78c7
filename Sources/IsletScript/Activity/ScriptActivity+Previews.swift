import FoundationEssentials
import IsletProgram
import IsletViews

extension ScriptActivity {
    /// The app's own preview states for this configuration's attributes type, in source order:
    /// each state of every `#Preview(…, using: attributes) { … } contentStates: { … }`, and
    /// each `attributes.previewContext(state, viewKind: …)` of a `PreviewProvider`'s
    /// `previews`, evaluated by the interpreter at `now` and typed by the declaration. A preview
    /// of another activity is skipped; one whose values islet cannot make is listed in
    /// `problems` (`file:line:column: reason`) and skipped, so sample values stand in. Each
    /// preview is evaluated only while `budget` holds another run.
    public func previewSamples(now: Date, budget: ScriptBudget? = nil) -> (samples: [PreviewSample], problems: [String]) {
        var found = PreviewHarvest(activity: self, budget: budget ?? self.budget ?? ScriptBudget())
        for (number, preview) in program.previews.enumerated() {
            found.macro(preview, number: number + 1, now: now)
        }
        for type in program.types where type.inherits("PreviewProvider") {
            guard let previews = type.properties.first(where: { $0.name == "previews" && $0.isStatic }) else { continue }
            found.provider(type.name, previews, now: now)
        }
        let ordered = found.samples.sorted { ($0.spot.file, $0.spot.line, $0.spot.column) < ($1.spot.file, $1.spot.line, $1.spot.column) }
        return (ordered.map(\.sample), found.problems)
    }
}

/// The preview states found so far, with where each was written, and what could not be made.
private struct PreviewHarvest {
    let activity: ScriptActivity
    let budget: ScriptBudget
    var samples: [(sample: PreviewSample, spot: ScriptSpot)] = []
    var problems: [String] = []

    init(activity: ScriptActivity, budget: ScriptBudget) {
        self.activity = activity
        self.budget = budget
    }

    /// Whether the budget holds another preview's run; once it does not, a problem at `spot`
    /// says the preview was left out.
    private mutating func admitted(at spot: ScriptSpot) -> Bool {
        guard !budget.holdsAnotherRun else { return true }
        problems.append("\(place(spot)): the preview is not evaluated: the previews before it spent the steps islet allows one command")
        return false
    }

    /// `#Preview("Title", as: …, using: attributes) { Widget() } contentStates: { a; b }`.
    mutating func macro(_ preview: ScriptPreview, number: Int, now: Date) {
        guard let using = preview.arguments.first(where: { $0.label == "using" }),
            let states = preview.arguments.first(where: { $0.label == "contentStates" })
        else { return }
        guard admitted(at: preview.spot) else { return }
        let interpreter = Interpreter(index: activity.index, environment: ScriptEnvironment(now: now), budget: budget)
        defer { budget.spend(interpreter) }
        do throws(ScriptStop) {
            let scope = interpreter.globals.child()
            let attributes = try interpreter.evaluate(using.value, in: scope)
            guard belongs(attributes) else { return }
            let title = try preview.arguments.first { $0.label == nil && !$0.isTrailing }
                .map { argument throws(ScriptStop) in interpreter.describe(try interpreter.evaluate(argument.value, in: scope)) }
                ?? "Preview \(number)"
            let values = try interpreter.collect(try interpreter.evaluate(states.value, in: scope), at: preview.spot)
            try interpreter.settle(at: preview.spot)
            for (position, value) in values.enumerated() {
                add(title, attributes, value, interpreter, at: preview.spot, what: "content state \(position + 1)")
            }
        } catch {
            problems.append("\(place(preview.spot)): the preview could not be evaluated (\(error.description(interpreter)))")
        }
    }

    /// A `PreviewProvider`'s `static var previews`: every `attributes.previewContext(state, …)`
    /// in it, titled by a `.previewDisplayName(…)` on it, else by the provider's name.
    mutating func provider(_ typeName: String, _ previews: ScriptVariable, now: Date) {
        guard admitted(at: previews.spot) else { return }
        let interpreter = Interpreter(index: activity.index, environment: ScriptEnvironment(now: now), budget: budget)
        defer { budget.spend(interpreter) }
        let scope = interpreter.methodScope(receiver: .type(typeName), owner: typeName, captured: nil)
        var calls: [(context: ScriptExpression, title: ScriptExpression?)] = []
        for statement in previews.getter ?? [] { Self.contexts(in: statement, title: nil, into: &calls) }
        for (context, titleExpression) in calls {
            guard case .call(let callee, let arguments) = context.node, case .member(let base, _) = callee.node, let state = arguments.first else { continue }
            do throws(ScriptStop) {
                let attributes = try interpreter.evaluate(base, in: scope)
                guard belongs(attributes) else { continue }
                let title = try titleExpression.map { expression throws(ScriptStop) in interpreter.describe(try interpreter.evaluate(expression, in: scope)) }
                let value = try interpreter.evaluate(state.value, in: scope)
                try interpreter.settle(at: context.spot)
                add(title ?? typeName, attributes, value, interpreter, at: context.spot, what: "the content state")
            } catch {
                problems.append("\(place(context.spot)): the preview could not be evaluated (\(error.description(interpreter)))")
            }
        }
    }

    /// The `previewContext` calls under a statement, each with the display name chained on it.
    private static func contexts(in statement: ScriptStatement, title: ScriptExpression?, into calls: inout [(context: ScriptExpression, title: ScriptExpression?)]) {
        switch statement {
        case .expression(let expression): contexts(in: expression, title: title, into: &calls)
        case .return(let expression?, _): contexts(in: expression, title: title, into: &calls)
        default: break
        }
    }

    private static func contexts(in expression: ScriptExpression, title: ScriptExpression?, into calls: inout [(context: ScriptExpression, title: ScriptExpression?)]) {
        guard case .call(let callee, let arguments) = expression.node else { return }
        if case .member(let base, let name) = callee.node {
            if name == "previewContext" {
                calls.append((expression, title))
                return
            }
            contexts(in: base, title: name == "previewDisplayName" ? arguments.first?.value : title, into: &calls)
        }
        for argument in arguments {
            guard case .closure(let closure) = argument.value.node else { continue }
            for statement in closure.body { contexts(in: statement, title: nil, into: &calls) }
        }
    }

    /// One state with its attributes, as decoded data; a value of the wrong shape is a problem.
    private mutating func add(_ title: String, _ attributes: ScriptValue, _ state: ScriptValue, _ interpreter: Interpreter, at spot: ScriptSpot, what: String) {
        let owner = activity.configuration.attributesType
        var problem: String?
        let shapes = activity.appDecoding.map { decoding in (decoding.shape(contentState: false, interpreter), decoding.shape(contentState: true, interpreter)) }
            ?? (.structure(activity.declaration.attributes), .structure(activity.declaration.contentState))
        guard let attributeData = interpreter.stateValue(attributes, schema: shapes.0, owner: owner, problem: &problem) else {
            problems.append("\(place(spot)): the preview's attributes: \(problem ?? "not made")")
            return
        }
        guard let stateData = interpreter.stateValue(state, schema: shapes.1, owner: owner, problem: &problem) else {
            problems.append("\(place(spot)): \(what): \(problem ?? "not made")")
            return
        }
        samples.append((PreviewSample(title: title, data: ActivityData(attributes: attributeData, contentState: stateData)), spot))
    }

    private func place(_ spot: ScriptSpot) -> String {
        "\(activity.index.program.file(of: spot)):\(spot.line):\(spot.column)"
    }

    /// Whether a preview's attributes are this configuration's type (`Pizza` or `App.Pizza`).
    private func belongs(_ value: ScriptValue) -> Bool {
        let type: String
        switch value {
        case .instance(let instance): type = instance.type
        case .object(let object): type = object.type
        default: return false
        }
        let bare = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
        return bare(type) == bare(activity.configuration.attributesType)
    }
}

extension ScriptStop {
    /// Why evaluation stopped, for a person.
    func description(_ interpreter: Interpreter) -> String {
        switch self {
        case .budget: interpreter.budgetMessage()
        case .thrown(let value): "it threw \(interpreter.describe(value))"
        case .undecided(let why): "\(why.name) at line \(why.spot.line): \(why.reason)"
        }
    }
}
