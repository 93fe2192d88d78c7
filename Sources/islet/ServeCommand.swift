import FoundationEssentials
import IsletAPNs
import IsletApp

/// `islet serve`: the previewer with a local endpoint shaped like APNs, so a backend's real
/// push code can be pointed at islet instead of Apple; `--headless` runs the endpoint alone
/// and prints what became of every request, for a backend's CI.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "the previewer plus a local endpoint shaped like APNs"
    static let about = """
    Listens on 127.0.0.1:2197 for what a backend sends APNs: POST /3/device/<token> over HTTP/2
    (cleartext with prior knowledge, or TLS with ALPN h2 with --tls) or HTTP/1.1, with the
    apns-* headers. Each request is answered as APNs would answer it, and each push APNs would
    deliver goes to the phone on screen, whose event log says what it did and why it ignored a
    push APNs accepted. The phone starts with the layout's preview activity. The keys are those
    of islet preview, and r gives the activity a new update token, as iOS may at any time.

    Tokens: the push-to-start token and each activity's update token are shown on screen,
    listed by GET /islet/tokens and kept in --tokens FILE. POST /islet/activities/<id>/rotate-token
    gives an activity a new update token, as the r key does. Broadcast channels are made with
    POST /1/apps/<bundle id>/channels and pushed to at /4/broadcasts/apps/<bundle id>.

    The phone has the app: a push may start or update any activity type the Swift sources
    declare, each drawn with its own layout. The topic is the layout's bundle id, or
    --bundle-id; with neither, islet says which it guessed.

    \(ActivityInputs.about)
    """
    static let headless = Flag(
        "headless", help: "no screen: print one JSON line per request (the answer and the\nphone's outcome) on stdout, until Ctrl-C"
    )
    static let faithful = Flag(
        "faithful", help: "answer like APNs itself: 200 to an ended activity's token (the phone\nignores it), where islet otherwise answers 410 Unregistered"
    )
    static let log = Option.file("log", help: "append every push as a stream line that `islet preview FILE` replays")
    static let tokens = Option.file("tokens", help: "keep the push-to-start and update tokens in FILE, as\nGET /islet/tokens lists them")
    static let operands = [ActivityInputs.sources.spec]
    static let options: [OptionUse] = EndpointOptions.listening + [
        .one(headless), .one(faithful), .one(log), .one(tokens), EndpointOptions.providerTokenKey, .one(EndpointOptions.idleTimeout),
        .one(EndpointOptions.maximumConnections), .one(RenderOptions.device), RenderOptions.appearance, .one(RenderOptions.scale), .one(RenderOptions.shapes),
        .one(TerminalSession.record), .one(ColorEnvironment.option),
    ] + ActivityInputs.drawingOptions

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let sources = try ActivityInputs.load(arguments)
        let layout = sources.chosen
        if sources.guessedBundleId {
            Output.error.write("islet serve: no layout or --bundle-id names the app; apns-topic must be \(layout.bundleId).push-type.liveactivity\n")
        }
        let wall = TerminalSession.wallClock()
        let configuration = try EndpointOptions.configuration(arguments, now: wall)
        let settings = APNsGateway.Settings(
            bundleID: layout.bundleId, faithful: arguments[Self.faithful], providerTokens: try EndpointOptions.providerTokens(arguments)
        )
        let recorder = try ExchangeRecorder(
            bundleID: layout.bundleId, printsRecords: arguments[Self.headless], logPath: arguments[Self.log], tokensPath: arguments[Self.tokens]
        )
        if arguments[Self.headless] {
            return try HeadlessServe.run(sources: sources, configuration: configuration, settings: settings, recorder: recorder)
        }
        let projection = RenderOptions.projection(arguments)
        let dark = RenderOptions.isDark(arguments)
        let device = RenderOptions.chosenDevice(arguments)
        let session = PreviewCommand.startSession(arguments)
        defer { session?.stop() }
        session?.prime(ActivityInputs.swiftPaths(arguments))
        let handler = PreviewEndpoint()
        let server = try EndpointServer(configuration: configuration, handler: handler)
        defer { server.stop() }
        return try TerminalSession.run(arguments, withoutTerminal: "add --headless to run the endpoint alone, printing a JSON line per request") { backend in
            var state = PreviewState(
                layout: layout, companions: sources.layouts, size: backend.size, wall: wall, phone: wall, policy: .keepingHeldActivity,
                projection: projection.fitted(toCell: backend.cellPixels), utcOffsetSeconds: RenderOptions.utcOffsetSeconds
            )
            state.choose(device: device, dark: dark)
            state.locale = ActivityInputs.phoneLocale(arguments)
            let runtime = PreviewRuntime(
                state: state, backend: backend, now: TerminalSession.wallClock,
                sourcePaths: arguments[ActivityInputs.sources], reloader: PreviewCommand.reloader(arguments, session: session)
            )
            handler.runtime = runtime
            let addresses = server.boundAddresses.map { EndpointOptions.url(of: $0, tls: configuration.tls != nil) }
            runtime.attach(server, gateway: APNsGateway(settings: settings, seed: APNsGateway.unrepeatedSeed), addresses: addresses) { exchange, state in
                recorder.record(exchange, engine: state.engine)
            }
            recorder.writeTokens(runtime.state.engine)
            return runtime
        }
    }
}
