import IsletInput

/// Outcomes as JSON, the same in `islet check --json` and `islet serve --headless`, so a CI job
/// reads one shape whichever way it asked. Written as a stream: the endpoint writes one for
/// every request.
extension Outcome {
    /// The outcome's members, into an object the caller has begun (beside its own members).
    public func writeMembers(to json: inout JSONStreamWriter) {
        json.member("event", event?.rawValue)
        switch verdict {
        case .applied(let change):
            json.member("verdict", "applied")
            json.member("change", change.rawValue)
        case .ignored:
            json.member("verdict", "ignored")
        }
        json.member("activities", each: activityIDs) { $0.number($1) }
        json.member("apnsStatus", apnsStatus)
        json.member("reasons", each: reasons) { $1.write(to: &$0) }
        json.member("warnings", each: diagnoses) { json, diagnosis in
            json.beginObject()
            json.member("code", diagnosis.code.rawValue)
            json.member("path", diagnosis.path.description)
            json.member("message", diagnosis.message)
            json.endObject()
        }
        json.member("transitions", each: transitions) { json, transition in
            json.beginObject()
            json.member("kind", transition.kind.rawValue)
            json.member("activity", transition.activityID)
            json.member("at", JSONNumber(transition.date.timeIntervalSince1970))
            json.endObject()
        }
    }
}

extension IgnoreReason {
    public func write(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("code", code.rawValue)
        json.member("path", pathText)
        json.member("message", message)
        if let failure = decodingFailure {
            json.key("swift")
            json.beginObject()
            json.member("kind", failure.kind.rawValue)
            json.key("codingPath")
            json.strings(failure.swiftCodingPath)
            json.member("missingKey", failure.missingKey)
            json.endObject()
        }
        json.endObject()
    }
}
