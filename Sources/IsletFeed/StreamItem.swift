import IsletModel

/// One thing read from a stream: a push with its source line, or a line that could not be one.
public enum StreamItem: Equatable, Sendable {
    case entry(StreamEntry)
    case problem(StreamProblem)

    /// The line the item starts on, from 1.
    public var line: Int {
        switch self {
        case .entry(let entry): entry.line
        case .problem(let problem): problem.line
        }
    }
}

/// A push read from a stream line: a bare APNs body, or an envelope that also carried the
/// request path and headers (the form `serve` logs, DESIGN.md "Streams").
public struct StreamEntry: Equatable, Sendable {
    public let line: Int
    public let delivery: PushDelivery
    /// The request path of an envelope (`/3/device/<token>`), nil for a bare body.
    public let path: String?
    /// The envelope's headers, names lowercased.
    public let headers: [String: String]

    public init(line: Int, delivery: PushDelivery, path: String? = nil, headers: [String: String] = [:]) {
        self.line = line
        self.delivery = delivery
        self.path = path
        self.headers = headers
    }

    /// `aps.timestamp`, which paces a replay, when the body has a numeric one.
    public var timestamp: Double? {
        guard case .number(let number)? = delivery.body.objectValue?["aps"]?.objectValue?["timestamp"] else { return nil }
        return number.double
    }
}

/// A stream line that is not a push, with its line number; the stream goes on after it.
public struct StreamProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let error: InputError
    /// For a line `islet serve` logged as refused by APNs: the status it answered. The phone
    /// never saw that push, so a replay records it without applying it.
    public let refusedStatus: Int?

    public init(line: Int, error: InputError, refusedStatus: Int? = nil) {
        self.line = line
        self.error = error
        self.refusedStatus = refusedStatus
    }

    public var description: String { "line \(line): \(error.message)" }
}
