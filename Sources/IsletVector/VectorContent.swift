import IsletCells
import IsletLayout
import IsletViews

/// Turns a region's views, placed in points with `PhoneMetrics`, into marks: text lines at each
/// style's size and weight, symbols as glyphs in the view's colour, progress bars as capsules
/// and gauges as rings. The lines are the fit report's, so the picture cuts text where it says.
struct VectorContent {
    let metrics = PhoneMetrics()
    /// The icon font symbols are drawn from; nil draws each symbol's terminal glyph as a mark.
    let pictograms: PictogramFont?

    /// The marks of `placed` and everything inside it, read against `background`; `container`
    /// is the island or card around them, which a `ContainerRelativeShape` follows.
    func items(_ placed: PlacedView, region: Rect, background: Color, container: ShapeContainer? = nil) -> [VectorItem] {
        var items: [VectorItem] = []
        placed.visit { view in append(view, region: region, background: background, container: container, to: &items) }
        return items
    }

    private func append(_ placed: PlacedView, region: Rect, background: Color, container: ShapeContainer?, to items: inout [VectorItem]) {
        let style = placed.view.style
        if let fill = style.background, placed.frame.width > 0, placed.frame.height > 0 {
            let band = placed.backgroundOutline(container: nil) ?? ShapeBand(rect: placed.frame, radius: 0)
            items.append(.shape(VectorShape(role: .background, box: RoundedBox(band.rect, radius: band.radius), fill: fill)))
        }
        let content = placed.contentFrame
        guard content.width > 0, content.height > 0 else { return }
        let ground = (style.background ?? background).composited(over: background)
        let color = style.foreground.withOpacity(style.foreground.opacity * style.opacity)
        let font = style.font
        if style.redacted, let bars = redacted(placed, in: content, region: region, color: color) {
            items += bars
            return
        }
        switch placed.view.content {
        case .text:
            let lineHeight = metrics.lineHeight(font)
            let (anchor, x) = Self.anchor(content, in: region, alignment: style.textAlignment)
            for (index, line) in placed.lines.enumerated() {
                let top = content.y + Double(index) * lineHeight
                guard top + lineHeight <= content.maxY + 0.5 else { break }
                let baseline = Self.baseline(top: top, lineHeight: lineHeight, size: font.size)
                guard index < placed.lineRuns.count else {
                    items.append(.text(VectorText(
                        role: .content, text: line, x: x, baseline: baseline,
                        anchor: anchor, font: font, monospacedDigit: style.monospacedDigit, strikethrough: style.strikethrough,
                        underline: style.underline, color: color, ground: ground
                    )))
                    continue
                }
                items += runs(placed.lineRuns[index], anchor: anchor, x: x, baseline: baseline, opacity: style.opacity, ground: ground)
            }
        case .symbol(let name, let glyph):
            let size = placed.view.symbolSizing == nil ? min(font.size, content.height) : min(content.width, content.height)
            let center = ShapePath.Point(x: content.x + content.width / 2, y: content.y + content.height / 2)
            if let pictograms, let codepoint = Pictograms.codepoint(for: name),
               let outline = pictograms.outline(codepoint, size: size, center: center) {
                items += Self.pictogram(outline, in: content, weight: font.weight, size: size, color: color)
                return
            }
            // Without the font, a glyph stands in for the SF Symbol; drawn as a silhouette in
            // the view's colour, as a monochrome symbol is, whatever colours the font gives it.
            if let marks = SymbolMarks.marks(for: name, centerX: center.x, centerY: center.y, size: size * 0.8, color: color) {
                items += marks
                return
            }
            items.append(.text(VectorText(
                role: .symbol, text: glyph.text, x: center.x,
                baseline: Self.baseline(top: content.y, lineHeight: content.height, size: size), anchor: .middle,
                font: Font(size: size, weight: font.weight, design: font.design), color: color, ground: ground
            )))
        case .bar(let fraction):
            let height = metrics.barHeight, y = content.y + (content.height - height) / 2
            let track = Rect(x: content.x, y: y, width: content.width, height: height)
            items.append(.shape(VectorShape(role: .track, box: RoundedBox(track, radius: height / 2), fill: color.withOpacity(color.opacity * 0.25))))
            let lit = Rect(x: content.x, y: y, width: content.width * min(1, max(0, fraction)), height: height)
            if lit.width > 0 {
                items.append(.shape(VectorShape(role: .bar, box: RoundedBox(lit, radius: height / 2), fill: color)))
            }
        case .gauge(let fraction):
            let lineWidth = 4.0, radius = min(content.width, content.height) / 2 - lineWidth / 2
            items.append(.ring(VectorRing(
                centerX: content.x + content.width / 2, centerY: content.y + content.height / 2, radius: max(1, radius),
                lineWidth: lineWidth, fraction: fraction, color: color, track: color.withOpacity(color.opacity * 0.25)
            )))
        case .shape(let shape):
            items += shape.layers(in: content, container: container, opacity: style.opacity).map { .figure(VectorFigure($0)) }
        case .color(let fill):
            items.append(.shape(VectorShape(role: .background, box: RoundedBox(content, radius: 0), fill: fill.withOpacity(fill.opacity * style.opacity))))
        case .chart(let chart):
            // Tick labels in the caption's smallest size, as Swift Charts draws them.
            let label = Font(size: 11, weight: .regular, design: font.design)
            let plot = ChartPlot(
                chart, in: content, opacity: style.opacity, labelWidth: { metrics.textWidth($0, font: label, monospacedDigit: false) },
                labelHeight: metrics.lineHeight(label), gap: 4
            )
            items += plot.layers.map { .figure(VectorFigure($0)) }
            let secondary = style.foreground.withOpacity(style.foreground.opacity * style.opacity * ChartPlot.labelOpacity)
            for tick in plot.labels {
                let anchor: VectorText.Anchor = switch tick.anchor {
                case .start: .start
                case .middle: .middle
                case .end: .end
                }
                items.append(.text(VectorText(
                    role: .content, text: tick.text, x: tick.x, baseline: Self.baseline(top: tick.y - label.size / 2, lineHeight: label.size, size: label.size),
                    anchor: anchor, font: label, color: tick.color.map { $0.withOpacity($0.opacity * style.opacity) } ?? secondary, ground: ground
                )))
            }
        case .divider:
            // A hairline across the middle of the room the divider was given.
            let thickness = metrics.dividerThickness(.vertical)
            let line = placed.isUpright
                ? Rect(x: content.x + (content.width - thickness) / 2, y: content.y, width: thickness, height: content.height)
                : Rect(x: content.x, y: content.y + (content.height - thickness) / 2, width: content.width, height: thickness)
            items.append(.shape(VectorShape(role: .background, box: RoundedBox(line, radius: 0), fill: ViewPaint.separator(on: ground))))
        case .picture(let picture):
            // Cut at the view's frame (and its clip shape), as its cells are.
            let band = placed.backgroundOutline(container: container) ?? ShapeBand(rect: placed.frame, radius: 0)
            items.append(.clipped(RoundedBox(band.rect, radius: band.radius), [.image(VectorImage(rect: content, pixels: picture.pixels))]))
        case .placeholder(let name, _):
            items += PlaceholderMarks.items(name: name, in: content, font: font, ground: ground, metrics: metrics)
        case .stack, .spacer, .empty, .geometry, .firstFitting, .mark:
            // Placement turns a GeometryReader or a ViewThatFits into a stack of its content.
            break
        }
    }

