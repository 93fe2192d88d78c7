import IsletCells
import IsletPixels
import IsletViews

/// Paints a drawing through cairo, text through pango: the PNG backend of the same description
/// the SVG writer reads, so both pictures show the same shapes at the same points.
struct CairoPainter {
    let cairo: CairoLibrary
    let context: CairoLibrary.Context

    func paint(_ drawing: VectorDrawing) {
        setColor(drawing.background)
        cairo.paint(context)
        items(drawing.items)
    }

    private func items(_ list: [VectorItem]) {
        for item in list {
            switch item {
            case .shape(let shape): self.shape(shape)
            case .text(let text): self.text(text)
            case .ring(let ring): self.ring(ring)
            case .polygon(let polygon): self.polygon(polygon)
            case .figure(let figure): self.figure(figure)
            case .image(let image): self.image(image)
            case .clipped(let box, let inner):
                cairo.save(context)
                path(box)
                cairo.clip(context)
                items(inner)
                cairo.restore(context)
            }
        }
    }

    /// The pixels copied into a cairo image (premultiplied, native-endian ARGB) and painted
    /// stretched over the image's points.
    private func image(_ image: VectorImage) {
        let pixels = image.pixels
        guard let surface = cairo.imageSurfaceCreate(CairoLibrary.formatARGB32, Int32(pixels.width), Int32(pixels.height)) else { return }
        defer { cairo.surfaceDestroy(surface) }
        guard cairo.surfaceStatus(surface) == CairoLibrary.success, let data = cairo.imageSurfaceGetData(surface) else { return }
        cairo.surfaceFlush(surface)
        let stride = Int(cairo.imageSurfaceGetStride(surface))
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let at = (y * pixels.width + x) * 4, alpha = UInt32(pixels.rgba[at + 3])
                func channel(_ offset: Int) -> UInt32 { (UInt32(pixels.rgba[at + offset]) * alpha + 127) / 255 }
                let word = alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: word, as: UInt32.self)
            }
        }
        cairo.surfaceMarkDirty(surface)
        let r = image.rect
        cairo.save(context)
        cairo.translate(context, r.x, r.y)
        cairo.scale(context, r.width / Double(pixels.width), r.height / Double(pixels.height))
        cairo.setSourceSurface(context, surface, 0, 0)
        cairo.paint(context)
        cairo.restore(context)
    }

    private func setColor(_ color: Color) {
        let (r, g, b, a) = Self.channels(color)
        cairo.setSourceRGBA(context, r, g, b, a)
    }

    /// The figure's gradient as the source, or its colour when it has none.
    private func setPaint(_ figure: VectorFigure) {
        if !setGradient(of: figure) { setColor(figure.color) }
    }

    /// A rounded rectangle as one closed path of four arcs and four sides.
    private func path(_ box: RoundedBox) {
        let r = box.rect, radius = box.radius
        cairo.newPath(context)
        guard radius > 0 else {
            cairo.rectangle(context, r.x, r.y, r.width, r.height)
            return
        }
        let pi = Double.pi
        cairo.arc(context, r.maxX - radius, r.y + radius, radius, -pi / 2, 0)
        cairo.arc(context, r.maxX - radius, r.maxY - radius, radius, 0, pi / 2)
        cairo.arc(context, r.x + radius, r.maxY - radius, radius, pi / 2, pi)
        cairo.arc(context, r.x + radius, r.y + radius, radius, pi, 3 * pi / 2)
        cairo.closePath(context)
    }

    private func shape(_ shape: VectorShape) {
        path(shape.box)
        setColor(shape.fill)
        cairo.fill(context)
        guard let stroke = shape.stroke else { return }
        let half = shape.strokeWidth / 2
        path(RoundedBox(shape.box.rect.inset(by: (half, half, half, half)), radius: shape.box.radius - half))
        setColor(stroke)
        cairo.setLineWidth(context, shape.strokeWidth)
        cairo.stroke(context)
    }

    private func polygon(_ polygon: VectorPolygon) {
        guard polygon.points.count >= 6 else { return }
        path(polygon.points)
        setColor(polygon.fill)
        cairo.fill(context)
    }

    /// A closed path through the x, y pairs of `points`.
    private func path(_ points: [Double]) {
        cairo.newPath(context)
        cairo.moveTo(context, points[0], points[1])
        for index in stride(from: 2, to: points.count - 1, by: 2) {
            cairo.lineTo(context, points[index], points[index + 1])
        }
        cairo.closePath(context)
    }

    /// As `SVGWriter` draws it: a circle or rounded rectangle, a trimmed circle as an arc (a pie
    /// when filled), any other trimmed outline clipped to the trim's wedge.
    private func figure(_ figure: VectorFigure) {
        if figure.rotation != 0 {
            let (cx, cy) = figure.centre
            cairo.save(context)
            cairo.translate(context, cx, cy)
            cairo.rotate(context, figure.rotation * Double.pi / 180)
            cairo.translate(context, -cx, -cy)
            self.figure(figure.unturned)
            cairo.restore(context)
            return
        }
        if let path = figure.path { return self.path(path, figure) }
        let (cx, cy) = figure.centre
        if let sweep = figure.sweep {
            guard sweep.end > sweep.start else { return }
            if !figure.isCircle {
                cairo.save(context)
                path(figure.wedge)
                cairo.clip(context)
                self.figure(VectorFigure(outline: figure.outline, lineWidth: figure.lineWidth, color: figure.color, sweep: nil, lineCap: figure.lineCap, gradient: figure.gradient))
                cairo.restore(context)
                return
            }
            cairo.newPath(context)
            if figure.lineWidth == nil { cairo.moveTo(context, cx, cy) }
            cairo.arc(context, cx, cy, figure.outline.radius, sweep.start, min(sweep.end, sweep.start + 2 * Double.pi))
            if figure.lineWidth == nil { cairo.closePath(context) }
        } else if figure.isCircle {
            cairo.newPath(context)
            cairo.arc(context, cx, cy, figure.outline.radius, 0, 2 * Double.pi)
        } else {
            path(RoundedBox(figure.outline.rect, radius: figure.outline.radius))
        }
        setPaint(figure)
        if let width = figure.lineWidth {
            cairo.setLineWidth(context, width)
            let round = figure.sweep != nil && figure.lineCap == .round
            if round { cairo.setLineCap(context, CairoLibrary.lineCapRound) }
            cairo.stroke(context)
            if round { cairo.setLineCap(context, CairoLibrary.lineCapButt) }
        } else {
            cairo.fill(context)
        }
    }

    /// A path view as cairo's own path: lines and cubic curves (a quadratic one raised to the
    /// cubic through the same points), filled or stroked with its caps, joins and dashes.
    private func path(_ path: ShapePath, _ figure: VectorFigure) {
        cairo.newPath(context)
        var current = ShapePath.Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p): cairo.moveTo(context, p.x, p.y); current = p
            case .line(let p): cairo.lineTo(context, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = (current.x + 2 * (c.x - current.x) / 3, current.y + 2 * (c.y - current.y) / 3)
                let c2 = (p.x + 2 * (c.x - p.x) / 3, p.y + 2 * (c.y - p.y) / 3)
                cairo.curveTo(context, c1.0, c1.1, c2.0, c2.1, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2): cairo.curveTo(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .close: cairo.closePath(context)
            }
        }
        setPaint(figure)
        guard let width = figure.lineWidth else { return cairo.fill(context) }
        cairo.setLineWidth(context, width)
        cairo.setLineCap(context, [.butt: CairoLibrary.lineCapButt, .round: CairoLibrary.lineCapRound, .square: CairoLibrary.lineCapSquare][figure.lineCap]!)
        // cairo's joins are numbered miter, round, bevel, as `LineJoin`'s cases are.
        cairo.setLineJoin(context, Int32(ResolvedShape.LineJoin.allCases.firstIndex(of: figure.lineJoin)!))
        figure.dash.withUnsafeBufferPointer { cairo.setDash(context, $0.baseAddress, Int32($0.count), 0) }
        cairo.stroke(context)
        cairo.setDash(context, nil, 0, 0)
        cairo.setLineJoin(context, 0)
        cairo.setLineCap(context, CairoLibrary.lineCapButt)
    }

    private func ring(_ ring: VectorRing) {
        cairo.setLineWidth(context, ring.lineWidth)
        cairo.newPath(context)
        cairo.arc(context, ring.center.x, ring.center.y, ring.radius, 0, 2 * Double.pi)
        setColor(ring.track)
        cairo.stroke(context)
        guard ring.fraction > 0 else { return }
        cairo.setLineCap(context, ring.fraction >= 1 ? CairoLibrary.lineCapButt : CairoLibrary.lineCapRound)
        cairo.newPath(context)
        cairo.arc(context, ring.center.x, ring.center.y, ring.radius, -Double.pi / 2, ring.fraction >= 1 ? 3 * Double.pi / 2 : ring.endAngle)
        setColor(ring.color)
        cairo.stroke(context)
        cairo.setLineCap(context, CairoLibrary.lineCapButt)
    }

    /// One line through pango, positioned by its baseline and anchor as SVG positions text.
    private func text(_ text: VectorText) {
        guard let layout = cairo.createLayout(context) else { return }
        defer { cairo.objectUnref(UnsafeMutableRawPointer(layout)) }
        let symbol = text.role == .symbol
        let description = cairo.fontDescriptionFromString(FontStack.pango(text.font, symbol: symbol))
        defer { cairo.fontDescriptionFree(description) }
        cairo.fontDescriptionSetWeight(description, Int32(FontStack.weight(text.font.weight)))
        cairo.fontDescriptionSetAbsoluteSize(description, text.font.size * CairoLibrary.pangoScale)
        cairo.layoutSetFontDescription(layout, description)
        if text.monospacedDigit, let attributes = cairo.attributeListNew() {
            cairo.attributeListInsert(attributes, cairo.attributeFontFeaturesNew("tnum 1"))
            cairo.layoutSetAttributes(layout, attributes)
            cairo.attributeListUnref(attributes)
        }
        cairo.layoutSetText(layout, text.text, -1)
        var ink = [Int32](repeating: 0, count: 4), logical = [Int32](repeating: 0, count: 4)
        cairo.layoutGetExtents(layout, &ink, &logical)
        let width = Double(logical[2]) / CairoLibrary.pangoScale
        let baseline = Double(cairo.layoutGetBaseline(layout)) / CairoLibrary.pangoScale
        let x: Double
        switch text.anchor {
        case .start: x = text.x
        case .middle: x = text.x - width / 2
        case .end: x = text.x - width
        }
        cairo.moveTo(context, x, text.baseline - baseline)
        if symbol {
            // The glyph's coverage, filled with the view's colour: a monochrome mark.
            cairo.pushGroup(context)
            cairo.showLayout(context, layout)
            let coverage = cairo.popGroup(context)
            setColor(text.color)
            cairo.mask(context, coverage)
            cairo.patternDestroy(coverage)
        } else {
            setColor(text.color)
            cairo.showLayout(context, layout)
            decorate(text, from: x, width: width)
        }
    }

    /// `.underline()` and `.strikethrough()` as lines of the text's colour across its width,
    /// where a browser draws SVG's `text-decoration`: a tenth of an em under the baseline, and
    /// through the middle of the small letters.
    private func decorate(_ text: VectorText, from x: Double, width: Double) {
        let thickness = max(1, text.font.size / 14)
        for (drawn, offset) in [(text.underline, 0.1), (text.strikethrough, -0.3)] where drawn {
            cairo.newPath(context)
            cairo.rectangle(context, x, text.baseline + text.font.size * offset - thickness / 2, width, thickness)
            cairo.fill(context)
        }
    }
}
