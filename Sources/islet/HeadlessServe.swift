import FoundationEssentials
import IsletAPNs
import IsletFeed
import IsletInput
import IsletModel
import IsletSources

/// `islet serve --headless`: the endpoint with a phone of its own and no screen. It prints
/// where it listens, the certificate to trust with `--tls`, and the tokens first, then one JSON
/// line per request, until Ctrl-C.
enum HeadlessServe {
    static func run(sources: ActivitySources, configuration: EndpointConfiguration, settings: APNsGateway.Settings, recorder: ExchangeRecorder) throws -> Int32 {
        let clock = SystemClock()
        let engine = ReplayPolicy.keepingHeldActivity.phone(
            holding: HeldActivity(layout: sources.chosen), accepting: sources.declarations, before: nil, at: clock.now
        )
        let endpoint = EngineEndpoint(engine: engine, gateway: APNsGateway(settings: settings, seed: APNsGateway.unrepeatedSeed), clock: clock, flush: recorder.flush) { exchange, engine in
            recorder.record(exchange, engine: engine)
        }
        let server = try EndpointServer(configuration: configuration, handler: endpoint)
        StopSignal.install()
        var start = JSONObject()
        start.append("listening", .array(server.boundAddresses.map { .string(EndpointOptions.url(of: $0, tls: configuration.tls != nil)) }))
        // The certificate a client is to trust (`curl --cacert`; `islet push --tls` finds it itself).
        if let tls = configuration.tls { start.append("certificate", .string(tls.certificatePath)) }
        start.append("tokens", TokenDirectory.json(endpoint.engine, bundleID: settings.bundleID))
        Output.standard.write(JSONWriter.compact(.object(start)) + "\n")
        recorder.writeTokens(endpoint.engine)
        server.run { StopSignal.isRequested }
        server.stop()
        recorder.flush()
        return 0
    }
}
