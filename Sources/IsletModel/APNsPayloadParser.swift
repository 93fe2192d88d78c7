import IsletInput

/// Reads an APNs body into `APNsPayload`, refusing what a phone could not use with an error that
/// names the JSON path (`aps.timestamp`) and says what was expected. Keys it does not know are
/// left to `PayloadCheck`, which explains them; they do not make the payload fail.
public enum APNsPayloadParser {
    public static func parse(_ body: JSONValue) throws(InputError) -> APNsPayload {
        guard case .object(let root) = body else {
            throw InputError(path: .root, "expected an APNs body, an object with an \"aps\" object, found \(body.kindDescription)")
        }
        guard let apsValue = root["aps"] else {
            throw InputError(path: .root, "the body has no \"aps\" object; a Live Activity push is {\"aps\": {\"timestamp\": ..., \"event\": ..., ...}}")
        }
        let apsPath = JSONPath([.key("aps")])
        guard case .object(let aps) = apsValue else {
            throw InputError(path: apsPath, "expected an object, found \(apsValue.kindDescription)")
        }
        func path(_ key: String) -> JSONPath { apsPath.appending(key) }

        guard let timestampValue = aps["timestamp"] else {
            throw InputError(path: path("timestamp"), "is missing; a Live Activity push needs the Unix time in seconds at which it was sent")
        }
        let timestamp = try seconds(timestampValue, at: path("timestamp"))
        guard let eventValue = aps["event"] else {
            throw InputError(path: path("event"), "is missing; expected \"start\", \"update\" or \"end\"")
        }
        guard case .string(let eventName) = eventValue else {
            throw InputError(path: path("event"), "expected \"start\", \"update\" or \"end\", found \(eventValue.kindDescription)")
        }
        guard let event = APNsPayload.Event(rawValue: eventName) else {
            throw InputError(path: path("event"), "\(JSONWriter.quoted(eventName)) is not an event; expected \"start\", \"update\" or \"end\"")
        }
        var payload = APNsPayload(timestamp: timestamp, event: event)
        payload.contentState = try object(aps["content-state"], at: path("content-state"))
        payload.attributes = try object(aps["attributes"], at: path("attributes"))
        payload.staleDate = try aps["stale-date"].map { value throws(InputError) in try seconds(value, at: path("stale-date")) }
        payload.dismissalDate = try aps["dismissal-date"].map { value throws(InputError) in try seconds(value, at: path("dismissal-date")) }
        if let score = aps["relevance-score"] {
            guard case .number(let number) = score, number.double.isFinite else {
                throw InputError(path: path("relevance-score"), "expected a number, found \(score.kindDescription)")
            }
            payload.relevanceScore = number.double
        }
        payload.attributesType = try string(aps["attributes-type"], at: path("attributes-type"))
        payload.inputPushChannel = try string(aps["input-push-channel"], at: path("input-push-channel"))
        switch aps["input-push-token"] {
        case nil, .bool(false): payload.inputPushToken = false
        case .bool(true): payload.inputPushToken = true
        case .number(let number) where number.exactInt == 0 || number.exactInt == 1: payload.inputPushToken = number.exactInt == 1
        case let other?: throw InputError(path: path("input-push-token"), "expected 1 (issue an update token) or 0, found \(describe(other))")
        }
        if let alert = aps["alert"] {
            payload.alert = try parseAlert(alert, at: path("alert"))
        }
        return payload
    }

    private static func parseAlert(_ value: JSONValue, at path: JSONPath) throws(InputError) -> APNsPayload.Alert {
        switch value {
        case .string(let text):
            return APNsPayload.Alert(body: .plain(text))
        case .object(let object):
            var alert = APNsPayload.Alert()
            alert.title = try object["title"].map { value throws(InputError) in try alertText(value, at: path.appending("title")) }
            alert.body = try object["body"].map { value throws(InputError) in try alertText(value, at: path.appending("body")) }
            alert.sound = try string(object["sound"], at: path.appending("sound"))
            return alert
        default:
            throw InputError(path: path, "expected an object with \"title\" and \"body\", found \(value.kindDescription)")
        }
    }

    private static func alertText(_ value: JSONValue, at path: JSONPath) throws(InputError) -> APNsPayload.AlertText {
        switch value {
        case .string(let text):
            return .plain(text)
        case .object(let object):
            guard let key = object["loc-key"] else {
                throw InputError(path: path.appending("loc-key"), "is missing; a localized alert text is {\"loc-key\": ..., \"loc-args\": [...]}")
            }
            guard case .string(let keyText) = key else {
                throw InputError(path: path.appending("loc-key"), "expected a string, found \(key.kindDescription)")
            }
            var arguments: [String] = []
            if let args = object["loc-args"] {
                guard case .array(let items) = args else {
                    throw InputError(path: path.appending("loc-args"), "expected an array of strings, found \(args.kindDescription)")
                }
                for (index, item) in items.enumerated() {
                    guard case .string(let text) = item else {
                        throw InputError(path: path.appending("loc-args").appending(index: index), "expected a string, found \(item.kindDescription)")
                    }
                    arguments.append(text)
                }
            }
            return .localized(key: keyText, arguments: arguments)
        default:
            throw InputError(path: path, "expected a string or {\"loc-key\": ..., \"loc-args\": [...]}, found \(value.kindDescription)")
        }
    }

    private static func seconds(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Double {
        guard case .number(let number) = value, number.double.isFinite else {
            throw InputError(path: path, "expected Unix time in seconds as a number, found \(describe(value))")
        }
        return number.double
    }

    private static func object(_ value: JSONValue?, at path: JSONPath) throws(InputError) -> JSONValue? {
        guard let value else { return nil }
        guard case .object = value else {
            throw InputError(path: path, "expected an object, found \(value.kindDescription)")
        }
        return value
    }

    private static func string(_ value: JSONValue?, at path: JSONPath) throws(InputError) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value else {
            throw InputError(path: path, "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "the string \(JSONWriter.quoted(text))"
        case .number(let number): "the number \(number.literal)"
        default: value.kindDescription
        }
    }
}
