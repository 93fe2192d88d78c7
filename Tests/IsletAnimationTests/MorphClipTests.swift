import Foundation
import IsletAnimation
import IsletBundle
import IsletCells
import IsletLayout
import IsletRaster
import Testing

/// Content never spills outside the moving island: on every frame of every morph of every
/// bundled layout, each cell that content changes is a cell the island's own fill covers whole.
@Suite struct MorphClipTests {
    /// Every change of presentation the island makes, both ways, and an activity arriving and leaving.
    static let changes: [(Presentation?, Presentation?)] = [
        (.compact, .expanded), (.expanded, .compact), (.compact, .minimal), (.minimal, .compact),
        (.minimal, .expanded), (.expanded, .minimal), (nil, .compact), (.compact, nil),
    ]

    /// The cells where `frame`'s content shows: those that differ from its shapes painted alone.
    static func contentCells(_ frame: LaidOutSurface, wallpaper: Color) -> (content: [(Int, Int)], pill: CellBuffer) {
        let pill = paint(
            LaidOutSurface(presentation: frame.presentation, columns: frame.columns, rows: frame.rows, shapes: frame.shapes, regions: []),
            wallpaper: wallpaper
        )
        let whole = paint(frame, wallpaper: wallpaper)
        var cells: [(Int, Int)] = []
        for row in 0..<whole.height {
            for column in 0..<whole.width where whole[column, row] != pill[column, row] {
                cells.append((column, row))
            }
        }
        return (cells, pill)
    }

    @Test(arguments: BundledLayouts.layouts.map(\.name))
    func everyFrameKeepsItsContentInsideTheShape(_ name: String) throws {
        let layout = try Bundled(name)
        func surface(_ presentation: Presentation?) throws -> LaidOutSurface? {
            try presentation.map { try layout.surface($0).centredOnCamera(geometry) }
        }
        var checked = 0
        for (from, to) in Self.changes {
            let transition = SurfaceTransition(from: try surface(from), to: try surface(to), start: start, kind: from == nil ? .appear : to == nil ? .disappear : .morph)
            for step in 0...Int((transition.duration * 60).rounded(.up)) {
                let frame = transition.frame(at: at(Double(step) / 60), geometry: geometry)
                let (content, pill) = Self.contentCells(frame, wallpaper: layout.wallpaper)
                let fills = Set(frame.shapes.map(\.fill))
                let spilled = content.filter { column, row in
                    let under = pill[column, row]
                    return !(under.text == " " && under.background.map { fills.contains($0) } == true)
                }
                checked += content.count
                #expect(
                    spilled.isEmpty,
                    "\(name) \(from?.rawValue ?? "none") → \(to?.rawValue ?? "none") at \(step) / 60 s: content at \(spilled.prefix(4)) outside the island\n\(TextExporter.export(paint(frame, wallpaper: layout.wallpaper)))"
                )
            }
        }
        #expect(checked > 0, "\(name)'s morphs show content")
    }
}
