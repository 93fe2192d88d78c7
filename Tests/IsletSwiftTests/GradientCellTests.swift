import IsletCells
import IsletTestSupport
import Testing

/// A shape painted with a gradient shades cell by cell in the terminal: each cell takes the
/// gradient's colour at its centre (docs/DECISIONS.md, "Paths and charts").
@Suite struct GradientCellTests {
    private typealias W = WidgetRendering

    /// A green-to-red bar runs from green at its leading cell to red at its trailing one,
    /// redder at every step, instead of one red bar.
    @Test func linearGradientBarShadesAlongItsLength() {
        let bar = #"Rectangle().fill(LinearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing)).frame(width: 160, height: 16)"#
        let widget = W(W.lockScreen(bar))
        let buffer = widget.result.buffer
        let row = (0..<buffer.height).max { a, b in painted(buffer, row: a).count < painted(buffer, row: b).count } ?? 0
        let colours = painted(buffer, row: row)
        #expect(colours.count >= 10)
        guard let first = colours.first, let last = colours.last else { return }
        #expect(first.green > first.red, "the leading cell is green-ish: \(first.hexString)")
        #expect(last.red > last.green, "the trailing cell is red-ish: \(last.hexString)")
        #expect(zip(colours, colours.dropFirst()).allSatisfy { $0.red <= $1.red && $0.green >= $1.green }, "\(colours.map(\.hexString))")
        #expect(Set(colours).count >= 5, "the bar shades, not one colour")
        assertSnapshot(styleMask(buffer), named: "gradient-bar-style")
    }

    /// The backgrounds of the cells in `row` other than the card's (the commonest): the bar's.
    private func painted(_ buffer: CellBuffer, row: Int) -> [Color] {
        let all = (0..<buffer.height).flatMap { y in (0..<buffer.width).compactMap { buffer[$0, y].background } }
        let card = Dictionary(all.map { ($0, 1) }, uniquingKeysWith: +).max { $0.value < $1.value }?.key
        return (0..<buffer.width).compactMap { buffer[$0, row].background }.filter { $0 != card }
    }
}
