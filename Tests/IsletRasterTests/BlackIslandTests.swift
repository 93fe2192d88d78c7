import IsletCells
import IsletLayout
import Testing
@testable import IsletRaster

/// The island is black to its ends (issue 32, item 1): around its content, every cell of every
/// island a bundled layout shows is black, the wallpaper, or a block glyph of black over the
/// wallpaper, in both appearances, whatever the layout's `keylineTint`. A keyline that tinted
/// the capsule's half-row rims read as a brown or teal band round a black bar.
@Suite struct BlackIslandTests {
    static let cases = BundledRenderCase.all(devices: ["iphone-16-pro", "iphone-16-pro-max"]).filter { $0.presentation.showsIsland }

    @Test(arguments: cases)
    func everyIslandCellOutsideTheContentIsBlackOrWallpaper(_ testCase: BundledRenderCase) {
        for dark in [true, false] {
            guard let rendered = renderBundled(testCase, dark: dark) else { return }
            let wallpaper = rendered.settings.wallpaper, buffer = rendered.buffer
            let islands = rendered.surface.shapes.filter { $0.kind == .island }
            #expect(!islands.isEmpty, "\(testCase) draws no island")
            let blocks = Set(SubcellGlyphs.table(rendered.settings.projection.shapes).map(\.string)).subtracting([" "])
            var checked = 0
            for island in islands {
                for row in island.cells.row..<island.cells.maxRow {
                    for column in island.cells.column..<island.cells.maxColumn {
                        let here = CellRect(column: column, row: row, width: 1, height: 1)
                        guard !rendered.surface.regions.contains(where: { $0.cells.contains(here) }) else { continue }
                        let cell = buffer[column, row]
                        checked += 1
                        #expect(
                            cell.background == .black || cell.background == wallpaper,
                            "\(testCase) \(dark ? "dark" : "light") \(column),\(row): background \(String(describing: cell.background))"
                        )
                        if blocks.contains(cell.text) {
                            #expect(cell.foreground == .black, "\(testCase) \(column),\(row): \(cell.text) in \(String(describing: cell.foreground))")
                        }
                    }
                }
            }
            #expect(checked > 0)
        }
    }
}

extension Presentation {
    /// Whether the presentation draws the Dynamic Island (compact, minimal, expanded).
    fileprivate var showsIsland: Bool { self == .compact || self == .minimal || self == .expanded }
}
