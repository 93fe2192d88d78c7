import IsletCells
import Testing

/// Layout files with `background` and `overlay` views, `hidden` and `offset`, as the terminal
/// draws their lock screen: `.background { … }`, `.overlay(alignment:) { … }`, `.hidden()` and
/// `.offset(x:y:)`.
@Suite struct LayerModifierTests {
    private static let blue = Color(hex: 0x0000FF), red = Color(hex: 0xFF0000)
    private static let legend: [Character: Color] = ["b": blue, "r": red]
    /// A view that fills whatever it is offered with blue: a stand-in for `Color.blue`.
    private static let blueFill = ##"{"text": "", "frame": {"maxWidth": "infinity", "maxHeight": "infinity"}, "background": "#0000FF"}"##

    @Test func aBackgroundViewFillsThePaddedViewAndMovesNothing() {
        let view = ##"{"hstack": [{"text": "Hi", "padding": {"horizontal": 8}, "background": \##(Self.blueFill)}, {"text": "{state.count}"}], "spacing": 8}"##
        let cells = lockScreenCells(view, legend: Self.legend)
        #expect(cells.rows == [" Hi  3    "])
        #expect(cells.backgrounds == ["bbbb......"])
    }

    @Test func anOverlayIsAlignedInTheViewsFrameAndDrawnOverIt() {
        let view = ##"{"text": "Hi {state.name}", "frame": {"width": 64}, "overlay": {"content": {"text": "{state.count}", "background": "#FF0000"}, "alignment": "trailing"}}"##
        let cells = lockScreenCells(view, legend: Self.legend)
        #expect(cells.rows == [" Hi Ada3  "])
        #expect(cells.backgrounds == [".......r.."])
        let inFront = ##"{"text": "Hi {state.name}", "overlay": {"text": "{state.count}"}}"##
        #expect(lockScreenCells(inFront).rows == ["Hi3Ada    "])
    }

    @Test func aHiddenViewKeepsItsRoomAndDrawsNothing() {
        let view = ##"{"hstack": [{"text": "Hi", "hidden": true, "background": "#0000FF", "overlay": {"text": "!"}}, {"text": "{state.name}"}], "spacing": 8}"##
        let cells = lockScreenCells(view, legend: Self.legend)
        #expect(cells.rows == ["   Ada    "])
        #expect(cells.backgrounds == [".........."])
    }

    @Test func anOffsetMovesTheViewAndItsBackgroundOnly() {
        let view = ##"{"hstack": [{"text": "Hi", "offset": {"x": 8}, "background": "#0000FF"}, {"text": "{state.name}"}], "spacing": 8}"##
        let cells = lockScreenCells(view, legend: Self.legend)
        #expect(cells.rows == [" HiAda    "])
        #expect(cells.backgrounds == [".bb......."])
    }
}
