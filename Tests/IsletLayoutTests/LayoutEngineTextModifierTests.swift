import IsletLayout
import IsletViews
import Testing

/// `.layoutPriority`, `.fixedSize`, `.truncationMode` and `.minimumScaleFactor` by letter fill and
/// by the phone's lines: what each changes in where text goes and where it is cut.
@Suite struct LayoutEngineTextModifierTests {
    typealias V = Views

    @Test func aHigherPriorityKeepsItsWidthAndTheOtherIsCut() {
        let plain = V.hstack(spacing: 8, V.text("aaaaaa", lineLimit: 1), V.text("bbbbbb", lineLimit: 1))
        #expect(letterFill(plain, columns: 10, rows: 1) == ["aaa… bbbb…"])
        let first = V.hstack(spacing: 8, V.text("aaaaaa", lineLimit: 1).priority(1), V.text("bbbbbb", lineLimit: 1))
        #expect(letterFill(first, columns: 10, rows: 1) == ["aaaaaa bb…"])
        let second = V.hstack(spacing: 8, V.text("aaaaaa", lineLimit: 1), V.text("bbbbbb", lineLimit: 1).priority(1))
        #expect(letterFill(second, columns: 10, rows: 1) == ["aa… bbbbbb"])
    }

    @Test func aLowerPriorityStillGetsWhatItNeedsAtLeast() {
        // The frame of the low one needs 2 columns whatever it is offered.
        let view = V.hstack(spacing: 0, V.text("aaaaaaaaaa", lineLimit: 1).priority(1), V.text("b").frame(width: 16))
        #expect(letterFill(view, columns: 10, rows: 1) == ["aaaaaaa…b."])
    }

    @Test func aFixedSizeTextKeepsItsOneLineAndIsCutAtTheEdgeWithoutAnEllipsis() {
        let wrapped = V.vstack(V.text("aaa bbb"))
        #expect(letterFill(wrapped.frame(width: 32), columns: 6, rows: 2) == ["aaa.  ", "bbb.  "])
        let fixed = V.vstack(V.text("aaa bbb").fixed(horizontal: true, vertical: false))
        #expect(letterFill(fixed.frame(width: 32), columns: 6, rows: 2) == ["aaa   ", "      "])
    }

    @Test(arguments: [
        (TruncationMode.tail, "abcde…"),
        (.head, "…fghij"),
        (.middle, "ab…hij"),
    ])
    func theTruncationModeSaysWhereTheEllipsisGoes(mode: TruncationMode, expected: String) {
        #expect(letterFill(V.text("abcdefghij", lineLimit: 1).truncation(mode), columns: 6, rows: 1) == [expected])
    }

    @Test func aShrinkableTextFitsOnThePhoneWhereItWouldBeCut() {
        let text = "Marco is bringing your order from the market"
        let phone = LayoutEngine(metrics: PhoneMetrics())
        let region = Rect(x: 0, y: 0, width: 200, height: 40)
        let cut = phone.place(V.text(text, lineLimit: 1), in: region)
        #expect(cut.lines.first?.hasSuffix("…") == true)
        let shrunk = phone.place(V.text(text, lineLimit: 1).shrinking(to: 0.5), in: region)
        #expect(shrunk.lines == [text])
        #expect(shrunk.view.style.font.size < Font.body.size && shrunk.view.style.font.size >= Font.body.size * 0.5)
        // Too long even at the factor: the smallest size, then cut.
        let tooLong = phone.place(V.text(text + " " + text, lineLimit: 1).shrinking(to: 0.8), in: region)
        #expect(tooLong.view.style.font.size == Font.body.size * 0.8)
        #expect(tooLong.lines.first?.hasSuffix("…") == true)
    }

    /// A stack first asks its text for no height, where the full size shows one line, then for
    /// the height it has, where the full size still shows one line but the shrunk size three: the
    /// text's answer to the first must not stand for the second.
    @Test func aShrinkableTextInAStackShrinksAsMuchAsItWouldAlone() {
        let text = V.text("Marco is bringing your order from the market").shrinking(to: 0.5)
        let phone = LayoutEngine(metrics: PhoneMetrics())
        let region = Rect(x: 0, y: 0, width: 200, height: 30)
        let alone = phone.place(text, in: region)
        #expect(alone.lines.count == 2)
        let stacked = phone.place(V.vstack(text), in: region)
        #expect(stacked.children.first?.lines == alone.lines)
        #expect(stacked.children.first?.view.style.font == alone.view.style.font)
    }
}
