import FoundationEssentials
import IsletCells
import IsletLayout
import IsletRaster
import Testing

@testable import IsletApp

/// The phone's chrome in the previewer (issue 32, item 2): the status bar's signal, Wi-Fi and
/// battery, the lock screen's date and clock, its buttons and home indicator, and cards stacked
/// where the phone stacks them.
@Suite("the phone's chrome")
struct PhoneChromeTests {
    /// The previewer at 160 x 50 (both phones, each the iPhone 16 Pro's 49 rows), as text lines.
    private func lines(dark: Bool = true) -> (lines: [String], plan: ScreenPlan) {
        let preview = PreviewFixture(size: GridSize(columns: 160, rows: 50), policy: .keepingHeldActivity, dark: dark)
        return (preview.text.components(separatedBy: "\n"), preview.screen.plan)
    }

    @Test("the status bar shows signal bars, the Wi-Fi fan and a battery capsule with its nub, never a network name")
    func statusBar() {
        let (lines, _) = lines()
        let bar = lines[StatusBar.row(SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard))]
        #expect(bar.contains("▂▄▆"), "\(bar)")
        #expect(bar.contains("█▪"), "the battery's body and nub: \(bar)")
        #expect(!bar.contains("5G") && !bar.contains("▮"), "\(bar)")
    }

    @Test("the lock screen's date line reads as iOS writes it in en_US")
    func dateLine() {
        let (lines, _) = lines()
        #expect(lines.contains { $0.contains("Friday, November 28") })
        #expect(!lines.contains { $0.contains("Friday Nov") })
    }

    @Test("the clock is four rows of the big numerals' face, centred on the lock screen")
    func clock() throws {
        let (lines, plan) = lines()
        let lock = try #require(plan.area(of: .lock))
        let dateRow = try #require(lines.firstIndex { $0.contains("Friday, November 28") })
        let digitRows = lines[(dateRow + 2)..<(dateRow + 2 + ClockNumerals.rows)].map { line in
            String(line.dropFirst(lock.column).prefix(lock.width))
        }
        let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        for row in digitRows { #expect(row.contains { blocks.contains($0) }, "a row of the clock without digits: \(row)") }
        #expect(!lines[dateRow + 2 + ClockNumerals.rows].dropFirst(lock.column).prefix(lock.width).contains { blocks.contains($0) }, "no fifth row")
    }

    @Test("the flashlight and camera sit in the bottom corners above the home indicator, and the cards stack up from above them")
    func bottomOfTheLockScreen() throws {
        let (lines, plan) = lines()
        let lock = try #require(plan.area(of: .lock))
        func inLock(_ row: Int) -> String { String(lines[row].dropFirst(lock.column).prefix(lock.width)) }
        let buttonRow = try #require((0..<plan.phoneRows).first { inLock($0).contains(LockScreenChrome.glyphs.camera) })
        #expect(inLock(buttonRow).contains(LockScreenChrome.glyphs.flashlight))
        let camera = try #require(inLock(buttonRow).firstIndex(of: Character(LockScreenChrome.glyphs.camera)))
        #expect(inLock(buttonRow).distance(from: inLock(buttonRow).startIndex, to: camera) > lock.width / 2, "the camera on the right")
        #expect((buttonRow + 1..<plan.phoneRows).contains { inLock($0).contains("▂▂▂▂▂▂▂▂") }, "the home indicator under the buttons")
        let cardBottom = LockScreenChrome.cardsBottom(phoneRows: plan.phoneRows, projection: .standard)
        #expect(cardBottom < buttonRow - 1, "the cards end above the buttons")
        #expect((cardBottom - 3..<cardBottom).contains { inLock($0).contains("▀") }, "the card's foot lies just above the buttons, not at the phone's foot")
    }

    @Test("a short terminal leaves the buttons out and gives the cards the room")
    func shortTerminal() {
        #expect(!LockScreenChrome.fits(phoneRows: 23))
        #expect(LockScreenChrome.cardsBottom(phoneRows: 23, projection: .standard) == 22)
    }
}
