import FoundationEssentials
import IsletModel

/// The endpoint with a phone of its own, for `islet serve --headless` and tests: each request
/// is judged by the gateway against this engine at the clock's time, and every exchange is
/// handed to `record` (which prints it, logs it, or keeps it for a test).
public final class EngineEndpoint: EndpointHandler {
    public private(set) var engine: ActivityEngine
    public private(set) var gateway: APNsGateway
    private let clock: any WallClock
    private let record: (EndpointExchange, ActivityEngine) -> Void
    private let flush: () -> Void

    /// - Parameter flush: called before answers go out, for a `record` that batches its writes.
    public init(
        engine: ActivityEngine, gateway: APNsGateway, clock: any WallClock, flush: @escaping () -> Void = {},
        record: @escaping (EndpointExchange, ActivityEngine) -> Void
    ) {
        self.engine = engine
        self.gateway = gateway
        self.clock = clock
        self.flush = flush
        self.record = record
    }

    public func respond(to request: EndpointRequest) -> EndpointResponse {
        let exchange = gateway.respond(to: request, engine: &engine, at: clock.now)
        record(exchange, engine)
        return exchange.response
    }

    public func connectionClosed(_ connectionID: Int) {
        gateway.connectionClosed(connectionID)
    }

    public func willSendAnswers() {
        flush()
    }
}
