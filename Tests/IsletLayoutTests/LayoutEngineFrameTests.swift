import IsletViews
import Testing

/// `.frame` and `.padding`, by letter fill: a framed or padded view's whole frame is "." and
/// its text is written over it, so the frame's extent and the content's place both show.
@Suite struct LayoutEngineFrameTests {
    typealias V = Views

    @Test(arguments: [
        (Alignment.leading, "aaa......."),
        (.center, "...aaa...."),
        (.trailing, ".......aaa"),
    ])
    func infiniteMaxWidthFillsTheOfferAndAlignsItsContent(alignment: Alignment, expected: String) {
        let view = V.text("aaa").frame(maxWidth: .infinity, alignment: alignment)
        #expect(letterFill(view, columns: 10, rows: 1) == [expected])
    }

    @Test func infiniteMaxWidthTakesWhatItsSiblingsLeave() {
        let view = V.hstack(V.text("aaa").frame(maxWidth: .infinity, alignment: .leading), V.text("bb"))
        #expect(letterFill(view, columns: 10, rows: 1) == ["aaa.... bb"])
        let both = V.hstack(spacing: 0, V.text("a").frame(maxWidth: .infinity), V.text("b").frame(maxWidth: .infinity))
        #expect(letterFill(both, columns: 10, rows: 1) == ["..a....b.."])
    }

    @Test func infiniteMaxHeightFillsTheOfferedRows() {
        let view = V.text("aa").frame(maxHeight: .infinity, alignment: .bottom)
        #expect(letterFill(view, columns: 4, rows: 3) == ["..  ", "..  ", "aa  "])
    }

    @Test func fixedFrameSizesTheViewWhateverItsContent() {
        let view = V.text("aaa").frame(width: 48, height: 54)
        #expect(letterFill(view, columns: 8, rows: 4) == ["......  ", ".aaa..  ", "......  ", "        "])
        let corner = V.text("aaa").frame(width: 48, height: 54, alignment: .bottomTrailing)
        #expect(letterFill(corner, columns: 8, rows: 4) == ["......  ", "......  ", "...aaa  ", "        "])
    }

    @Test func fixedFrameNarrowerThanItsTextCutsTheText() {
        #expect(letterFill(V.text("aaaaaa").frame(width: 32), columns: 8, rows: 1) == ["aaa…    "])
    }

    @Test func finiteMaxWidthCapsAndMinWidthWidens() {
        #expect(letterFill(V.text("aaaaaaaa").frame(maxWidth: 40), columns: 10, rows: 1) == ["aaaa…     "])
        #expect(letterFill(V.text("aa").frame(maxWidth: 40), columns: 10, rows: 1) == ["aa        "])
        #expect(letterFill(V.text("aa").frame(minWidth: 48), columns: 10, rows: 1) == ["..aa..    "])
    }

    @Test func paddingInsetsTheContentByWholeCells() {
        let sides = V.text("aa").padding(EdgeInsets(leading: 8, trailing: 8))
        #expect(letterFill(sides, columns: 6, rows: 1) == [".aa.  "])
        let uneven = V.text("aa").padding(EdgeInsets(top: 18, leading: 16, bottom: 0, trailing: 8))
        #expect(letterFill(uneven, columns: 6, rows: 3) == ["..... ", "..aa. ", "      "])
        // 8 pt is under half a row (18 pt) but exactly a column.
        #expect(letterFill(V.text("aa").padding(EdgeInsets(all: 8)), columns: 6, rows: 2) == [".aa.  ", "      "])
    }

    @Test func paddingSitsInsideAFrame() {
        let view = V.text("aa").padding(EdgeInsets(leading: 8, trailing: 8)).frame(maxWidth: .infinity, alignment: .trailing)
        #expect(letterFill(view, columns: 8, rows: 1) == [".....aa."])
    }

    @Test func paddingIsKeptWhenTheTextMustShrink() {
        let view = V.text("aaaaaa").padding(EdgeInsets(leading: 8, trailing: 8))
        #expect(letterFill(view, columns: 6, rows: 1) == [".aaa…."])
    }
}
