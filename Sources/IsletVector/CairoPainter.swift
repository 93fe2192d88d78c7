internal import CVector
import IsletCells
import IsletViews

/// Paints a drawing through cairo, text through pango: the PNG backend of the same description
/// the SVG writer reads, so both pictures show the same shapes at the same points.
struct CairoPainter {
    /// The `cairo_t` it paints on.
    let context: OpaquePointer

    func paint(_ drawing: VectorDrawing) {
        setColor(drawing.background)
        cairo_paint(context)
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
                cairo_save(context)
                path(box)
                cairo_clip(context)
                items(inner)
                cairo_restore(context)
            }
        }
    }

    /// The pixels copied into a cairo image (premultiplied, native-endian ARGB) and painted
    /// stretched over the image's points.
    private func image(_ image: VectorImage) {
        let pixels = image.pixels
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let at = (y * pixels.width + x) * 4, alpha = UInt32(pixels.rgba[at + 3])
                func channel(_ offset: Int) -> UInt32 { (UInt32(pixels.rgba[at + offset]) * alpha + 127) / 255 }
                let word = alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: word, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        let r = image.rect
        cairo_save(context)
        cairo_translate(context, r.x, r.y)
        cairo_scale(context, r.width / Double(pixels.width), r.height / Double(pixels.height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    private func setColor(_ color: Color) {
        let (r, g, b, a) = Self.channels(color)
        cairo_set_source_rgba(context, r, g, b, a)
    }

    /// The figure's gradient as the source, or its colour when it has none.
    private func setPaint(_ figure: VectorFigure) {
        if !setGradient(of: figure) { setColor(figure.color) }
    }

    /// A rounded rectangle as one closed path of four arcs and four sides.
    private func path(_ box: RoundedBox) {
        let r = box.rect, radius = box.radius
        cairo_new_path(context)
        guard radius > 0 else {
            cairo_rectangle(context, r.x, r.y, r.width, r.height)
            return
        }
        let pi = Double.pi
        cairo_arc(context, r.maxX - radius, r.y + radius, radius, -pi / 2, 0)
        cairo_arc(context, r.maxX - radius, r.maxY - radius, radius, 0, pi / 2)
        cairo_arc(context, r.x + radius, r.maxY - radius, radius, pi / 2, pi)
        cairo_arc(context, r.x + radius, r.y + radius, radius, pi, 3 * pi / 2)
        cairo_close_path(context)
    }

    private func shape(_ shape: VectorShape) {
        path(shape.box)
        setColor(shape.fill)
        cairo_fill(context)
        guard let stroke = shape.stroke else { return }
        let half = shape.strokeWidth / 2
        path(RoundedBox(shape.box.rect.inset(by: (half, half, half, half)), radius: shape.box.radius - half))
        setColor(stroke)
        cairo_set_line_width(context, shape.strokeWidth)
        cairo_stroke(context)
    }

    private func polygon(_ polygon: VectorPolygon) {
        guard polygon.points.count >= 6 else { return }
        path(polygon.points)
        setColor(polygon.fill)
        cairo_fill(context)
    }

    /// A closed path through the x, y pairs of `points`.
    private func path(_ points: [Double]) {
        cairo_new_path(context)
        cairo_move_to(context, points[0], points[1])
        for index in stride(from: 2, to: points.count - 1, by: 2) {
            cairo_line_to(context, points[index], points[index + 1])
        }
        cairo_close_path(context)
    }

    /// As `SVGWriter` draws it: a circle or rounded rectangle, a trimmed circle as an arc (a pie
    /// when filled), any other trimmed outline clipped to the trim's wedge.
    private func figure(_ figure: VectorFigure) {
        if figure.rotation != 0 {
            let (cx, cy) = figure.centre
            cairo_save(context)
            cairo_translate(context, cx, cy)
            cairo_rotate(context, figure.rotation * Double.pi / 180)
            cairo_translate(context, -cx, -cy)
            self.figure(figure.unturned)
            cairo_restore(context)
            return
        }
        if let path = figure.path { return self.path(path, figure) }
        let (cx, cy) = figure.centre
        if let sweep = figure.sweep {
            guard sweep.end > sweep.start else { return }
            if !figure.isCircle {
                cairo_save(context)
                path(figure.wedge)
                cairo_clip(context)
                self.figure(VectorFigure(outline: figure.outline, lineWidth: figure.lineWidth, color: figure.color, sweep: nil, lineCap: figure.lineCap, gradient: figure.gradient))
                cairo_restore(context)
                return
            }
            cairo_new_path(context)
            if figure.lineWidth == nil { cairo_move_to(context, cx, cy) }
            cairo_arc(context, cx, cy, figure.outline.radius, sweep.start, min(sweep.end, sweep.start + 2 * Double.pi))
            if figure.lineWidth == nil { cairo_close_path(context) }
        } else if figure.isCircle {
            cairo_new_path(context)
            cairo_arc(context, cx, cy, figure.outline.radius, 0, 2 * Double.pi)
        } else {
            path(RoundedBox(figure.outline.rect, radius: figure.outline.radius))
        }
        setPaint(figure)
        if let width = figure.lineWidth {
            cairo_set_line_width(context, width)
            let round = figure.sweep != nil && figure.lineCap == .round
            if round { cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND) }
            cairo_stroke(context)
            if round { cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT) }
        } else {
            cairo_fill(context)
        }
    }

    /// A path view as cairo's own path: lines and cubic curves (a quadratic one raised to the
    /// cubic through the same points), filled or stroked with its caps, joins and dashes.
    private func path(_ path: ShapePath, _ figure: VectorFigure) {
        cairo_new_path(context)
        var current = ShapePath.Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y); current = p
            case .line(let p): cairo_line_to(context, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = (current.x + 2 * (c.x - current.x) / 3, current.y + 2 * (c.y - current.y) / 3)
                let c2 = (p.x + 2 * (c.x - p.x) / 3, p.y + 2 * (c.y - p.y) / 3)
                cairo_curve_to(context, c1.0, c1.1, c2.0, c2.1, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .close: cairo_close_path(context)
            }
        }
        setPaint(figure)
        guard let width = figure.lineWidth else { return cairo_fill(context) }
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][figure.lineCap]!)
        // cairo's joins are numbered miter, round, bevel, as `LineJoin`'s cases are.
        cairo_set_line_join(context, cairo_line_join_t(UInt32(ResolvedShape.LineJoin.allCases.firstIndex(of: figure.lineJoin)!)))
        figure.dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    private func ring(_ ring: VectorRing) {
        cairo_set_line_width(context, ring.lineWidth)
        cairo_new_path(context)
        cairo_arc(context, ring.center.x, ring.center.y, ring.radius, 0, 2 * Double.pi)
        setColor(ring.track)
        cairo_stroke(context)
        guard ring.fraction > 0 else { return }
        cairo_set_line_cap(context, ring.fraction >= 1 ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND)
        cairo_new_path(context)
        cairo_arc(context, ring.center.x, ring.center.y, ring.radius, -Double.pi / 2, ring.fraction >= 1 ? 3 * Double.pi / 2 : ring.endAngle)
        setColor(ring.color)
        cairo_stroke(context)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    /// One line through pango, positioned by its baseline and anchor as SVG positions text.
    private func text(_ text: VectorText) {
        guard let layout = pango_cairo_create_layout(context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let symbol = text.role == .symbol
        let description = pango_font_description_from_string(FontStack.pango(text.font, symbol: symbol))
        defer { pango_font_description_free(description) }
        pango_font_description_set_weight(description, PangoWeight(UInt32(FontStack.weight(text.font.weight))))
        pango_font_description_set_absolute_size(description, text.font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        if text.monospacedDigit, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text.text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        let x: Double
        switch text.anchor {
        case .start: x = text.x
        case .middle: x = text.x - width / 2
        case .end: x = text.x - width
        }
        cairo_move_to(context, x, text.baseline - baseline)
        if symbol {
            // The glyph's coverage, filled with the view's colour: a monochrome mark.
            cairo_push_group(context)
            pango_cairo_show_layout(context, layout)
            let coverage = cairo_pop_group(context)
            setColor(text.color)
            cairo_mask(context, coverage)
            cairo_pattern_destroy(coverage)
        } else {
            setColor(text.color)
            pango_cairo_show_layout(context, layout)
            decorate(text, from: x, width: width)
        }
    }

    /// `.underline()` and `.strikethrough()` as lines of the text's colour across its width,
    /// where a browser draws SVG's `text-decoration`: a tenth of an em under the baseline, and
    /// through the middle of the small letters.
    private func decorate(_ text: VectorText, from x: Double, width: Double) {
        let thickness = max(1, text.font.size / 14)
        for (drawn, offset) in [(text.underline, 0.1), (text.strikethrough, -0.3)] where drawn {
            cairo_new_path(context)
            cairo_rectangle(context, x, text.baseline + text.font.size * offset - thickness / 2, width, thickness)
            cairo_fill(context)
        }
    }
}
