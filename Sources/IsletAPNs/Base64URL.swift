/// The base64url alphabet of RFC 4648 §5 without padding, as JWS (RFC 7515 §2) writes every
/// part of a JWT. Strict on input: a character outside the alphabet, `=` padding or a length
/// no encoding produces makes the token invalid, as it would be to APNs.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: some Collection<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var bits: UInt32 = 0
        var bitCount = 0
        for byte in bytes {
            bits = bits << 8 | UInt32(byte)
            bitCount += 8
            while bitCount >= 6 {
                bitCount -= 6
                output.append(alphabet[Int(bits >> UInt32(bitCount) & 0x3F)])
            }
        }
        if bitCount > 0 {
            output.append(alphabet[Int(bits << UInt32(6 - bitCount) & 0x3F)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The decoded bytes, or nil when `text` is not unpadded base64url.
    static func decode(_ text: Substring) -> [UInt8]? {
        guard text.utf8.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var bits: UInt32 = 0
        var bitCount = 0
        for character in text.utf8 {
            guard let value = sextet(character) else { return nil }
            bits = bits << 6 | value
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                output.append(UInt8(truncatingIfNeeded: bits >> UInt32(bitCount)))
            }
        }
        return output
    }

    private static func sextet(_ character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
