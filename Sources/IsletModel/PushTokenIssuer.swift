/// Issues the hex tokens a phone would hand to the app: an update token per activity and a
/// push-to-start token per attributes type. Deterministic from a seed, so tests and replays
/// see the same tokens every run.
public struct PushTokenIssuer: Equatable, Sendable {
    private var generator: SplitMix64

    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// 32 bytes of lowercase hex, as device tokens are written in APNs paths.
    public mutating func next() -> String {
        next(words: 4)
    }

    /// `words` 64-bit words in lowercase hex, 16 digits each.
    public mutating func next(words: Int) -> String {
        var word: UInt64 = 0
        return String(unsafeUninitializedCapacity: words * 16) { text in
            for index in 0..<words * 16 {
                if index % 16 == 0 { word = generator.next() }
                text[index] = Self.hexDigit(word, index % 16)
            }
            return words * 16
        }
    }

    /// Two words shaped as a UUID, 8-4-4-4-12 lowercase hex digits: an `apns-id`. Written in
    /// place, because the endpoint makes one for every push that comes without.
    public mutating func nextUUID() -> String {
        let high = generator.next(), low = generator.next()
        return String(unsafeUninitializedCapacity: 36) { text in
            var position = 0
            for index in 0..<32 {
                if index == 8 || index == 12 || index == 16 || index == 20 {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                text[position] = Self.hexDigit(index < 16 ? high : low, index % 16)
                position += 1
            }
            return position
        }
    }

    /// The `place`th hex digit of `word`, counted from the most significant.
    private static func hexDigit(_ word: UInt64, _ place: Int) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * place)) & 0xF
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }

    /// `count` bytes (a multiple of 8), for ids written in another form than hex (channel ids are base64).
    public mutating func nextBytes(_ count: Int) -> [UInt8] {
        (0..<count / 8).flatMap { _ in
            let word = generator.next()
            return stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt64($0)) }
        }
    }
}
