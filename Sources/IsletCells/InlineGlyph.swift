/// The text of one cell stored in place: up to 15 bytes of UTF-8 in two words, with no
/// reference to count. A frame is thousands of cells, made, copied and compared many times a
/// second; keeping cells free of references makes that a plain memory copy. A grapheme longer
/// than 15 bytes (a letter under a pile of combining marks) keeps as many whole scalars as fit.
package struct InlineGlyph: Hashable, Sendable {
    private var low: UInt64 = 0
    /// Bytes 8 to 14 of the text, and its length in the top byte.
    private var high: UInt64 = 0

    package static let capacity = 15

    /// No text: the right half of a wide glyph.
    package init() {}

    package init(_ text: String) {
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var count = bytes.count
            if count > Self.capacity {
                // Cut before the scalar that would not fit whole.
                count = Self.capacity
                while count > 0, bytes[count] & 0xC0 == 0x80 { count -= 1 }
            }
            for index in 0..<count { set(bytes[index], at: index) }
            high |= UInt64(count) << 56
        }
    }

    /// One scalar on its own: how the painter begins a glyph.
    package init(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            low = UInt64(scalar.value)
            high = 1 << 56
        } else {
            _ = append(scalar)
        }
    }

    /// Adds `scalar` at the end if it fits whole; answers whether it did.
    package mutating func append(_ scalar: Unicode.Scalar) -> Bool {
        let start = count
        guard start + UTF8.width(scalar) <= Self.capacity else { return false }
        var index = start
        for byte in UTF8.encode(scalar)! {
            set(byte, at: index)
            index += 1
        }
        high = high & 0x00FF_FFFF_FFFF_FFFF | UInt64(index) << 56
        return true
    }

    package var count: Int { Int(high >> 56) }

    package var isEmpty: Bool { count == 0 }

    private func byte(at index: Int) -> UInt8 {
        index < 8 ? UInt8(truncatingIfNeeded: low >> (8 * index)) : UInt8(truncatingIfNeeded: high >> (8 * (index - 8)))
    }

    private mutating func set(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << (8 * index)
        } else {
            high |= UInt64(byte) << (8 * (index - 8))
        }
    }

    /// Adds the glyph's UTF-8 to `bytes`: a row of cells is joined as bytes, not as a String
    /// per cell.
    package func appendUTF8(to bytes: inout [UInt8]) {
        for index in 0..<count { bytes.append(byte(at: index)) }
    }

    package var string: String {
        let length = count
        if length == 1 { return String(Unicode.Scalar(byte(at: 0))) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            for index in 0..<length { buffer[index] = byte(at: index) }
            return length
        }
    }
}
