import Testing

@testable import IsletCurses

/// Replies to the cell-size query that come after it gave up are read away, not taken as keys,
/// until the status report's answer says every earlier reply is in.
@Suite struct LateQueryRepliesTests {
    let start = ContinuousClock.now

    /// The characters of `text` that pass `filter` as keys, read `after` the start.
    private func keys(_ text: String, through filter: inout LateQueryReplies, after: Duration = .milliseconds(500)) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !filter.swallows($0.value, at: start + after) }))
    }

    @Test func bothRepliesAreReadAwayAndKeysPass() {
        var filter = LateQueryReplies(expected: true, at: start)
        #expect(keys("j\u{1B}[6;14;10t\u{1B}[?62;22cq", through: &filter) == "jq")
        #expect(filter.expected(at: start + .seconds(1)))
        filter.end()
        #expect(!filter.expected(at: start + .seconds(1)))
        #expect(keys("\u{1B}[?", through: &filter) == "\u{1B}[?", "after the status answer an escape is a key again")
    }

    @Test func nothingIsReadAwayWhenTheQueryWasAnsweredOrLongAgo() {
        var answered = LateQueryReplies(expected: false, at: start)
        #expect(keys("\u{1B}[?62;22c", through: &answered) == "\u{1B}[?62;22c")
        var silent = LateQueryReplies(expected: true, at: start)
        #expect(keys("\u{1B}?", through: &silent, after: DrainReport.silenceLimit) == "\u{1B}?")
    }

    @Test func anEscapeNotFollowedByABracketGivesBackTheKeyAfterIt() {
        var filter = LateQueryReplies(expected: true, at: start)
        #expect(keys("\u{1B}q", through: &filter) == "q")
    }
}
