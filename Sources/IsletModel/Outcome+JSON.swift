/// Outcomes as JSON, the same in `islet check --json` and `islet serve --headless`, so a CI job
/// reads one shape whichever way it asked. Written as a stream: the endpoint writes one for
/// every request.
extension Outcome {
    /// The outcome's members, into an object the caller has begun (beside its own members).
    public func writeMembers(to json: inout JSONStreamWriter) {
        json.key("event")
        json.string(event?.rawValue)
        switch verdict {
        case .applied(let change):
            json.key("verdict")
            json.string("applied")
            json.key("change")
            json.string(change.rawValue)
        case .ignored:
            json.key("verdict")
            json.string("ignored")
        }
        json.key("activities")
        json.beginArray()
        for id in activityIDs { json.number(id) }
        json.endArray()
        json.key("apnsStatus")
        json.number(apnsStatus)
        json.key("reasons")
        json.beginArray()
        for reason in reasons { reason.write(to: &json) }
        json.endArray()
        json.key("warnings")
        json.beginArray()
        for diagnosis in diagnoses {
            json.beginObject()
            json.key("code")
            json.string(diagnosis.code.rawValue)
            json.key("path")
            json.string(diagnosis.path.description)
            json.key("message")
            json.string(diagnosis.message)
            json.endObject()
        }
        json.endArray()
        json.key("transitions")
        json.beginArray()
        for transition in transitions {
            json.beginObject()
            json.key("kind")
            json.string(transition.kind.rawValue)
            json.key("activity")
            json.number(transition.activityID)
            json.key("at")
            json.number(JSONNumber(transition.date.timeIntervalSince1970))
            json.endObject()
        }
        json.endArray()
    }
}

extension IgnoreReason {
    public func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.key("code")
        json.string(code.rawValue)
        json.key("path")
        json.string(path?.description)
        json.key("message")
        json.string(message)
        if let failure = decodingFailure {
            json.key("swift")
            json.beginObject()
            json.key("kind")
            json.string(failure.kind.rawValue)
            json.key("codingPath")
            json.strings(failure.swiftCodingPath)
            json.key("missingKey")
            json.string(failure.missingKey)
            json.endObject()
        }
        json.endObject()
    }
}
