import IsletCells
import IsletLayout

/// Draws a view under `.redacted(reason: .placeholder)` as SwiftUI does: each line of a text
/// a bar as wide as the line, a symbol or an image a block of its size, all in the faint
/// colour `ViewPaint.redaction` gives, so the card keeps its shape and shows none of its data.
struct RedactionPainter {
    /// The full block: a cell's whole height, so a one-line bar reads as a bar in any font.
    static let bar = "█"

    /// Paints `placed` redacted in `content` and says whether it did: false for what redaction
    /// leaves as it is (shapes, colours, stacks).
    func draw(_ placed: PlacedView, in content: CellRect, color: Color, ground: Color, into buffer: inout CellBuffer) -> Bool {
        let paint = ViewPaint.redaction(of: color).composited(over: ground)
        switch placed.view.content {
        case .text:
            for (index, line) in placed.lines.enumerated() where content.row + index < content.maxRow {
                let width = min(content.width, TerminalText.width(line))
                let start = switch placed.view.style.textAlignment {
                case .center: content.column + (content.width - width) / 2
                case .trailing: content.column + content.width - width
                default: content.column
                }
                for column in start..<start + width { buffer.put(Self.bar, column: column, row: content.row + index, foreground: paint) }
            }
        case .symbol, .picture:
            for row in content.row..<content.maxRow {
                for column in content.column..<content.maxColumn { buffer.put(Self.bar, column: column, row: row, foreground: paint) }
            }
        default:
            return false
        }
        return true
    }
}
