import IsletCells
import IsletLayout
import IsletViews
import Testing

/// The terminal shows a region's text in the lines the phone breaks it into (the fit report's
/// layout), and cuts it with "…" where the phone cuts it; it never breaks a line the phone keeps
/// whole because a cell is wider than a small letter (issue 12, "Text where the phone puts it").
@Suite struct PhoneLinesTests {
    typealias V = Views

    static let layout = FitReportTests.layout
    static let phone = PhoneMetrics()
    static let caption = Font(size: 12)

    /// The lines of each text the phone shows on the lock screen, depth first.
    static func phoneLines(_ view: ResolvedView) -> [[String]] {
        let device = FitReportTests.device
        let size = Size(width: device.lockScreenWidth - 28, height: device.lockScreenHeights.upperBound - 28)
        return texts(LayoutEngine(metrics: phone).place(view, in: Rect(x: 0, y: 0, width: size.width, height: size.height))).map(\.lines)
    }

    /// The lines of each text the terminal shows on the lock screen, depth first.
    static func terminalLines(_ view: ResolvedView) -> [[String]] {
        let surface = layout.lockScreen(view, background: .black)
        return surface.regions.flatMap { texts($0.placed) }.map(\.lines)
    }

    static func texts(_ placed: PlacedView) -> [PlacedView] {
        placed.flattened.filter { if case .text = $0.view.content { true } else { false } }
    }

    /// The case: a caption of about 130 pt in a column of 176 pt (22 cells) is one line
    /// on the phone, and the fit report says it fits. Its 27 letters take 27 cells, so the
    /// terminal broke it in two; now it keeps the phone's one line and cuts it where the cells end.
    @Test func aCaptionThePhoneKeepsOnOneLineIsOneLineInTheTerminal() throws {
        let caption = "Pick it up at the left exit"
        #expect(Self.phone.textWidth(caption, font: Self.caption, monospacedDigit: false) < 176)
        #expect(TerminalText.width(caption) > 22, "wider in cells than the column")
        let view = V.hstack(spacing: 0, V.text(caption, font: Self.caption).frame(width: 176, alignment: .leading), V.spacer())
        #expect(Self.phoneLines(view) == [[caption]])
        #expect(FitReport.check([Self.layout.lockScreen(view, background: .black)]).entries == [], "the fit report says it fits")

        let lines = try #require(Self.terminalLines(view).first)
        #expect(lines.count == 1, "one line, as on the phone: \(lines)")
        #expect(lines == ["Pick it up at the lef…"], "the cells hold 22 columns: the terminal's own cut")
    }

    /// The report says which "…" is the terminal's own, since it says the phone shows it all.
    @Test func theReportNamesATextOnlyTheTerminalCuts() {
        let caption = "Pick it up at the left exit"
        let view = V.hstack(spacing: 0, V.text(caption, font: Self.caption).frame(width: 176, alignment: .leading), V.spacer())
        let report = FitReport.check([Self.layout.lockScreen(view, background: .black)])
        #expect(report.terminalCuts.map(\.text) == [caption])
        let text = report.text(on: FitReportTests.device.name)
        #expect(text.contains("all text fits."))
        #expect(text.contains("Terminal only: 1 text the phone shows whole, cut short with \"…\""))
        #expect(text.contains("  ! lockScreen: "))
        let whole = FitReport.check([Self.layout.lockScreen(V.text(caption, font: Self.caption), background: .black)])
        #expect(whole.terminalCuts == [], "in the card's full width the cells hold it")
    }

    /// Too wide for one line on the phone but not in the terminal's 20 cells: the phone breaks
    /// after the hyphen, and so does the terminal, instead of showing it whole.
    @Test func aHyphenatedNameBreaksAtItsHyphenWhereThePhoneBreaksIt() {
        let name = "Maximilian-Alexander"
        #expect(Self.phone.textWidth(name, font: .body, monospacedDigit: false) > 160)
        #expect(TerminalText.width(name) * 8 <= 160, "the terminal's cells alone would hold it")
        let view = V.hstack(spacing: 0, V.text(name).frame(width: 160, alignment: .leading), V.spacer())
        #expect(Self.phoneLines(view) == [["Maximilian-", "Alexander"]])
        #expect(Self.terminalLines(view) == [["Maximilian-", "Alexander"]])
    }

