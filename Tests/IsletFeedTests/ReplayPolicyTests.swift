import FoundationEssentials
import IsletFeed
import IsletModel
import Testing

/// The replay policy's rules, one at a time: who holds what when a stream begins, and when each
/// push arrives.
@Suite struct ReplayPolicyTests {
    static let declaration = ActivityDeclaration(
        name: "KettleAttributes",
        attributes: StructSchema(typeName: "KettleAttributes", fields: [.init(name: "kettle", type: .string)]),
        contentState: StructSchema(typeName: "ContentState", fields: [.init(name: "title", type: .string), .init(name: "ready", type: .date)])
    )

    private func entries(_ lines: [String]) -> [StreamItem] {
        StreamParser.items(in: Array(lines.joined(separator: "\n").utf8))
    }

    private func entry(_ line: String) -> StreamEntry? {
        ReplayPolicy.firstEntry(in: entries([line]))
    }

    @Test func checkAndPreviewHoldTheActivityUnlessTheFirstPushStartsOne() {
        let update = entry(#"{"aps": {"timestamp": 5, "event": "update"}}"#)
        let start = entry(#"{"aps": {"timestamp": 5, "event": "start"}}"#)
        #expect(ReplayPolicy.replay.holdsActivity(before: nil), "before any push the phone shows the held activity")
        #expect(ReplayPolicy.replay.holdsActivity(before: update))
        #expect(!ReplayPolicy.replay.holdsActivity(before: start))
        #expect(ReplayPolicy.keepingHeldActivity.holdsActivity(before: start), "demo and serve keep it beside")
    }

    @Test func thePhoneHoldsSampleValuesWhenTheLayoutHasNoPreview() throws {
        let start = Date(timeIntervalSince1970: 1_764_327_599)
        let engine = ReplayPolicy.replay.phone(holding: HeldActivity(declaration: Self.declaration, preview: nil), before: nil, at: start)
        let activity = try #require(engine.activities.first)
        #expect(activity.startedAt == start)
        guard case .record(let state) = activity.contentState else { Issue.record("no record"); return }
        #expect(state["title"] == .string("Title"))
    }

    @Test func thePhoneWithTheAppTakesAPushToStartForAnyOfItsActivityTypes() {
        let timer = ActivityDeclaration(
            name: "TimerAttributes", attributes: StructSchema(typeName: "TimerAttributes", fields: []),
            contentState: StructSchema(typeName: "ContentState", fields: [.init(name: "left", type: .int)])
        )
        let push = entries([#"{"aps": {"timestamp": 1764327600, "event": "start", "attributes-type": "TimerAttributes", "attributes": {}, "content-state": {"left": 3}, "alert": {"title": "Tea", "body": "Steeping"}}}"#])
        let held = HeldActivity(declaration: Self.declaration, preview: nil)
        let fallback = Date(timeIntervalSince1970: 1_764_327_000)
        let alone = StreamJudge.judge([("s", push)], holding: held, policy: .replay, otherwise: fallback)
        #expect(alone.map { $0.outcome.reasons.map(\.code) } == [[.unknownAttributesType]], "a phone without the type ignores it")
        let withApp = StreamJudge.judge([("s", push)], holding: held, accepting: [Self.declaration, timer], policy: .replay, otherwise: fallback)
        #expect(withApp.map(\.outcome.isApplied) == [true], "\(withApp.map(\.outcome.reasons))")
    }

    @Test func theClockStartsASecondBeforeTheFirstTimestampedPush() {
        let items = entries([
            "not json",
            #"{"aps": {"event": "update"}}"#,
            #"{"aps": {"timestamp": 1764327600000, "event": "update"}}"#,
        ])
        let fallback = Date(timeIntervalSince1970: 0)
        #expect(ReplayPolicy.replay.clockStart(for: items, otherwise: fallback) == Date(timeIntervalSince1970: 1_764_327_599), "milliseconds read as such")
        #expect(ReplayPolicy.replay.clockStart(for: Array(items.prefix(2)), otherwise: fallback) == fallback)
    }

    @Test func pushesArriveAtTheirTimestampsAndTimeNeverRunsBackwards() {
        let items = entries([
            #"{"aps": {"timestamp": 100, "event": "update"}}"#,
            #"{"aps": {"timestamp": 160, "event": "update"}}"#,
            #"{"aps": {"timestamp": 130, "event": "update"}}"#,
            #"{"aps": {"event": "update"}}"#,
            #"{"aps": {"timestamp": 200, "event": "update"}}"#,
        ])
        var schedule = ReplayPolicy.replay.schedule(from: ReplayPolicy.replay.clockStart(for: items, otherwise: .distantPast))
        let arrivals = items.compactMap { item -> Double? in
            guard case .entry(let entry) = item else { return nil }
            return schedule.arrival(of: entry).timeIntervalSince1970
        }
        #expect(arrivals == [100, 160, 160, 160, 200])
    }
}
