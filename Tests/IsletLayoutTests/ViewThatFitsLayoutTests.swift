import IsletViews
import Testing

/// `ViewThatFits`, by letter fill (STYLE.md): the first child whose ideal size on its axes fits
/// the offer is shown, else the last.
@Suite struct ViewThatFitsLayoutTests {
    typealias V = Views
    static let horizontal = FixedSize(horizontal: true, vertical: false)

    @Test func theFirstChildThatFitsIsShown() {
        let fitting = V.fitting(V.text("aaaaaa"), V.text("bbb"), V.text("c"))
        #expect(letterFill(fitting, columns: 8, rows: 1) == ["aaaaaa  "])
        #expect(letterFill(fitting, columns: 4, rows: 1) == ["bbb "])
        #expect(letterFill(fitting, columns: 2, rows: 1) == ["c "])
    }

    @Test func withNoneFittingTheLastIsShownInTheRoomThereIs() {
        #expect(letterFill(V.fitting(V.text("aaaaaa"), V.text("bbbb")), columns: 2, rows: 2) == ["bb", "bb"])
    }

    /// Along the horizontal axis alone, a text that wraps into the room's rows does not fit;
    /// along both, it must also fit the height on one line.
    @Test func onlyTheNamedAxesMustFit() {
        let tall = V.vstack(alignment: .leading, V.text("aa"), V.text("aa"), V.text("aa"))
        #expect(letterFill(V.fitting(in: Self.horizontal, tall, V.text("b")), columns: 4, rows: 2) == ["aa  ", "aa  "])
        #expect(letterFill(V.fitting(in: FixedSize(), tall, V.text("b")), columns: 4, rows: 2) == ["b   ", "    "])
    }

    /// In a stack, it answers the size of the child it shows: the text beside it keeps its place.
    @Test func inAStackItTakesTheSizeOfTheChildItShows() {
        let row = V.hstack(spacing: 0, V.text("["), V.fitting(V.text("aaaaaaaa"), V.text("bb")), V.text("]"))
        #expect(letterFill(row, columns: 6, rows: 1) == ["[bb]  "])
    }
}
