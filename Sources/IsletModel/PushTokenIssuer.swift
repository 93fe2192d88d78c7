/// Issues the hex tokens a phone would hand to the app: an update token per activity and a
/// push-to-start token per attributes type. Deterministic from a seed, so tests and replays
/// see the same tokens every run.
public struct PushTokenIssuer: Equatable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// 32 bytes of lowercase hex, as device tokens are written in APNs paths.
    public mutating func next() -> String {
        next(words: 4)
    }

    /// `words` 64-bit words in lowercase hex, 16 digits each.
    public mutating func next(words: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words * 16)
        for _ in 0..<words {
            let word = splitMix()
            for shift in stride(from: 60, through: 0, by: -4) { bytes.append(digits[Int((word >> UInt64(shift)) & 0xF)]) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `count` bytes (a multiple of 8), for ids written in another form than hex (channel ids are base64).
    public mutating func nextBytes(_ count: Int) -> [UInt8] {
        (0..<count / 8).flatMap { _ in
            let word = splitMix()
            return stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt64($0)) }
        }
    }

    private mutating func splitMix() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
