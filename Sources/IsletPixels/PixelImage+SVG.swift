internal import CPixels
import IsletCells

extension PixelImage {
    /// The element `id` (`"#Regular-M"`) of an SVG drawn `height` pixels tall, its width in
    /// proportion, as straight RGBA: a custom symbol's glyph. Without that element the whole
    /// document is drawn, as a symbol exported as a plain SVG is. The SVG is vetted first
    /// (`SVGVetting`), and the raster keeps within `longestSymbolSide` whatever `height` asks:
    /// a wider glyph is drawn less tall, so the caller reads the scale from the answer's height.
    public init(svg bytes: [UInt8], element id: String, height asked: Int) throws(Failure) {
        try SVGVetting.check(bytes)
        if let missing = LazyLibraries.missing({ islet_lazy_link_open_rsvg($0, $1) }) { throw Failure(missing) }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, UInt($0.count), &error) }) else {
            throw Failure(LazyLibraries.message(error, fallback: "not an SVG librsvg can read"))
        }
        defer { g_object_unref(handle) }
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var element: String? = id
        if rsvg_handle_get_geometry_for_element(handle, id, &ink, &logical, &error) == 0 {
            if let error { g_error_free(error) }
            error = nil
            element = nil
            guard rsvg_handle_get_geometry_for_element(handle, nil, &ink, &logical, &error) != 0 else {
                throw Failure(LazyLibraries.message(error, fallback: "librsvg could not measure the SVG"))
            }
        }
        guard ink.width > 0, ink.height > 0, ink.width.isFinite, ink.height.isFinite else { throw Failure("the SVG draws nothing") }
        let side = Double(Self.longestSymbolSide), aspect = ink.width / ink.height
        let tall = min(Double(min(max(asked, 1), Self.longestSymbolSide)), side / aspect)
        guard tall >= 1 else { throw Failure("the SVG's drawing is \(Int(saturating: aspect)) times wider than tall, more than islet draws") }
        let height = Int(tall.rounded(.down)), width = min(Self.longestSymbolSide, max(1, Int((aspect * Double(height)).rounded())))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), let context = cairo_create(surface) else {
            throw Failure("cairo could not make a \(width)x\(height) image")
        }
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_element(handle, context, element, &viewport, &error) != 0 else {
            throw Failure(LazyLibraries.message(error, fallback: "librsvg could not draw the SVG"))
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure("cairo gave no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // cairo's native-endian, premultiplied ARGB, made straight RGBA.
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let alpha = word >> 24, at = (y * width + x) * 4
                guard alpha > 0 else { continue }
                for (offset, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] { rgba[at + offset] = UInt8(min(255, ((word >> shift) & 0xFF) * 255 / alpha)) }
                rgba[at + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }
}
