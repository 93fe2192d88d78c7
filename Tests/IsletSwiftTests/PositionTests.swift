import Testing

/// `.position(x:y:)` as SwiftUI lays it out: the positioned view takes the room it is offered
/// and places the view's centre at that point of it, so a pin at `x: 200` in a 206 pt strip is
/// at the strip's far end, not at its leading edge; and it counts as drawn, not ignored.
@Suite struct PositionTests {
    private typealias W = WidgetRendering

    /// bus-stop's strip: a mark at `x: 8` and a pin at `x: 200`, both on the strip's middle line.
    @Test func aPositionedViewIsCentredOnItsPoint() throws {
        let widget = W(W.lockScreen("""
            ZStack(alignment: .leading) {
                Text("A").position(x: 8, y: 9)
                Text("B").position(x: 200, y: 9)
            }
            .frame(width: 206, height: 18)
            """))
        #expect(widget.placeholders.isEmpty)
        let row = try #require(widget.lines.first { $0.contains("A") && $0.contains("B") }, "A and B on one line: \(widget.lines)")
        let a = try #require(row.firstIndex(of: "A")), b = try #require(row.firstIndex(of: "B"))
        #expect(row.distance(from: a, to: b) >= 20, "B is placed 192 pt right of A: \(row)")
        #expect(!widget.sites.ignoredModifiers.contains { $0.name == "position" })
    }

    /// What is written after `.position` applies to the room it took: a frame there bounds
    /// the room, and the point is measured in it.
    @Test func aFrameAfterPositionBoundsTheRoom() throws {
        let widget = W(W.lockScreen("""
            HStack(spacing: 0) {
                Text("C").position(x: 10, y: 8).frame(width: 100, height: 16)
                Text("D").frame(width: 100, height: 16)
            }
            """))
        #expect(widget.placeholders.isEmpty)
        let row = try #require(widget.lines.first { $0.contains("C") && $0.contains("D") }, "\(widget.lines)")
        let c = try #require(row.firstIndex(of: "C")), d = try #require(row.firstIndex(of: "D"))
        #expect(row.distance(from: c, to: d) >= 10, "C at the first frame's leading edge, D in the middle of the second: \(row)")
    }
}
