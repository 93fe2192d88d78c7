import IsletLayout
import IsletViews
import Testing

/// Stacks, spacers and empty branches, by letter fill (STYLE.md): 8 pt a column, 18 pt a row.
@Suite struct LayoutEngineStackTests {
    typealias V = Views

    @Test func spacerPushesTextsToTheEnds() {
        #expect(letterFill(V.hstack(V.text("aaa"), V.spacer(), V.text("bb")), columns: 10, rows: 1) == ["aaa     bb"])
        #expect(letterFill(V.hstack(V.spacer(), V.text("aaa")), columns: 10, rows: 1) == ["       aaa"])
        #expect(letterFill(V.hstack(V.text("aaa"), V.spacer()), columns: 10, rows: 1) == ["aaa       "])
    }

    @Test func aStackPlacedAtItsOwnSizeSqueezesNoChild() {
        // Placed at its ideal width, an equal share would give the padded text 5 of its 6 columns.
        let stack = V.hstack(V.text("aaaaa"), V.text("bbbb").padding(EdgeInsets(leading: 8, trailing: 8)))
        #expect(letterFill(V.zstack(stack), columns: 20, rows: 1) == ["aaaaa .bbbb.        "])
    }

    @Test func twoSpacersShareTheSlackAroundAText() {
        #expect(letterFill(V.hstack(spacing: 0, V.spacer(), V.text("aa"), V.spacer()), columns: 10, rows: 1) == ["    aa    "])
    }

    @Test func hstackDefaultSpacingIsOneColumn() {
        #expect(letterFill(V.hstack(V.text("aaa"), V.text("bb")), columns: 10, rows: 1) == ["aaa bb    "])
        #expect(letterFill(V.hstack(V.text("a"), V.text("b"), V.text("c")), columns: 6, rows: 1) == ["a b c "])
    }

    @Test func hstackExplicitSpacingSnapsToWholeColumns() {
        #expect(letterFill(V.hstack(spacing: 0, V.text("aaa"), V.text("bb")), columns: 8, rows: 1) == ["aaabb   "])
        #expect(letterFill(V.hstack(spacing: 16, V.text("aaa"), V.text("bb")), columns: 8, rows: 1) == ["aaa  bb "])
        // 12 pt is a column and a half: the nearest whole column, halves away from zero.
        #expect(letterFill(V.hstack(spacing: 12, V.text("aaa"), V.text("bb")), columns: 8, rows: 1) == ["aaa  bb "])
        #expect(letterFill(V.hstack(spacing: 3, V.text("aaa"), V.text("bb")), columns: 8, rows: 1) == ["aaabb   "])
    }

    @Test func vstackDefaultSpacingIsNoRow() {
        #expect(letterFill(V.vstack(alignment: .leading, V.text("aaa"), V.text("bb")), columns: 4, rows: 3) == ["aaa ", "bb  ", "    "])
    }

    @Test func vstackExplicitSpacingSnapsToWholeRows() {
        let spaced = V.vstack(spacing: 18, alignment: .leading, V.text("aaa"), V.text("bb"))
        #expect(letterFill(spaced, columns: 4, rows: 3) == ["aaa ", "    ", "bb  "])
        let under = V.vstack(spacing: 8, alignment: .leading, V.text("aaa"), V.text("bb"))
        #expect(letterFill(under, columns: 4, rows: 3) == ["aaa ", "bb  ", "    "])
    }

    @Test(arguments: [
        (Alignment.leading, ["aaaa", "bb  "]),
        (.center, ["aaaa", " bb "]),
        (.trailing, ["aaaa", "  bb"]),
    ])
    func vstackAlignsItsChildrenAcross(alignment: Alignment, expected: [String]) {
        #expect(letterFill(V.vstack(alignment: alignment, V.text("aaaa"), V.text("bb")), columns: 4, rows: 2) == expected)
    }

    @Test(arguments: [
        (Alignment.top, ["a b", "a  ", "a  "]),
        (.center, ["a  ", "a b", "a  "]),
        (.bottom, ["a  ", "a  ", "a b"]),
    ])
    func hstackAlignsItsChildrenAcross(alignment: Alignment, expected: [String]) {
        let column = V.vstack(V.text("a"), V.text("a"), V.text("a"))
        #expect(letterFill(V.hstack(alignment: alignment, column, V.text("b")), columns: 3, rows: 3) == expected)
    }

    @Test(arguments: [
        (Alignment.leading, "bbaaa"),
        (.center, "abbaa"),
        (.trailing, "aaabb"),
    ])
    func zstackLaysLaterChildrenOverEarlierOnes(alignment: Alignment, expected: String) {
        #expect(letterFill(V.zstack(alignment: alignment, V.text("aaaaa"), V.text("bb")), columns: 5, rows: 1) == [expected])
    }

    /// A line centred in two rows takes the lower one in a ZStack: a ring drawn from its points
    /// is centred between the rows and its upper row holds the top of the stroke (the
    /// ev-charging ring's label sat on it).
    @Test func aZStackCentresALineInTwoRowsOnTheLowerOne() {
        let block = V.vstack(V.text("aaa"), V.text("aaa"))
        #expect(letterFill(V.zstack(block, V.text("b")), columns: 3, rows: 2) == ["aaa", "aba"])
    }

