/// The test's own reading and writing of DER ECDSA signatures (`SEQUENCE { INTEGER r, INTEGER s }`),
/// independent of the code under test, to carry signatures between the openssl CLI and JWTs.
enum ECDSADER {
    /// `r || s`, 32 bytes each, from what `openssl dgst -sign` writes.
    static func raw(_ der: [UInt8]) -> [UInt8]? {
        guard der.count > 2, der[0] == 0x30, Int(der[1]) == der.count - 2 else { return nil }
        var index = 2
        var raw: [UInt8] = []
        for _ in 0..<2 {
            guard index + 2 <= der.count, der[index] == 0x02 else { return nil }
            let length = Int(der[index + 1])
            index += 2
            guard index + length <= der.count else { return nil }
            let digits = der[index..<index + length].drop { $0 == 0 }
            guard digits.count <= 32 else { return nil }
            raw += [UInt8](repeating: 0, count: 32 - digits.count) + digits
            index += length
        }
        return index == der.count ? raw : nil
    }

    /// The DER that `openssl dgst -verify -signature` reads, from `r || s`.
    static func der(_ raw: [UInt8]) -> [UInt8] {
        func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            var digits = Array(bytes.drop { $0 == 0 })
            if digits.isEmpty || digits[0] & 0x80 != 0 { digits.insert(0, at: 0) }
            return [0x02, UInt8(digits.count)] + digits
        }
        let body = integer(raw[0..<32]) + integer(raw[32..<64])
        return [0x30, UInt8(body.count)] + body
    }
}
