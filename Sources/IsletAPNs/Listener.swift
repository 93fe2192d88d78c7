import Glibc

/// One listening socket, TCP or Unix-domain, bound and listening from `init`. A Unix socket's
/// file is the listener's: a stale one (nobody answering) is removed first, a live one is
/// "already in use", and the file is removed again on `close`.
final class Listener {
    let descriptor: Int32
    /// `127.0.0.1:54321`, `[::1]:2197` or `unix:/tmp/islet.sock`.
    let address: String
    /// The TCP port bound (the real one when the configuration asked for 0); nil for Unix sockets.
    let port: Int?
    let usesTLS: Bool
    private let unixPath: String?
    private var isClosed = false

    init(_ listener: EndpointConfiguration.Listener, usesTLS: Bool) throws(EndpointError) {
        switch listener {
        case let .tcp(host, port):
            let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
            guard let address = SocketAddress(host: host, port: port) else {
                throw EndpointError("cannot listen on \(name): not an IP address and port (use 127.0.0.1, ::1 or 0.0.0.0)")
            }
            descriptor = try Self.bind(address, naming: name)
            let bound = SocketAddress(boundTo: descriptor) ?? address
            self.address = bound.description
            self.port = bound.port
            self.usesTLS = usesTLS
            unixPath = nil
        case let .unix(path):
            let name = "unix:\(path)"
            guard let address = SocketAddress(unixPath: path) else {
                throw EndpointError("cannot listen on \(name): the path is empty or longer than a Unix socket allows")
            }
            try Self.removeStaleSocket(at: path, address: address, naming: name)
            descriptor = try Self.bind(address, naming: name)
            self.address = name
            port = nil
            self.usesTLS = false
            unixPath = path
        }
    }

    deinit { close() }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(descriptor)
        if let unixPath { unlink(unixPath) }
    }

    private static func bind(_ address: SocketAddress, naming name: String) throws(EndpointError) -> Int32 {
        var address = address
        let descriptor = socket(address.family, Socket.streamType, 0)
        guard descriptor >= 0 else { throw EndpointError("cannot listen on \(name): \(Socket.reason())") }
        if address.family != AF_UNIX {
            Socket.setOption(descriptor, level: SOL_SOCKET, name: SO_REUSEADDR, value: 1)
        }
        let length = address.length
        guard Socket.withAddress(&address.storage, { Glibc.bind(descriptor, $0, length) }) == 0,
              listen(descriptor, SOMAXCONN) == 0
        else {
            let reason = Socket.reason()
            Glibc.close(descriptor)
            throw EndpointError("cannot listen on \(name): \(reason)")
        }
        return descriptor
    }

    /// Removes a socket file nobody answers on (left by a process that died), and refuses to
    /// touch a live socket or a file that is not a socket.
    private static func removeStaleSocket(at path: String, address: SocketAddress, naming name: String) throws(EndpointError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFSOCK else {
            throw EndpointError("cannot listen on \(name): the path exists and is not a socket")
        }
        var address = address
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { Glibc.close(probe) }
        let length = address.length
        if Socket.withAddress(&address.storage, { connect(probe, $0, length) }) == 0 {
            throw EndpointError("cannot listen on \(name): another server is answering on it")
        }
        unlink(path)
    }
}
