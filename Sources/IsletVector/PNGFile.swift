internal import CVector

/// A cairo image written as a PNG file by islet rather than by cairo's writer, which lets no one
/// choose how libpng filters rows or how hard zlib deflates them: at its defaults (every filter
/// tried on every row, zlib's level 6) encoding was about half of a PNG board's time. Here rows
/// are left unfiltered and deflated at zlib's fastest level, which suits a board's flat colours;
/// the file holds the same pixels, and the same chunks cairo writes (IHDR, a white bKGD, IDAT, IEND).
enum PNGFile {
    /// The PNG file of `surface`, an ARGB32 cairo image: RGB when every pixel is opaque, else
    /// RGBA with the colours un-premultiplied as cairo's writer rounds them.
    static func encode(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let opaque = (0..<height).allSatisfy { y in
            let row = UnsafeRawPointer(data + y * stride)
            return (0..<width).allSatisfy { x in row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 == 0xFF }
        }
        let channels = opaque ? 3 : 4, rowBytes = 1 + width * channels
        // Each row is its filter byte (0, none) and then the pixels.
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        rows.withUnsafeMutableBufferPointer { rows in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                var at = y * rowBytes + 1
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
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Width, height, 8 bits a sample, RGB (2) or RGBA (6), deflate, the standard filters, no interlacing.
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, opaque ? 2 : 6, 0, 0, 0], into: &file)
        chunk("bKGD", [0, 0xFF, 0, 0xFF, 0, 0xFF], into: &file)
        chunk("IDAT", deflated(rows), into: &file)
        chunk("IEND", [], into: &file)
        return file
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

    /// `bytes` as one zlib stream, at zlib's fastest level.
    private static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_BEST_SPEED, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        let written = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                // With room for deflateBound's answer, one call with Z_FINISH writes the whole stream.
                return deflate(&stream, Z_FINISH) == Z_STREAM_END ? output.count - Int(stream.avail_out) : 0
            }
        }
        return Array(output.prefix(written))
    }

    /// Appends a chunk: its length, its type, its data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + typed
        file += bigEndian(UInt32(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