    /// A view under `.redacted(reason: .placeholder)`: each line of a text a rounded bar as
    /// wide as the line and a little shorter, a symbol or an image a rounded box of its size;
    /// nil for what redaction leaves as it is.
    private func redacted(_ placed: PlacedView, in content: Rect, region: Rect, color: Color) -> [VectorItem]? {
        let paint = ViewPaint.redaction(of: color), style = placed.view.style
        switch placed.view.content {
        case .text:
            let lineHeight = metrics.lineHeight(style.font), (anchor, x) = Self.anchor(content, in: region, alignment: style.textAlignment)
            return placed.lines.enumerated().map { index, line in
                let width = min(content.width, metrics.textWidth(line, font: style.font, monospacedDigit: style.monospacedDigit))
                let left = switch anchor {
                case .start: x
                case .middle: x - width / 2
                case .end: x - width
                }
                let bar = Rect(x: left, y: content.y + Double(index) * lineHeight + lineHeight * 0.2, width: width, height: lineHeight * 0.6)
                return .shape(VectorShape(role: .redacted, box: RoundedBox(bar, radius: bar.height / 4), fill: paint))
            }
        case .symbol, .picture:
            return [.shape(VectorShape(role: .redacted, box: RoundedBox(content, radius: min(content.width, content.height) / 6), fill: paint))]
        default:
            return nil
        }
    }

