import FoundationEssentials
import IsletModel
import Testing

/// The engine keeps what it read from the last body for a push that repeats it; a repeat must
/// come out exactly as a body read afresh (after a different one) does.
struct BodyReadingsTests {
    private typealias F = EngineFixtures

    @Test(arguments: ["picked_up", "driving"])
    func aRepeatedBodyIsJudgedAsTheSameBodyReadAfresh(step: String) {
        var repeating = ActivityEngine(declarations: [F.delivery])
        _ = repeating.apply(F.start(at: 0), at: F.date(0))
        var afresh = repeating
        let update = F.update(at: 10, step: step)
        _ = repeating.apply(update, at: F.date(10))
        _ = afresh.apply(update, at: F.date(10))
        _ = afresh.apply(F.update(at: -5, step: "preparing"), at: F.date(11))

        let repeated = repeating.apply(update, at: F.date(12))
        let reread = afresh.apply(update, at: F.date(12))
        #expect(repeated == reread)
        #expect(!repeated.isApplied)
        #expect(repeating == afresh)
    }

    @Test func anInvalidBodyRepeatedGetsTheSameReasonAndWarnings() {
        var engine = ActivityEngine(declarations: [F.delivery])
        let broken = F.push(#"{"aps": {"event": "update", "stale_date": 1}}"#)
        let first = engine.apply(broken, at: F.date(0))
        let second = engine.apply(broken, at: F.date(0))
        #expect(first == second)
        #expect(first.reasons.map(\.code) == [.invalidPayload])
        #expect(first.diagnoses.map(\.code) == [.unknownApsKey])
    }
}
