import IsletModel

/// The two written forms of an exchange: one NDJSON line per request for `--headless` (what a
/// backend's CI reads), and the envelope `{"path", "headers", "body"}` for `--log`, which
/// `islet preview FILE` and `islet check` replay.
extension EndpointExchange {
    /// What happened, for a machine: the request, APNs' answer and the phone's outcome. The
    /// `explanation` is why APNs refused it (null otherwise); why the phone ignored a push is in
    /// `outcome.reasons`, so no text is written twice.
    public var recordJSON: JSONValue {
        var object = JSONObject()
        object.append("time", .number(JSONNumber(receivedAt.timeIntervalSince1970)))
        object.append("connection", .number(JSONNumber(request.connectionID)))
        object.append("protocol", .string(request.transport.rawValue))
        object.append("method", .string(request.method))
        object.append("path", .string(request.path))
        object.append("status", .number(JSONNumber(response.status)))
        object.append("apnsId", response.headers.first { $0.name == "apns-id" }.map { .string($0.value) } ?? .null)
        object.append("reason", reason.map { .string($0.rawValue) } ?? .null)
        object.append("result", .string(result))
        object.append("explanation", reason == nil ? .null : explanation.first.map(JSONValue.string) ?? .null)
        if let outcome { object.append("outcome", .object(outcome.json)) }
        return .object(object)
    }

    /// `refused` by APNs, `applied` or `ignored` by the phone, or `answered` (channels, tokens).
    public var result: String {
        if let outcome { return outcome.isApplied ? "applied" : "ignored" }
        return reason == nil ? "answered" : "refused"
    }

    /// The push as a replayable stream line with its `apns-*` headers (not `authorization`: a log
    /// must not hold a credential) and APNs' answer beside it; nil for requests that were not pushes.
    public var envelopeJSON: JSONValue? {
        guard isPush else { return nil }
        var headers = JSONObject()
        for field in request.headers where field.name.hasPrefix("apns-") {
            headers.append(field.name, .string(field.value))
        }
        var object = JSONObject()
        object.append("path", .string(request.path))
        object.append("headers", .object(headers))
        object.append("body", bodyValue)
        object.append("status", .number(JSONNumber(response.status)))
        object.append("result", .string(result))
        if let reason { object.append("reason", .string(reason.rawValue)) }
        return .object(object)
    }
}
