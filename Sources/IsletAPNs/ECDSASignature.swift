import COpenSSL

/// JWS writes an ES256 signature as raw `r || s`, 32 bytes each (RFC 7518 §3.4); OpenSSL reads
/// and writes the DER `ECDSA-Sig-Value` SEQUENCE. A provider token crosses between the two
/// forms in both directions.
enum ECDSASignature {
    /// The size of each of `r` and `s` on P-256.
    static let componentLength = 32

    /// DER for a 64-byte raw signature; nil when it is not 64 bytes.
    static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 2 * componentLength, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(raw, Int32(componentLength), nil)
        let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + componentLength, Int32(componentLength), nil) }
        // ECDSA_SIG_set0 takes ownership of both numbers only when it succeeds.
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        return written == length ? der : nil
    }

    /// The raw 64-byte form of a DER signature, each number left-padded to 32 bytes; nil when
    /// the DER does not parse or a number does not fit.
    static func raw(fromDER der: [UInt8]) -> [UInt8]? {
        let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_ECDSA_SIG(nil, &cursor, buffer.count)
        }
        guard let signature = parsed else { return nil }
        defer { ECDSA_SIG_free(signature) }
        var raw = [UInt8](repeating: 0, count: 2 * componentLength)
        let fits = raw.withUnsafeMutableBufferPointer { buffer in
            BN_bn2binpad(ECDSA_SIG_get0_r(signature), buffer.baseAddress, Int32(componentLength)) == componentLength
                && BN_bn2binpad(ECDSA_SIG_get0_s(signature), buffer.baseAddress! + componentLength, Int32(componentLength)) == componentLength
        }
        return fits ? raw : nil
    }
}
