import Glibc

/// A TCP or Unix-domain address in the form the socket calls take. Hosts are IP literals
/// (`127.0.0.1`, `::1`, `[::1]`) or `localhost`: the endpoint never resolves names, so starting
/// it cannot wait on DNS.
struct SocketAddress {
    var storage = sockaddr_storage()
    var length: socklen_t
    var family: Int32 { Int32(storage.ss_family) }

    /// A TCP address, or nil when `host` is not an IP literal.
    init?(host: String, port: Int) {
        var literal = host == "localhost" ? "127.0.0.1" : host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        guard (0...65535).contains(port) else { return nil }
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            Self.copy(&v4, into: &storage)
        } else if inet_pton(AF_INET6, literal, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            Self.copy(&v6, into: &storage)
        } else {
            return nil
        }
    }

    /// A Unix-domain address, or nil when the path does not fit `sun_path`.
    init?(unixPath path: String) {
        var address = sockaddr_un()
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        length = socklen_t(MemoryLayout<sockaddr_un>.size)
        Self.copy(&address, into: &storage)
    }

    /// The address a socket is bound to (after port 0 became a real port).
    init?(boundTo descriptor: Int32) {
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        guard Socket.withAddress(&storage, { getsockname(descriptor, $0, &length) }) == 0 else { return nil }
        self.length = length
    }

    private static func copy<Address>(_ address: inout Address, into storage: inout sockaddr_storage) {
        withUnsafeBytes(of: &address) { source in
            withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
        }
    }

    var port: Int {
        switch family {
        case AF_INET: Int(UInt16(bigEndian: withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in.self) }.sin_port))
        case AF_INET6: Int(UInt16(bigEndian: withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in6.self) }.sin6_port))
        default: 0
        }
    }

    /// `127.0.0.1:2197`, `[::1]:2197`: how `boundAddresses` and error messages name it.
    var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch family {
        case AF_INET:
            var address = withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in.self) }.sin_addr
            inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
            return "\(Self.string(text)):\(port)"
        case AF_INET6:
            var address = withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in6.self) }.sin6_addr
            inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
            return "[\(Self.string(text))]:\(port)"
        default:
            return "unknown address"
        }
    }

    private static func string(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
