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
        var text = ""
        for _ in 0..<4 {
            let word = splitMix()
            let hex = String(word, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return text
    }

    private mutating func splitMix() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
