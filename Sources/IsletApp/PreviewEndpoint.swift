import IsletAPNs

/// Hands the endpoint's requests to the previewer's runtime, which judges them against the
/// phone on screen. The server is made before the runtime it serves, hence the late `runtime`.
public final class PreviewEndpoint: EndpointHandler {
    public weak var runtime: PreviewRuntime?

    public init() {}

    public func respond(to request: EndpointRequest) -> EndpointResponse {
        runtime?.answer(request) ?? EndpointResponse(status: 503, body: Array(#"{"reason":"ServiceUnavailable"}"#.utf8))
    }

    public func connectionClosed(_ connectionID: Int) {
        runtime?.connectionClosed(connectionID)
    }
}
