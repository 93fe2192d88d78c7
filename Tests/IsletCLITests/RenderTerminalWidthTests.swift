import Foundation
import IsletTestSupport
import Testing

/// `islet render` typed into a terminal narrower than the standard board: the board is laid out
/// for the terminal's columns, so the terminal never wraps a row onto a line of its own.
@Suite("islet render in a narrow terminal")
struct RenderTerminalWidthTests {
    @Test("at 80 columns every row stays whole: titles on one line, the card's rows one under the other")
    func boardFitsTheTerminal() throws {
        guard let pane = try TmuxPane.start(["render", "layouts/delivery.json"], columns: 80, rows: 60) else { return }
        let screen = try #require(try pane.waitFor(text: "EXIT=0"))
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("Smart Stack (Apple Watch 45 mm)") }, "the watch's title starts its own band, whole: \(screen)")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == "mm)" }, "no title wrapped by the terminal: \(screen)")
        let title = try #require(lines.firstIndex { $0.contains("Luigi's Pizzeria") && $0.contains("12:00") }, "the card's title row: \(screen)")
        #expect(lines[title + 1].contains("Marco is on the way"), "the card's next row follows at once, not after a wrapped blank: \(screen)")
    }
}
