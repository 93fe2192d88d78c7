import IsletBundle
import IsletCells
import IsletTestSupport
import Testing
@testable import IsletRaster

/// Without colour (`--format text`, `NO_COLOR`) the delivery card still says how far the order
/// has come: a text snapshot sees a progress change of 0.1 and a step lit or not (issue 33, item 5).
@Suite struct ColorlessMarksTests {
    /// The delivery lock card at `step` and `progress`, painted for `palette`: its rows as text.
    static func card(step: String = "delivering", progress: Double = 0.6, palette: TerminalPalette = .none, dark: Bool = true) -> [String] {
        guard let json = BundledLayouts.layouts.first(where: { $0.name == "delivery" })?.json else {
            Issue.record("no bundled delivery layout")
            return []
        }
        let edited = json.replacingOccurrences(of: #""step": "delivering", "progress": 0.6"#, with: #""step": "\#(step)", "progress": \#(progress)"#)
        guard edited != json || (step == "delivering" && progress == 0.6) else {
            Issue.record("the delivery layout's preview state moved; update this test")
            return []
        }
        let rendered = renderPreview(layoutJSON: edited, file: "delivery.json", presentation: .lock, deviceID: "iphone-16-pro", dark: dark, palette: palette)
        // The card's own lines, not `contentLines`, which blanks block elements and so the bar.
        return (rendered?.buffer.textLines ?? []).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func theCardWithoutColourIsAsRecorded() {
        assertSnapshot(Self.card().joined(separator: "\n") + "\n", named: "delivery.lock.iphone-16-pro.colorless")
    }

    @Test func aProgressChangeOfATenthShowsInText() {
        let low = Self.card(progress: 0.1), high = Self.card(progress: 0.2)
        #expect(low != high)
        #expect(low.contains { $0.hasSuffix("░ 10%") }, "\(low)")
        #expect(high.contains { $0.hasSuffix("░ 20%") }, "\(high)")
    }

    @Test(arguments: [true, false])
    func stepsLitAndUnlitAreFilledAndHollowMarks(dark: Bool) {
        let second = Self.card(step: "preparing", dark: dark), third = Self.card(step: "pickedUp", dark: dark)
        #expect(second.contains { $0.hasSuffix(" ●  ●  ○  ○  ○") }, "\(second)")
        #expect(third.contains { $0.hasSuffix(" ●  ●  ●  ○  ○") }, "\(third)")
    }

    /// The coloured card keeps its thin sub-cell bar and its dots, all filled, told apart by colour.
    @Test func colourKeepsItsLook() {
        let coloured = Self.card(step: "preparing", palette: .trueColor)
        #expect(coloured.contains { $0.hasSuffix(" ●  ●  ●  ●  ●") })
        #expect(!coloured.joined().contains("░") && !coloured.joined().contains("%"))
    }

    @Test func theBarIsExactToAnEighthAndKeepsItsWidth() {
        #expect(ColorlessMarks.bar(fraction: 0.5, width: 14) == "█████░░░░░ 50%")
        #expect(ColorlessMarks.bar(fraction: 1.0 / 16, width: 4) == "▎░░░", "too narrow for the label: the bar alone")
        #expect(ColorlessMarks.bar(fraction: .nan, width: 9) == "░░░░░░ 0%")
        for width in [1, 4, 8, 42] {
            for fraction in stride(from: 0.0, through: 1, by: 0.05) {
                #expect(ColorlessMarks.bar(fraction: fraction, width: width).count == width)
            }
        }
    }

    /// Only a muted grey is hollowed: primary text and a coloured accent keep the filled mark.
    @Test func onlyMutedGreysAreHollowed() {
        let card = Color(hex: 0x1C1C1E)
        #expect(ColorlessMarks.mark("●", color: Color(hex: 0x8E8E93), ground: card) == "○")
        #expect(ColorlessMarks.mark("●", color: Color(hex: 0x8E8E93), ground: .white) == "○")
        #expect(ColorlessMarks.mark("●", color: .white, ground: card) == "●")
        #expect(ColorlessMarks.mark("●", color: Color(hex: 0xFF9500), ground: card) == "●")
        #expect(ColorlessMarks.mark("◘", color: Color(hex: 0x8E8E93), ground: card) == "◘")
    }
}
