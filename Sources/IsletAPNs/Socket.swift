import Glibc

/// The few socket calls the endpoint makes, each turning `errno` into words for `EndpointError`
/// and hiding Glibc's typed constants. Every descriptor is non-blocking and close-on-exec, so
/// nothing here can stall the thread that services the endpoint or leak into a child process.
enum Socket {
    static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)

    /// The system's words for an `errno` value ("Address already in use").
    static func reason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    static func setOption(_ descriptor: Int32, level: Int32, name: Int32, value: Int32) {
        var value = value
        _ = setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Accepts one waiting connection, already non-blocking, or nil when none is waiting.
    static func accept(_ listener: Int32) -> Int32? {
        while true {
            let descriptor = Glibc.accept(listener, nil, nil)
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                return descriptor
            }
            // ECONNABORTED and friends concern one client only; EMFILE must not spin the loop either.
            if errno == EINTR { continue }
            return nil
        }
    }

    /// Whether the last accept failed because the process or the system is out of descriptors.
    static var outOfDescriptors: Bool { errno == EMFILE || errno == ENFILE }

    /// Whether the last call failed only because it would have blocked.
    static var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK }

    /// Runs `body` with a socket address of any family, as the C calls take it.
    static func withAddress<Result>(
        _ storage: inout sockaddr_storage, _ body: (UnsafeMutablePointer<sockaddr>) -> Result
    ) -> Result {
        withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
