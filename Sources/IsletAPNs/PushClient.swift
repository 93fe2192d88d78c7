import COpenSSL
import FoundationEssentials
import Glibc
import IsletInput

/// The small client behind `islet push`: one HTTP/1.1 request to a running `islet serve` over
/// TCP, TLS or a Unix socket, and its answer. Blocking with a timeout, since it does one thing.
public struct PushClient {
    /// Where the endpoint is.
    public struct Target: Equatable, Sendable {
        public var host: String
        public var port: Int
        public var tls: Bool
        /// A Unix socket to connect to instead of host and port (the URL still names the host).
        public var unixPath: String?

        /// Reads `http://host:port` or `https://host:port` (a path after it is ignored).
        public init(url: String, unixPath: String? = nil) throws(InputError) {
            let scheme: String
            if url.hasPrefix("http://") { scheme = "http" } else if url.hasPrefix("https://") { scheme = "https" } else {
                throw InputError("--url \(url): expected http://HOST:PORT or https://HOST:PORT")
            }
            let rest = url.dropFirst(scheme.count + 3).prefix { $0 != "/" }
            var hostPart = Substring(rest)
            var port = scheme == "https" ? 443 : 80
            if let colon = rest.lastIndex(of: ":"), !rest.hasSuffix("]") {
                guard let number = Int(rest[rest.index(after: colon)...]), (1...65_535).contains(number) else {
                    throw InputError("--url \(url): the port is not a number from 1 to 65535")
                }
                port = number
                hostPart = rest[..<colon]
            }
            host = String(hostPart.trimmingPrefix("[").prefix { $0 != "]" })
            guard !host.isEmpty else { throw InputError("--url \(url): no host") }
            self.port = port
            tls = scheme == "https"
            self.unixPath = unixPath
        }
    }

    public struct Answer: Equatable, Sendable {
        public let status: Int
        public let headers: [HeaderField]
        public let body: [UInt8]

        public func value(_ name: String) -> String? {
            headers.first { $0.isNamed(name) }?.value
        }
    }

    public let target: Target
    /// A certificate to trust for TLS besides the system's (islet's own localhost one, or
    /// `--cacert`), for this client's connections only.
    public var trustedCertificate: String?
    public var verifiesCertificate = true

    public init(target: Target) {
        self.target = target
    }

    public func send(method: String, path: String, headers: [HeaderField], body: [UInt8] = []) throws(EndpointError) -> Answer {
        var text = "\(method) \(path) HTTP/1.1\r\nhost: \(target.host)\r\nconnection: close\r\ncontent-length: \(body.count)\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        let request = Array((text + "\r\n").utf8) + body
        let channel = try ClientChannel(target: target, trustedCertificate: trustedCertificate, verifies: verifiesCertificate)
        try channel.write(request)
        let bytes = try channel.readAll()
        do {
            return try Self.parse(bytes)
        } catch {
            // A TLS endpoint drops a plain request without an answer: say so, not just that it closed.
            guard !target.tls, target.unixPath == nil, speaksTLS() else { throw error }
            throw EndpointError(
                "\(target.host):\(target.port) speaks TLS, not plain HTTP (is it islet serve --tls?): pass --tls, or --url https://\(target.host):\(target.port)"
            )
        }
    }

    /// Whether the endpoint completes a TLS handshake, its certificate unchecked: asked only to
    /// explain a plain request that got no answer.
    private func speaksTLS() -> Bool {
        var secure = target
        secure.tls = true
        return (try? ClientChannel(target: secure, trustedCertificate: nil, verifies: false)) != nil
    }

    /// Reads a status line, headers and the body: everything after the head, since the request
    /// asked the endpoint to close the connection once it has answered.
    static func parse(_ bytes: [UInt8]) throws(EndpointError) -> Answer {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw EndpointError("the endpoint closed the connection without a complete answer")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw EndpointError("the endpoint answered something that is not HTTP: \(lines[0].prefix(60))")
        }
        let headers = lines.dropFirst().compactMap { line -> HeaderField? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return HeaderField(line[..<colon].lowercased(), String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }))
        }
        return Answer(status: status, headers: headers, body: Array(bytes[(end + separator.count)...]))
    }
}
