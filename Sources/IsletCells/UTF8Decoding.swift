/// Scalars read straight from a string's UTF-8 bytes, for the width and drawing passes that run
/// over every text of every frame: slicing `String.UnicodeScalarView` validated two indices and
/// built a view for each cluster that was not plain ASCII.
enum UTF8Decoding {
    /// The scalar whose encoding begins at `offset` of `bytes` (well-formed UTF-8, as a
    /// `String`'s bytes are) and how many bytes it takes.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[offset])
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index]) & 0x3F }
        let value: UInt32, length: Int
        switch lead {
        case ..<0x80: (value, length) = (lead, 1)
        case ..<0xE0: (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
