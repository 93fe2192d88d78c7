import FoundationEssentials
import IsletAPNs
import IsletApp
import IsletLayout
import IsletModel
import IsletViews

/// `islet serve`: the previewer with a local endpoint shaped like APNs, so a backend's real
/// push code can be pointed at islet instead of Apple; `--headless` runs the endpoint alone
/// and prints what became of every request, for a backend's CI.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "the previewer plus a local endpoint shaped like APNs"
    static let help = """
    Usage: islet serve LAYOUT [--port 2197] [--listen ADDR] [--unix PATH] [--tls [--cert F --key F]]
                       [--headless] [--faithful] [--log FILE] [--tokens FILE]
                       [--auth-key KEY.p8 --key-id K --team-id T] [--idle-timeout S] [--max-connections N]
                       [--device NAME] [--light|--dark] [--scale N] [--record FILE.cast]

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

      --listen ADDR       listen on ADDR instead of 127.0.0.1 (0.0.0.0 or :: for every interface)
      --unix PATH         also listen on a Unix socket (curl --unix-socket PATH)
      --tls               TLS with islet's localhost certificate, made on first use in
                          $XDG_STATE_HOME/islet (or ~/.local/state/islet); --cert/--key use yours
      --headless          no screen: print one JSON line per request (the answer and the
                          phone's outcome) on stdout, until Ctrl-C
      --faithful          answer like APNs itself: 200 to an ended activity's token (the phone
                          ignores it), where islet otherwise answers 410 Unregistered
      --log FILE          append every push as a stream line that `islet preview FILE` replays
      --auth-key KEY.p8   require provider tokens signed with this key (ES256), with
                          --key-id and --team-id, and answer 403 as APNs does
      --record FILE.cast  write the session to FILE.cast as it goes (asciicast v2: asciinema play)

    """
    static let options: [OptionSpec] = EndpointOptions.specs + [
        .flag("headless"), .flag("faithful"), .value("log"), .value("tokens"),
        .value("device", choices: DeviceCatalog.all.map(\.id)), .flag("light"), .flag("dark"), .value("scale"),
        .value("record"),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty ? "missing LAYOUT" : "expected one LAYOUT")
        }
        let layoutPath = arguments.positionals[0]
        let layout = try InputFiles.layout(at: layoutPath)
        let wall = TerminalSession.wallClock()
        let configuration = try EndpointOptions.configuration(arguments, now: wall)
        let settings = APNsGateway.Settings(
            bundleID: layout.bundleId, faithful: arguments.flag("faithful"), providerTokens: try EndpointOptions.providerTokens(arguments)
        )
        let recorder = try ExchangeRecorder(
            bundleID: layout.bundleId, printsRecords: arguments.flag("headless"), logPath: arguments.value("log"), tokensPath: arguments.value("tokens")
        )
        if arguments.flag("headless") {
            return try HeadlessServe.run(layout: layout, configuration: configuration, settings: settings, recorder: recorder)
        }
        let projection = try RenderOptions.projection(arguments)
        let dark = try RenderOptions.dark(arguments)
        let device = RenderOptions.device(arguments)
        let handler = PreviewEndpoint()
        let server = try EndpointServer(configuration: configuration, handler: handler)
        defer { server.stop() }
        return try TerminalSession.run(arguments) { backend in
            var state = PreviewState(
                layout: layout, size: backend.size, wall: wall, phone: wall, holdsPreview: true,
                projection: projection, utcOffsetSeconds: RenderOptions.utcOffsetSeconds
            )
            state.choose(device: device, dark: dark)
            let runtime = PreviewRuntime(
                state: state, backend: backend, now: TerminalSession.wallClock,
                layoutPath: layoutPath, reloadLayout: { PreviewCommand.reload(layoutPath) }
            )
            handler.runtime = runtime
            let addresses = server.boundAddresses.map { EndpointOptions.url(of: $0, tls: configuration.tls != nil) }
            runtime.attach(server, gateway: APNsGateway(settings: settings), addresses: addresses) { exchange, state in
                recorder.record(exchange, engine: state.engine)
            }
            recorder.writeTokens(runtime.state.engine)
            return runtime
        }
    }
}
