import IsletCells
import IsletLayout

/// Paints a laid-out presentation into a cell buffer: shapes first, then each region's views,
/// every glyph clipped to its region and its view's frame.
public struct SurfacePainter: Sendable {
    public let projection: CellProjection
    /// The output's colour depth, at which images are turned into cells.
    public let palette: TerminalPalette
    /// The caller's cache, whose outline answers every frame reuses.
    public let cache: RenderCache

    public init(projection: CellProjection, palette: TerminalPalette = .trueColor, cache: RenderCache) {
        self.projection = projection
        self.palette = palette
        self.cache = cache
    }

    /// A buffer exactly the size of `surface`, on `wallpaper`.
    public func paint(_ surface: LaidOutSurface, wallpaper: Color?) -> CellBuffer {
        var buffer = CellBuffer(width: surface.columns, height: surface.rows, fill: Cell(background: wallpaper))
        paint(surface, into: &buffer, column: 0, row: 0)
        return buffer
    }

    public func paint(_ surface: LaidOutSurface, into buffer: inout CellBuffer, column: Int, row: Int) {
        let rasterizer = ShapeRasterizer(projection: projection, cache: cache)
        for shape in surface.shapes {
            rasterizer.draw(shape, into: &buffer, column: column, row: row)
        }
        // By index: `for region in` copied each region, both of its placed trees retained.
        for index in surface.regions.indices {
            let cells = surface.regions[index].cells, background = surface.regions[index].background
            let clip = CellRect(column: cells.column + column, row: cells.row + row, width: cells.width, height: cells.height)
            let container = container(of: surface.regions[index], in: surface)
            surface.regions[index].placed.visit { placed in
                paint(placed, into: &buffer, offset: (column, row), clip: clip, background: background, container: container)
            }
        }
    }

    /// The island or card around `region`, which a `ContainerRelativeShape` follows.
    private func container(of region: LaidOutRegion, in surface: LaidOutSurface) -> ShapeContainer? {
        guard let shape = surface.shapes.first(where: { $0.cells.contains(region.cells) }) else { return nil }
        return ShapeContainer(outline: shape.outline(in: projection), cornerRadius: shape.cornerRadius)
    }

