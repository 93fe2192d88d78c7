/// One connection's HTTP session without a socket or TLS: bytes go in as a client sends them and
/// the answers come back as a client that reads everything would get them. The fuzzers and their
/// regression corpus drive the HTTP/1.1 and HTTP/2 parsers through it, so raw client bytes reach
/// exactly the code a real connection runs after TLS; nothing here blocks or touches the network.
public final class PlaintextConnection {
    /// Output taken per pull, as `Connection` takes it from a session below its output limit.
    private static let pullBudget = 1 << 16
    private let session: any ConnectionSession

    /// `http2` picks the protocol as ALPN would; the HTTP/2 client still sends its preface first.
    public init?(http2: Bool, handler: any EndpointHandler, limits: EndpointLimits = EndpointLimits(), connectionID: Int = 1) {
        if http2 {
            let budget = StreamMemoryBudget(limit: limits.keptStreamBytes)
            guard let session = HTTP2Session(handler: handler, limits: limits, budget: budget, connectionID: connectionID) else { return nil }
            self.session = session
        } else {
            session = HTTP1Session(handler: handler, limits: limits, connectionID: connectionID)
        }
    }

    /// What an HTTP/2 client sends before its first frame.
    public static var http2Preface: [UInt8] { ConnectionPreface.bytes }

    /// Whether the server is done with the connection (it would close once its answers are out).
    public var isFinished: Bool { session.isFinished }

    /// Delivers `bytes` and returns everything the server answers before it waits for more.
    public func send(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { session.receive($0) }
        var answers: [UInt8] = []
        repeat {
            let pulled = session.output(budget: Self.pullBudget)
            if pulled.isEmpty { break }
            answers += pulled
        } while session.hasPendingOutput
        return answers
    }
}