    /// A line of a text of styled parts: each part its own text, in its font and colour, on the
    /// line's one baseline, one after another from where the line starts as its anchor places it.
    private func runs(_ runs: [TextRun], anchor: VectorText.Anchor, x: Double, baseline: Double, opacity: Double, ground: Color) -> [VectorItem] {
        let widths = runs.map { metrics.textWidth($0.text, font: $0.font, monospacedDigit: $0.monospacedDigit) }
        let total = widths.reduce(0, +)
        var start = switch anchor {
        case .start: x
        case .middle: x - total / 2
        case .end: x - total
        }
        var items: [VectorItem] = []
        for (run, width) in zip(runs, widths) {
            items.append(.text(VectorText(
                role: .content, text: run.text, x: start, baseline: baseline, anchor: .start, font: run.font, monospacedDigit: run.monospacedDigit,
                strikethrough: run.strikethrough, underline: run.underline, color: run.foreground.withOpacity(run.foreground.opacity * opacity), ground: ground
            )))
            start += width
        }
        return items
    }

    /// A pictogram filled in the view's colour and, at a weight above regular, outlined in it
    /// too, as SF Symbols' heavier weights draw thicker strokes (the icon font has one weight).
    static func pictogram(_ outline: ShapePath, in content: Rect, weight: Font.Weight, size: Double, color: Color) -> [VectorItem] {
        let band = ShapeBand(rect: content, radius: 0)
        var items: [VectorItem] = [.figure(VectorFigure(outline: band, lineWidth: nil, color: color, sweep: nil, path: outline))]
        let extra = size * Double(max(0, FontStack.weight(weight) - 400)) / 10_000
        if extra > 0 {
            items.append(.figure(VectorFigure(outline: band, lineWidth: extra, color: color, sweep: nil, path: outline, lineJoin: .round)))
        }
        return items
    }

    /// The baseline that centres a line's capitals (about 0.7 em tall) in its line box.
    static func baseline(top: Double, lineHeight: Double, size: Double) -> Double {
        top + lineHeight / 2 + size * 0.35
    }

    /// Where a text line is anchored. Real fonts are not exactly as wide as the layout's estimate,
    /// so a text is anchored at the side it was placed against: its alignment when it has one,
    /// else the region's trailing edge when it sits there alone, the middle when it is centred.
    static func anchor(_ content: Rect, in region: Rect, alignment: Alignment) -> (VectorText.Anchor, Double) {
        switch alignment {
        case .center, .top, .bottom: return (.middle, content.x + content.width / 2)
        case .trailing, .topTrailing, .bottomTrailing: return (.end, content.maxX)
        default: break
        }
        let before = content.x - region.x, after = region.maxX - content.maxX
        if after < 0.5 && before >= 0.5 { return (.end, content.maxX) }
        if before >= 0.5 && abs(before - after) < 1 { return (.middle, content.x + content.width / 2) }
        return (.start, content.x)
    }
}
