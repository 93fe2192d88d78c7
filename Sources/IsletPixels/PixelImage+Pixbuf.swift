import IsletCells
internal import CPixels

/// Decoding, scaling and encoding through gdk-pixbuf: islet's only ways between image files
/// and pixels.
extension PixelImage {
    /// Why a picture could not be read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    /// The pixels of a PNG or JPEG file's bytes (any format gdk-pixbuf reads), turned upright
    /// as a JPEG's orientation tag says. The size the file's header gives is checked against
    /// `mostPixels` before the loader allocates anything, and an SVG is vetted first (`SVGVetting`).
    public init(decoding bytes: [UInt8]) throws(Failure) {
        if SVGVetting.looksLikeXML(bytes) { try SVGVetting.check(bytes) }
        try Self.openPixbuf()
        guard let loader = gdk_pixbuf_loader_new() else { throw Failure("gdk-pixbuf could not start a loader") }
        defer { g_object_unref(loader) }
        var gate = SizeGate()
        var error: UnsafeMutablePointer<GError>?
        let finished = withUnsafeMutablePointer(to: &gate) { pointer in
            // The signal is emitted only inside write and close, while `pointer` is valid.
            _ = g_signal_connect_data(loader, "size-prepared", unsafeBitCast(SizeGate.handler, to: GCallback.self), pointer, nil, GConnectFlags(0))
            let written = bytes.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, UInt($0.count), &error) }
            // Closing is needed even after a failed write, and reports a truncated file.
            var closeError: UnsafeMutablePointer<GError>?
            let closed = gdk_pixbuf_loader_close(loader, &closeError)
            if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
            return written != 0 && closed != 0
        }
        if let refused = gate.refused {
            if let error { g_error_free(error) }
            throw Failure(Self.tooLarge(width: refused.width, height: refused.height))
        }
        guard finished, let decoded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw Failure(LazyLibraries.message(error, fallback: "not an image gdk-pixbuf can read"))
        }
        if let error { g_error_free(error) }
        guard let upright = gdk_pixbuf_apply_embedded_orientation(decoded) else { throw Failure("gdk-pixbuf could not turn the image upright") }
        defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
        self = try Self(copying: upright)
    }

    /// Opens gdk-pixbuf, or says which library is missing and the Debian package that has it.
    private static func openPixbuf() throws(Failure) {
        if let missing = LazyLibraries.missing({ islet_lazy_link_open_pixbuf($0, $1) }) { throw Failure(missing) }
    }

    /// What a loader's header said, written from its `size-prepared` signal (emitted once the
    /// loader knows the size and before it allocates pixels). A size past the limits is answered
    /// with 0 x 0, which every gdk-pixbuf loader takes as "stop here", and is kept to be reported.
    private struct SizeGate {
        var refused: (width: Int, height: Int)?

        /// The signal's handler: gdk-pixbuf calls it back with the loader, the size and the gate.
        static let handler: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { loader, width, height, data in
            guard let gate = data?.assumingMemoryBound(to: SizeGate.self), !PixelImage.fits(width: Int(width), height: Int(height)) else { return }
            gate.pointee.refused = gate.pointee.refused ?? (Int(width), Int(height))
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
    }

    /// A pixbuf's pixels, whatever its channels and row padding, as straight RGBA.
    private init(copying image: OpaquePointer) throws(Failure) {
        let width = Int(gdk_pixbuf_get_width(image)), height = Int(gdk_pixbuf_get_height(image))
        let channels = Int(gdk_pixbuf_get_n_channels(image)), stride = Int(gdk_pixbuf_get_rowstride(image))
        guard Self.fits(width: width, height: height) else { throw Failure(Self.tooLarge(width: width, height: height)) }
        guard gdk_pixbuf_get_bits_per_sample(image) == 8, channels == 3 || channels == 4, let source = gdk_pixbuf_read_pixels(image) else {
            throw Failure("an image of \(width)x\(height) pixels with \(channels) channels islet cannot use")
        }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * stride + x * channels, to = (y * width + x) * 4
                for channel in 0..<channels { bytes[to + channel] = source[from + channel] }
            }
        }
        self.init(width: width, height: height, rgba: bytes)
    }

    /// The image encoded as a file of `type` (`"png"`, `"jpeg"`), for SVG's embedded images
    /// and for tests that need a file.
    public func encoded(as type: String = "png") throws(Failure) -> [UInt8] {
        try Self.openPixbuf()
        // JPEG has no alpha: it is given the RGB alone.
        return try withPixbuf(alpha: type != "jpeg") { (image) throws(Failure) in
            var buffer: UnsafeMutablePointer<CChar>?
            var size: UInt = 0
            var error: UnsafeMutablePointer<GError>?
            guard gdk_pixbuf_save_to_bufferv(image, &buffer, &size, type, nil, nil, &error) != 0, let buffer else {
                throw Failure(LazyLibraries.message(error, fallback: "gdk-pixbuf could not write \(type)"))
            }
            defer { g_free(buffer) }
            return Array(UnsafeRawBufferPointer(start: buffer, count: Int(size)))
        }
    }

    /// `behind` with this image scaled to `box` (pixels of `behind`, which may reach past its
    /// edges, as a `scaledToFill` image does) and laid over it: what one view's cells show,
    /// before they become symbols. `behind` is opaque, and so is the answer.
    public func placed(in box: (x: Double, y: Double, width: Double, height: Double), over behind: PixelImage) throws(Failure) -> PixelImage {
        try Self.openPixbuf()
        let left = max(0, Int(box.x.rounded(.down))), top = max(0, Int(box.y.rounded(.down)))
        let right = min(behind.width, Int((box.x + box.width).rounded(.up))), bottom = min(behind.height, Int((box.y + box.height).rounded(.up)))
        guard right > left, bottom > top, box.width > 0, box.height > 0 else { return behind }
        var canvas = behind.rgba
        try canvas.withUnsafeMutableBufferPointer { (target) throws(Failure) in
            guard let destination = gdk_pixbuf_new_from_data(target.baseAddress, GDK_COLORSPACE_RGB, 1, 8, Int32(behind.width), Int32(behind.height), Int32(behind.width * 4), nil, nil) else {
                throw Failure("gdk-pixbuf could not take a \(behind.width)x\(behind.height) picture")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(destination)) }
            try withPixbuf(alpha: true) { (image) throws(Failure) in
                gdk_pixbuf_composite(
                    image, destination, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top), box.x, box.y,
                    box.width / Double(width), box.height / Double(height), GDK_INTERP_BILINEAR, 255
                )
            }
        }
        return PixelImage(width: behind.width, height: behind.height, rgba: canvas)
    }

    /// `body` with a pixbuf over these bytes (borrowed, not copied), with or without alpha.
    private func withPixbuf<Answer>(alpha: Bool, _ body: (OpaquePointer) throws(Failure) -> Answer) throws(Failure) -> Answer {
        let bytes = alpha ? rgba : rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        let channels = alpha ? 4 : 3
        return try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> Answer in
            guard let image = gdk_pixbuf_new_from_data(buffer.baseAddress, GDK_COLORSPACE_RGB, alpha ? 1 : 0, 8, Int32(width), Int32(height), Int32(width * channels), nil, nil) else {
                throw Failure("gdk-pixbuf could not take a \(width)x\(height) image")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(image)) }
            return try body(image)
        }
    }
}
