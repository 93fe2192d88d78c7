import IsletCells
import IsletLayout
import IsletViews
import Testing

/// Builders for `ResolvedView` trees, so a layout test reads like the SwiftUI it mirrors.
enum Views {
    static func text(_ string: String, lineLimit: Int? = nil, font: Font = .body, alignment: Alignment = .leading) -> ResolvedView {
        ResolvedView(content: .text(string), style: ResolvedStyle(font: font, textAlignment: alignment), lineLimit: lineLimit)
    }

    static func hstack(spacing: Double? = nil, alignment: Alignment = .center, _ children: ResolvedView...) -> ResolvedView {
        ResolvedView(content: .stack(.horizontal, children, spacing: spacing, alignment: alignment), style: ResolvedStyle())
    }

    static func vstack(spacing: Double? = nil, alignment: Alignment = .center, _ children: ResolvedView...) -> ResolvedView {
        ResolvedView(content: .stack(.vertical, children, spacing: spacing, alignment: alignment), style: ResolvedStyle())
    }

    static func zstack(alignment: Alignment = .center, _ children: ResolvedView...) -> ResolvedView {
        ResolvedView(content: .stack(.depth, children, spacing: nil, alignment: alignment), style: ResolvedStyle())
    }

    /// `ViewThatFits(in: axes)`.
    static func fitting(in axes: FixedSize = FixedSize(), _ children: ResolvedView...) -> ResolvedView {
        ResolvedView(content: .firstFitting(children, axes: axes), style: ResolvedStyle())
    }

    static func spacer(minLength: Double? = nil) -> ResolvedView {
        ResolvedView(content: .spacer(minLength: minLength), style: ResolvedStyle())
    }

    /// A filled `Circle()`, which takes what it is offered.
    static let circle = ResolvedView(content: .shape(ResolvedShape(outline: .circle, fill: .white)), style: ResolvedStyle())

    /// `Color.blue` as a view.
    static let color = ResolvedView(content: .color(Color(hex: 0x0A84FF)), style: ResolvedStyle())

    static let divider = ResolvedView(content: .divider, style: ResolvedStyle())

    /// What a reader draws for a view it cannot evaluate.
    static func placeholder(_ name: String) -> ResolvedView {
        ResolvedView(content: .placeholder(name: name, reason: "not understood"), style: ResolvedStyle())
    }

    /// A branch that chose nothing (`if` without `else`).
    static let empty = ResolvedView(content: .empty, style: ResolvedStyle())
}

