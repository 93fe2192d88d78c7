import IsletInput

extension ViewReader {
    /// The modifier keys a run of a text takes: the ones SwiftUI keeps on a `Text` joined with
    /// `+` (a run's font, its traits, its colour, its strike and its digits).
    static let runModifiers: [ModifierName] = [.font, .fontWeight, .bold, .fontDesign, .fontWidth, .italic, .tracking, .strikethrough, .underline, .foreground, .monospacedDigit]

    /// `{"text": ["Arriving ", {"text": "{state.eta|time}", "bold": true}]}`: a text of styled
    /// runs, as `Text + Text` and a styled `Text` interpolated are in Swift. Each run is a
    /// template, or an object with its `text` and its own text modifiers, which win over the
    /// whole text's.
    func readRuns(_ items: [JSONValue], at path: JSONPath) throws(InputError) -> ViewNode.Content {
        guard !items.isEmpty else { throw InputError(path: path, "expected a string, or a non-empty array of runs") }
        let allowed = ["text"] + Self.runModifiers.map(\.rawValue)
        var runs: [TextRunNode] = []
        for (index, item) in items.enumerated() {
            let at = path.appending(index: index)
            if item.stringValue != nil {
                runs.append(TextRunNode(text: try template(item, at: at)))
                continue
            }
            guard let object = item.objectValue else {
                throw InputError(path: at, "expected a run: a string, or {\"text\": \"...\"} with text modifiers, found \(item.kindDescription)")
            }
            try LayoutReader.rejectUnknownKeys(in: object, at: at, allowed: allowed, what: "run key")
            let text = try template(try LayoutReader.required(object, "text", at: at), at: at.appending("text"))
            runs.append(TextRunNode(text: text, modifiers: try ModifierReader(views: self).read(object, at: at)))
        }
        return .runs(runs)
    }
}
