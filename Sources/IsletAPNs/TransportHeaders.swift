/// The header names that describe a connection or its framing. The transport writes those
/// itself (`content-length`, `connection`), so a handler's copy would contradict it, and HTTP/2
/// forbids the connection-specific ones (RFC 9113 §8.2.2). Judged on bytes, in any case.
enum TransportHeaders {
    private static let owned = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "content-length"]
        .map { Array($0.utf8) }

    /// Whether a handler's header called `name` goes out: not a pseudo-header, not the transport's.
    static func isSent(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.first != UInt8(ascii: ":") else { return false }
        return !owned.contains { owned in
            owned.count == name.count && zip(owned, name).allSatisfy { $0 == $1.asciiLowercased }
        }
    }
}
