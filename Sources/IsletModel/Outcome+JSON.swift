/// Outcomes as JSON, the same in `islet check --json` and `islet serve --headless`, so a CI job
/// reads one shape whichever way it asked.
extension Outcome {
    public var json: JSONObject {
        var object = JSONObject()
        object.append("event", event.map { .string($0.rawValue) } ?? .null)
        switch verdict {
        case .applied(let change):
            object.append("verdict", .string("applied"))
            object.append("change", .string(change.rawValue))
        case .ignored:
            object.append("verdict", .string("ignored"))
        }
        object.append("activities", .array(activityIDs.map { .number(JSONNumber($0)) }))
        object.append("apnsStatus", .number(JSONNumber(apnsStatus)))
        object.append("reasons", .array(reasons.map(\.json)))
        object.append("warnings", .array(diagnoses.map { diagnosis in
            .object(JSONObject([.init(key: "code", value: .string(diagnosis.code.rawValue)), .init(key: "path", value: .string(diagnosis.path.description)),
                                .init(key: "message", value: .string(diagnosis.message))]))
        }))
        object.append("transitions", .array(transitions.map { transition in
            .object(JSONObject([.init(key: "kind", value: .string(transition.kind.rawValue)), .init(key: "activity", value: .number(JSONNumber(transition.activityID))),
                                .init(key: "at", value: .number(JSONNumber(transition.date.timeIntervalSince1970)))]))
        }))
        return object
    }
}

extension IgnoreReason {
    public var json: JSONValue {
        var object = JSONObject()
        object.append("code", .string(code.rawValue))
        object.append("path", path.map { .string($0.description) } ?? .null)
        object.append("message", .string(message))
        if let failure = decodingFailure {
            object.append("swift", .object(JSONObject([
                .init(key: "kind", value: .string(failure.kind.rawValue)),
                .init(key: "codingPath", value: .array(failure.swiftCodingPath.map { .string($0) })),
                .init(key: "missingKey", value: failure.missingKey.map { .string($0) } ?? .null),
            ])))
        }
        return .object(object)
    }
}
