import FoundationEssentials
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
        guard let preview = layout.preview else {
            throw InputError(file: arguments[RenderCommand.layout], "the layout has no \"preview\"; pass --state FILE or --payload FILE")
        }
        return SceneInput(data: preview, now: now, isStale: false)
    }

    /// `2026-11-29T10:00:00Z`, a reference-date number, or `+90s` / `-5m` / `+1h` from `base`.
    static func moment(_ text: String, after base: Date) throws -> Date {
        if let first = text.first, first == "+" || first == "-", let unit = text.last, let amount = Double(text.dropFirst().dropLast()) {
            let scale: Double? = ["s": 1, "m": 60, "h": 3600][String(unit)]
            if let scale { return base.addingTimeInterval((first == "-" ? -1 : 1) * amount * scale) }
        }
        if let seconds = Double(text) { return Date(timeIntervalSinceReferenceDate: seconds) }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        throw UsageError("--at takes an ISO 8601 time (2026-11-29T10:00:00Z), seconds since 2001, or an offset such as +5m; not '\(text)'")
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

    private static func payload(at path: String, layout: ActivityLayout, now: Date) throws -> SceneInput {
        let document = try InputFiles.json(at: path)
        do {
            var body = document.value
            var prefix = JSONPath.root
            if let envelopeBody = body.objectValue?["body"] {
                body = envelopeBody
                prefix = prefix.appending("body")
            }
            guard let aps = body.objectValue?["aps"]?.objectValue else { throw InputError(path: prefix, "an APNs payload needs an \"aps\" object") }
            let apsPath = prefix.appending("aps")
            guard let stateJSON = aps["content-state"] else { throw InputError(path: apsPath, "missing \"content-state\"") }
            let contentState = try ActivityDataDecoder.decode(stateJSON, as: layout.contentState, at: apsPath.appending("content-state"))
            let attributes = try aps["attributes"].map { value throws(InputError) in
                try ActivityDataDecoder.decode(value, as: layout.attributes, at: apsPath.appending("attributes"))
            } ?? previewAttributes(layout)
            let staleDate = aps["stale-date"]?.numberValue.map { Date(timeIntervalSince1970: $0.double) }
            return SceneInput(data: ActivityData(attributes: attributes, contentState: contentState), now: now, isStale: staleDate.map { now >= $0 } ?? false)
        } catch let error as InputError {
            throw error.located(in: path, document: document)
        }
    }

    private static func previewAttributes(_ layout: ActivityLayout) throws(InputError) -> StateValue {
        if let preview = layout.preview { return preview.attributes }
        if layout.attributes.fields.isEmpty { return .record(StateRecord()) }
        throw InputError("the layout has no preview attributes; give \"attributes\" beside the content state")
    }
}
