import FoundationEssentials
import IsletFeed
import IsletInput
import IsletModel
import IsletViews

/// The data and moment a render shows: the layout's preview, a state file or a payload, at
/// the preview's moment or `--at`.
struct SceneInput {
    let data: ActivityData
    let now: Date
    let isStale: Bool

    static func load(_ arguments: ParsedArguments, layout: ActivityLayout) throws -> SceneInput {
        let base = layout.previewMoment ?? Date()
        let now = try arguments[RenderCommand.at].map { try moment($0, after: base) } ?? base
        if let path = arguments[RenderCommand.state] {
            return SceneInput(data: try state(at: path, layout: layout), now: now, isStale: false)
        }
        if let path = arguments[RenderCommand.payload] {
            return try payload(at: path, layout: layout, now: now)
        }
        if let chosen = arguments[RenderCommand.preview] {
            return SceneInput(data: try previewState(chosen, of: layout), now: now, isStale: false)
        }
        guard let preview = layout.preview else {
            throw InputError(file: arguments[ActivityInputs.sources].first, "the layout has no \"preview\"; pass --state FILE or --payload FILE")
        }
        return SceneInput(data: preview, now: now, isStale: false)
    }

    /// `--preview NAME|INDEX`: the first state of the app's `#Preview` titled NAME, or the
    /// INDEXth of all their states in source order, from 1.
    private static func previewState(_ chosen: String, of layout: ActivityLayout) throws(InputError) -> ActivityData {
        let samples = layout.widget?.previews ?? []
        guard !samples.isEmpty else {
            throw InputError("--preview \(chosen): the Swift sources have no #Preview with content states for \(layout.activity)")
        }
        if let number = Int(chosen) {
            guard samples.indices.contains(number - 1) else {
                throw InputError("--preview \(chosen): the previews of \(layout.activity) have \(samples.count) state\(samples.count == 1 ? "" : "s"), numbered from 1")
            }
            return samples[number - 1].data
        }
        if let named = samples.first(where: { $0.title == chosen }) { return named.data }
        var titles: [String] = []
        for sample in samples where !titles.contains(sample.title) { titles.append(sample.title) }
        var message = "--preview \(chosen): no preview of \(layout.activity) has that title"
        if let near = NameSuggestion.closest(to: chosen, in: titles) { message += "; did you mean \(JSONWriter.quoted(near))?" }
        throw InputError(message + " (they are \(titles.map(JSONWriter.quoted).joined(separator: ", ")), or give a number from 1 to \(samples.count))")
    }

    /// `2026-11-29T10:00:00Z`, a reference-date number, or `+90s` / `-5m` / `+1h` from `base`.
    static func moment(_ text: String, after base: Date) throws -> Date {
        if let seconds = offset(text) { return base.addingTimeInterval(seconds) }
        if let seconds = Double(text) { return Date(timeIntervalSinceReferenceDate: seconds) }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        throw UsageError("--at takes an ISO 8601 time (2026-11-29T10:00:00Z), seconds since 2001, or an offset such as +5m; not '\(text)'")
    }

    /// The seconds an offset `--at` (+90s, +5m, -1h) moves the preview moment; nil for a moment of its own.
    private static func offset(_ text: String) -> TimeInterval? {
        guard let first = text.first, first == "+" || first == "-", let unit = text.last, let amount = Double(text.dropFirst().dropLast()),
              let scale = ["s": 1.0, "m": 60, "h": 3600][String(unit)] else { return nil }
        return (first == "-" ? -1 : 1) * amount * scale
    }

    /// The clock the Swift's previews are read at: an `--at` that names a moment of its own, so
    /// `.now` in a `#Preview` is that moment; nil (the wall clock) without one or for an offset,
    /// which moves the clock after the previews are read.
    static func readingMoment(_ arguments: ParsedArguments) throws -> Date? {
        guard let text = arguments[RenderCommand.at], offset(text) == nil else { return nil }
        return try moment(text, after: Date())
    }

    private static func state(at path: String, layout: ActivityLayout) throws -> ActivityData {
        let document = try InputFiles.json(at: path)
        do {
            guard let object = document.value.objectValue else { throw InputError(path: .root, "expected a JSON object") }
            let stateJSON = object["contentState"] ?? document.value
            let prefix: JSONPath = object["contentState"] == nil ? .root : JSONPath.root.appending("contentState")
            let attributes = try object["attributes"].map { value throws(InputError) in
                try ActivityDataDecoder.decode(value, as: layout.attributes, at: JSONPath.root.appending("attributes"))
            } ?? previewAttributes(layout)
            let contentState = try ActivityDataDecoder.decode(stateJSON, as: layout.contentState, at: prefix)
            return ActivityData(attributes: attributes, contentState: contentState)
        } catch let error as InputError {
            throw error.located(in: path, document: document)
        }
    }

    /// A push as a phone would read it: the stream reader unwraps an envelope (or refuses a
    /// logged refusal) and the APNs payload parser checks every `aps` field, as for `check`.
    private static func payload(at path: String, layout: ActivityLayout, now: Date) throws -> SceneInput {
        let document = try InputFiles.json(at: path)
        var bodyPath = JSONPath.root
        do {
            let entry: StreamEntry
            switch StreamEntry.read(document.value, rawByteCount: JSONWriter.byteCount(document.value), line: 1) {
            case .entry(let read): entry = read
            case .problem(let problem): throw problem.error
            }
            bodyPath = entry.bodyPath
            let payload = try APNsPayloadParser.parse(entry.delivery.body)
            let apsPath = JSONPath.root.appending("aps")
            guard let stateJSON = payload.contentState else { throw InputError(path: apsPath, "missing \"content-state\"") }
            let contentState = try ActivityDataDecoder.decode(stateJSON, as: layout.contentState, at: apsPath.appending("content-state"))
            let attributes = try payload.attributes.map { value throws(InputError) in
                try ActivityDataDecoder.decode(value, as: layout.attributes, at: apsPath.appending("attributes"))
            } ?? previewAttributes(layout)
            let isStale = payload.staleDate.map { now >= Date(timeIntervalSince1970: $0) } ?? false
            return SceneInput(data: ActivityData(attributes: attributes, contentState: contentState), now: now, isStale: isStale)
        } catch let error as InputError {
            var located = error
            located.path = error.path.map { JSONPath(bodyPath.components + $0.components) }
            throw located.located(in: path, document: document)
        }
    }

    private static func previewAttributes(_ layout: ActivityLayout) throws(InputError) -> StateValue {
        if let preview = layout.preview { return preview.attributes }
        if layout.attributes.fields.isEmpty { return .record(StateRecord()) }
        throw InputError("the layout has no preview attributes; give \"attributes\" beside the content state")
    }
}
