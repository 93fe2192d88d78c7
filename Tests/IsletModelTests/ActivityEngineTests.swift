import FoundationEssentials
import IsletModel
import IsletTestSupport
import Testing

/// The lifecycle rules of issue 3, item 3, each on a hand-moved clock.
@Suite struct ActivityEngineTests {
    typealias F = EngineFixtures

    private func engine(_ configuration: ActivityEngine.Configuration = .init()) -> ActivityEngine {
        ActivityEngine(declarations: [F.delivery], configuration: configuration)
    }

    @Test func aStartWithEverythingStartsAnActivityShownCompactAndExpandedForItsAlert() {
        var engine = engine()
        let outcome = engine.apply(F.start(at: 0), at: F.date(0))
        #expect(outcome.verdict == .applied(.started))
        #expect(outcome.activityIDs == [1])
        #expect(engine.presentation.compact == 1)
        #expect(engine.presentation.expanded == 1)
        engine.advance(to: F.date(5))
        #expect(engine.presentation.expanded == nil)
    }

    @Test func aStartWithoutTypeAttributesOrAlertIsIgnoredWithEachReason() {
        var engine = engine()
        let outcome = engine.apply(F.push(#"{"aps": {"timestamp": 1782000000, "event": "start", "content-state": \#(F.state())}}"#), at: F.date(0))
        #expect(outcome.reasons.map(\.code) == [.missingAttributesType, .missingAttributes, .missingAlert])
        #expect(outcome.reasons[0].description == "aps.attributes-type: is missing; a start needs the ActivityAttributes type's name")
        #expect(engine.activities.isEmpty)
    }

    @Test func aStartNamingAnUndeclaredTypeIsIgnoredAndTheClosestNameSuggested() {
        var engine = engine()
        let outcome = engine.apply(F.start(at: 0, type: "DeliveryAttribute"), at: F.date(0))
        #expect(outcome.reasons.map(\.code) == [.unknownAttributesType])
        #expect(outcome.diagnoses.map(\.message) == [#""DeliveryAttribute" is not a declared ActivityAttributes type; did you mean "DeliveryAttributes"?"#])
    }

    @Test func anUpdateReplacesTheStateAndAStaleOrEqualTimestampIsIgnored() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        #expect(engine.apply(F.update(at: 60), at: F.date(61)).verdict == .applied(.updated))
        let state = try #require(engine.activity(1)?.contentState)
        guard case .record(let record) = state else { Issue.record("not a record"); return }
        #expect(record["step"] == .enumCase(raw: .string("picked_up"), index: 2))
        let late = engine.apply(F.update(at: 60, step: "delivered"), at: F.date(62))
        #expect(late.reasons.map(\.description) == ["aps.timestamp: 1782000060 is not newer than 1782000060, the last applied to activity 1; iOS drops it"])
        let older = engine.apply(F.update(at: 30), at: F.date(63))
        #expect(older.reasons.map(\.code) == [.notNewer])
    }

    @Test func anUpdateThatDoesNotDecodeIsIgnoredWithSwiftsPathWhileAPNsAnswers200() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        let outcome = engine.apply(F.update(at: 60, step: "pickedUp"), at: F.date(60))
        #expect(outcome.apnsStatus == 200)
        let reason = outcome.reasons.first
        #expect(reason?.code == .contentStateDoesNotDecode)
        #expect(reason?.path?.description == "aps.content-state.step")
        #expect(reason?.decodingFailure?.kind == .dataCorrupted)
        #expect(outcome.diagnoses.map(\.code) == [.misspeltEnumValue])
    }

