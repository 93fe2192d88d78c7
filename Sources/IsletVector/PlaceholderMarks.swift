import IsletCells
import IsletLayout
import IsletViews

/// What islet could not draw, as a designer's review of the picture must read it: a box in the
/// placeholder's tint with a thin border, hatched with `╱` stripes as the terminal draws it,
/// and its name on a patch of the box's colour in the middle when the name fits. A flat grey
/// box alone read as a finished panel in SVG and PNG (issue 28, item 6).
enum PlaceholderMarks {
    /// Points between two stripes, measured along the box's edge, and a stripe's width.
    static let stripeSpacing = 6.0, stripeWidth = 1.25
    static let cornerRadius = 4.0
    /// More than a phone-sized box needs: a box past any screen is still hatched, in bounded work.
    static let maximumStripes = 600

    /// The marks of a placeholder named `name` filling `box`, over `ground`; the name in
    /// `font`'s design, at most its size and the box's height.
    static func items(name: String, in box: Rect, font: Font, ground: Color, metrics: PhoneMetrics) -> [VectorItem] {
        let tint = ViewPaint.placeholderTint.composited(over: ground)
        let ink = ViewPaint.placeholderLabel(on: tint)
        let outline = RoundedBox(box, radius: cornerRadius)
        var items: [VectorItem] = [
            .shape(VectorShape(role: .background, box: outline, fill: ViewPaint.placeholderTint, stroke: ink.withOpacity(0.6), strokeWidth: 0.75)),
            .clipped(outline, stripes(across: box, color: ink.withOpacity(0.45))),
        ]
        let label = Font(size: min(font.size, box.height), weight: font.weight, design: font.design)
        let width = metrics.textWidth(name, font: label, monospacedDigit: false)
        let pad = label.size / 3
        guard width + 2 * pad <= box.width else { return items }
        let patch = Rect(x: box.x + (box.width - width) / 2 - pad, y: box.y + (box.height - label.size) / 2 - pad / 2, width: width + 2 * pad, height: min(box.height, label.size + pad))
        items.append(.shape(VectorShape(role: .background, box: RoundedBox(patch, radius: 2), fill: tint)))
        items.append(.text(VectorText(
            role: .content, text: name, x: box.x + box.width / 2,
            baseline: VectorContent.baseline(top: box.y, lineHeight: box.height, size: label.size), anchor: .middle,
            font: label, color: ink, ground: tint
        )))
        return items
    }

    /// Stripes rising left to right (`╱`), one every `stripeSpacing` points along the bottom
    /// edge, each a parallelogram reaching past the box so the clip cuts it square.
    static func stripes(across box: Rect, color: Color) -> [VectorItem] {
        var stripes: [VectorItem] = []
        let rise = box.height
        guard box.width.isFinite, rise.isFinite, box.width > 0, rise > 0 else { return [] }
        var start = box.x - rise
        while start < box.maxX, stripes.count < maximumStripes {
            let bottom = box.maxY, top = box.y
            stripes.append(.polygon(VectorPolygon(points: [
                start, bottom, start + stripeWidth, bottom, start + stripeWidth + rise, top, start + rise, top,
            ], fill: color)))
            start += stripeSpacing
        }
        return stripes
    }
}