    /// A line limit cuts at the same letter with the same "…" in both: the terminal shows the
    /// phone's last line, not the more its cells would hold.
    @Test func aLineLimitCutsAtThePhonesWordWithThePhonesEllipsis() throws {
        let text = "Your driver Maximilian is on the way now with two warm meals and a drink"
        let view = V.hstack(spacing: 0, V.text(text, lineLimit: 2).frame(width: 200, alignment: .leading), V.spacer())
        let phone = try #require(Self.phoneLines(view).first)
        #expect(phone.count == 2 && phone[1].hasSuffix("…"), "the phone cuts it: \(phone)")
        #expect(phone.allSatisfy { TerminalText.width($0) <= 25 }, "each line fits the 25 cells")
        let terminal = try #require(Self.terminalLines(view).first)
        #expect(terminal == phone)
        // The terminal's own layout fills its cells: its two lines end elsewhere.
        let alone = LayoutEngine(metrics: TerminalMetrics(projection: .standard)).place(view, in: Rect(x: 0, y: 0, width: 336, height: 54))
        #expect(Self.texts(alone).first?.lines != phone, "the test must tell the two apart")
    }

    /// Ideographs need no space to end a line: the phone fills a line with them and carries
    /// on, but no line starts with a closing mark such as "。".
    @Test func cjkTextBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let engine = LayoutEngine(metrics: Self.phone)
        func lines(_ text: String, width: Double) -> [String] {
            Self.texts(engine.place(V.text(text), in: Rect(x: 0, y: 0, width: width, height: 200), alignment: .topLeading)).first?.lines ?? []
        }
        // 17 pt an ideograph: "Next stop" and a space take about 3.8 of them.
        #expect(lines("Next stop 東京駅まで", width: 120) == ["Next stop 東京", "駅まで"], "filled, not moved whole")
        #expect(lines("東京駅。", width: 3.5 * 17) == ["東京", "駅。"], "the full stop goes with the last ideograph")
        #expect(lines("Pizza🍕🍕🍕", width: 70) == ["Pizza🍕", "🍕🍕"], "emoji break like ideographs")
    }

    /// A phone line wider in cells than its region is cut in whole glyphs: an ideograph or an
    /// emoji takes two cells and is never split by the "…".
    @Test(arguments: [
        ("東京駅まであと五分で到着します。ご準備ください。", Font(size: 12)),
        ("🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕", Font(size: 12)),
    ])
    func wideGlyphsOfAPhoneLineAreCutWhole(text: String, font: Font) throws {
        let view = V.hstack(spacing: 0, V.text(text, font: font).frame(width: 200, alignment: .leading), V.spacer())
        let phone = try #require(Self.phoneLines(view).first)
        let terminal = try #require(Self.terminalLines(view).first)
        #expect(terminal.count == phone.count, "the phone's lines: \(phone), the terminal's: \(terminal)")
        for (shown, whole) in zip(terminal, phone) {
            #expect(TerminalText.width(shown) <= 25, "no line wider than the 25 cells: \(shown)")
            #expect(shown == whole || (shown.hasSuffix("…") && whole.hasPrefix(String(shown.dropLast()))), "\(shown) is \(whole) cut")
        }
        #expect(terminal.contains { $0.hasSuffix("…") }, "these lines are wider in cells than on the phone")
    }
}

extension PhoneLinesTests {
    /// A stack placed at the width it answered finds its children's widths fitting again: the
    /// region's clip took the placed width as `x + width - x`, a hair less in floating point,
    /// and the stack then shared it out equally, leaving a padded `a` (14.84 pt of title type
    /// after 16 pt of padding) no room for its letter.
    @Test func aOneLetterTextWithPaddingKeepsItsLetterBesideAnother() {
        let title = Font.textStyles["title"]!
        let view = V.hstack(spacing: 0, V.text("a", font: title).padding(EdgeInsets(leading: 16)), V.text("]", font: title))
        #expect(Self.phoneLines(view) == [["a"], ["]"]])
        #expect(Self.terminalLines(view) == [["a"], ["]"]])
    }
}
