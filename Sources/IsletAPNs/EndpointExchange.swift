import FoundationEssentials
import IsletModel

/// One request and what came of it: the answer APNs would give, islet's explanation, and the
/// phone's outcome when the push got that far. The previewer's log, `--headless` output and
/// `--log` files are all made from these.
public struct EndpointExchange: Equatable, Sendable {
    public let request: EndpointRequest
    public let response: EndpointResponse
    /// The phone's time when it arrived.
    public let receivedAt: Date
    /// The reason in the answer's body, when APNs refused it.
    public let reason: APNsReason?
    /// Why it was refused, or why the phone ignored it, in words to act on.
    public let explanation: [String]
    /// What the phone did with it; nil when it never reached the phone.
    public let outcome: Outcome?
    /// The body as the gateway parsed it for the phone; nil when it never got that far.
    let parsedBody: JSONValue?

    public init(
        request: EndpointRequest, response: EndpointResponse, receivedAt: Date, reason: APNsReason? = nil,
        explanation: [String] = [], outcome: Outcome? = nil, parsedBody: JSONValue? = nil
    ) {
        self.parsedBody = parsedBody
        self.request = request
        self.response = response
        self.receivedAt = receivedAt
        self.reason = reason
        self.explanation = explanation
        self.outcome = outcome
    }

    /// The request's body as JSON when it is JSON, else as the text it was; parsed only when the
    /// gateway did not parse it already.
    public var bodyValue: JSONValue {
        if let parsedBody { return parsedBody }
        let text = String(decoding: request.body, as: UTF8.self)
        if let value = try? JSONParser.parse(text, recordLocations: false).value { return value }
        return .string(text)
    }

    /// Whether the request was a push (to a token or a channel) rather than management.
    public var isPush: Bool { APNsRoute(path: request.path)?.isPush ?? false }
}
