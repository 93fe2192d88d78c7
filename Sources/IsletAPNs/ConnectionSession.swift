/// What a connection speaks once it knows which protocol it carries: HTTP/1.1 or HTTP/2. A
/// session sees plaintext only (TLS is the connection's) and never touches the socket, so it is
/// tested by feeding it bytes.
protocol ConnectionSession: AnyObject {
    /// Takes bytes the client sent, in order.
    func receive(_ bytes: UnsafeRawBufferPointer)
    /// Bytes to send now: about `budget` at most, though a response already begun is finished.
    /// Requests are answered while output is taken, so a client that does not read its answers
    /// stops being served instead of filling memory.
    func output(budget: Int) -> [UInt8]
    /// Whether `output` would give more right now (the budget held it back).
    var hasPendingOutput: Bool { get }
    /// Whether the session is over: the connection closes once its output is sent.
    var isFinished: Bool { get }
    /// Whether to read more: false while unparsed input is above its bound.
    var wantsInput: Bool { get }
    /// Whether nothing is in flight: no request under way past its head, no answer waiting. A
    /// connection at the cap may be closed for a newcomer then.
    var isIdle: Bool { get }
    /// Requests read whole (or refused) so far.
    var requestCount: Int { get }
    /// Whether part of a request head has arrived and not the rest (HTTP/1.1 only; nghttp2
    /// bounds HTTP/2 header blocks itself).
    var isReadingHead: Bool { get }
    /// Asks the client to go away (HTTP/2 GOAWAY with `reason` as its opaque data, as APNs
    /// sends `{"reason":"IdleTimeout"}`); HTTP/1.1 has nothing to say.
    func goAway(reason: String?)
}

/// The HTTP/2 connection preface: a client that opens with it speaks HTTP/2 with prior
/// knowledge (h2c, or TLS without ALPN); any other first bytes are HTTP/1.1.
enum ConnectionPreface {
    static let bytes = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

    enum Verdict { case http2, http1, undecided }

    /// Judges the first bytes of a connection, as few as have arrived.
    static func judge(_ prefix: [UInt8]) -> Verdict {
        let compared = min(prefix.count, bytes.count)
        guard prefix[..<compared].elementsEqual(bytes[..<compared]) else { return .http1 }
        return compared == bytes.count ? .http2 : .undecided
    }
}