    @Test func zstackAlignsOnBothAxes() {
        let block = V.vstack(V.text("aaa"), V.text("aaa"), V.text("aaa"))
        #expect(letterFill(V.zstack(alignment: .bottomTrailing, block, V.text("b")), columns: 3, rows: 3) == ["aaa", "aaa", "aab"])
        #expect(letterFill(V.zstack(alignment: .topLeading, block, V.text("b")), columns: 3, rows: 3) == ["baa", "aaa", "aaa"])
        #expect(letterFill(V.zstack(block, V.text("b")), columns: 3, rows: 3) == ["aaa", "aba", "aaa"])
    }

    /// In a ZStack a spacer has no axis to grow along: it is as large as its frame and padding
    /// make it, as SwiftUI sizes it there.
    @Test func aSpacerInAZStackTakesItsFrameAndPadding() {
        #expect(terminalEngine.sizeThatFits(V.zstack(V.spacer().frame(width: 48, height: 36)), .unspecified) == Size(width: 48, height: 36))
        let padded = V.spacer().padding(EdgeInsets(top: 18, leading: 8, bottom: 0, trailing: 8))
        #expect(terminalEngine.sizeThatFits(V.zstack(padded), .unspecified) == Size(width: 16, height: 18))
    }

    @Test func stackIsPlacedInTheRegionByTheRegionsAlignment() {
        let pair = V.hstack(V.text("aaa"), V.text("bb"))
        #expect(letterFill(pair, columns: 10, rows: 1, alignment: .center) == ["  aaa bb  "])
        #expect(letterFill(pair, columns: 10, rows: 1, alignment: .trailing) == ["    aaa bb"])
        #expect(letterFill(pair, columns: 10, rows: 3, alignment: .bottomLeading) == ["          ", "          ", "aaa bb    "])
    }

    @Test func spacerMinLengthCountsInTheStacksIdealSize() {
        let withMinimum = V.hstack(V.text("aaa"), V.spacer(minLength: 16), V.text("bb"))
        let without = V.hstack(V.text("aaa"), V.spacer(), V.text("bb"))
        // 3 + gap + 2 + gap + 2 columns, and without the minimum the spacer's 2 drop out.
        #expect(terminalEngine.sizeThatFits(withMinimum, .unspecified) == Size(width: 72, height: 18))
        #expect(terminalEngine.sizeThatFits(without, .unspecified) == Size(width: 56, height: 18))
        let column = V.vstack(V.text("aaa"), V.spacer(minLength: 36), V.text("bb"))
        #expect(terminalEngine.sizeThatFits(column, .unspecified) == Size(width: 24, height: 72))
    }

    @Test func spacerMinLengthSnapsToWholeCells() {
        // 12 pt is a column and a half: the minimum becomes two columns.
        let stack = V.hstack(spacing: 0, V.text("a"), V.spacer(minLength: 12), V.text("b"))
        #expect(terminalEngine.sizeThatFits(stack, .unspecified).width == 32)
    }

    @Test func textsKeepTheirWidthBesideASpacer() {
        // Spacers share only what the other children leave, so nothing is cut that fits.
        #expect(letterFill(V.hstack(V.text("aaa"), V.spacer(), V.text("bb")), columns: 7, rows: 1) == ["aaa  bb"])
        #expect(letterFill(V.hstack(spacing: 0, V.text("aaa"), V.spacer(minLength: 16), V.text("bb")), columns: 7, rows: 1) == ["aaa  bb"])
    }

    @Test func spacerMinLengthIsReservedBeforeTextIsOffered() {
        let view = V.hstack(spacing: 0, V.text("aaaaaa"), V.spacer(minLength: 24), V.text("b"))
        #expect(letterFill(view, columns: 8, rows: 1) == ["aaa…   b"])
    }

    @Test func spacerNeverShrinksBelowItsMinLength() {
        let column = V.vstack(spacing: 0, alignment: .leading, V.text("aaa"), V.spacer(minLength: 36), V.text("bb"))
        #expect(letterFill(column, columns: 3, rows: 5) == ["aaa", "   ", "   ", "   ", "bb "])
        #expect(letterFill(column, columns: 3, rows: 4) == ["aaa", "   ", "   ", "bb "])
        // Too little room: the spacer keeps its two rows and the view after it is pushed out
        // of the region, cut off rather than drawn over anything.
        #expect(letterFill(column, columns: 3, rows: 3) == ["aaa", "   ", "   "])
    }

    @Test func emptyBranchesTakeNoSpaceAndNoSpacing() {
        let plain = V.hstack(V.text("aaa"), V.text("bb"))
        let withEmpty = V.hstack(V.empty, V.text("aaa"), V.empty, V.text("bb"), V.empty)
        #expect(letterFill(withEmpty, columns: 10, rows: 1) == letterFill(plain, columns: 10, rows: 1))
        #expect(letterFill(withEmpty, columns: 10, rows: 1) == ["aaa bb    "])
        let column = V.vstack(spacing: 18, alignment: .leading, V.text("aaa"), V.empty, V.text("bb"))
        #expect(letterFill(column, columns: 3, rows: 4) == ["aaa", "   ", "bb ", "   "])
        #expect(terminalEngine.sizeThatFits(V.hstack(V.empty, V.empty), .unspecified) == .zero)
        #expect(terminalEngine.sizeThatFits(V.hstack(V.text("aa"), V.empty), .unspecified) == Size(width: 16, height: 18))
    }
}
