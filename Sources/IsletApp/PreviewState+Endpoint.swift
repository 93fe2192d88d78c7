import FoundationEssentials
import IsletAPNs

extension PreviewState {
    /// Serves the APNs endpoint from this phone: `gateway` judges each request as APNs would,
    /// and the state panel shows where to push.
    public mutating func serve(with gateway: APNsGateway, addresses: [String]) {
        self.gateway = gateway
        endpointAddresses = addresses
    }

    /// Judges a request to the APNs endpoint against this phone at the phone's time and logs
    /// what came of it; nil when this previewer serves no endpoint.
    mutating func answer(_ request: EndpointRequest, at wall: Date) -> EndpointExchange? {
        guard gateway != nil else { return nil }
        let phone = phoneNow(wall)
        // In place: a copy would make the gateway copy its channels and remembered body on every request.
        let alert = engine.expandedAlert
        let exchange = gateway!.respond(to: request, engine: &engine, at: phone)
        noteAlert(since: alert, at: wall)
        log.append(.exchange(exchange, time: phone))
        return exchange
    }
}
