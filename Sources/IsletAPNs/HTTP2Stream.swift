/// What one HTTP/2 stream has brought so far (the request as it arrives) and the answer on its
/// way out, which nghttp2's data provider reads from `response`.
final class HTTP2Stream {
    var method = ""
    var path = ""
    /// Room for a push's usual headers from the start, so the list is not copied as it grows.
    var headers: [HeaderField] = {
        var headers: [HeaderField] = []
        headers.reserveCapacity(8)
        return headers
    }()
    /// Header bytes counted as HPACK does (name, value and 32 a field), against `maximumHeaderBytes`.
    var headerBytes = 0
    var headersTooLarge = false
    var body: [UInt8] = []
    var bodyByteCount = 0
    /// The client sent END_STREAM.
    var requestEnded = false
    /// A response was submitted; later body bytes are counted, not kept.
    var answered = false
    /// The whole response (HEADERS or DATA with END_STREAM) has gone out.
    var answerSent = false
    /// `bodyByteCount` when the answer went out.
    var bodyBytesAtAnswer = 0
    var resetSubmitted = false
    var response: [UInt8] = []
    var responseSent = 0
    /// Bytes counted against the server's `StreamMemoryBudget` for this stream.
    var keptBytes = 0

    /// What an open stream costs before any header: this object, nghttp2's stream, the strings.
    static let baseCost = 512

    /// Body bytes a client may still send after its early answer went out before the stream is
    /// reset with NO_ERROR (RFC 9113 §8.1). Not zero because curl 7.88 (Debian 12) reports
    /// "stream error" instead of the answer when the stream is reset mid-upload, so a body of a
    /// size someone would mistakenly send is drained (counted, never kept) and curl shows the
    /// 413; a client that keeps going past this is stopped.
    static let drainAllowance = 16 << 20

    /// Whether the client is still sending a body, answered, more than the drain allowance past
    /// its answer.
    var shouldReset: Bool {
        answerSent && !requestEnded && !resetSubmitted && bodyByteCount - bodyBytesAtAnswer > Self.drainAllowance
    }

    /// Counts a piece of the body and keeps it while the total stays within `limit`.
    func receiveBody(_ bytes: UnsafeBufferPointer<UInt8>, keeping limit: Int) {
        bodyByteCount += bytes.count
        let kept = keepable(bytes.count, limit: limit)
        if kept > 0 { body.append(contentsOf: bytes.prefix(kept)) }
    }

    /// How many of the next `count` body bytes `receiveBody` keeps.
    func keepable(_ count: Int, limit: Int) -> Int {
        answered ? 0 : max(0, min(count, limit - body.count))
    }
}
