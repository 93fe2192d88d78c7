import IsletCells
import IsletLayout
import IsletRaster
@testable import IsletApp
import Testing

/// The home screen at every depth: the wallpaper keeps its hue and the icons stay filled shapes
/// a step lighter than it, not the wallpaper's own colour with white fragments at their edges
/// (issue 12: at 256 colours both the dark wallpaper and its 8% white icons mapped to #5f5f87,
/// and the edge glyphs were then made legible, so white).
@Suite struct HomeScreenPaletteTests {
    /// The dark home screen of a 50-column phone, drawn on its wallpaper.
    private static func homeScreen(dark: Bool) -> (buffer: CellBuffer, wallpaper: Color) {
        let wallpaper = RenderSettings(now: .init(timeIntervalSinceReferenceDate: 0), dark: dark).wallpaper
        var buffer = CellBuffer(width: 50, height: 30)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 50, height: 30), wallpaper)
        let rasterizer = ShapeRasterizer(projection: .standard)
        for shape in HomeScreen.shapes(columns: 50, rows: 29, projection: .standard, wallpaper: wallpaper, dark: dark) where shape.kind == .tint {
            rasterizer.draw(shape, into: &buffer, column: 0, row: 0)
        }
        return (buffer, wallpaper)
    }

    /// What a cell shows most of: its foreground for a full block, its background otherwise.
    private static func shown(_ cell: Cell, _ palette: TerminalPalette) -> Color? {
        let style = palette.style(for: cell)
        return (cell.text == "█" ? style.foreground : style.background).map(palette.appearance)
    }

    @Test("icons stay filled, a step lighter than the wallpaper, which keeps its hue", arguments: [true, false])
    func iconsAreFilled(dark: Bool) throws {
        let (buffer, wallpaper) = Self.homeScreen(dark: dark)
        for palette in TerminalPalette.allCases where palette != .none && palette != .ansi8 {
            let ground = try #require(Self.shown(Cell(text: " ", background: wallpaper), palette))
            if palette == .indexed256 { #expect(OKLab(ground).chroma > 0.03, "the wallpaper keeps its hue: \(ground.hexString)") }
            var icons = 0, failures: [String] = []
            for row in 0..<buffer.height {
                for column in 0..<buffer.width where buffer[column, row].text == "█" {
                    icons += 1
                    let colour = try #require(Self.shown(buffer[column, row], palette))
                    let ratio = colour.contrastRatio(with: ground)
                    // Seen (not the wallpaper's own colour), lighter, and quiet (no white outline).
                    if colour == ground || colour.luminance <= ground.luminance || ratio >= Color.minimumTextContrast {
                        failures.append("(\(column),\(row)) \(colour.hexString) on \(ground.hexString)")
                    }
                }
            }
            #expect(icons > 100, "the icons' inside cells are drawn as blocks of their tint")
            #expect(failures.isEmpty, "\(palette): \(failures.count) icon cells, first \(failures.prefix(3))")
        }
    }
}
