import IsletCells
import IsletLayout

/// The phone's status bar, on the line of the island as on the phone: the time in the left ear
/// (the home screen only; the lock screen shows its big clock instead) and, in the right, the
/// signal bars, Wi-Fi's fan and the battery capsule with its nub, as iOS draws them, each ear's
/// content centred beside the compact island. A side the island
/// drawn this frame reaches is left out, as iOS hides what the expanded island covers.
enum StatusBar {
    /// The island's middle row, where its text sits: the resting island's, at the projection.
    static func row(_ geometry: SurfaceGeometry) -> Int {
        max(1, (geometry.resting().rows - 1) / 2)
    }
    /// The right ear's forms, longest first: the first that fits is drawn. Four rising bars,
    /// the fan (a triangle point down, Wi-Fi's silhouette: DejaVu Sans Mono has no Wi-Fi
    /// glyph), and a full battery's body with its nub; narrower ears drop the fan, then the bars.
    static let indicators = ["▂▄▆█ ▼ ███▪", "▂▄▆█ ███▪", "▂▄▆ ██▪", "██▪"]

    /// Draws the bar across `phone`; `covered` are the island's shapes on screen.
    static func draw(
        time: String?, in phone: CellRect, covered: [CellRect], geometry: SurfaceGeometry, color: Color, into buffer: inout CellBuffer
    ) {
        let row = row(geometry)
        let middle = phone.column + phone.width / 2
        let half = geometry.device.hasIsland ? (geometry.compactColumns + 1) / 2 : 0
        let left = CellRect(column: phone.column + 2, row: row, width: max(0, middle - half - 1 - phone.column - 2), height: 1)
        let rightStart = middle + half + 1
        let right = CellRect(column: rightStart, row: row, width: max(0, phone.maxColumn - 2 - rightStart), height: 1)
        let blocked = covered.filter { $0.row <= row && row < $0.maxRow }
        if let time { put([time], in: left, blocked: blocked, color: color, bold: true, into: &buffer) }
        put(indicators, in: right, blocked: blocked, color: color, bold: false, into: &buffer)
    }

    /// The first of `forms` that fits `ear`, centred in it, and keeps a column clear of the island.
    private static func put(_ forms: [String], in ear: CellRect, blocked: [CellRect], color: Color, bold: Bool, into buffer: inout CellBuffer) {
        for text in forms {
            let width = TerminalText.width(text)
            let start = ear.column + (ear.width - width) / 2
            guard width <= ear.width, !blocked.contains(where: { $0.column <= start + width && start - 1 < $0.maxColumn }) else { continue }
            buffer.write(text, column: start, row: ear.row, clip: ear, foreground: color, bold: bold)
            return
        }
    }
}
