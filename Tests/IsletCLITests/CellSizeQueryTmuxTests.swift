import Foundation
import IsletTestSupport
import Testing

/// The previewer asks a terminal whose `TIOCGWINSZ` pixel fields are 0 its cell size with
/// `CSI 16 t` (issue 32, item 3), through `cell-size-terminal.py`, a terminal in the middle
/// that answers both requests or neither.
@Suite("the cell size asked of the terminal")
struct CellSizeQueryTmuxTests {
    static let shim = URL(fileURLWithPath: "Tests/Clients/cell-size-terminal.py")

    /// The previewer's screen under a terminal in `mode`, once the lock screen's date shows.
    private func screen(_ mode: String) throws -> String? {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard let pane = try TmuxPane.start(
            [Self.shim.path, mode, IsletProcess.binary.path, "preview", "layouts/delivery.json"], program: python, columns: 160, rows: 50
        ) else { return nil }
        let screen = try pane.waitFor(text: "Friday, November 28")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
        return screen
    }

    /// The lock screen's date is centred on the phone, so it starts further left when the phone
    /// is narrower: 10 x 14 pixel cells make a column 12.9 pt instead of 8, the phone 31
    /// columns wide instead of 50. A terminal that answers nothing keeps the 8 x 18 pt cell, and
    /// islet does not hang on it. Neither reply reaches the screen.
    @Test("a terminal that answers CSI 16 t narrows the phone; one that answers nothing does not stop islet")
    func answeringAndSilentTerminals() throws {
        guard let answered = try screen("answer"), let silent = try screen("silent") else { return }
        func dateColumn(_ screen: String) -> Int? {
            screen.components(separatedBy: "\n").lazy.compactMap { line in
                line.range(of: "Friday, November 28").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }.first
        }
        let narrow = try #require(dateColumn(answered)), standard = try #require(dateColumn(silent))
        #expect(narrow + 15 < standard, "the answered phone is narrower: the date at column \(narrow), not \(standard)\n\(answered)")
        for screen in [answered, silent] {
            #expect(!screen.contains("6;14;10t") && !screen.contains("62;22c") && !screen.contains("[16t"), "a reply left on screen:\n\(screen)")
        }
    }
}