    private func paint(
        _ placed: PlacedView, into buffer: inout CellBuffer, offset: (Int, Int), clip: CellRect, background: Color, container: ShapeContainer?
    ) {
        let style = placed.view.style
        let frame = cells(placed.frame, offset).intersection(clip)
        if let fill = style.background {
            if fill.opacity < 1, placed.backgroundOutline(container: container) == nil {
                blendBackground(fill, in: frame, ground: background, into: &buffer)
            } else {
                paintBackground(fill.composited(over: background), of: placed, in: frame, into: &buffer, offset: offset, container: container)
            }
        }
        let ground = style.background?.composited(over: background) ?? background
        if style.redacted {
            let content = cells(placed.contentFrame, offset).intersection(frame), own = style.foreground.withOpacity(style.foreground.opacity * style.opacity)
            if RedactionPainter().draw(placed, in: content, color: own, ground: ground, into: &buffer) { return }
        }
        // Shapes and colours are drawn from their points, so a sliver thinner than a cell still
        // shows; only the region bounds them (a stroke straddles the frame, as on the phone).
        switch placed.view.content {
        case .shape(let shape):
            let painter = ShapeViewPainter(projection: projection, memo: cache.shapes)
            let round = shape.outline == .circle || shape.outline == .capsule
            let layers = shape.layers(in: round ? centred(placed.contentFrame) : placed.contentFrame, container: container, opacity: style.opacity, least: painter.finestStroke)
            painter.draw(layers, ground: ground, offset: offset, clip: clip, into: &buffer)
            return
        case .color(let fill):
            let layer = ShapeLayer(filling: placed.contentFrame, with: fill.withOpacity(fill.opacity * style.opacity))
            ShapeViewPainter(projection: projection, memo: cache.shapes).draw([layer], ground: ground, offset: offset, clip: clip, into: &buffer)
            return
        case .picture(let picture):
            let painter = PicturePainter(projection: projection, palette: palette)
            let clipShape = placed.backgroundOutline(container: container)
            guard painter.draw(picture.pixels, content: placed.contentFrame, frame: frame, clip: clipShape, offset: offset, ground: ground, into: &buffer) != nil else { return }
            paintPlaceholder(picture.name, in: cells(placed.contentFrame, offset).intersection(frame), ground: ground, into: &buffer)
            return
        case .chart:
            ChartPainter(projection: projection, memo: cache.shapes).draw(placed, ground: ground, offset: offset, clip: clip, into: &buffer)
            return
        default:
            break
        }
        let content = cells(placed.contentFrame, offset).intersection(frame)
        guard content.width > 0, content.height > 0 else { return }
        let color = style.foreground.withOpacity(style.foreground.opacity * style.opacity).composited(over: ground)
        let bold = style.font.readsBold
        switch placed.view.content {
        case .text:
            if placed.lineRuns.isEmpty, placed.lines.count == 1, let columns = BigNumerals.columns(placed.lines[0], font: style.font),
               columns <= content.width, BigNumerals.rows(projection.shapes) <= content.height {
                BigDigitGlyphs.draw(placed.lines[0], column: content.column, row: content.row, clip: content, color: color, resolution: projection.shapes, into: &buffer)
                return
            }
            for (index, line) in placed.lines.enumerated() where content.row + index < content.maxRow {
                let start: Int
                switch style.textAlignment {
                case .center: start = content.column + max(0, (content.width - TerminalText.width(line)) / 2)
                case .trailing: start = content.column + max(0, content.width - TerminalText.width(line))
                default: start = content.column
                }
                guard index < placed.lineRuns.count else {
                    buffer.write(
                        line, column: start, row: content.row + index, clip: content, foreground: color, bold: bold, italic: style.font.italic,
                        strikethrough: style.strikethrough, underline: style.underline
                    )
                    continue
                }
                // A text of styled parts: each part in its own colour, weight, slant and strike.
                var column = start
                for run in placed.lineRuns[index] {
                    let paint = run.foreground.withOpacity(run.foreground.opacity * style.opacity).composited(over: ground)
                    buffer.write(
                        run.text, column: column, row: content.row + index, clip: content, foreground: paint,
                        bold: run.font.readsBold, italic: run.font.italic, strikethrough: run.strikethrough, underline: run.underline
                    )
                    column += TerminalText.width(run.text)
                }
            }
        case .symbol(_, let glyph):
            let start = content.column + max(0, (content.width - glyph.width) / 2)
            let text = palette == .none ? ColorlessMarks.mark(glyph.text, color: color, ground: ground) : glyph.text
            buffer.write(text, column: start, row: content.row + (content.height - 1) / 2, clip: content, foreground: color)
        case .bar(let fraction) where palette == .none:
            ColorlessMarks.drawBar(fraction: fraction, in: content, color: color, into: &buffer)
        case .bar(let fraction):
            ProgressPainter(projection: projection, memo: cache.shapes).drawBar(fraction: fraction, in: content, color: color, ground: ground, into: &buffer)
        case .gauge(let fraction):
            ProgressPainter(projection: projection, memo: cache.shapes).drawRing(fraction: fraction, in: content, color: color, ground: ground, into: &buffer)
        case .shape, .color, .chart, .mark:
            break  // Drawn above, or (a mark) by its chart.
        case .divider:
            let line = ViewPaint.separator(on: ground).composited(over: ground)
            if placed.isUpright {
                for row in content.row..<content.maxRow { buffer.write("│", column: content.column + (content.width - 1) / 2, row: row, clip: content, foreground: line) }
            } else {
                buffer.write(String(repeating: "─", count: content.width), column: content.column, row: content.row + (content.height - 1) / 2, clip: content, foreground: line)
            }
        case .placeholder(let name, _):
            paintPlaceholder(name, in: content, ground: ground, into: &buffer)
        case .stack, .spacer, .empty, .geometry, .picture, .firstFitting:
            break
        }
    }

