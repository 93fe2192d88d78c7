import FoundationEssentials

/// APNs' rules for provider tokens on top of the signature: a valid token, and a connection that
/// changes its token at most once every 20 minutes (429 TooManyProviderTokenUpdates otherwise).
struct ProviderTokenPolicy: Sendable {
    /// How often a connection may switch to a new token.
    static let minimumUpdateInterval: TimeInterval = 20 * 60

    let verifier: ProviderTokenVerifier
    /// The token each open connection uses, and since when.
    private var current: [Int: (token: String, since: Date)] = [:]

    init(verifier: ProviderTokenVerifier) {
        self.verifier = verifier
    }

    mutating func authorize(_ request: EndpointRequest, at now: Date) throws(APNsRefusal) {
        let authorization = request.value("authorization")
        let verdict = verifier.verify(authorization, at: now)
        if let reason = verdict.apnsReason {
            throw APNsRefusal(reason, verdict.explanation ?? reason.rawValue)
        }
        guard let authorization else { return }
        if let previous = current[request.connectionID], previous.token != authorization {
            let elapsed = now.timeIntervalSince(previous.since)
            guard elapsed >= Self.minimumUpdateInterval else {
                throw APNsRefusal(
                    .tooManyProviderTokenUpdates,
                    "this connection switched tokens \(Int(elapsed)) s after the last switch; APNs allows one every 20 minutes, so reuse a token for 20 to 60 minutes"
                )
            }
        }
        if current[request.connectionID]?.token != authorization { current[request.connectionID] = (authorization, now) }
    }

    mutating func forget(_ connectionID: Int) {
        current[connectionID] = nil
    }
}
