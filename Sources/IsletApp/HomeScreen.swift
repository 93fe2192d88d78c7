import IsletCells
import IsletLayout

/// What is behind the island on the home screen: four columns of app icons and the dock, in
/// quiet tints of the wallpaper, so the place reads as a phone's home screen at a glance while
/// the island stays what the eye finds first. Laid out in points as iOS lays out 64 pt icons,
/// then drawn from that geometry like every other shape.
enum HomeScreen {
    static let icon = 64.0
    static let cornerRadius = 15.0
    static let sideMargin = 30.0
    static let firstRowTop = 72.0
    static let rowPitch = 100.0
    static let dockInset = 12.0
    static let dockHeight = 94.0

    /// The icons and the dock for a phone `columns` wide whose wallpaper ends `rows` rows down, in
    /// the phone's own cells, dock first so icons draw over it.
    static func shapes(columns: Int, rows: Int, projection: CellProjection, wallpaper: Color, dark: Bool) -> [SurfaceShape] {
        let width = Double(columns) * projection.columnPoints
        let bottom = Double(rows) * projection.rowPoints - dockInset / 2
        let dockTop = bottom - dockHeight
        let iconFill = Color.white.withOpacity(dark ? 0.08 : 0.3).composited(over: wallpaper)
        let dockFill = Color.white.withOpacity(dark ? 0.05 : 0.18).composited(over: wallpaper)
        let pitch = (width - 2 * sideMargin - icon) / 3
        var shapes: [SurfaceShape] = []
        let dock = Rect(x: dockInset, y: dockTop, width: width - 2 * dockInset, height: dockHeight)
        guard dockTop > firstRowTop else { return [] }
        // The dock is a raised ground the icons sit on; the icons are tints. The palette keeps
        // all three apart at 256 and 16 colours (docs/DECISIONS.md).
        shapes.append(shape(dock, radius: 32, fill: dockFill, kind: .raised, projection: projection))
        var tops: [Double] = []
        var top = firstRowTop
        while top + icon <= dockTop - 16 {
            tops.append(top)
            top += rowPitch
        }
        tops.append(dockTop + (dockHeight - icon) / 2)
        for top in tops {
            for index in 0..<4 {
                // Whole columns across, so each icon's corners round alike on both sides.
                let x = ((sideMargin + Double(index) * pitch) / projection.columnPoints).rounded() * projection.columnPoints
                let frame = Rect(x: x, y: top, width: icon, height: icon)
                shapes.append(shape(frame, radius: cornerRadius, fill: iconFill, kind: .tint, projection: projection))
            }
        }
        return shapes
    }

    /// A rounded rectangle at `frame`, in the cells that hold it.
    static func shape(_ frame: Rect, radius: Double, fill: Color, kind: SurfaceShape.Kind, projection: CellProjection) -> SurfaceShape {
        let column = Int(saturating: (frame.x / projection.columnPoints).rounded(.down))
        let row = Int(saturating: (frame.y / projection.rowPoints).rounded(.down))
        let cells = CellRect(
            column: column, row: row,
            width: Int(saturating: (frame.maxX / projection.columnPoints).rounded(.up)) - column,
            height: Int(saturating: (frame.maxY / projection.rowPoints).rounded(.up)) - row
        )
        return SurfaceShape(kind: kind, cells: cells, frame: frame, cornerRadius: radius, fill: fill)
    }
}
