internal import CVector
import IsletCells
import IsletPixels

/// A drawing painted into pixels by cairo, and its PNG: what `islet render --format png` writes.
/// The pixels stay readable so a test can check the shapes landed where their points say.
public final class RasterImage {
    /// Why a board could not be drawn or written: cairo, pango or libpng missing, an image cairo
    /// would not make, or a file libpng would not write.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The `cairo_surface_t` holding the pixels.
    private let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// `drawing` at `scale` pixels a point; fails only when cairo or pango cannot be loaded.
    public init(_ drawing: VectorDrawing, scale: Double) throws(Failure) {
        if let missing = LazyLibraries.missing({ islet_lazy_link_open_pango($0, $1) && islet_lazy_link_open_png($0, $1) }) {
            throw Failure(description: missing)
        }
        // cairo's images stop at 32,767 pixels a side; a picture is never near it, but its size
        // comes from layout data, so it is clamped rather than trusted.
        width = min(32_767, max(1, Int(saturating: (drawing.size.width * scale).rounded(.up))))
        height = min(32_767, max(1, Int(saturating: (drawing.size.height * scale).rounded(.up))))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let context = cairo_create(surface) else {
            throw Failure(description: "cairo could not make a \(width)x\(height) image")
        }
        self.surface = surface
        cairo_scale(context, scale, scale)
        CairoPainter(context: context).paint(drawing)
        cairo_destroy(context)
        cairo_surface_flush(surface)
    }

    /// A PNG file's pixels, read by cairo; nil when the bytes are not a PNG cairo can read.
    public init?(png: [UInt8]) {
        guard LazyLibraries.missing({ islet_lazy_link_open_cairo($0, $1) }) == nil else { return nil }
        var reader = ByteReader(bytes: png)
        let read = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = closure!.assumingMemoryBound(to: ByteReader.self)
                return reader.pointee.read(into: data!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, pointer)
        }
        guard let read, cairo_surface_status(read) == CAIRO_STATUS_SUCCESS else {
            if let read { cairo_surface_destroy(read) }
            return nil
        }
        surface = read
        width = Int(cairo_image_surface_get_width(read))
        height = Int(cairo_image_surface_get_height(read))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The colour of one pixel, opacity and all (cairo stores it premultiplied).
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)x\(height) image")
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let alpha = word >> 24
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
        func channel(_ shift: UInt32) -> UInt8 { UInt8(min(255, ((word >> shift) & 0xFF) * 255 / alpha)) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), opacity: Double(alpha) / 255)
    }

    /// The image as a PNG file (`PNGFile`); fails only when libpng does.
    public var png: [UInt8] {
        get throws(Failure) { try PNGFile.encode(surface) }
    }

    /// Hands cairo's PNG reader the bytes it asks for, in order.
    private struct ByteReader {
        let bytes: [UInt8]
        var offset = 0

        mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            bytes.withUnsafeBufferPointer { source in
                destination.update(from: source.baseAddress! + offset, count: count)
            }
            offset += count
            return true
        }
    }
}
