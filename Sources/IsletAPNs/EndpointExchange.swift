import FoundationEssentials
import IsletInput
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
    public var reason: APNsReason? { refusal?.reason }
    /// What the phone did with it; nil when it never reached the phone.
    public let outcome: Outcome?
    /// Why APNs refused it, when it did.
    let refusal: APNsRefusal?
    /// The body as the gateway parsed it for the phone; nil when it never got that far.
    let parsedBody: JSONValue?

    init(
        request: EndpointRequest, response: EndpointResponse, receivedAt: Date, refusal: APNsRefusal? = nil,
        outcome: Outcome? = nil, parsedBody: JSONValue? = nil
    ) {
        self.parsedBody = parsedBody
        self.request = request
        self.response = response
        self.receivedAt = receivedAt
        self.refusal = refusal
        self.outcome = outcome
    }

    /// Why it was refused, then why the phone ignored it and what it warned of, in words to act
    /// on. Made when asked, not for every request: most are read by no one.
    public var explanation: [String] {
        let phone = outcome?.explanation ?? []
        guard let refusal else { return phone }
        return [refusal.explanation] + phone.filter { $0 != refusal.explanation }
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
