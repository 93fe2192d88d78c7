import IsletCells
import IsletLayout
import IsletViews

/// Presentations at point geometry on a calm canvas, each titled above its own patch of
/// wallpaper, in a grid of two columns whose cells share one width and, row by row, one
/// height, so islands and cards line up as on a designer's review board.
public struct VectorBoard: Sendable {
    /// The presentations, their titles and the settings they were laid out with.
    public let board: Board
    /// The icon font symbols are drawn from, or nil for the marks drawn without it.
    public let pictograms: PictogramFont?

    public init(board: Board, pictograms: PictogramFont? = PictogramFont.installed) {
        self.board = board
        self.pictograms = pictograms
    }

    private var dark: Bool { board.settings.dark }
    private var device: DeviceProfile { board.settings.device }

    static let margin = 24.0
    static let gap = 20.0
    static let patchPadding = 28.0
    static let patchRadius = 18.0
    static let headerFont = Font(size: 15, weight: .semibold)
    static let titleFont = Font(size: 13, weight: .medium)
    static let titleGap = 8.0

    /// The canvas behind the patches: iOS's grouped background in each appearance.
    public var canvas: Color { dark ? Color(hex: 0x111318) : Color(hex: 0xF2F2F7) }
    /// The header's colour: the primary label on the canvas.
    public var headerColor: Color { dark ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E) }
    /// The titles' colour: a secondary label, still above 4.5:1 on the canvas.
    public var titleColor: Color { dark ? Color(hex: 0xAEB4BE) : Color(hex: 0x3C3C43) }

    /// The board as one drawing.
    public func drawing() -> VectorDrawing {
        let items = board.items, header = board.header, wallpaper = board.settings.wallpaper
        let surfaces = items.map { PointSurface($0.surface, device: device, pictograms: pictograms) }
        let columns = min(2, max(1, items.count))
        let cellWidth = surfaces.map(\.size.width).max().map { $0 + 2 * Self.patchPadding } ?? 0
        var drawn: [VectorItem] = []
        var y = Self.margin
        drawn.append(label(header, role: .header, font: Self.headerFont, color: headerColor, x: Self.margin, top: y))
        y += line(Self.headerFont) + Self.gap
        for start in stride(from: 0, to: items.count, by: columns) {
            let row = start..<min(start + columns, items.count)
            let patchHeight = (row.map { surfaces[$0].size.height }.max() ?? 0) + 2 * Self.patchPadding
            for index in row {
                let x = Self.margin + Double(index - start) * (cellWidth + Self.gap)
                drawn.append(label(items[index].title, role: .label, font: Self.titleFont, color: titleColor, x: x, top: y))
                let patchY = y + line(Self.titleFont) + Self.titleGap
                let patch = RoundedBox(Rect(x: x, y: patchY, width: cellWidth, height: patchHeight), radius: Self.patchRadius)
                drawn.append(.shape(VectorShape(role: .wallpaper, box: patch, fill: wallpaper)))
                let surface = surfaces[index]
                let dx = x + (cellWidth - surface.size.width) / 2, dy = patchY + (patchHeight - surface.size.height) / 2
                drawn += surface.items.map { $0.offsetBy(dx: dx, dy: dy) }
            }
            y += line(Self.titleFont) + Self.titleGap + patchHeight + Self.gap
        }
        let rows = Double((items.count + columns - 1) / columns)
        let width = max(Double(columns) * cellWidth + Double(columns - 1) * Self.gap, PhoneMetrics().textWidth(header, font: Self.headerFont, monospacedDigit: false))
        let height = y - (rows > 0 ? Self.gap : 0) + Self.margin
        return VectorDrawing(size: Size(width: (width + 2 * Self.margin).rounded(.up), height: height.rounded(.up)), background: canvas, items: drawn)
    }

    private func line(_ font: Font) -> Double { PhoneMetrics().lineHeight(font) }

    private func label(_ text: String, role: VectorText.Role, font: Font, color: Color, x: Double, top: Double) -> VectorItem {
        .text(VectorText(
            role: role, text: text, x: x, baseline: VectorContent.baseline(top: top, lineHeight: line(font), size: font.size),
            anchor: .start, font: font, color: color, ground: canvas
        ))
    }
}
