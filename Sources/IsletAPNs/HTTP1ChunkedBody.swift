/// Decodes a chunked request body (RFC 9112 §7.1) as it arrives, keeping the first bytes up to a
/// limit and counting the rest, so a large chunked upload costs no memory. Chunk extensions and
/// trailer fields are read and dropped, each bounded so they cannot be used to fill memory.
struct HTTP1ChunkedBody {
    private enum State: Equatable {
        case size(value: Int, digits: Int)
        case sizeExtension(value: Int, length: Int)
        case sizeLineFeed(value: Int)
        case data(remaining: Int)
        case dataCarriageReturn, dataLineFeed
        case trailerLineStart, trailerLine, trailerLineFeed, finalLineFeed
        case done
    }

    private var state = State.size(value: 0, digits: 0)
    private var trailerBytes = 0
    /// The body bytes kept, at most `keptLimit` of them.
    private(set) var kept: [UInt8] = []
    /// Every body byte decoded so far.
    private(set) var count = 0
    let keptLimit: Int
    let trailerLimit: Int

    init(keptLimit: Int, trailerLimit: Int) {
        self.keptLimit = keptLimit
        self.trailerLimit = trailerLimit
    }

    var isComplete: Bool { state == .done }

    /// Decodes from `bytes` and answers how many it used; stops at the body's end.
    mutating func consume(_ bytes: ArraySlice<UInt8>) throws(HTTP1Failure) -> Int {
        var index = bytes.startIndex
        while index < bytes.endIndex, state != .done {
            if case let .data(remaining) = state {
                let taken = min(remaining, bytes.endIndex - index)
                let keep = min(taken, keptLimit - kept.count)
                if keep > 0 { kept.append(contentsOf: bytes[index..<(index + keep)]) }
                count += taken
                index += taken
                state = remaining == taken ? .dataCarriageReturn : .data(remaining: remaining - taken)
                continue
            }
            try step(bytes[index])
            index += 1
        }
        return index - bytes.startIndex
    }

    private mutating func step(_ byte: UInt8) throws(HTTP1Failure) {
        let malformed = HTTP1Failure(400, "a malformed chunked body")
        switch state {
        case let .size(value, digits):
            if let digit = Self.hexValue(byte) {
                guard digits < 15 else { throw malformed }
                state = .size(value: value * 16 + digit, digits: digits + 1)
            } else if digits > 0, byte == 59 || byte == 32 || byte == 9 {
                state = .sizeExtension(value: value, length: 0)
            } else if digits > 0, byte == 13 {
                state = .sizeLineFeed(value: value)
            } else {
                throw malformed
            }
        case let .sizeExtension(value, length):
            guard length < 1024, byte != 10 else { throw malformed }
            state = byte == 13 ? .sizeLineFeed(value: value) : .sizeExtension(value: value, length: length + 1)
        case let .sizeLineFeed(value):
            guard byte == 10 else { throw malformed }
            state = value == 0 ? .trailerLineStart : .data(remaining: value)
        case .dataCarriageReturn:
            guard byte == 13 else { throw malformed }
            state = .dataLineFeed
        case .dataLineFeed:
            guard byte == 10 else { throw malformed }
            state = .size(value: 0, digits: 0)
        case .trailerLineStart, .trailerLine:
            trailerBytes += 1
            guard trailerBytes <= trailerLimit, byte != 10 else { throw HTTP1Failure(400, "malformed or oversized trailer fields") }
            if byte == 13 {
                state = state == .trailerLineStart ? .finalLineFeed : .trailerLineFeed
            } else {
                state = .trailerLine
            }
        case .trailerLineFeed:
            guard byte == 10 else { throw malformed }
            state = .trailerLineStart
        case .finalLineFeed:
            guard byte == 10 else { throw malformed }
            state = .done
        case .data, .done:
            break
        }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        case 97...102: Int(byte - 87)
        default: nil
        }
    }
}