    @Test func anEndKeepsTheCardOnTheLockScreenForFourHoursAndUpdatesAfterItAreIgnored() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        #expect(engine.apply(F.end(at: 100), at: F.date(100)).verdict == .applied(.ended))
        #expect(engine.presentation.compact == nil)
        #expect(engine.presentation.lockScreen == [1])
        let afterEnd = engine.apply(F.update(at: 200), at: F.date(200))
        #expect(afterEnd.reasons.map(\.code) == [.activityEnded])
        #expect(afterEnd.apnsStatus == 200)
        #expect(engine.advance(to: F.date(100 + 4 * 3600)) == [Transition(.removed, activityID: 1, at: F.date(100 + 4 * 3600))])
        #expect(engine.activities.isEmpty)
    }

    @Test func aDismissalDateInThePastRemovesAtOnceAndAFutureOneAtThatTime() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        try engine.applySetup(F.end(at: 10, extra: #", "dismissal-date": \#(Int(F.t0))"#), at: F.date(10))
        #expect(engine.activities.isEmpty)

        try engine.applySetup(F.start(at: 20), at: F.date(20))
        try engine.applySetup(F.end(at: 30, extra: #", "dismissal-date": \#(Int(F.t0 + 600))"#), at: F.date(30))
        #expect(engine.advance(to: F.date(599)).isEmpty)
        #expect(engine.advance(to: F.date(600)).map(\.kind) == [.removed])
    }

    @Test func theStaleDateMakesTheActivityStaleAndAnUpdateRefreshesIt() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0, extra: #", "stale-date": \#(Int(F.t0 + 300))"#), at: F.date(0))
        #expect(engine.advance(to: F.date(299)).isEmpty)
        #expect(engine.advance(to: F.date(300)) == [Transition(.becameStale, activityID: 1, at: F.date(300))])
        #expect(engine.activity(1)?.isStale == true)
        try engine.applySetup(F.update(at: 400), at: F.date(400))
        #expect(engine.activity(1)?.isStale == false)
    }

    @Test func theSystemEndsAnActivityAfterEightHoursAndRemovesItAtTwelve() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        #expect(engine.advance(to: F.date(8 * 3600 + 1)) == [Transition(.endedByTimeLimit, activityID: 1, at: F.date(8 * 3600))])
        #expect(engine.activity(1)?.phase == .ended(at: F.date(8 * 3600), reason: .timeLimit, removalDate: F.date(12 * 3600)))
        #expect(engine.apply(F.update(at: 8 * 3600 + 10), at: F.date(8 * 3600 + 10)).reasons.map(\.code) == [.activityEnded])
        #expect(engine.advance(to: F.date(12 * 3600)).map(\.kind) == [.removed])
    }

    @Test func relevanceDecidesWhichActivityIsMinimalAttachedAndTiesGoToTheEarlierStarted() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        try engine.applySetup(F.start(at: 10), at: F.date(10))
        #expect(engine.presentation.minimalAttached == 1)
        #expect(engine.presentation.minimalDetached == 2)
        try engine.applySetup(F.start(at: 20, extra: #", "relevance-score": 75"#), at: F.date(20))
        #expect(engine.presentation.minimalAttached == 3)
        #expect(engine.presentation.minimalDetached == 1)
        #expect(engine.presentation.lockScreen == [3, 1, 2])
        #expect(engine.presentation.compact == nil)
    }

    @Test func theSixthActivityIsRefusedWithTheMessageiOSGives() throws {
        var engine = engine()
        for index in 0..<5 { try engine.applySetup(F.start(at: Double(index)), at: F.date(Double(index))) }
        let sixth = engine.apply(F.start(at: 10), at: F.date(10))
        #expect(sixth.reasons.map(\.message) == ["Maximum number of activities for target already exists (5 of 5 are active)"])
    }

    @Test func thePriority10BudgetRunsOutWithinTheHourAndPriority5DoesNotCount() throws {
        var engine = engine(.init(hourlyBudget: 2))
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        #expect(engine.apply(F.update(at: 10), at: F.date(10)).isApplied)
        #expect(engine.apply(F.update(at: 20), at: F.date(20)).isApplied)
        #expect(engine.apply(F.update(at: 30), at: F.date(30)).reasons.map(\.code) == [.budgetExhausted])
        #expect(engine.apply(F.update(at: 40, priority: 5), at: F.date(40)).isApplied)
        #expect(engine.apply(F.update(at: 3611), at: F.date(3611)).isApplied)
    }

    @Test func updatesReachAnActivityByItsOwnTokenNotByThePushToStartToken() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0, extra: #", "input-push-token": 1"#), at: F.date(0))
        let token = try #require(engine.activity(1)?.pushToken)
        #expect(token.count == 64)
        #expect(engine.apply(F.update(at: 10, target: .device(token)), at: F.date(10)).isApplied)
        let startToken = try #require(engine.pushToStartTokens["DeliveryAttributes"])
        #expect(engine.apply(F.update(at: 20, target: .device(startToken)), at: F.date(20)).reasons.map(\.code) == [.pushToStartTokenForUpdate])
        let rotation = engine.rotatePushToken(of: 1, at: F.date(25))
        let rotated = try #require(rotation)
        let stale = engine.apply(F.update(at: 30, target: .device(token)), at: F.date(30))
        #expect(stale.reasons.map(\.code) == [.unknownToken])
        #expect(stale.reasons.first?.message.contains("rotated") == true)
        #expect(engine.retiredTokens[token] == RetiredToken(.rotated, activityID: 1, at: F.date(25)))
        #expect(engine.apply(F.update(at: 40, target: .device(rotated)), at: F.date(40)).isApplied)
    }

    @Test func anActivityThatLeavesTheLockScreenRetiresItsToken() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0, extra: #", "input-push-token": 1"#), at: F.date(0))
        let token = try #require(engine.activity(1)?.pushToken)
        try engine.applySetup(F.end(at: 10, extra: #", "dismissal-date": \#(Int(F.t0) + 20)"#), at: F.date(10))
        engine.advance(to: F.date(30))
        #expect(engine.activity(1) == nil)
        #expect(engine.retiredTokens[token] == RetiredToken(.activityRemoved, activityID: 1, at: F.date(20)))
        let late = engine.apply(F.update(at: 40, target: .device(token)), at: F.date(40))
        #expect(late.reasons.first?.message.contains("left the lock screen") == true)
    }

    @Test func aStartWithoutInputPushTokenGetsNoUpdateToken() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        #expect(engine.activity(1)?.pushToken == nil)
    }

    @Test func aBroadcastReachesSubscribersAndCannotStart() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0, extra: #", "input-push-channel": "match-7""#), at: F.date(0))
        try engine.applySetup(F.start(at: 1), at: F.date(1))
        #expect(engine.apply(F.update(at: 10, target: .channel("match-7")), at: F.date(10)).activityIDs == [1])
        var broadcastStart = F.start(at: 20)
        broadcastStart.target = .channel("match-7")
        #expect(engine.apply(broadcastStart, at: F.date(20)).reasons.map(\.code) == [.broadcastCannotStart])
        #expect(engine.apply(F.update(at: 30, target: .channel("other")), at: F.date(30)).reasons.map(\.code) == [.noActivity])
    }

    @Test func aBodyOverFourKilobytesIsRefusedByAPNsWith413() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0), at: F.date(0))
        let padding = String(repeating: "x", count: 4100)
        let outcome = engine.apply(F.update(at: 10, extra: #", "note": "\#(padding)""#), at: F.date(10))
        #expect(outcome.apnsStatus == 413)
        #expect(outcome.reasons.map(\.code) == [.payloadTooLarge])
    }

    @Test func anUnreadablePayloadIsIgnoredWithThePathAndReason() {
        var engine = engine()
        let outcome = engine.apply(F.push(#"{"aps": {"event": "update"}}"#), at: F.date(0))
        #expect(outcome.reasons.map(\.description) == ["aps.timestamp: is missing; a Live Activity push needs the Unix time in seconds at which it was sent"])
    }

    @Test func anUpdateWithNoActivitySaysSo() {
        var engine = engine()
        #expect(engine.apply(F.update(at: 0), at: F.date(0)).reasons.map(\.message) == ["there is no activity to update; start one first"])
    }

    @Test func advancingTwiceToTheSameTimeChangesNothing() throws {
        var engine = engine()
        try engine.applySetup(F.start(at: 0, extra: #", "stale-date": \#(Int(F.t0 + 10))"#), at: F.date(0))
        engine.advance(to: F.date(20))
        let before = engine
        #expect(engine.advance(to: F.date(20)).isEmpty)
        #expect(engine == before)
    }
}

/// Activities the app starts itself.
@Suite struct ActivityRequestTests {
    typealias F = EngineFixtures

    @Test func anAppStartedActivityTakesUpdatesAndCountsTowardTheCap() throws {
        var engine = ActivityEngine(declarations: [F.delivery], configuration: .init(maximumActivities: 1))
        let state = try ContentStateDecoder.decode(.parse(F.state()), as: F.delivery.contentState)
        let attributes = try ContentStateDecoder.decode(.parse(#"{"orderNumber": 1, "restaurantName": "R"}"#), as: F.delivery.attributes)
        let id = engine.request("DeliveryAttributes", attributes: attributes, contentState: state, at: F.date(0))
        #expect(id == 1)
        #expect(engine.activity(1)?.pushToken != nil)
        #expect(engine.apply(F.update(at: 5), at: F.date(5)).isApplied)
        #expect(engine.apply(F.start(at: 6), at: F.date(6)).reasons.map(\.code) == [.activityLimit])
        #expect(engine.request("OtherAttributes", attributes: attributes, contentState: state, at: F.date(7)) == nil)
    }
}
