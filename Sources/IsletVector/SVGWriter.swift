import IsletCells
import IsletViews

/// A drawing as an SVG document in points: one `rect` per shape (a capsule is a `rect` whose
/// corner radius is half its height), text as `text` in the system font stack, symbols as
/// glyphs masked to their view's colour. Nothing is drawn cell by cell, so no zoom shows seams.
public enum SVGWriter {
    /// The document; `scale` multiplies its width and height (the view box stays in points).
    public static func svg(_ drawing: VectorDrawing, scale: Double = 1) -> String {
        var writer = Writer()
        let body = writer.items(drawing.items)
        let size = drawing.size
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(size.width * scale))\" height=\"\(SVGText.number(size.height * scale))\" "
        svg += "viewBox=\"0 0 \(SVGText.number(size.width)) \(SVGText.number(size.height))\">\n"
        if !writer.definitions.isEmpty { svg += "<defs>\n" + writer.definitions + "</defs>\n" }
        svg += "<rect width=\"\(SVGText.number(size.width))\" height=\"\(SVGText.number(size.height))\"\(paint("fill", drawing.background))/>\n"
        return svg + body + "</svg>\n"
    }

    /// Writes items and gathers the clip paths and symbol masks they refer to.
    private struct Writer {
        var definitions = ""
        var clips = 0
        var masks: [Color: String] = [:]
        /// Gradients and angular sweeps written so far, for their ids.
        var paints = 0

        mutating func items(_ list: [VectorItem]) -> String {
            var svg = ""
            for item in list {
                switch item {
                case .shape(let shape): svg += Self.shape(shape)
                case .text(let text): svg += self.text(text)
                case .ring(let ring): svg += Self.ring(ring)
                case .polygon(let polygon): svg += Self.polygon(polygon)
                case .figure(let figure): svg += self.figure(figure)
                case .image(let image): svg += Self.image(image)
                case .clipped(let box, let inner):
                    let id = "clip\(clips)"
                    clips += 1
                    definitions += "<clipPath id=\"\(id)\">\(Self.rect(box))/></clipPath>\n"
                    svg += "<g clip-path=\"url(#\(id))\">\n" + items(inner) + "</g>\n"
                }
            }
            return svg
        }

        /// The pixels stretched over the image's points, as layout sized them.
        static func image(_ image: VectorImage) -> String {
            guard let url = image.dataURL else { return "" }
            let r = image.rect
            return "<image x=\"\(SVGText.number(r.x))\" y=\"\(SVGText.number(r.y))\" width=\"\(SVGText.number(r.width))\" height=\"\(SVGText.number(r.height))\" preserveAspectRatio=\"none\" href=\"\(url)\"/>\n"
        }

        static func rect(_ box: RoundedBox) -> String {
            let r = box.rect
            var svg = "<rect x=\"\(SVGText.number(r.x))\" y=\"\(SVGText.number(r.y))\" width=\"\(SVGText.number(r.width))\" height=\"\(SVGText.number(r.height))\""
            if box.radius > 0 { svg += " rx=\"\(SVGText.number(box.radius))\"" }
            return svg
        }

        static func shape(_ shape: VectorShape) -> String {
            var svg = rect(shape.box) + paint("fill", shape.fill) + "/>\n"
            if let stroke = shape.stroke {
                let half = shape.strokeWidth / 2
                let inner = RoundedBox(shape.box.rect.inset(by: (half, half, half, half)), radius: shape.box.radius - half)
                svg += rect(inner) + " fill=\"none\"" + paint("stroke", stroke) + " stroke-width=\"\(SVGText.number(shape.strokeWidth))\"/>\n"
            }
            return svg
        }

        static func polygon(_ polygon: VectorPolygon) -> String {
            "<path d=\"\(outline(polygon.points))\"" + paint("fill", polygon.fill) + "/>\n"
        }

        /// A closed path through the x, y pairs of `points`.
        static func outline(_ points: [Double]) -> String {
            let corners = stride(from: 0, to: points.count - 1, by: 2).map { "\(SVGText.number(points[$0])) \(SVGText.number(points[$0 + 1]))" }
            return "M " + corners.joined(separator: " L ") + " Z"
        }

        /// A circle as `circle`, any other outline as `rect`; a trimmed circle as an arc (a pie
        /// when filled); any other trimmed outline whole, clipped to the trim's wedge.
        mutating func figure(_ figure: VectorFigure) -> String {
            guard figure.rotation == 0 else {
                let (cx, cy) = figure.centre
                let turn = "rotate(\(SVGText.number(figure.rotation)) \(SVGText.number(cx)) \(SVGText.number(cy)))"
                return "<g transform=\"\(turn)\">\n" + self.figure(figure.unturned) + "</g>\n"
            }
            guard let gradient = figure.gradient else { return self.figure(figure) { SVGWriter.paint($0, figure.color) } }
            let id = "paint\(paints)"
            paints += 1
            guard let sweep = ConicSweep(gradient) else {
                definitions += SVGGradient.definition(gradient, id: id)
                return self.figure(figure) { " \($0)=\"url(#\(id))\"" }
            }
            // The fan of wedges, shown only where the figure, painted white in a mask, would be.
            let outline = self.figure(figure) { " \($0)=\"#ffffff\"" }
            definitions += "<mask id=\"\(id)\">\n" + outline + "</mask>\n"
            return "<g mask=\"url(#\(id))\">\n" + SVGGradient.wedges(sweep, covering: figure) + "</g>\n"
        }

        /// The figure's element, its fill or stroke painted by `colour` (an attribute name to
        /// the paint's attributes).
        mutating func figure(_ figure: VectorFigure, colour: (String) -> String) -> String {
            var paint = colour("fill")
            if let width = figure.lineWidth { paint = " fill=\"none\"" + colour("stroke") + " stroke-width=\"\(SVGText.number(width))\"" }
            if let path = figure.path { return Self.path(path, figure, paint: paint) }
            let (cx, cy) = figure.centre, r = figure.outline.radius
            let circle = "<circle cx=\"\(SVGText.number(cx))\" cy=\"\(SVGText.number(cy))\" r=\"\(SVGText.number(r))\"" + paint + "/>\n"
            let whole = figure.isCircle ? circle : Self.rect(RoundedBox(figure.outline.rect, radius: figure.outline.radius)) + paint + "/>\n"
            guard let sweep = figure.sweep else { return whole }
            guard sweep.end > sweep.start else { return "" }
            guard figure.isCircle else {
                let id = "clip\(clips)"
                clips += 1
                definitions += "<clipPath id=\"\(id)\"><path d=\"\(Self.outline(figure.wedge))\"/></clipPath>\n"
                return "<g clip-path=\"url(#\(id))\">\n" + whole + "</g>\n"
            }
            if sweep.end - sweep.start >= 2 * Double.pi - 1e-9 { return circle }
            if figure.lineWidth != nil, figure.lineCap != .butt { paint += " stroke-linecap=\"\(figure.lineCap.rawValue)\"" }
            let start = figure.point(at: sweep.start), end = figure.point(at: sweep.end)
            let large = sweep.end - sweep.start > Double.pi ? 1 : 0
            var d = "M \(SVGText.number(start.x)) \(SVGText.number(start.y)) A \(SVGText.number(r)) \(SVGText.number(r)) 0 \(large) 1 \(SVGText.number(end.x)) \(SVGText.number(end.y))"
            if figure.lineWidth == nil { d = "M \(SVGText.number(cx)) \(SVGText.number(cy)) L" + d.dropFirst() + " Z" }
            return "<path d=\"\(d)\"" + paint + "/>\n"
        }

        /// A path view as one `<path d>`, its curves as SVG's own, with its stroke's caps,
        /// joins and dashes.
        static func path(_ path: ShapePath, _ figure: VectorFigure, paint: String) -> String {
            var svg = "<path d=\"\(SVGWriter.pathData(path))\"" + paint
            if figure.lineWidth != nil {
                if figure.lineCap != .butt { svg += " stroke-linecap=\"\(figure.lineCap.rawValue)\"" }
                if figure.lineJoin != .miter { svg += " stroke-linejoin=\"\(figure.lineJoin.rawValue)\"" }
                if !figure.dash.isEmpty { svg += " stroke-dasharray=\"\(figure.dash.map(SVGText.number).joined(separator: " "))\"" }
            }
            return svg + "/>\n"
        }

        static func ring(_ ring: VectorRing) -> String {
            let (x, y) = ring.center
            var svg = "<circle cx=\"\(SVGText.number(x))\" cy=\"\(SVGText.number(y))\" r=\"\(SVGText.number(ring.radius))\" fill=\"none\"\(paint("stroke", ring.track)) stroke-width=\"\(SVGText.number(ring.lineWidth))\"/>\n"
            guard ring.fraction > 0 else { return svg }
            if ring.fraction >= 1 {
                return svg + "<circle cx=\"\(SVGText.number(x))\" cy=\"\(SVGText.number(y))\" r=\"\(SVGText.number(ring.radius))\" fill=\"none\"\(paint("stroke", ring.color)) stroke-width=\"\(SVGText.number(ring.lineWidth))\"/>\n"
            }
            let end = ring.arcEnd
            let large = ring.fraction > 0.5 ? 1 : 0
            svg += "<path d=\"M \(SVGText.number(x)) \(SVGText.number(y - ring.radius)) A \(SVGText.number(ring.radius)) \(SVGText.number(ring.radius)) 0 \(large) 1 \(SVGText.number(end.x)) \(SVGText.number(end.y))\" "
            return svg + "fill=\"none\"\(paint("stroke", ring.color)) stroke-width=\"\(SVGText.number(ring.lineWidth))\" stroke-linecap=\"round\"/>\n"
        }

        mutating func text(_ text: VectorText) -> String {
            let symbol = text.role == .symbol
            var svg = "<text x=\"\(SVGText.number(text.x))\" y=\"\(SVGText.number(text.baseline))\" font-family=\"\(FontStack.css(text.font, symbol: symbol))\" "
            svg += "font-size=\"\(SVGText.number(text.font.size))\""
            if text.font.weight != .regular { svg += " font-weight=\"\(FontStack.weight(text.font.weight))\"" }
            if text.anchor != .start { svg += " text-anchor=\"\(text.anchor.rawValue)\"" }
            if text.monospacedDigit { svg += " font-variant-numeric=\"tabular-nums\"" }
            if text.font.italic { svg += " font-style=\"italic\"" }
            if text.font.width != .standard { svg += " font-stretch=\"\(FontStack.stretch(text.font.width))\"" }
            if text.font.tracking != 0 { svg += " letter-spacing=\"\(SVGText.number(text.font.tracking))\"" }
            let lines = [text.underline ? "underline" : nil, text.strikethrough ? "line-through" : nil].compactMap { $0 }
            if !lines.isEmpty { svg += " text-decoration=\"\(lines.joined(separator: " "))\"" }
            if symbol {
                svg += " filter=\"url(#\(mask(text.color)))\""
            } else {
                svg += paint("fill", text.color)
            }
            return svg + " xml:space=\"preserve\">\(SVGText.escaped(text.text))</text>\n"
        }

        /// A filter that floods a glyph's shape with one colour: any glyph, even a colour emoji,
        /// becomes a monochrome mark as an SF Symbol is.
        mutating func mask(_ color: Color) -> String {
            if let id = masks[color] { return id }
            let id = "symbol\(masks.count)"
            masks[color] = id
            definitions += "<filter id=\"\(id)\"><feFlood flood-color=\"\(color.hexString)\"\(color.opacity < 1 ? " flood-opacity=\"\(SVGText.number(color.opacity))\"" : "")/>"
            definitions += "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>\n"
            return id
        }
    }

    /// A path's `d`: M, L, Q, C and Z, one per element.
    static func pathData(_ path: ShapePath) -> String {
        let n = { (p: ShapePath.Point) in "\(SVGText.number(p.x)) \(SVGText.number(p.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M \(n(p))"
            case .line(let p): "L \(n(p))"
            case .quadCurve(let p, let c): "Q \(n(c)) \(n(p))"
            case .curve(let p, let c1, let c2): "C \(n(c1)) \(n(c2)) \(n(p))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// ` fill="#rrggbb"` (or stroke), with its opacity when the colour is not opaque.
    static func paint(_ attribute: String, _ color: Color) -> String {
        " \(attribute)=\"\(color.hexString)\"" + (color.opacity < 1 ? " \(attribute)-opacity=\"\(SVGText.number(color.opacity))\"" : "")
    }
}