extension ResolvedView {
    func frame(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ResolvedView {
        var spec = FrameSpec()
        spec.width = width
        spec.height = height
        spec.minWidth = minWidth
        spec.maxWidth = maxWidth
        spec.minHeight = minHeight
        spec.maxHeight = maxHeight
        spec.alignment = alignment
        var framed = self
        framed.frame = spec
        return framed
    }

    func padding(_ insets: EdgeInsets) -> ResolvedView {
        var padded = self
        padded.padding = insets
        return padded
    }

    func background(alignment: Alignment = .center, _ layer: ResolvedView) -> ResolvedView {
        var decorated = self
        decorated.layers.append(ResolvedLayer(placement: .background, alignment: alignment, content: layer))
        return decorated
    }

    func overlay(alignment: Alignment = .center, _ layer: ResolvedView) -> ResolvedView {
        var decorated = self
        decorated.layers.append(ResolvedLayer(placement: .overlay, alignment: alignment, content: layer))
        return decorated
    }

    func hidden() -> ResolvedView {
        var hidden = self
        hidden.hidden = true
        return hidden
    }

    func offset(x: Double = 0, y: Double = 0) -> ResolvedView {
        var moved = self
        moved.offset = Offset(x: x, y: y)
        return moved
    }

    func priority(_ priority: Double) -> ResolvedView {
        var ranked = self
        ranked.layoutPriority = priority
        return ranked
    }

    func fixed(horizontal: Bool = true, vertical: Bool = true) -> ResolvedView {
        var fixed = self
        fixed.fixedSize = FixedSize(horizontal: horizontal, vertical: vertical)
        return fixed
    }

    func truncation(_ mode: TruncationMode) -> ResolvedView {
        var cut = self
        cut.style.truncationMode = mode
        return cut
    }

    func shrinking(to factor: Double) -> ResolvedView {
        var shrinking = self
        shrinking.style.minimumScaleFactor = factor
        return shrinking
    }
}

/// The terminal engine at the standard projection: 8 pt a column, 18 pt a row.
let terminalEngine = LayoutEngine(metrics: TerminalMetrics(projection: .standard))

/// Lays `view` out in a region of `columns` x `rows` cells and paints it the ratatui way
/// (STYLE.md): each text leaf writes the lines it shows, so a layout bug reads as a wrong
/// string. A view with a frame or padding first fills its whole frame with ".", so the frame's
/// extent shows around its content. Rows keep their trailing spaces.
///
/// Also checks LayoutEngine.place's contract on the way: no placed view leaves the region.
func letterFill(
    _ view: ResolvedView, columns: Int, rows: Int, alignment: Alignment = .topLeading,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
    let projection = CellProjection.standard
    let region = Rect(x: 0, y: 0, width: Double(columns) * projection.columnPoints, height: Double(rows) * projection.rowPoints)
    let placed = terminalEngine.place(view, in: region, alignment: alignment)
    var grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    let everything = CellRect(column: 0, row: 0, width: columns, height: rows)

    func fill(_ rect: CellRect, with letter: String) {
        let clipped = rect.intersection(everything)
        for row in clipped.row..<clipped.maxRow {
            for column in clipped.column..<clipped.maxColumn { grid[row][column] = letter }
        }
    }

    func write(_ line: String, column: Int, row: Int, clip: CellRect) {
        guard row >= clip.row, row < clip.maxRow else { return }
        var x = column
        for glyph in TerminalText.glyphs(line) where glyph.width > 0 {
            defer { x += glyph.width }
            guard x >= clip.column, x + glyph.width <= clip.maxColumn else { continue }
            grid[row][x] = glyph.text
            if glyph.width == 2 { grid[row][x + 1] = "" }
        }
    }

    for item in placed.flattened {
        let frame = projection.cells(of: item.frame).intersection(everything)
        if item.frame.width > 0, item.frame.height > 0 {
            #expect(region.contains(item.frame), "\(item.view.content) frame \(item.frame) leaves the region", sourceLocation: sourceLocation)
        }
        if item.view.frame != nil || item.view.padding != nil { fill(frame, with: ".") }
        let content = projection.cells(of: item.contentFrame).intersection(frame)
        guard content.width > 0, content.height > 0 else { continue }
        switch item.view.content {
        case .text:
            for (index, line) in item.lines.enumerated() {
                let slack = max(0, content.width - TerminalText.width(line))
                let start: Int
                switch item.view.style.textAlignment {
                case .center: start = content.column + slack / 2
                case .trailing: start = content.column + slack
                default: start = content.column
                }
                write(line, column: start, row: content.row + index, clip: content)
            }
        case .symbol(_, let glyph):
            write(glyph.text, column: content.column, row: content.row, clip: content)
        case .bar, .gauge:
            fill(content, with: "=")
        case .shape:
            fill(content, with: "#")
        case .picture:
            fill(content, with: "@")
        case .chart:
            fill(content, with: "~")
        case .mark:
            break
        case .color:
            fill(content, with: "%")
        case .divider:
            fill(content, with: item.isUpright ? "|" : "-")
        case .placeholder(let name, _):
            fill(content, with: "?")
            write(name, column: content.column, row: content.row, clip: content)
        case .stack, .spacer, .empty, .geometry, .firstFitting:
            break
        }
    }
    return grid.map { $0.joined() }
}

/// The placed text leaves of `view` in a region, depth first: for checking `isTruncated` and `lines`.
func placedTexts(_ view: ResolvedView, columns: Int, rows: Int) -> [PlacedView] {
    let region = Rect(x: 0, y: 0, width: Double(columns) * 8, height: Double(rows) * 18)
    return terminalEngine.place(view, in: region, alignment: .topLeading).flattened.filter {
        if case .text = $0.view.content { return true } else { return false }
    }
}
