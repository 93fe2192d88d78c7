import IsletInput
import IsletModel

/// The two written forms of an exchange: one NDJSON line per request for `--headless` (what a
/// backend's CI reads), and the envelope `{"path", "headers", "body"}` for `--log`, which
/// `islet preview FILE` and `islet check` replay.
extension EndpointExchange {
    /// What happened, for a machine: the request, APNs' answer and the phone's outcome. The
    /// `explanation` is why APNs refused it (null otherwise); why the phone ignored a push is in
    /// `outcome.reasons`, so no text is written twice.
    public func writeRecord(to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("time", JSONNumber(receivedAt.timeIntervalSince1970))
        json.member("connection", request.connectionID)
        json.member("protocol", request.transport.rawValue)
        json.member("method", request.method)
        json.member("path", request.path)
        json.member("status", response.status)
        json.member("apnsId", response.headers.first { $0.isNamed("apns-id") }?.value)
        json.member("reason", reason?.rawValue)
        json.member("result", result)
        json.member("explanation", refusal?.explanation)
        if let outcome {
            json.key("outcome")
            json.beginObject()
            outcome.writeMembers(to: &json)
            json.endObject()
        }
        json.endObject()
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
