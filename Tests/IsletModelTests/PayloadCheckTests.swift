import IsletInput
import IsletModel
import Testing

/// Each diagnosis of issue 3, item 2, as a developer would read it beside the verdict.
@Suite struct PayloadCheckTests {
    let check = PayloadCheck(declarations: [EngineFixtures.delivery])

    private func diagnose(_ aps: String) -> [Diagnosis] {
        check.diagnose(.parse(#"{"aps": \#(aps)}"#))
    }

    private func state(_ fields: String) -> String {
        #"{"timestamp": 1782000000, "event": "update", "content-state": {\#(fields)}}"#
    }

    @Test func aUnixTimeInADateRangeIsCalledOutWithTheValueToSend() {
        let found = diagnose(state(#""driverName": "Ana", "eta": [1782000000, 1782001800], "step": "preparing""#))
        #expect(found.map(\.code) == [.unixTimeInDate, .unixTimeInDate])
        #expect(found[0].path.description == "aps.content-state.eta[0]")
        #expect(found[0].message == "1782000000 decodes to 2057-06-21 00:00 UTC: a Date is seconds since 2001-01-01, and this looks like Unix time (2026-06-21 00:00 UTC); send 803692800")
    }

    @Test func millisecondsInADateAreToldApart() {
        let found = diagnose(state(#""driverName": "Ana", "eta": [1782000000000, 1782001800000], "step": "preparing""#))
        #expect(found.first?.code == .millisecondsInDate)
        #expect(found.first?.message.hasSuffix("send 803692800") == true)
    }

    @Test func aRangeWrittenAsAnObjectGetsTheArrayToSendInstead() {
        let found = diagnose(state(#""driverName": "Ana", "eta": {"lowerBound": 803692800, "upperBound": 803694600}, "step": "preparing""#))
        #expect(found.map(\.message) == ["a ClosedRange<Date> is encoded by Swift as a two-element array: send [803692800, 803694600], not an object"])
    }

    @Test func snakeCaseKeysAreMatchedToTheCamelCaseField() {
        let found = diagnose(state(#""driver_name": "Ana", "eta": [803692800, 803694600], "step": "preparing""#))
        #expect(found.map(\.path.description) == ["aps.content-state.driver_name"])
        #expect(found.first?.message.contains("the app's field is \"driverName\"") == true)
        #expect(found.first?.message.hasSuffix("so decoding fails with keyNotFound") == true)
    }

    @Test func aMisspeltOptionalKeyWarnsThatTheFieldSilentlyStaysNil() {
        let found = diagnose(state(#""driverName": "Ana", "eta": [803692800, 803694600], "step": "preparing", "Progress": 0.5"#))
        #expect(found.first?.message.hasSuffix("so progress decodes as nil") == true)
    }

    @Test func numbersAndBooleansSentAsStringsAreNamed() {
        let found = diagnose(state(#""driverName": "Ana", "eta": [803692800, 803694600], "step": "preparing", "progress": "0.5""#))
        #expect(found.map(\.message) == [#""0.5" is a string; the app decodes Double from a number: send 0.5 without quotes"#])
    }

    @Test func anEnumValueSpelledAsTheSwiftCaseSuggestsTheRawValue() {
        let found = diagnose(state(#""driverName": "Ana", "eta": [803692800, 803694600], "step": "pickedUp""#))
        #expect(found.first?.message.hasPrefix(#""pickedUp" is not a raw value of Step; did you mean "picked_up"?"#) == true)
    }

    @Test func unknownApsKeysAreNamedWithTheKeyMeant() {
        let found = diagnose(#"{"timestamp": 1782000000, "event": "update", "content_state": {}, "stale_date": 1782000360}"#)
        #expect(found.map(\.message) == [
            #""content_state" is not an aps key, so iOS ignores it; did you mean "content-state"?"#,
            #""stale_date" is not an aps key, so iOS ignores it; did you mean "stale-date"?"#,
        ])
    }

    /// A payload's text quoted back in a warning is written escaped: `islet check` prints these
    /// lines, and a key or value must not clear or colour the terminal that shows them.
    @Test func payloadTextQuotedInAWarningIsEscaped() {
        let key = diagnose(#"{"timestamp": 1782000000, "event": "update", "stale\u001b[2Jdate": 1}"#)
        #expect(key.map(\.message) == [#""stale\u001b[2Jdate" is not an aps key, so iOS ignores it"#])
        let value = diagnose(state(#""driverName": "Ana", "eta": [803692800, 803694600], "step": "preparing", "progress": "\n0.5""#))
        #expect(value.map(\.message) == [#""\n0.5" is a string; the app decodes Double from a number: send 0.5 without quotes"#])
    }

    @Test func aTimestampInMillisecondsIsCaught() {
        let found = diagnose(#"{"timestamp": 1782000000000, "event": "update", "content-state": {"driverName": "Ana", "eta": [803692800, 803694600], "step": "preparing"}}"#)
        #expect(found.map(\.message) == ["1782000000000 looks like milliseconds; APNs wants Unix seconds (1782000000, 2026-06-21 00:00 UTC)"])
    }

    @Test func aMisspeltAttributesTypeGetsTheClosestDeclaredName() {
        let found = diagnose(#"{"timestamp": 1782000000, "event": "start", "attributes-type": "deliveryAttributes"}"#)
        #expect(found.map(\.message) == [#""deliveryAttributes" is not a declared ActivityAttributes type; did you mean "DeliveryAttributes"?"#])
    }

    @Test func aBodyOverFourKilobytesNamesItsLargestParts() {
        let long = String(repeating: "a", count: 4200)
        let found = diagnose(state(#""driverName": "\#(long)", "eta": [803692800, 803694600], "step": "preparing""#))
        #expect(found.map(\.code) == [.payloadTooLarge, .payloadTooLarge])
        #expect(found[0].message.hasPrefix("the body is 4330 bytes; APNs refuses more than 4096 (413 PayloadTooLarge); largest: aps.content-state.driverName 4202 bytes"))
        #expect(found[1].message == "attributes and content-state together are 4264 bytes; an activity's data may not exceed 4 KB")
    }

    /// Issue 18, item 12: finding the largest members compared every path with every other, so a
    /// body of 40,000 keys took 8.3 s; these 60,000 would take minutes that way.
    @Test func aBodyOfManyKeysNamesItsLargestLeavesInOnePass() throws {
        let keys = (0..<60_000).map { #""k\#($0)": \#($0 == 777 ? #""\#(String(repeating: "z", count: 50))""# : "1")"# }.joined(separator: ", ")
        let body = try JSONParser.parse(#"{"aps": {"timestamp": 1782000000, "event": "update"}, \#(keys)}"#).value
        let found = check.diagnose(body)
        #expect(found.map(\.code) == [.payloadTooLarge])
        #expect(found.first?.message.hasSuffix("; largest: k777 52 bytes, aps.timestamp 10 bytes, aps.event 8 bytes") == true, "\(found.first?.message.suffix(80) ?? "")")
    }

    @Test func anEndWithoutTheFinalStateIsPointedOut() {
        #expect(diagnose(#"{"timestamp": 1782000000, "event": "end"}"#).map(\.code) == [.endWithoutContentState])
    }

    @Test func aCleanPayloadHasNothingToSay() {
        #expect(diagnose(state(#""driverName": "Ana", "eta": [803692800, 803694600], "step": "preparing", "progress": 1"#)).isEmpty)
    }
}
