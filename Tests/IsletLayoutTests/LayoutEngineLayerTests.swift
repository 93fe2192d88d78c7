import IsletViews
import Testing

/// `.background { … }`, `.overlay { … }`, `.hidden()` and `.offset(x:y:)` by letter fill: each
/// lays out beside the view it modifies without moving anything else, as in SwiftUI.
@Suite struct LayoutEngineLayerTests {
    typealias V = Views

    @Test(arguments: [
        (Alignment.topLeading, ["b.....", "..aa..", "......"]),
        (.center, ["......", "..ba..", "......"]),
        (.bottomTrailing, ["......", "..aa..", ".....b"]),
        (.trailing, ["......", "..aa.b", "......"]),
    ])
    func anOverlayIsAlignedInTheFrameOfTheViewItModifies(alignment: Alignment, expected: [String]) {
        // Centred, the overlay is drawn over the text's first letter.
        let view = V.text("aa").frame(width: 48, height: 54).overlay(alignment: alignment, V.text("b"))
        #expect(letterFill(view, columns: 6, rows: 3) == expected)
    }

    @Test func aLayerDoesNotChangeTheSizeOfTheViewItModifies() {
        // A wide background is cut to the text's frame: "c" stays where it was without it.
        let plain = V.hstack(spacing: 8, V.text("aa"), V.text("c"))
        let decorated = V.hstack(spacing: 8, V.text("aa").background(V.text("bbbbbb").frame(maxWidth: .infinity)), V.text("c"))
        #expect(letterFill(plain, columns: 8, rows: 1) == ["aa c    "])
        #expect(letterFill(decorated, columns: 8, rows: 1) == ["aa c    "])
    }

    @Test func aBackgroundIsDrawnBehindAndAnOverlayInFront() {
        let behind = V.text("aaa").background(V.text("b"))
        #expect(letterFill(behind, columns: 4, rows: 1) == ["aaa "])
        let front = V.text("aaa").overlay(V.text("b"))
        #expect(letterFill(front, columns: 4, rows: 1) == ["aba "])
    }

    @Test func aLayerIsAlignedInTheFramePaddingIncluded() {
        let view = V.text("a").padding(EdgeInsets(leading: 16, trailing: 16)).overlay(alignment: .trailing, V.text("b"))
        #expect(letterFill(view, columns: 6, rows: 1) == ["..a.b "])
    }

    @Test func aHiddenViewKeepsItsRoomAndShowsNothing() {
        let view = V.hstack(spacing: 8, V.text("aa").hidden(), V.text("c"))
        #expect(letterFill(view, columns: 6, rows: 1) == ["   c  "])
        let layered = V.text("aa").overlay(V.text("b")).hidden()
        #expect(letterFill(layered, columns: 4, rows: 1) == ["    "])
    }

    @Test func anOffsetMovesTheViewAndNotItsSiblings() {
        let beside = V.hstack(spacing: 8, V.text("aa").offset(x: 8), V.text("cc"))
        #expect(letterFill(beside, columns: 6, rows: 1) == [" aacc "])
        let above = V.vstack(alignment: .leading, V.text("cccc"), V.text("aa").offset(x: 8, y: -18))
        #expect(letterFill(above, columns: 5, rows: 2) == ["caac ", "     "])
        // Snapped to whole cells; moved past the region it is cut there.
        #expect(letterFill(V.text("aa").offset(x: -20), columns: 4, rows: 1) == ["    "])
        #expect(letterFill(V.text("aa").offset(x: 13), columns: 4, rows: 1) == ["  aa"])
    }

    @Test func anOffsetMovesTheLayersWithTheView() {
        let view = V.text("aa").overlay(alignment: .trailing, V.text("b")).offset(x: 16)
        #expect(letterFill(view, columns: 5, rows: 1) == ["  ab "])
    }
}
