import Foundation
import IsletCells
import IsletLayout
import Testing

@testable import IsletApp

/// Where the phone's two places go on terminals of several sizes, and how the lock screen
/// stacks its cards.
@Suite("the phone's places on the terminal")
struct ScreenPlanTests {
    static let geometry = SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard)

    @Test("side by side from 144 columns, one place at a time below, the chosen one", arguments: [(80, false), (100, false), (143, false), (144, true), (160, true), (200, true)])
    func places(columns: Int, both: Bool) {
        let plan = ScreenPlan(size: GridSize(columns: columns, rows: 40), geometry: Self.geometry, preferred: .lock)
        #expect(plan.showsBoth == both)
        #expect(plan.places.map(\.place) == (both ? [.home, .lock] : [.lock]))
        #expect(plan.panelColumn + (both ? ScreenPlan.panelMinimum : 0) <= columns, "the panels keep their room")
    }

    /// Issue 33, item 9: the README promised the card beside the island at 100 x 30.
    @Test("the window the README asks for shows both screens beside the panels, and one column less does not")
    func readmeWindow() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let match = try #require(text.firstMatch(of: /A window of at least (\d+) × (\d+)\*\*/))
        let columns = try #require(Int(match.output.1)), rows = try #require(Int(match.output.2))
        #expect(ScreenPlan(size: GridSize(columns: columns, rows: rows), geometry: Self.geometry, preferred: .home).showsBoth)
        #expect(!ScreenPlan(size: GridSize(columns: columns - 1, rows: rows), geometry: Self.geometry, preferred: .home).showsBoth)
    }

    @Test("at 200x60 the two phones span most of the height and over half the width")
    func wideTerminalIsUsed() {
        let preview = PreviewFixture(size: GridSize(columns: 200, rows: 60))
        let plan = preview.screen.plan
        #expect(plan.showsBoth)
        #expect(Double(plan.phoneRows) >= 0.8 * 60, "\(plan.phoneRows) of 60 rows")
        #expect(plan.phoneRows == 49, "the whole screen of an iPhone 16 Pro, 874 pt at 18 pt a row")
        #expect(plan.panelColumn >= 100, "two phones side by side, the panels beside them")
        let lines = preview.text.components(separatedBy: "\n")
        #expect(lines[48].contains("Home Screen") && lines[48].contains("Lock Screen"), "both phones reach row 48")
        #expect(lines[33...40].contains { $0.contains("Luigi's Pizzeria") }, "the card sits just above the flashlight and camera")
    }

    @Test("a phone shorter than its screen keeps the whole terminal; a taller terminal gets the whole screen")
    func phoneHeight() {
        #expect(ScreenPlan(size: GridSize(columns: 80, rows: 24), geometry: Self.geometry, preferred: .home).phoneRows == 23)
        #expect(ScreenPlan(size: GridSize(columns: 80, rows: 100), geometry: Self.geometry, preferred: .home).phoneRows == 49)
    }

    @Test("cards stack newest first from the foot up; those that do not fit are counted under them")
    func stack() {
        let all = LockScreenStack(cards: [(3, 7), (2, 7), (1, 7)], top: 3, bottom: 40)
        #expect(all.clockRow == 4)
        #expect(all.cards.map(\.id) == [3, 2, 1])
        #expect(all.cards.map(\.row) == [17, 25, 33], "bottom-aligned, each a row under the one before, as iOS spaces them")
        #expect(all.hidden == 0 && all.noteRow == nil)
        let some = LockScreenStack(cards: [(3, 7), (2, 7), (1, 7)], top: 3, bottom: 27)
        #expect(some.cards.map(\.id) == [3, 2])
        #expect(some.hidden == 1 && some.noteRow == 26 && some.note == "1 more activity")
        let cramped = LockScreenStack(cards: [(3, 7), (2, 7)], top: 3, bottom: 12)
        #expect(cramped.clockRow == nil, "the newest card comes before the clock")
        #expect(cramped.cards.map(\.id) == [3] && cramped.note == "1 more activity")
    }

    @Test("the phone's own text on the wallpaper (status bar, clock, captions, notes) keeps 4.5:1 and never leans on dim", arguments: [true, false])
    func wallpaperTextReads(dark: Bool) {
        let preview = PreviewFixture(size: GridSize(columns: 160, rows: 28), policy: .keepingHeldActivity, dark: dark)
        let wallpaper = RenderSettings(now: preview.wall, dark: dark).wallpaper
        let buffer = preview.screen.render()
        var checked = 0
        for row in 0..<buffer.height {
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                guard cell.isText, cell.background == wallpaper, let foreground = cell.foreground else { continue }
                checked += 1
                #expect(!cell.dim, "(\(column),\(row)) \"\(cell.text)\" is dim")
                #expect(foreground.contrastRatio(with: wallpaper) >= Color.minimumTextContrast, "(\(column),\(row)) \"\(cell.text)\"")
            }
        }
        #expect(checked >= 30, "the status bars, the clock's date and both captions")
    }
}

/// The previewer's phone keeps its aspect in the terminal's real cells (issue 32, item 3).
@Suite("the phone's proportions in the terminal's cells")
struct FittedScreenPlanTests {
    @Test("with 1:2 cells the phone is 45 columns wide, not 50, for its 49 rows")
    func thePhoneKeepsItsAspect() {
        let backend = HeadlessBackend(size: GridSize(columns: 160, rows: 60), cellPixels: PixelSize(width: 11, height: 22))
        let projection = CellProjection.standard.fitted(toCell: backend.cellPixels)
        let plan = ScreenPlan(size: backend.size, geometry: SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: projection), preferred: .lock)
        #expect(plan.phoneColumns == 45 && plan.phoneRows == 49)
        let screen = DeviceCatalog.defaultDevice.screen
        let drawn = Double(plan.phoneColumns * 11) / Double(plan.phoneRows * 22)
        #expect(abs(drawn - screen.width / screen.height) < 0.02, "\(drawn) against \(screen.width / screen.height)")
    }
}
