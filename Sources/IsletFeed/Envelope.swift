import IsletInput
import IsletModel

/// Turns a parsed stream value into a push: a bare body as it is, or an envelope
/// `{"path", "headers", "body"}` into the body plus the token, channel and priority it names.
enum Envelope {
    static func entry(from value: JSONValue, rawByteCount: Int, line: Int) throws(InputError) -> StreamEntry {
        guard case .object(let object) = value else {
            throw InputError(path: .root, "expected an APNs body ({\"aps\": ...}) or an envelope ({\"path\", \"headers\", \"body\"}), found \(value.kindDescription)")
        }
        guard object["aps"] == nil, let body = object["body"] else {
            return StreamEntry(line: line, delivery: PushDelivery(body: value, byteCount: rawByteCount))
        }
        var headers: [String: String] = [:]
        if let headerValue = object["headers"] {
            guard case .object(let headerObject) = headerValue else {
                throw InputError(path: JSONPath([.key("headers")]), "expected an object of header names and values, found \(headerValue.kindDescription)")
            }
            for member in headerObject.members {
                switch member.value {
                case .string(let text): headers[member.key.lowercased()] = text
                case .number(let number): headers[member.key.lowercased()] = number.literal
                default:
                    throw InputError(path: JSONPath([.key("headers"), .key(member.key)]), "expected a string, found \(member.value.kindDescription)")
                }
            }
        }
        var bodyValue = body
        var byteCount = JSONWriter.byteCount(body)
        if case .string(let text) = body {
            do {
                bodyValue = try JSONParser.parse(text, recordLocations: false).value
            } catch {
                throw InputError(path: JSONPath([.key("body")]), "the body string is not JSON: \(error.message)")
            }
            byteCount = text.utf8.count
        }
        let path = object["path"]?.stringValue
        var priority = 10
        if let written = headers["apns-priority"] {
            guard let value = Int(written), [1, 5, 10].contains(value) else {
                throw InputError(path: JSONPath([.key("headers"), .key("apns-priority")]), "\(JSONWriter.quoted(written)) is not a priority; expected 10, 5 or 1")
            }
            priority = value
        }
        let delivery = PushDelivery(body: bodyValue, byteCount: byteCount, target: target(path: path, headers: headers), priority: priority)
        return StreamEntry(line: line, delivery: delivery, path: path, headers: headers, bodyPath: JSONPath([.key("body")]))
    }

    /// A logged request that APNs refused (`"result": "refused"` in `islet serve --log`): it never
    /// reached the phone, so it is recorded, not applied.
    static func refusal(in value: JSONValue, line: Int) -> StreamProblem? {
        guard let object = value.objectValue, object["result"]?.stringValue == "refused" else { return nil }
        let status = object["status"]?.numberValue?.exactInt ?? 400
        let reason = object["reason"]?.stringValue.map { " " + JSONWriter.quoted($0) } ?? ""
        return StreamProblem(line: line, error: InputError("APNs refused this push (\(status)\(reason)) when it was logged; the phone never saw it"), refusedStatus: status)
    }

    /// `/3/device/<token>` names a device token; a broadcast path with `apns-channel-id` a channel.
    private static func target(path: String?, headers: [String: String]) -> PushDelivery.Target {
        if let channel = headers["apns-channel-id"] { return .channel(channel) }
        guard let path else { return .unspecified }
        let parts = path.split(separator: "/")
        if parts.count == 3, parts[0] == "3", parts[1] == "device" { return .device(String(parts[2]).lowercased()) }
        return .unspecified
    }
}
