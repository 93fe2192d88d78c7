import IsletCells
import IsletViews

/// A point of a path layer, for the painters that draw paths without reading the view vocabulary.
public typealias PathPoint = ShapePath.Point

extension ShapeLayer {
    /// A path's coat of paint: `path` (surface points, final) filled, or stroked `lineWidth` wide.
    public init(path: ShapePath, color: Color, lineWidth: Double? = nil, lineCap: ResolvedShape.LineCap = .butt, lineJoin: ResolvedShape.LineJoin = .miter, dash: [Double] = []) {
        let reach = (lineWidth ?? 0) / 2
        let box = path.bounds.map { Rect(x: $0.minX - reach, y: $0.minY - reach, width: $0.maxX - $0.minX + 2 * reach, height: $0.maxY - $0.minY + 2 * reach) }
        self.init(outer: ShapeBand(rect: box ?? Rect(x: 0, y: 0, width: 0, height: 0), radius: 0), color: color, lineWidth: lineWidth, lineCap: lineCap)
        self.path = path
        self.lineJoin = lineJoin
        self.dash = dash
    }

    /// This layer turned by `rotation` about its centre, as a path layer: how the cells draw a
    /// turned rectangle or capsule, as the pictures turn it (a turned circle is the same circle,
    /// and a path is turned already, so those give nil). A stroke becomes a line along its band's
    /// middle as wide as the band, so a thin turned band stays unbroken. The trim is left out:
    /// its wedge (`sweepContains`) is turned already.
    public var turnedAsPath: ShapeLayer? {
        guard path == nil, rotation != 0, !outer.isCircle else { return nil }
        let band = inner.map { (outer.rect.width - $0.rect.width) / 2 }
        let middle = band.flatMap { outer.inset(by: $0 / 2) } ?? outer
        var outline = ShapePath()
        outline.addRoundedRect(x: middle.rect.x, y: middle.rect.y, width: middle.rect.width, height: middle.rect.height, radius: middle.radius)
        var turned = ShapeLayer(path: outline.rotated(by: rotation, aboutX: centre.x, y: centre.y), color: color, lineWidth: band)
        turned.dots = dots
        return turned
    }
}

extension ResolvedShape {
    /// A path view's fill and stroke in `frame`: `rotationEffect` turns the path about the frame's
    /// centre and `trim` keeps a fraction of its length, as SwiftUI does for any shape. A
    /// `strokeBorder` on a path is a stroke (SwiftUI cannot inset an arbitrary path either).
    func pathLayers(_ placed: ShapePath, in frame: Rect, opacity: Double) -> [ShapeLayer] {
        let path = placed.rotated(by: rotation, aboutX: frame.x + frame.width / 2, y: frame.y + frame.height / 2).trimmed(from: trim.lowerBound, to: trim.upperBound)
        guard !path.isEmpty else { return [] }
        var layers: [ShapeLayer] = []
        if let fill {
            var layer = ShapeLayer(path: path, color: fill.withOpacity(fill.opacity * opacity))
            layer.gradient = gradientPaint(fillGradient, in: frame, opacity: opacity)
            layers.append(layer)
        }
        if let stroke {
            var layer = ShapeLayer(
                path: path, color: stroke.color.withOpacity(stroke.color.opacity * opacity), lineWidth: stroke.lineWidth, lineCap: stroke.lineCap,
                lineJoin: stroke.lineJoin, dash: stroke.dash
            )
            layer.gradient = gradientPaint(stroke.gradient, in: frame, opacity: opacity)
            layers.append(layer)
        }
        return layers
    }
}
