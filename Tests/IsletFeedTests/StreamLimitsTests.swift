import FoundationEssentials
import IsletFeed
import IsletModel
import Testing

/// docs/DECISIONS.md, "Limits": a stream line or value past a megabyte, or nested past 512
/// levels, is one bad line with a message naming the limit, read in time linear in the input,
/// and the stream goes on after it (issue 13; issue 18, items 9, 11 and 12).
@Suite struct StreamLimitsTests {
    static let push = #"{"aps": {"timestamp": 5, "event": "update"}}"#

    private func describe(_ items: [StreamItem]) -> [String] {
        items.map { item in
            switch item {
            case .entry(let entry): "\(entry.line): push"
            case .problem(let problem): "\(problem.line): \(problem.error.message)"
            }
        }
    }

    @Test func eightyThousandLinesThatNeverCloseAValueAreOneBadValue() {
        // The pending value was copied on every line: 80,000 lines of "[" took 3.2 s and grew
        // faster than quadratically. Now it is refused at the 513th level and the rest skipped.
        let text = String(repeating: "[\n", count: 80_000) + Self.push + "\n"
        #expect(describe(StreamParser.items(in: Array(text.utf8))) == [
            "1: this value nests deeper than 512 levels, the limit on JSON nesting; it is skipped",
            "80001: push",
        ])
    }

    @Test func aValueSpreadOverLinesPastAMegabyteIsSkippedToItsEnd() {
        let member = #""k": "\#(String(repeating: "a", count: 1000))","#
        let text = "{\n" + String(repeating: member + "\n", count: 1100) + "\"end\": 1}\n" + Self.push + "\n"
        #expect(describe(StreamParser.items(in: Array(text.utf8))) == [
            "1: this value is larger than 1048576 bytes, the limit on a stream value; it is skipped",
            "1103: push",
        ])
    }

    @Test func aLinePastAMegabyteIsReportedAsSoonAsItPassesTheLimit() {
        var parser = StreamParser()
        // `/dev/zero`: bytes and never a newline. The line is reported once, while it is still
        // arriving, and nothing of it is kept.
        let zeros = [UInt8](repeating: 0, count: 256 * 1024)
        var found: [StreamItem] = []
        for _ in 0..<8 { found += parser.feed(zeros) }
        #expect(describe(found) == ["1: this line is longer than 1048576 bytes and is skipped; the limit on a stream line is 1048576 bytes"])
        found = parser.feed(Array(("\n" + Self.push + "\n").utf8)) + parser.finish()
        #expect(describe(found) == ["2: push"])
    }

    @Test func aLongLineInsideAPendingValueEndsThatValue() {
        let text = "{\"aps\": {\n" + String(repeating: "x", count: StreamParser.longestLine + 1) + "\n" + Self.push + "\n"
        #expect(describe(StreamParser.items(in: Array(text.utf8))) == [
            "1: this value holds a line longer than 1048576 bytes; the limit on a stream line is 1048576 bytes",
            "3: push",
        ])
    }

    @Test func aTimestampThatIsNotANumberDoesNotMoveTheClock() {
        #expect(ReplayPolicy.arrival(of: .infinity) == nil)
        #expect(ReplayPolicy.arrival(of: .nan) == nil)
        #expect(ReplayPolicy.arrival(of: 1e300) == ReplayPolicy.phoneTimes.upperBound)
        #expect(ReplayPolicy.arrival(of: -1e300) == ReplayPolicy.phoneTimes.lowerBound)
        #expect(ReplayPolicy.arrival(of: 1_782_000_000) == Date(timeIntervalSince1970: 1_782_000_000))
    }

    @Test func aPushRefusedForItsTimestampChangesNothingInCheck() {
        // Issue 18, item 11: `1e400` reads as infinity; the push is refused, and the clock used to
        // move to infinity anyway, so every later push found no activity.
        let schema = StructSchema(typeName: "ContentState", fields: [.init(name: "title", type: .string)])
        let declaration = ActivityDeclaration(name: "DownloadAttributes", attributes: StructSchema(typeName: "DownloadAttributes", fields: []), contentState: schema)
        let text = """
        {"aps": {"timestamp": 1e400, "event": "update", "content-state": {"title": "Never"}}}
        {"aps": {"timestamp": 1782000010, "event": "update", "content-state": {"title": "Later"}}}
        """
        let held = HeldActivity(declaration: declaration, preview: nil)
        let records = StreamJudge.judge([("s", StreamParser.items(in: Array(text.utf8)))], holding: held, policy: .replay, otherwise: Date())
        #expect(records.map(\.outcome.isApplied) == [false, true])
        #expect(records.last?.outcome.receivedAt == Date(timeIntervalSince1970: 1_782_000_010))
    }
}
