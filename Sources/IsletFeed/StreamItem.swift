import IsletInput
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
    /// Where the APNs body sits in the line (`body` in an envelope), so an error in it names the
    /// path the person wrote.
    public let bodyPath: JSONPath

    public init(line: Int, delivery: PushDelivery, path: String? = nil, headers: [String: String] = [:], bodyPath: JSONPath = .root) {
        self.line = line
        self.delivery = delivery
        self.path = path
        self.headers = headers
        self.bodyPath = bodyPath
    }

    /// Reads one stream value: a bare body, an envelope, or (as `serve --log` writes it) a push
    /// APNs refused, which is a problem because the phone never saw it. Every reader of pushes
    /// (streams, `render --payload`) comes through here.
    public static func read(_ value: JSONValue, rawByteCount: Int, line: Int) -> StreamItem {
        if let refusal = Envelope.refusal(in: value, line: line) { return .problem(refusal) }
        do {
            return .entry(try Envelope.entry(from: value, rawByteCount: rawByteCount, line: line))
        } catch {
            return .problem(StreamProblem(line: line, error: error))
        }
    }

    /// `aps.timestamp`, which paces a replay, when the body has a numeric one.
    public var timestamp: Double? {
        guard case .number(let number)? = delivery.body.objectValue?["aps"]?.objectValue?["timestamp"] else { return nil }
        return number.double
    }

    /// `aps.event` as written, which says whether a stream starts its own activity.
    public var event: String? {
        delivery.body.objectValue?["aps"]?.objectValue?["event"]?.stringValue
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
