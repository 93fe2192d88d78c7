import Foundation

/// A bare TCP client for what real clients will not do on purpose: stop halfway through a
/// request line, send garbage after the HTTP/2 preface, never read. Sends give up after
/// `sendTimeout` seconds, so a server that stops reading cannot hang a test.
public final class RawSocket: Sendable {
    public struct ConnectFailed: Error {}

    public let descriptor: Int32

    public init(port: Int, sendTimeout: Int = 8) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw ConnectFailed()
        }
        var timeout = timeval(tv_sec: 8, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sending = timeval(tv_sec: sendTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sending, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends what the socket takes within the send timeout (a blocking send either sends all or
    /// times out part way); answers how many bytes went.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Int {
        max(0, bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
    }

    @discardableResult
    public func send(_ text: String) -> Int { send(Array(text.utf8)) }

    /// Reads until the server closes the connection, or nil if it is still open after the
    /// receive timeout (8 s).
    public func readUntilClosed() -> [UInt8]? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 || errno == ECONNRESET {
                return received
            } else {
                return nil
            }
        }
    }

    /// What one read brings (empty when the connection ended or the read timed out).
    public func readSome() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return Array(buffer.prefix(max(0, count)))
    }

    /// Reads until what arrived contains `text`, or the connection ends or times out.
    public func read(until text: String) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !String(decoding: received, as: UTF8.self).contains(text) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// The HTTP/2 frames in `bytes` as (type, payload), for finding a GOAWAY.
    public static func frames(_ bytes: [UInt8]) -> [(type: UInt8, payload: [UInt8])] {
        var frames: [(UInt8, [UInt8])] = []
        var index = 0
        while index + 9 <= bytes.count {
            let length = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            guard index + 9 + length <= bytes.count else { break }
            frames.append((bytes[index + 3], Array(bytes[(index + 9)..<(index + 9 + length)])))
            index += 9 + length
        }
        return frames
    }

    public static let http2Preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    /// An empty SETTINGS frame: what a client sends right after the preface.
    public static let emptySettings: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 0, 0]
}
