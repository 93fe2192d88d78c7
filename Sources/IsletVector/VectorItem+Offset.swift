
extension VectorItem {
    /// The same mark moved by `dx`, `dy`: a presentation is drawn at its own origin, then the
    /// board moves it onto its patch of wallpaper.
    func offsetBy(dx: Double, dy: Double) -> VectorItem {
        switch self {
        case .shape(let shape):
            .shape(VectorShape(role: shape.role, box: shape.box.offsetBy(dx: dx, dy: dy), fill: shape.fill, stroke: shape.stroke, strokeWidth: shape.strokeWidth))
        case .text(let text):
            .text(VectorText(
                role: text.role, text: text.text, x: text.x + dx, baseline: text.baseline + dy, anchor: text.anchor, font: text.font,
                monospacedDigit: text.monospacedDigit, strikethrough: text.strikethrough, underline: text.underline, color: text.color, ground: text.ground
            ))
        case .ring(let ring):
            .ring(VectorRing(
                centerX: ring.center.x + dx, centerY: ring.center.y + dy, radius: ring.radius, lineWidth: ring.lineWidth,
                fraction: ring.fraction, color: ring.color, track: ring.track
            ))
        case .polygon(let polygon):
            .polygon(VectorPolygon(points: polygon.points.enumerated().map { $0.element + ($0.offset % 2 == 0 ? dx : dy) }, fill: polygon.fill))
        case .figure(let figure):
            .figure(figure.offsetBy(dx: dx, dy: dy))
        case .image(let image):
            .image(VectorImage(rect: image.rect.offsetBy(dx: dx, dy: dy), pixels: image.pixels))
        case .clipped(let box, let items):
            .clipped(box.offsetBy(dx: dx, dy: dy), items.map { $0.offsetBy(dx: dx, dy: dy) })
        }
    }
}

extension RoundedBox {
    func offsetBy(dx: Double, dy: Double) -> RoundedBox {
        RoundedBox(rect.offsetBy(dx: dx, dy: dy), radius: radius)
    }
}
