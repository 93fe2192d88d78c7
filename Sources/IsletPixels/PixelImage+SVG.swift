import IsletCells

extension PixelImage {
    /// The longest side of a symbol's raster: a 400-point font (the largest a layout takes) at
    /// 3x is 1020 pixels. A larger symbol is drawn at most this big and scaled by its view.
    public static let longestSymbolSide = 1024

    /// The element `id` (`"#Regular-M"`) of an SVG drawn `height` pixels tall, its width in
    /// proportion, as straight RGBA: a custom symbol's glyph. Without that element the whole
    /// document is drawn, as a symbol exported as a plain SVG is. The SVG is vetted first
    /// (`SVGVetting`), and the raster keeps within `longestSymbolSide` whatever `height` asks:
    /// a wider glyph is drawn less tall, so the caller reads the scale from the answer's height.
    public init(svg bytes: [UInt8], element id: String, height asked: Int) throws(Failure) {
        try SVGVetting.check(bytes)
        let rsvg: SVGLibrary, cairo: CairoLibrary
        do {
            rsvg = try SVGLibrary.shared.get()
            cairo = try CairoLibrary.shared.get()
        } catch { throw Failure(error.description) }
        var error: UnsafeMutableRawPointer?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg.handleNewFromData($0.baseAddress, $0.count, &error) }) else {
            throw Failure(rsvg.message(error, fallback: "not an SVG librsvg can read"))
        }
        defer { rsvg.objectUnref(handle) }
        // Rectangles are x, y, width, height.
        var ink = [Double](repeating: 0, count: 4), logical = [Double](repeating: 0, count: 4)
        var element: String? = id
        if rsvg.geometryForElement(handle, id, &ink, &logical, &error) == 0 {
            if let error { rsvg.errorFree(error) }
            error = nil
            element = nil
            guard rsvg.geometryForElement(handle, nil as UnsafePointer<CChar>?, &ink, &logical, &error) != 0 else {
                throw Failure(rsvg.message(error, fallback: "librsvg could not measure the SVG"))
            }
        }
        guard ink[2] > 0, ink[3] > 0, ink[2].isFinite, ink[3].isFinite else { throw Failure("the SVG draws nothing") }
        let side = Double(Self.longestSymbolSide), aspect = ink[2] / ink[3]
        let tall = min(Double(min(max(asked, 1), Self.longestSymbolSide)), side / aspect)
        guard tall >= 1 else { throw Failure("the SVG's drawing is \(Int(saturating: aspect)) times wider than tall, more than islet draws") }
        let height = Int(tall.rounded(.down)), width = min(Self.longestSymbolSide, max(1, Int((aspect * Double(height)).rounded())))
        guard let surface = cairo.imageSurfaceCreate(CairoLibrary.formatARGB32, Int32(width), Int32(height)), let context = cairo.create(surface) else {
            throw Failure("cairo could not make a \(width)x\(height) image")
        }
        defer {
            cairo.destroy(context)
            cairo.surfaceDestroy(surface)
        }
        let viewport = [0, 0, Double(width), Double(height)]
        guard rsvg.renderElement(handle, context, element, viewport, &error) != 0 else { throw Failure(rsvg.message(error, fallback: "librsvg could not draw the SVG")) }
        cairo.surfaceFlush(surface)
        guard let data = cairo.imageSurfaceGetData(surface) else { throw Failure("cairo gave no pixels") }
        let stride = Int(cairo.imageSurfaceGetStride(surface))
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
