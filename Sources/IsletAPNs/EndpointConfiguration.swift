import FoundationEssentials

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
public struct EndpointLimits: Equatable, Sendable {
    /// Body bytes kept per request; more are counted, not kept. Above APNs' largest limit
    /// (5120 for broadcasts), so the gateway sees every body it would accept whole.
    public var keptBodyBytes: Int
    /// Connections open at once; more are refused.
    public var maximumConnections: Int
    /// HTTP/2 streams open at once on one connection (SETTINGS_MAX_CONCURRENT_STREAMS).
    public var maximumStreams: Int
    /// A connection that makes no progress for this long is closed (GOAWAY with IdleTimeout on HTTP/2).
    public var idleTimeout: Duration
    /// Bytes of request line and headers accepted on HTTP/1.1 before answering 431.
    public var maximumHeaderBytes: Int

    public init(
        keptBodyBytes: Int = 8192, maximumConnections: Int = 256, maximumStreams: Int = 1000,
        idleTimeout: Duration = .seconds(60), maximumHeaderBytes: Int = 16_384
    ) {
        self.keptBodyBytes = keptBodyBytes
        self.maximumConnections = maximumConnections
        self.maximumStreams = maximumStreams
        self.idleTimeout = idleTimeout
        self.maximumHeaderBytes = maximumHeaderBytes
    }
}
