import IsletInput

/// What the engine reads from the last body before any rule looks at its activities: the
/// payload, the decoded content state and `PayloadCheck`'s diagnoses. Each is a pure function of
/// the body (and of the declaration, which an engine never changes), so they are kept for the
/// next push: a backend that retries sends the same body again and again. A different body,
/// compared whole and never by hash, starts afresh, so nothing read here can be stale.
struct BodyReadings: Sendable {
    private var body: JSONValue?
    private var parsed: Result<APNsPayload, InputError>?
    private var diagnosed: (byteCount: Int, isBroadcast: Bool, declaration: String?, found: [Diagnosis])?
    private var decoded: (declaration: String, state: Result<StateValue, DecodingFailure>)?

    /// Keeps the readings when `body` is the one they were read from, and forgets them otherwise.
    mutating func read(_ body: JSONValue) {
        guard body != self.body else { return }
        self = BodyReadings()
        self.body = body
    }

    /// `APNsPayloadParser.parse` of the body.
    mutating func payload() -> Result<APNsPayload, InputError> {
        if let parsed { return parsed }
        let payload = Result { () throws(InputError) in try APNsPayloadParser.parse(body ?? .null) }
        parsed = payload
        return payload
    }

    /// `check.diagnose` of the body.
    mutating func diagnoses(_ check: PayloadCheck, byteCount: Int, isBroadcast: Bool, declaration: ActivityDeclaration?) -> [Diagnosis] {
        if let diagnosed, diagnosed.byteCount == byteCount, diagnosed.isBroadcast == isBroadcast, diagnosed.declaration == declaration?.name {
            return diagnosed.found
        }
        let found = check.diagnose(body ?? .null, byteCount: byteCount, isBroadcast: isBroadcast, declaration: declaration)
        diagnosed = (byteCount, isBroadcast, declaration?.name, found)
        return found
    }

    /// The payload's `content-state` decoded as `declaration`'s content state; nil without one.
    mutating func contentState(as declaration: ActivityDeclaration) -> Result<StateValue, DecodingFailure>? {
        if let decoded, decoded.declaration == declaration.name { return decoded.state }
        guard case .success(let payload) = payload(), let json = payload.contentState else { return nil }
        let state = Result { () throws(DecodingFailure) in try declaration.decodeContentState(json) }
        decoded = (declaration.name, state)
        return state
    }
}
