import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
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
        let rasterizer = ShapeRasterizer(projection: .standard, cache: RenderCache())
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

    /// The whole home screen, dock included, as each depth shows it: one letter per colour
    /// shown (a full block's foreground, any other cell's background).
    private static func picture(_ buffer: CellBuffer, _ palette: TerminalPalette) -> String {
        var letters: [String: Character] = [:], legend: [String] = [], rows: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        for row in 0..<buffer.height {
            rows.append(String((0..<buffer.width).map { column -> Character in
                let hex = shown(buffer[column, row], palette)?.hexString ?? "none"
                if let letter = letters[hex] { return letter }
                let letter = alphabet[letters.count % alphabet.count]
                letters[hex] = letter
                legend.append("\(letter) = \(hex)")
                return letter
            }))
        }
        return "\(palette.rawValue):\n" + legend.joined(separator: "\n") + "\n" + rows.joined(separator: "\n") + "\n"
    }

    @Test("the dock is seen at 256 and 16 colours: a step lighter than the wallpaper, its icons a step lighter than it", arguments: [true, false])
    func dockIsSeen(dark: Bool) throws {
        let wallpaper = RenderSettings(now: .init(timeIntervalSinceReferenceDate: 0), dark: dark).wallpaper
        var buffer = CellBuffer(width: 50, height: 30)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 50, height: 30), wallpaper)
        let shapes = HomeScreen.shapes(columns: 50, rows: 29, projection: .standard, wallpaper: wallpaper, dark: dark)
        for shape in shapes { ShapeRasterizer(projection: .standard, cache: RenderCache()).draw(shape, into: &buffer, column: 0, row: 0) }
        let dock = try #require(shapes.first { $0.kind != .tint }).cells
        let icons = shapes.filter { $0.kind == .tint }.map(\.cells)
        var pictures: [String] = []
        for palette in [TerminalPalette.indexed256, .ansi16] {
            let ground = try #require(Self.shown(Cell(text: " ", background: wallpaper), palette))
            // The dock's own cells: blank, inside its outline and under no icon.
            var inside: Set<String> = [], onIt: Set<String> = []
            for row in dock.row + 1..<dock.maxRow - 1 {
                for column in dock.column + 1..<dock.maxColumn - 1 {
                    let cell = buffer[column, row]
                    let underIcon = icons.contains { $0.contains(CellRect(column: column, row: row, width: 1, height: 1)) }
                    if cell.text == " " && !underIcon { inside.insert(try #require(Self.shown(cell, palette)).hexString) }
                    if cell.text == "█" && underIcon { onIt.insert(try #require(Self.shown(cell, palette)).hexString) }
                }
            }
            #expect(inside.count == 1, "\(palette): the dock is one colour, not \(inside.sorted())")
            let shade = try #require(inside.first.map { Color(hex: UInt32($0.dropFirst(), radix: 16) ?? 0) })
            #expect(shade.luminance > ground.luminance, "\(palette): dock \(shade.hexString) on wallpaper \(ground.hexString)")
            if palette == .indexed256 { #expect(OKLab(shade).chroma > 0.03, "the dock keeps the wallpaper's hue: \(shade.hexString)") }
            #expect(!onIt.isEmpty && !onIt.contains(shade.hexString), "\(palette): icons \(onIt.sorted()) on the dock \(shade.hexString)")
            pictures.append(Self.picture(buffer, palette))
        }
        assertSnapshot(pictures.joined(separator: "\n"), named: "home.dock.\(dark ? "dark" : "light")")
    }
}
