/// HTTP/2 frames built by hand, for the attack suite: what no well-behaved client sends on
/// purpose (streams reset as soon as opened, endless CONTINUATION, HPACK references that grow a
/// few bytes into kilobytes of headers).
enum HTTP2Frames {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + frame(type: 4, flags: 0, stream: 0, [])

    static let data: UInt8 = 0, headers: UInt8 = 1, resetStream: UInt8 = 3, settings: UInt8 = 4, ping: UInt8 = 6, goAway: UInt8 = 7
    static let continuation: UInt8 = 9
    static let endStream: UInt8 = 1, endHeaders: UInt8 = 4, ack: UInt8 = 1

    /// A frame: 24-bit length, type, flags, stream id, payload.
    static func frame(type: UInt8, flags: UInt8, stream: UInt32, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count
        return [UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), type, flags]
            + [UInt8(stream >> 24 & 0x7F), UInt8(stream >> 16 & 0xFF), UInt8(stream >> 8 & 0xFF), UInt8(stream & 0xFF)] + payload
    }

    /// An HPACK integer with a `prefixBits` prefix, `flags` in the bits above it (RFC 7541 §5.1).
    static func integer(_ value: Int, prefixBits: Int, flags: UInt8) -> [UInt8] {
        let limit = (1 << prefixBits) - 1
        guard value >= limit else { return [flags | UInt8(value)] }
        var bytes = [flags | UInt8(limit)]
        var rest = value - limit
        while rest >= 128 {
            bytes.append(UInt8(rest & 0x7F | 0x80))
            rest >>= 7
        }
        return bytes + [UInt8(rest)]
    }

    /// A literal field with a new name: added to the dynamic table (index 62 when it is the
    /// newest) when `indexed`, else not.
    static func literal(_ name: String, _ value: String, indexed: Bool = false) -> [UInt8] {
        integer(0, prefixBits: indexed ? 6 : 4, flags: indexed ? 0x40 : 0) + string(name) + string(value)
    }

    static func string(_ text: String) -> [UInt8] {
        integer(text.utf8.count, prefixBits: 7, flags: 0) + Array(text.utf8)
    }

    /// `:method POST`, `:scheme http`, `:authority localhost` and `:path` as given (the static
    /// table's entries 3, 6, 1 and 4).
    static func request(path: String) -> [UInt8] {
        [0x83, 0x86] + integer(1, prefixBits: 4, flags: 0) + string("localhost") + integer(4, prefixBits: 4, flags: 0) + string(path)
    }

    /// The dynamic table's newest entry, by reference: one byte.
    static let newestEntry: [UInt8] = [0xBE]

    static func headersFrame(stream: UInt32, _ block: [UInt8], endStream: Bool = false, endHeaders: Bool = true) -> [UInt8] {
        frame(type: headers, flags: (endStream ? Self.endStream : 0) | (endHeaders ? Self.endHeaders : 0), stream: stream, block)
    }

    static func resetFrame(stream: UInt32) -> [UInt8] {
        frame(type: resetStream, flags: 0, stream: stream, [0, 0, 0, 8])
    }

    static func pingFrame(_ tag: UInt8 = 0) -> [UInt8] {
        frame(type: ping, flags: 0, stream: 0, [UInt8](repeating: tag, count: 8))
    }
}
