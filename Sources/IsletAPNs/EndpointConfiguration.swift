import FoundationEssentials
import Glibc

/// Where and how the endpoint listens, and the limits that keep it standing under abuse.
public struct EndpointConfiguration: Sendable {
    /// A place to accept connections.
    public enum Listener: Equatable, Sendable {
        /// A TCP address; port 0 lets the system choose (see `EndpointServer.boundPorts`).
        case tcp(host: String, port: Int)
        /// A Unix-domain socket at a path, created on start and removed on stop.
        case unix(path: String)
    }

    /// The certificate and key for TLS, PEM files.
    public struct TLSFiles: Equatable, Sendable {
        public var certificatePath: String
        public var keyPath: String

        public init(certificatePath: String, keyPath: String) {
            self.certificatePath = certificatePath
            self.keyPath = keyPath
        }
    }

    public var listeners: [Listener]
    /// TLS on the TCP listeners (ALPN `h2`, then `http/1.1`); nil for cleartext.
    public var tls: TLSFiles?
    public var limits: EndpointLimits

    public init(listeners: [Listener], tls: TLSFiles? = nil, limits: EndpointLimits = EndpointLimits()) {
        self.listeners = listeners
        self.tls = tls
        self.limits = limits
    }
}

/// The caps that keep one client from taking the endpoint, or the previewer, down with it.
/// docs/DECISIONS.md ("The endpoint under hostile clients") says why each has its value.
public struct EndpointLimits: Equatable, Sendable {
    /// Body bytes kept per request; more are counted, not kept. Above APNs' largest limit
    /// (5120 for broadcasts), so the gateway sees every body it would accept whole.
    public var keptBodyBytes: Int
    /// Connections open at once; past it the oldest with nothing in flight is closed for a new
    /// one, and when every connection has a request in flight the new one is refused.
    public var maximumConnections: Int
    /// HTTP/2 streams open at once on one connection (SETTINGS_MAX_CONCURRENT_STREAMS).
    public var maximumStreams: Int
    /// A connection that makes no progress for this long is closed (GOAWAY with IdleTimeout on HTTP/2).
    public var idleTimeout: Duration
    /// A connection must have sent a whole first request this long after it was accepted, and
    /// an HTTP/1.1 request head must be whole this long after its first byte: progress a byte at
    /// a time does not keep a connection that asks nothing.
    public var requestTimeout: Duration
    /// Bytes of request line and headers accepted before answering 431.
    public var maximumHeaderBytes: Int
    /// Header and body bytes all open HTTP/2 streams may keep together; past it new streams are refused.
    public var keptStreamBytes: Int

    public init(
        keptBodyBytes: Int = 8192, maximumConnections: Int = 256, maximumStreams: Int = 1000,
        idleTimeout: Duration = .seconds(60), requestTimeout: Duration = .seconds(10), maximumHeaderBytes: Int = 16_384,
        keptStreamBytes: Int = 64 << 20
    ) {
        self.keptBodyBytes = keptBodyBytes
        self.maximumConnections = maximumConnections
        self.maximumStreams = maximumStreams
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.maximumHeaderBytes = maximumHeaderBytes
        self.keptStreamBytes = keptStreamBytes
    }

    /// Unparsed HTTP/1.1 input above which a connection stops reading: room for a whole head and
    /// a kept body, so a request is never stuck waiting for bytes the server will not read.
    var unparsedInputLimit: Int {
        max(1 << 16, 2 * (maximumHeaderBytes + keptBodyBytes))
    }

    /// Descriptors islet keeps for itself besides connections: standard streams, listeners, the
    /// spare for accepting at the limit, the terminal, watched and written files.
    public static let reservedDescriptors = 32

    /// How many connections the process's open-file limit leaves room for, or nil when it is
    /// not lower than `maximumConnections`.
    public func connectionsAllowedByOpenFileLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        let allowed = max(1, Int(clamping: limit.rlim_cur) - Self.reservedDescriptors)
        return allowed < maximumConnections ? allowed : nil
    }
}
