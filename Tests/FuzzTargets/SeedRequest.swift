/// A request a backend sends, written as HTTP/1.1 text or as HTTP/2 frames, for the transport
/// targets' seed corpora. The frames use HPACK literals without Huffman coding or indexing: valid,
/// and plain enough for a fuzzer to mutate field by field.
struct SeedRequest {
    let method: String
    let path: String
    let headers: [(String, String)]
    let body: [UInt8]

    /// The request as an HTTP/1.1 client writes it; `chunked` sends the body in two chunks.
    func http1(chunked: Bool = false) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nhost: localhost\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        guard chunked, body.count > 1 else {
            return Array((head + "content-length: \(body.count)\r\n\r\n").utf8) + body
        }
        let half = body.count / 2
        let chunks = [body[..<half], body[half...]].map { Array((String($0.count, radix: 16) + "\r\n").utf8) + $0 + Array("\r\n".utf8) }
        return Array((head + "transfer-encoding: chunked\r\n\r\n").utf8) + chunks.joined() + Array("0\r\n\r\n".utf8)
    }

    /// The request on HTTP/2 stream `stream`: HEADERS, then DATA that ends the stream.
    func http2(stream: UInt32) -> [UInt8] {
        var block: [UInt8] = []
        let fields = [(":method", method), (":scheme", "https"), (":authority", "localhost"), (":path", path)] + headers
        for (name, value) in fields {
            block.append(0)
            for text in [name, value] {
                Self.appendLength(text.utf8.count, to: &block)
                block += Array(text.utf8)
            }
        }
        let endHeaders: UInt8 = 0x4, endStream: UInt8 = 0x1
        if body.isEmpty { return Self.frame(type: 0x1, flags: endHeaders | endStream, stream: stream, block) }
        return Self.frame(type: 0x1, flags: endHeaders, stream: stream, block) + Self.frame(type: 0x0, flags: endStream, stream: stream, body)
    }

    /// A client's opening after the preface: an empty SETTINGS frame.
    static let http2Settings = frame(type: 0x4, flags: 0, stream: 0, [])

    /// A PING, a WINDOW_UPDATE and a RST_STREAM of the closed stream 1, so seeds hold every
    /// frame type a client sends.
    static let http2Chatter = frame(type: 0x6, flags: 0, stream: 0, Array(repeating: 7, count: 8))
        + frame(type: 0x8, flags: 0, stream: 0, [0, 1, 0, 0])
        + frame(type: 0x3, flags: 0, stream: 1, [0, 0, 0, 8])

    static func frame(type: UInt8, flags: UInt8, stream: UInt32, _ payload: [UInt8]) -> [UInt8] {
        let length = UInt32(payload.count)
        return [UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), type, flags]
            + [UInt8(stream >> 24 & 0x7F), UInt8(stream >> 16 & 0xFF), UInt8(stream >> 8 & 0xFF), UInt8(stream & 0xFF)] + payload
    }

    /// An HPACK string length: a 7-bit prefix, then 7 bits a byte (RFC 7541, 5.1).
    private static func appendLength(_ length: Int, to block: inout [UInt8]) {
        guard length >= 127 else { return block.append(UInt8(length)) }
        block.append(127)
        var rest = length - 127
        while rest >= 128 {
            block.append(UInt8(rest & 0x7F | 0x80))
            rest >>= 7
        }
        block.append(UInt8(rest))
    }
}
