import IsletCells
import IsletLayout

/// Several presentations side by side, each labelled on its own patch of wallpaper, like
/// Xcode's preview canvas. Items flow left to right and wrap at `maxWidth` columns.
public struct Board: Sendable {
    public struct Item: Sendable {
        public let title: String
        public let surface: LaidOutSurface

        public init(title: String, surface: LaidOutSurface) {
            self.title = title
            self.surface = surface
        }
    }

    public let header: String?
    public let items: [Item]
    public let maxWidth: Int

    public init(header: String?, items: [Item], maxWidth: Int = 100) {
        self.header = header
        self.items = items
        self.maxWidth = maxWidth
    }

    static let margin = (columns: 2, rows: 1)
    static let gap = 2

    /// Draws the board; the wallpaper patch around each presentation is `wallpaper`.
    public func render(painter: SurfacePainter, wallpaper: Color, label: Color) -> CellBuffer {
        var placements: [(item: Item, column: Int, row: Int)] = []
        var column = 0, row = header == nil ? 0 : 2, bandHeight = 0, width = header.map { TerminalText.width($0) } ?? 0
        for item in items {
            let itemWidth = max(item.surface.columns + 2 * Self.margin.columns, TerminalText.width(item.title))
            let itemHeight = 1 + item.surface.rows + 2 * Self.margin.rows
            if column > 0 && column + itemWidth > maxWidth {
                column = 0
                row += bandHeight + 1
                bandHeight = 0
            }
            placements.append((item, column, row))
            column += itemWidth + Self.gap
            bandHeight = max(bandHeight, itemHeight)
            width = max(width, column - Self.gap)
        }
        var buffer = CellBuffer(width: width, height: row + bandHeight)
        let everything = CellRect(column: 0, row: 0, width: buffer.width, height: buffer.height)
        if let header {
            buffer.write(header, column: 0, row: 0, clip: everything, foreground: label, bold: true)
        }
        for placement in placements {
            let surface = placement.item.surface
            buffer.write(placement.item.title, column: placement.column, row: placement.row, clip: everything, foreground: label, dim: true)
            let patch = CellRect(
                column: placement.column, row: placement.row + 1,
                width: surface.columns + 2 * Self.margin.columns, height: surface.rows + 2 * Self.margin.rows
            )
            buffer.fillBackground(patch, wallpaper)
            painter.paint(surface, into: &buffer, column: patch.column + Self.margin.columns, row: patch.row + Self.margin.rows)
        }
        return buffer
    }
}
