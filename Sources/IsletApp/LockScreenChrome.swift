import IsletCells
import IsletLayout
import IsletRaster

/// The lock screen's fixed furniture below the cards: the flashlight and camera buttons in the
/// bottom corners and the home indicator under them, so the wallpaper reads as a locked phone.
/// Apple publishes none of these sizes; they are measured by eye on iPhone 15 and 16 Pro
/// screenshots (points from the screen's bottom-left corner).
enum LockScreenChrome {
    /// The buttons' diameter.
    static let button = 50.0
    /// A button's centre from the screen's side and from its bottom edge.
    static let buttonCentre = (side: 72.0, bottom: 78.0)
    /// The home indicator: 134 x 5 pt, 8 pt above the bottom edge.
    static let indicator = (width: 134.0, height: 5.0, bottom: 8.0)
    /// What each button shows: a torch seen head up (DejaVu Sans Mono has no flashlight), and a lens.
    static let glyphs = (flashlight: "┳", camera: "◉")

    /// Phones shorter than this many rows (a terminal of under 31 lines) leave the furniture
    /// out: the cards need the room more than the buttons do.
    static let minimumRows = 30

    /// Whether a phone `rows` tall shows the furniture.
    static func fits(phoneRows rows: Int) -> Bool { rows >= minimumRows }

    /// The row the lock screen's cards stack up from (exclusive): a row above the buttons, where
    /// iOS puts its Live Activities, or above the phone's caption when the furniture is left out.
    static func cardsBottom(phoneRows rows: Int, projection: CellProjection) -> Int {
        guard fits(phoneRows: rows) else { return rows - 1 }
        return rows - 1 - projection.rows(buttonCentre.bottom + button / 2) - 1
    }

    /// Draws the buttons and the indicator into the phone `area` (its first row the screen's top),
    /// whose last row is left to the phone's caption.
    static func draw(
        in area: CellRect, projection: CellProjection, wallpaper: Color, dark: Bool, ink: Color, cache: RenderCache, into buffer: inout CellBuffer
    ) {
        let width = Double(area.width) * projection.columnPoints, height = Double(area.height - 1) * projection.rowPoints
        // A translucent material over the wallpaper, as the phone blends it.
        let material = (dark ? Color.white.withOpacity(0.16) : Color.black.withOpacity(0.1)).composited(over: wallpaper)
        let rasterizer = ShapeRasterizer(projection: projection, cache: cache)
        let centreY = height - buttonCentre.bottom
        for (centreX, glyph) in [(buttonCentre.side, glyphs.flashlight), (width - buttonCentre.side, glyphs.camera)] {
            let frame = Rect(x: centreX - button / 2, y: centreY - button / 2, width: button, height: button)
            let shape = HomeScreen.shape(frame, radius: button / 2, fill: material, kind: .card, projection: projection)
            rasterizer.draw(shape, into: &buffer, column: area.column, row: area.row)
            let column = area.column + Int(saturating: (centreX / projection.columnPoints).rounded(.down))
            let row = area.row + Int(saturating: (centreY / projection.rowPoints).rounded(.down))
            buffer.write(glyph, column: column, row: row, clip: area, foreground: ink)
        }
        let bar = projection.columns(indicator.width)
        let row = area.row + Int(saturating: ((height - indicator.bottom - indicator.height) / projection.rowPoints).rounded(.down))
        buffer.write(String(repeating: "▂", count: bar), column: area.column + (area.width - bar) / 2, row: row, clip: area, foreground: ink)
    }
}
