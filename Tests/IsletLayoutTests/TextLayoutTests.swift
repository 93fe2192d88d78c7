import IsletCells
import IsletLayout
import Testing

/// Text in too little room: wrapped at spaces, cut with "…" at the line limit or the region's
/// height, and never a wide glyph split in two (docs/TEXT-WIDTH.md).
@Suite struct TextLayoutTests {
    typealias V = Views

    @Test func textThatFitsIsShownWhole() {
        #expect(letterFill(V.text("aaaaaa"), columns: 6, rows: 1) == ["aaaaaa"])
        #expect(placedTexts(V.text("aaaaaa"), columns: 6, rows: 1).map(\.isTruncated) == [false])
    }

    @Test func singleLineIsCutWithAnEllipsisInItsLastCell() {
        #expect(letterFill(V.text("aaaaaaaaaa"), columns: 6, rows: 1) == ["aaaaa…"])
        #expect(letterFill(V.text("aaa bbb ccc"), columns: 8, rows: 1) == ["aaa bbb…"])
        let placed = placedTexts(V.text("aaaaaaaaaa"), columns: 6, rows: 1)
        #expect(placed.map(\.isTruncated) == [true])
        #expect(placed.map(\.naturalWidth) == [80])
    }

    @Test func textWrapsAtSpacesWhenRowsAllow() {
        #expect(letterFill(V.text("aaa bbb ccc"), columns: 7, rows: 2) == ["aaa bbb", "ccc    "])
        #expect(letterFill(V.text("aaa bbb"), columns: 5, rows: 3) == ["aaa  ", "bbb  ", "     "])
    }

    @Test func messagesOutsideLayoutsWrapByTheSameRule() {
        let lines = TerminalMetrics.lines(of: "aaa bbb ccc\ndd 東京 東京東京", columns: 7)
        #expect(lines == ["aaa bbb", "ccc", "dd 東京", "東京東", "京"], "at spaces and line breaks, in cells; a word too wide is broken")
        #expect(TerminalMetrics.lines(of: "aaaaaaaaa", columns: 4) == ["aaaa", "aaaa", "a"], "no line is wider than asked")
    }

    @Test func aHyphenatedNameBreaksAfterItsHyphenNotInsideAWord() {
        #expect(letterFill(V.text("Maximilian-Alexander"), columns: 12, rows: 2) == ["Maximilian- ", "Alexander   "])
        #expect(letterFill(V.text("to Maximilian-Alexander"), columns: 14, rows: 2) == ["to Maximilian-", "Alexander     "])
        #expect(TerminalMetrics.lines(of: "aa-bbb", columns: 5) == ["aa-", "bbb"])
    }

    @Test func aDashBindingANumberIsNoBreak() {
        #expect(TerminalMetrics.lines(of: "-5 1–2", columns: 2) == ["-5", "1–", "2"], "broken only because each is too wide")
    }

    @Test func aWordWiderThanTheLineIsBrokenInside() {
        #expect(letterFill(V.text("aaaaaaa"), columns: 4, rows: 2) == ["aaaa", "aaa "])
    }

    @Test func lineLimitTwoCutsTheSecondLine() {
        let view = V.text("aaa bbb ccc ddd eee", lineLimit: 2)
        #expect(letterFill(view, columns: 7, rows: 3) == ["aaa bbb", "ccc dd…", "       "])
        #expect(placedTexts(view, columns: 7, rows: 3).map(\.isTruncated) == [true])
        let fits = V.text("aaa bbb ccc", lineLimit: 2)
        #expect(letterFill(fits, columns: 7, rows: 3) == ["aaa bbb", "ccc    ", "       "])
        #expect(placedTexts(fits, columns: 7, rows: 3).map(\.isTruncated) == [false])
    }

    @Test func lineLimitOneKeepsTextOnOneRowEvenWithRoom() {
        #expect(letterFill(V.text("aaa bbb ccc", lineLimit: 1), columns: 7, rows: 3) == ["aaa bb…", "       ", "       "])
    }

    @Test func regionHeightLimitsLinesLikeALineLimit() {
        #expect(letterFill(V.text("aaa bbb ccc ddd eee"), columns: 7, rows: 2) == ["aaa bbb", "ccc dd…"])
    }

    @Test func newlinesStartNewLines() {
        #expect(letterFill(V.text("aa\nbbb"), columns: 4, rows: 2) == ["aa  ", "bbb "])
        #expect(letterFill(V.text("aa\nbbb"), columns: 4, rows: 1) == ["aa… "])
    }

    @Test(arguments: [
        ("東京東京", 5, "東京…"),
        ("東京東京", 4, "東… "),
        ("東京", 4, "東京"),
        ("🍕🍕🍕", 5, "🍕🍕…"),
        ("🍕🍕🍕", 4, "🍕… "),
        ("a🍕b", 3, "a… "),
        ("a東", 2, "a…"),
    ])
    func wideGlyphsAreNeverSplitByTruncation(text: String, columns: Int, expected: String) {
        let row = letterFill(V.text(text), columns: columns, rows: 1)
        #expect(row == [expected])
        #expect(row.allSatisfy { TerminalText.width($0) == columns }, "every cell accounted for: no half glyph")
    }

    @Test func wideGlyphsWrapWhole() {
        #expect(letterFill(V.text("東京東"), columns: 5, rows: 2) == ["東京 ", "東   "])
    }

    @Test func centredAndTrailingTextAlignEachLine() {
        let centred = V.text("aaaa bb", alignment: .center)
        #expect(letterFill(centred, columns: 6, rows: 2) == ["aaaa  ", " bb   "])
        let trailing = V.text("aaaa bb", alignment: .trailing)
        #expect(letterFill(trailing, columns: 6, rows: 2) == ["aaaa  ", "  bb  "])
    }

    @Test func textInZeroColumnsShowsNothingNotEvenAnEllipsis() {
        let view = V.hstack(spacing: 0, V.text("aaa").frame(width: 0), V.text("b"))
        #expect(placedTexts(view, columns: 4, rows: 1).first?.lines.joined() == "")
        #expect(letterFill(view, columns: 4, rows: 1) == ["b   "])
    }
}
