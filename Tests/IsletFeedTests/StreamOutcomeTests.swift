import FoundationEssentials
import IsletFeed
import IsletModel
import Testing

/// Every line of a stream full of mistakes gets exactly one outcome record.
@Suite struct StreamOutcomeTests {
    static let declaration = ActivityDeclaration(
        name: "DownloadAttributes",
        attributes: StructSchema(typeName: "DownloadAttributes", fields: [.init(name: "fileName", type: .string)]),
        contentState: StructSchema(typeName: "ContentState", fields: [
            .init(name: "title", type: .string), .init(name: "progress", type: .optional(.double)),
        ])
    )

    @Test func aStreamWithEveryKindOfMistakeGetsOneOutcomePerLine() {
        let lines = [
            #"{"aps": {"timestamp": 1782000000, "event": "start", "attributes-type": "DownloadAttributes", "attributes": {"fileName": "a.zip"}, "content-state": {"title": "Starting"}, "alert": {"title": "Download", "body": "Started"}}}"#,
            #"{"aps": {"timestamp": 1782000010, "event": "update", "content-state": {"title": "Half", "progress": "0.5"}}}"#,
            #"{"aps": {"timestamp": 1782000000, "event": "update", "content-state": {"title": "Not newer"}}}"#,
            #"{"aps": {"timestamp": 1782000020, "event": "update", "content_state": {"title": "Snake"}}}"#,
            "this is not JSON",
            #"{"aps": {"timestamp": 1782000030, "event": "update", "content-state": {"title": "Fine", "progress": 0.9}}}"#,
            #"{"aps": {"timestamp": 1782000040, "event": "end", "content-state": {"title": "Done", "progress": 1}}}"#,
            #"{"aps": {"timestamp": 1782000050, "event": "update", "content-state": {"title": "Too late"}}}"#,
            #"{"aps": {"timestamp": 1782000060, "event": "start", "attributes-type": "DownloadAttribute"}}"#,
            #"{"aps": {"timestamp": 1782000070, "event": "up"#,
        ]
        let items = StreamParser.items(in: Array(lines.joined(separator: "\n").utf8))
        var engine = ActivityEngine(declarations: [Self.declaration])
        var outcomes: [(line: Int, outcome: Outcome)] = []
        for item in items {
            let now = Date(timeIntervalSince1970: 1_782_000_000 + Double(item.line) * 10)
            switch item {
            case .entry(let entry): outcomes.append((entry.line, engine.apply(entry.delivery, at: now)))
            case .problem(let problem): outcomes.append((problem.line, Outcome.unreadable(problem.error, at: now)))
            }
        }
        #expect(outcomes.map(\.line) == Array(1...lines.count))
        #expect(outcomes.map { $0.outcome.isApplied } == [true, false, false, false, false, true, true, false, false, false])
        #expect(outcomes[1].outcome.reasons.first?.code == .contentStateDoesNotDecode)
        #expect(outcomes[1].outcome.diagnoses.map(\.code) == [.numberAsString])
        #expect(outcomes[2].outcome.reasons.first?.code == .notNewer)
        #expect(outcomes[3].outcome.reasons.first?.code == .missingContentState)
        #expect(outcomes[3].outcome.diagnoses.map(\.code) == [.unknownApsKey])
        #expect(outcomes[4].outcome.reasons.first?.code == .notJSON)
        #expect(outcomes[7].outcome.reasons.first?.code == .activityEnded)
        #expect(outcomes[8].outcome.diagnoses.map(\.code) == [.misspeltAttributesType])
        #expect(outcomes[9].outcome.reasons.first?.code == .notJSON)
    }
}
