internal import CVector
import Glibc
import IsletPixels

/// A cairo image written as a PNG file by libpng with islet's settings rather than by cairo's
/// writer, which lets no one choose how libpng filters rows or how hard zlib deflates them: at its
/// defaults (every filter tried on every row, zlib's level 6) encoding was about half of a PNG
/// board's time. Here rows are left unfiltered and deflated at zlib's fastest level, which suits
/// a board's flat colours; the file holds the same pixels, and the white bKGD chunk cairo adds.
enum PNGFile {
    /// The PNG file of `surface`, an ARGB32 cairo image: RGB when every pixel is opaque, else
    /// RGBA with the colours un-premultiplied as cairo's writer rounds them.
    static func encode(_ surface: OpaquePointer) throws(RasterImage.Failure) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RasterImage.Failure(description: "cairo's image has no pixels to write") }
        let opaque = (0..<height).allSatisfy { y in
            let row = UnsafeRawPointer(data + y * stride)
            return (0..<width).allSatisfy { x in row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 == 0xFF }
        }
        let channels = opaque ? 3 : 4
        var rows = [UInt8](repeating: 0, count: width * channels * height)
        rows.withUnsafeMutableBufferPointer { rows in
            var at = 0
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), alpha = word >> 24
                    rows[at] = straight(word >> 16, alpha)
                    rows[at + 1] = straight(word >> 8, alpha)
                    rows[at + 2] = straight(word, alpha)
                    if !opaque { rows[at + 3] = UInt8(alpha) }
                    at += channels
                }
            }
        }
        if let missing = LazyLibraries.missing({ islet_lazy_link_open_png($0, $1) }) { throw RasterImage.Failure(description: missing) }
        var file: UnsafeMutablePointer<UInt8>?, count = 0
        let failed = rows.withUnsafeBufferPointer { rows in
            LazyLibraries.missing { reason, capacity in
                islet_png_write(rows.baseAddress, UInt32(width), UInt32(height), width * channels, !opaque, &file, &count, reason, capacity)
            }
        }
        if let failed { throw RasterImage.Failure(description: "cannot write the PNG with libpng: \(failed)") }
        defer { free(file) }
        return Array(UnsafeBufferPointer(start: file, count: count))
    }

    /// The low byte of `premultiplied` as a straight channel of a pixel of `alpha`, rounded as cairo rounds it.
    private static func straight(_ premultiplied: UInt32, _ alpha: UInt32) -> UInt8 {
        let channel = premultiplied & 0xFF
        switch alpha {
        case 0xFF: return UInt8(channel)
        case 0: return 0
        default: return UInt8((channel * 255 + alpha / 2) / alpha)
        }
    }
}