    /// A dim box hatched with `╱` and labelled `name` between hatch marks: what islet draws for
    /// a view it cannot, so the name (often Swift's: `Image("logo")`, `.thinMaterial`) never
    /// reads as the widget's content. A label that does not fit is cut to leave a mark at each
    /// end; a box under three cells wide is hatch alone.
    private func paintPlaceholder(_ name: String, in content: CellRect, ground: Color, into buffer: inout CellBuffer) {
        guard content.width > 0, content.height > 0 else { return }
        let tint = ViewPaint.placeholderTint.composited(over: ground)
        let ink = ViewPaint.placeholderLabel(on: tint)
        buffer.fillBackground(content, tint)
        for row in content.row..<content.maxRow {
            buffer.write(String(repeating: Self.hatch, count: content.width), column: content.column, row: row, clip: content, foreground: ink)
        }
        let room = content.width - 2
        guard room > 0 else { return }
        // A name that fits is written as it is: `write` rewrites it as `truncated` would.
        let label = TerminalText.width(name) <= room ? name : TerminalText.truncated(name, toWidth: room).map(\.text).joined()
        let start = content.column + 1 + max(0, (room - TerminalText.width(label)) / 2)
        buffer.write(label, column: start, row: content.row + (content.height - 1) / 2, clip: content, foreground: ink)
    }

    /// The mark a placeholder's box is filled with.
    public static let hatch = "╱"

    /// `frame` (points) centred in the cells it rounds to, as the islands are, on each axis where
    /// that moves it less than half a sub-cell: a 54 pt circle placed on a column boundary spans
    /// 6.75 columns, and centred in its 7 it is symmetric; a 9 pt capsule stays on its sub-row.
    /// Only round outlines are moved: a rectangle centred so would lose its corner sub-cells.
    private func centred(_ frame: Rect) -> Rect {
        let cells = projection.cells(of: frame)
        let cw = projection.columnPoints, rh = projection.rowPoints
        let shiftX = (Double(cells.column) + Double(cells.width) / 2) * cw - (frame.x + frame.width / 2)
        let shiftY = (Double(cells.row) + Double(cells.height) / 2) * rh - (frame.y + frame.height / 2)
        let (subWidth, subHeight) = (cw / Double(projection.shapes.columns), rh / Double(projection.shapes.rows))
        return frame.offsetBy(dx: abs(shiftX) < subWidth / 2 ? shiftX : 0, dy: abs(shiftY) < subHeight / 2 ? shiftY : 0)
    }

    /// A background colour over the view's frame, or inside its `clipShape` drawn from its
    /// outline in points, as the cards and islands are: partly covered cells take block glyphs.
    private func paintBackground(
        _ color: Color, of placed: PlacedView, in frame: CellRect, into buffer: inout CellBuffer, offset: (Int, Int), container: ShapeContainer?
    ) {
        guard let band = placed.backgroundOutline(container: container) else {
            buffer.fillBackground(frame, color)
            return
        }
        let cells = CellRect(column: frame.column - offset.0, row: frame.row - offset.1, width: frame.width, height: frame.height)
        let rounded = SurfaceShape(kind: .card, cells: cells, frame: band.rect, cornerRadius: band.radius, fill: color)
        ShapeRasterizer(projection: projection, cache: cache).draw(rounded, into: &buffer, column: offset.0, row: offset.1)
    }

    /// A translucent background (a material, a colour with an opacity) over what each cell
    /// already shows, as the phone composites it over the views behind it; `ground` where a
    /// cell shows nothing yet.
    private func blendBackground(_ color: Color, in frame: CellRect, ground: Color, into buffer: inout CellBuffer) {
        for row in frame.row..<frame.maxRow {
            for column in frame.column..<frame.maxColumn {
                buffer[column, row].background = color.composited(over: buffer[column, row].background ?? ground)
            }
        }
    }

    private func cells(_ rect: Rect, _ offset: (Int, Int)) -> CellRect {
        let projected = projection.cells(of: rect)
        return CellRect(column: projected.column + offset.0, row: projected.row + offset.1, width: projected.width, height: projected.height)
    }
}
