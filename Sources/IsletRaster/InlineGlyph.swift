/// The text of one cell stored in place: up to 15 bytes of UTF-8 in two words, with no
/// reference to count. A frame is thousands of cells, made, copied and compared many times a
/// second; keeping cells free of references makes that a plain memory copy. A grapheme longer
/// than 15 bytes (a letter under a pile of combining marks) keeps as many whole scalars as fit.
struct InlineGlyph: Equatable, Sendable {
    private var low: UInt64 = 0
    /// Bytes 8 to 14 of the text, and its length in the top byte.
    private var high: UInt64 = 0

    static let capacity = 15

    init(_ text: String) {
        var count = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            guard count + length <= Self.capacity else { break }
            for byte in UTF8.encode(scalar)! {
                set(byte, at: count)
                count += 1
            }
        }
        high |= UInt64(count) << 56
    }

    var count: Int { Int(high >> 56) }

    var isEmpty: Bool { count == 0 }

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

    var string: String {
        let length = count
        if length == 1 { return String(Unicode.Scalar(byte(at: 0))) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            for index in 0..<length { buffer[index] = byte(at: index) }
            return length
        }
    }
}
