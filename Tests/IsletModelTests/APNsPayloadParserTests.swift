import IsletInput
import IsletModel
import Testing

/// The `aps` model: every field read, and each malformed one refused with its path.
@Suite struct APNsPayloadParserTests {
    private func parse(_ text: String) throws(InputError) -> APNsPayload {
        try APNsPayloadParser.parse(.parse(text))
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsEveryField() throws {
        let payload = try parse(#"""
        {"aps": {"timestamp": 1782000060, "event": "start", "content-state": {"a": 1}, "stale-date": 1782000360,
                 "dismissal-date": 1782003600, "relevance-score": 75, "attributes-type": "DeliveryAttributes",
                 "attributes": {"b": 2}, "input-push-token": 1, "input-push-channel": "ch",
                 "alert": {"title": {"loc-key": "%@ is on the way", "loc-args": ["Ana"]}, "body": "Soon", "sound": "default"}}}
        """#)
        #expect(payload.timestamp == 1_782_000_060)
        #expect(payload.event == .start)
        #expect(payload.staleDate == 1_782_000_360)
        #expect(payload.dismissalDate == 1_782_003_600)
        #expect(payload.relevanceScore == 75)
        #expect(payload.attributesType == "DeliveryAttributes")
        #expect(payload.inputPushToken)
        #expect(payload.inputPushChannel == "ch")
        #expect(payload.alert?.title == .localized(key: "%@ is on the way", arguments: ["Ana"]))
        #expect(payload.alert?.title?.displayText == "Ana is on the way")
        #expect(payload.alert?.body == .plain("Soon"))
        #expect(payload.alert?.sound == "default")
    }

    @Test func namesThePathAndTheReasonOfEachMistake() {
        #expect(error(#"{"aps": {"event": "update"}}"#) == "aps.timestamp: is missing; a Live Activity push needs the Unix time in seconds at which it was sent")
        #expect(error(#"{"aps": {"timestamp": "1782000000", "event": "update"}}"#) == #"aps.timestamp: expected Unix time in seconds as a number, found the string "1782000000""#)
        #expect(error(#"{"aps": {"timestamp": 1, "event": "updated"}}"#) == #"aps.event: "updated" is not an event; expected "start", "update" or "end""#)
        #expect(error(#"{"aps": {"timestamp": 1, "event": "update", "content-state": "{}"}}"#) == "aps.content-state: expected an object, found a string")
        #expect(error(#"{"aps": {"timestamp": 1, "event": "update", "relevance-score": "high"}}"#) == "aps.relevance-score: expected a number, found a string")
        #expect(error(#"{"aps": {"timestamp": 1, "event": "start", "alert": {"title": {"loc-args": []}}}}"#) == #"aps.alert.title.loc-key: is missing; a localized alert text is {"loc-key": ..., "loc-args": [...]}"#)
        #expect(error(#"{"aps": {"timestamp": 1, "event": "start", "input-push-token": "yes"}}"#) == #"aps.input-push-token: expected 1 (issue an update token) or 0, found the string "yes""#)
        #expect(error(#"{"timestamp": 1}"#)?.hasPrefix(#"the body has no "aps" object"#) == true)
    }
}
