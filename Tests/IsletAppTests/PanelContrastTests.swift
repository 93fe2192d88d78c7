import IsletCells
@testable import IsletApp
import Testing

/// The light theme's text beside the phone (state panel, event log, footer) keeps 4.5:1 at every
/// colour depth, measured on what `TerminalPalette` sends, as `TerminalContrastTests` does for
/// boards. Text on the terminal's own background cannot be measured, so it fails here.
@Suite struct PanelContrastTests {
    /// The contrast each depth gives `cell`; nil where a colour is the terminal's own.
    private static func ratios(_ cell: Cell) -> [(palette: TerminalPalette, ratio: Double?)] {
        TerminalPalette.allCases.filter { $0 != .none }.map { palette in
            let style = palette.style(for: cell)
            guard let foreground = style.foreground, let background = style.background else { return (palette, nil) }
            return (palette, palette.appearance(of: foreground).contrastRatio(with: palette.appearance(of: background)))
        }
    }

    @Test("every log style of the light theme reads at 4.5:1 or more at every depth")
    func everyLogStyle() throws {
        let ink = PanelInk.light
        let ground = try #require(ink.background)
        let styles: [(String, Color?)] = [LogEntry.Tone.applied, .ignored, .warning, .info].map { ("\($0)", ink.color(of: $0)) }
            + [("details", ink.dim), ("heading", ink.text), ("notice", ink.accent)]
        for (name, color) in styles {
            for bold in [false, true] {
                let cell = Cell(text: "A", foreground: color, background: ground, bold: bold)
                for (palette, ratio) in Self.ratios(cell) {
                    #expect((ratio ?? 0) >= Color.minimumTextContrast, "\(name)\(bold ? " bold" : "") at \(palette): \(ratio.map { "\($0):1" } ?? "the terminal's own colour")")
                }
            }
        }
    }

    @Test("the light previewer's panels and footer: every text cell reads at every depth")
    func lightScreen() throws {
        let preview = PreviewFixture(dark: false)
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada"), source: "stdin", paced: false))
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Bea", progress: "\"0.9\""), source: "stdin", paced: false))
        preview.send(.stream(PreviewFixture.update(timestamp: phone - 60, driver: "Cy"), source: "stdin", paced: false))
        preview.advance(1)
        let buffer = preview.screen.render()
        let panel = preview.screen.plan.panelColumn
        var checked = 0, failures: [String] = []
        for row in 0..<buffer.height {
            for column in 0..<buffer.width where column >= panel || row == buffer.height - 1 {
                let cell = buffer[column, row]
                guard cell.isText else { continue }
                checked += 1
                for (palette, ratio) in Self.ratios(cell) where (ratio ?? 0) < Color.minimumTextContrast {
                    failures.append("(\(column),\(row)) \"\(cell.text)\" at \(palette): \(ratio.map { "\($0):1" } ?? "on the terminal's own colours")")
                }
            }
        }
        #expect(checked > 200, "the log and panels were drawn")
        #expect(failures.isEmpty, "\(failures.count) cells under 4.5:1, first \(failures.prefix(5))")
    }
}
