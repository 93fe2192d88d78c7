/// One header line as it arrived: names are lowercased (HTTP/2 requires it, and HTTP/1.1 names
/// are case-insensitive), values are kept as sent.
public struct HeaderField: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Whether the field is called `name` (lowercase). Lengths are compared first: most fields
    /// looked at are not the one looked for, and a length differs far more cheaply than text.
    func isNamed(_ name: String) -> Bool {
        self.name.utf8.count == name.utf8.count && self.name == name
    }
}

/// One HTTP request as the endpoint received it, whichever protocol carried it. The transport
/// fills it in; `APNsGateway` judges it. Headers stay a list so a repeated `apns-*` header can
/// be answered with DuplicateHeaders, as APNs does.
public struct EndpointRequest: Equatable, Sendable {
    public enum Transport: String, Equatable, Sendable {
        case http2 = "HTTP/2"
        case http1 = "HTTP/1.1"
    }

    public var method: String
    public var path: String
    /// Every field but the pseudo-headers (`:method` and `:path` are above, the rest are dropped).
    public var headers: [HeaderField]
    /// The body bytes kept: all of them, unless the body ran past `EndpointLimits.keptBodyBytes`.
    public var body: [UInt8]
    /// Every body byte the client sent or announced, kept or not; APNs' size limit is judged on this.
    public var bodyByteCount: Int
    public var transport: Transport
    /// Which connection carried it: provider tokens are judged per connection.
    public var connectionID: Int

    public init(
        method: String, path: String, headers: [HeaderField] = [], body: [UInt8] = [], bodyByteCount: Int? = nil,
        transport: Transport = .http2, connectionID: Int = 0
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.bodyByteCount = bodyByteCount ?? body.count
        self.transport = transport
        self.connectionID = connectionID
    }

    /// Whether the whole body is in `body`.
    public var hasWholeBody: Bool { body.count == bodyByteCount }

    /// The values sent under `name` (lowercase), in order.
    public func values(_ name: String) -> [String] {
        headers.filter { $0.isNamed(name) }.map(\.value)
    }

    /// The value of `name` when it was sent once.
    public func value(_ name: String) -> String? {
        headers.first { $0.isNamed(name) }?.value
    }
}

/// What the endpoint answers: a status, headers (besides `:status`, `content-length` and the
/// like, which the transport adds) and a body.
public struct EndpointResponse: Equatable, Sendable {
    public var status: Int
    public var headers: [HeaderField]
    public var body: [UInt8]

    public init(status: Int, headers: [HeaderField] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Answers requests for the transport. Called on the thread that services the endpoint, one
/// request at a time, so an implementation needs no locks.
public protocol EndpointHandler: AnyObject {
    func respond(to request: EndpointRequest) -> EndpointResponse
    /// A connection closed: what was remembered about it (its provider token) can go.
    func connectionClosed(_ connectionID: Int)
    /// The transport is about to send the answers given since the last call. A handler that
    /// batches what it writes about requests (one write for many records) writes it now, so
    /// whoever holds an answer can already read its record.
    func willSendAnswers()
}

extension EndpointHandler {
    /// Most handlers write nothing of their own.
    public func willSendAnswers() {}
}
