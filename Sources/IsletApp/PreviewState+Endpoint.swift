import FoundationEssentials
import IsletAPNs

extension PreviewState {
    /// Judges a request to the APNs endpoint against this phone at the phone's time, logs what
    /// came of it, and lets animations start for whatever changed.
    public mutating func answer(_ request: EndpointRequest, gateway: inout APNsGateway, at wall: Date) -> EndpointExchange {
        let phone = phoneNow(wall)
        let exchange = gateway.respond(to: request, engine: &engine, at: phone)
        log.append(.exchange(exchange, time: phone))
        catchUp(at: wall)
        return exchange
    }

    /// Shows where the endpoint listens above the state panel, so the person knows where to push.
    public mutating func showEndpoint(_ addresses: [String]) {
        endpointAddresses = addresses
    }
}
