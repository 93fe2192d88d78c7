import FoundationEssentials
import IsletViews

extension ScriptActivity {
    /// The states of the app's own `#Preview(…, using: attributes) { … } contentStates: { … }`
    /// blocks for this configuration's attributes type, in source order: each state with the
    /// preview's attributes, evaluated by the interpreter at `now` and typed by the declaration.
    /// A preview of another activity is skipped; one whose values islet cannot make is listed
    /// in `problems` (`file:line:column: reason`) and skipped, so sample values stand in.
    public func previewSamples(now: Date) -> (samples: [PreviewSample], problems: [String]) {
        var samples: [PreviewSample] = []
        var problems: [String] = []
        for (number, preview) in program.previews.enumerated() {
            let interpreter = Interpreter(index: index, environment: ScriptEnvironment(now: now))
            let place = "\(index.file(of: preview.spot)):\(preview.spot.line):\(preview.spot.column)"
            do throws(ScriptStop) {
                guard let using = preview.arguments.first(where: { $0.label == "using" }),
                    let states = preview.arguments.first(where: { $0.label == "contentStates" })
                else { continue }
                let scope = interpreter.globals.child()
                let attributes = try interpreter.evaluate(using.value, in: scope)
                guard Self.belongs(attributes, to: configuration.attributesType) else { continue }
                let title = try preview.arguments.first { $0.label == nil && !$0.isTrailing }
                    .map { argument throws(ScriptStop) in interpreter.describe(try interpreter.evaluate(argument.value, in: scope)) }
                    ?? "Preview \(number + 1)"
                var problem: String?
                guard let attributeData = interpreter.stateValue(attributes, schema: .structure(declaration.attributes), owner: configuration.attributesType, problem: &problem) else {
                    problems.append("\(place): the preview's attributes: \(problem ?? "not made")")
                    continue
                }
                let values = try interpreter.collect(try interpreter.evaluate(states.value, in: scope), at: preview.spot)
                for (position, value) in values.enumerated() {
                    problem = nil
                    guard let state = interpreter.stateValue(value, schema: .structure(declaration.contentState), owner: configuration.attributesType, problem: &problem) else {
                        problems.append("\(place): content state \(position + 1): \(problem ?? "not made")")
                        continue
                    }
                    samples.append(PreviewSample(title: title, data: ActivityData(attributes: attributeData, contentState: state)))
                }
            } catch {
                problems.append("\(place): the preview could not be evaluated (\(error.description(interpreter)))")
            }
        }
        return (samples, problems)
    }

    /// Whether a preview's attributes are this configuration's type (`Pizza` or `App.Pizza`).
    private static func belongs(_ value: ScriptValue, to attributesType: String) -> Bool {
        let type: String
        switch value {
        case .instance(let instance): type = instance.type
        case .object(let object): type = object.type
        default: return false
        }
        let bare = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
        return bare(type) == bare(attributesType)
    }
}

extension ScriptStop {
    /// Why evaluation stopped, for a person.
    func description(_ interpreter: Interpreter) -> String {
        switch self {
        case .budget: interpreter.budgetMessage()
        case .thrown(let value): "it threw \(interpreter.describe(value))"
        }
    }
}
