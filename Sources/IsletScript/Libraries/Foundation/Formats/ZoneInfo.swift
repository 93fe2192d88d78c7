/// A named time zone's UTC offsets over time, read from a TZif file of the system's time zone
/// database (RFC 8536), so `TimeZone(identifier: "America/New_York")` gives a date the clock
/// the airport shows without Foundation's ICU. Past the file's last transition, a zone whose
/// footer rule still changes the clock (daylight saving) has no known offset: nil, never a guess.
public struct ZoneInfo: Sendable, Equatable {
    /// Transition moments (seconds since 1970), ascending, and the offset in force from each.
    var transitions: [(at: Int64, offset: Int)]
    /// The offset before the first transition.
    var initialOffset: Int
    /// Whether the footer's rule keeps changing the clock after the last transition.
    var changesAfterLast: Bool

    public static func == (lhs: ZoneInfo, rhs: ZoneInfo) -> Bool {
        lhs.initialOffset == rhs.initialOffset && lhs.changesAfterLast == rhs.changesAfterLast
            && lhs.transitions.elementsEqual(rhs.transitions) { $0.at == $1.at && $0.offset == $1.offset }
    }

    /// Parses a TZif file (version 1, or the 64-bit data of versions 2 and later); nil for
    /// bytes that are not one.
    public init?(tzif bytes: [UInt8]) {
        guard let first = Self.header(bytes, at: 0) else { return nil }
        var block = first
        var start = 44
        var timeSize = 4
        if bytes[4] >= UInt8(ascii: "2") {
            start += first.length(timeSize: 4)
            guard let second = Self.header(bytes, at: start) else { return nil }
            block = second
            start += 44
            timeSize = 8
        }
        guard block.typeCount > 0, bytes.count >= start + block.length(timeSize: timeSize) else { return nil }
        let indices = start + block.timeCount * timeSize
        let types = indices + block.timeCount
        let offsets = (0..<block.typeCount).map { Int(truncatingIfNeeded: Int32(bitPattern: Self.word(bytes, at: types + $0 * 6, size: 4).low32)) }
        var transitions: [(at: Int64, offset: Int)] = []
        for position in 0..<block.timeCount {
            let type = Int(truncatingIfNeeded: bytes[indices + position])
            guard offsets.indices.contains(type) else { return nil }
            let raw = Self.word(bytes, at: start + position * timeSize, size: timeSize)
            let moment = timeSize == 4 ? Int64(truncatingIfNeeded: Int32(bitPattern: raw.low32)) : Int64(bitPattern: raw)
            transitions.append((moment, offsets[type]))
        }
        self.transitions = transitions
        initialOffset = offsets[0]
        let footer = timeSize == 8 ? bytes[(start + block.length(timeSize: 8))...] : []
        changesAfterLast = footer.contains(UInt8(ascii: ","))
    }

    /// The offset from UTC in seconds at `unixSeconds`; nil past the last transition of a zone
    /// that keeps changing.
    public func offset(at unixSeconds: Double) -> Int? {
        guard let last = transitions.last else { return initialOffset }
        if unixSeconds >= Double(last.at) { return changesAfterLast ? nil : last.offset }
        guard let next = transitions.firstIndex(where: { Double($0.at) > unixSeconds }) else { return last.offset }
        return next == 0 ? initialOffset : transitions[next - 1].offset
    }

    /// The counts of one TZif header.
    private struct Header {
        var leapCount, timeCount, typeCount, charCount, standardCount, universalCount: Int

        /// The bytes of the data block after this header.
        func length(timeSize: Int) -> Int {
            timeCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4) + standardCount + universalCount
        }
    }

    private static func header(_ bytes: [UInt8], at start: Int) -> Header? {
        guard bytes.count >= start + 44, bytes[start..<start + 4].elementsEqual("TZif".utf8) else { return nil }
        let count = { (field: Int) in Int(truncatingIfNeeded: word(bytes, at: start + 20 + field * 4, size: 4)) }
        let header = Header(leapCount: count(2), timeCount: count(3), typeCount: count(4), charCount: count(5), standardCount: count(1), universalCount: count(0))
        // A real zone has at most a few thousand transitions; more is not a zone file.
        return header.timeCount <= 10_000 && header.typeCount <= 256 && header.leapCount <= 1_000 ? header : nil
    }

    /// A big-endian unsigned word of `size` bytes.
    private static func word(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        bytes[start..<start + size].reduce(0) { $0 << 8 | UInt64(truncatingIfNeeded: $1) }
    }
}

extension UInt64 {
    fileprivate var low32: UInt32 { UInt32(truncatingIfNeeded: self) }
}
