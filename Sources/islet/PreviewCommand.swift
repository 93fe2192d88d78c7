import FoundationEssentials
import IsletApp
import IsletInput
import IsletSources

/// `islet preview`: the full-screen previewer for a layout, fed by a stream file (paced by its
/// timestamps) or stdin (applied as it arrives), re-drawn whenever the layout file is saved.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "full-screen previewer; STREAM is a file or - for stdin"
    static let about = """
    Shows the layout's island and lock-screen card on the top of a phone, with the activity's
    state and an event log that says what happened to every push and why a phone would ignore
    one. The phone shows the layout's preview activity (sample values if the layout has no
    preview) from the first frame, marked as the preview until a push changes it; a stream whose
    first push starts an activity replaces it, as islet check judges it. A STREAM file is
    replayed paced by its aps.timestamp values (--speed 10: ten times faster); with - pushes are
    read from stdin as they arrive, and keys come from the terminal. Saving the layout file
    re-draws at once; a broken layout shows its error and keeps the last good one.

    \(ActivityInputs.about)
    """
    static let stream = Operand.optionalFile("STREAM", label: "STREAM|-", naming: .stream)
    static let speed = Option.number(
        "speed", help: "replay the stream and run the phone's clock N times faster (default 1)",
        expectation: "a number above 0 and up to 3600", accepts: { $0 > 0 && $0 <= 3600 }
    )
    static let operands = [ActivityInputs.sources.spec, stream.spec]
    static let options: [OptionUse] = [
        .one(speed), .one(RenderOptions.device), RenderOptions.appearance, .one(RenderOptions.scale), .one(RenderOptions.shapes), .one(TerminalSession.record), .one(ColorEnvironment.option),
    ] + ActivityInputs.drawingOptions
    /// The previewer's keys, from the table its input handler dispatches on.
    static let sections = [
        HelpSection(title: "Keys", rows: KeyBindings.lines.map { ($0.keys, $0.help) } + [(KeyBindings.mouse.keys, KeyBindings.mouse.help)]),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        // A helper kept running for the saves to come. When the cache answers this first read,
        // the helper parses the sources anyway, while the first frame is drawn.
        let session = startSession(arguments)
        defer { session?.stop() }
        let sources = try ActivityInputs.load(arguments, session: session)
        session?.prime(ActivityInputs.swiftPaths(arguments))
        let layout = sources.chosen
        let streamPath = arguments[Self.stream]
        let items = try streamPath.flatMap { $0 == "-" ? nil : try InputFiles.streamItems(at: $0) }
        let speed = arguments[Self.speed] ?? 1
        let projection = RenderOptions.projection(arguments)
        let dark = RenderOptions.isDark(arguments)
        let device = RenderOptions.chosenDevice(arguments)
        let source = streamPath.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        return try TerminalSession.run(arguments, withoutTerminal: "over ssh, use ssh -t; for a picture without a terminal, use islet render") { backend in
            let wall = TerminalSession.wallClock()
            var state = PreviewState(
                layout: layout, companions: sources.layouts, size: backend.size, wall: wall, phone: layout.previewMoment ?? wall, policy: .replay,
                replaying: items ?? [], source: source,
                projection: projection.fitted(toCell: backend.cellPixels), utcOffsetSeconds: RenderOptions.utcOffsetSeconds, speed: speed
            )
            state.choose(device: device, dark: dark)
            state.locale = ActivityInputs.phoneLocale(arguments)
            return PreviewRuntime(
                state: state, backend: backend, now: TerminalSession.wallClock,
                streamDescriptor: streamPath == "-" ? 0 : nil, streamName: "stdin",
                sourcePaths: arguments[ActivityInputs.sources], reloader: reloader(arguments, session: session)
            )
        }
    }

    /// The Swift reader kept running for the saves to come, when SOURCES hold Swift; the caller
    /// stops it when the previewer ends, whatever it is doing.
    static func startSession(_ arguments: ParsedArguments) -> SwiftReaderSession? {
        guard !ActivityInputs.swiftPaths(arguments).isEmpty else { return nil }
        return (try? SwiftReader.locate()).flatMap { SwiftReaderSession(executable: $0.executable) }
    }

    /// Reads the sources again off the screen's thread when one is saved, and between saves
    /// reaps a helper that ended and starts another, saying so in the log.
    static func reloader(_ arguments: ParsedArguments, session: SwiftReaderSession?) -> SourceReloader? {
        SourceReloader(reload: { reload(arguments, session: session) }, idle: { session?.checkHelper().map(PreviewMessage.readerRestarted) })
    }

    /// The sources read again after the layout file was saved, the Swift too, with nothing
    /// printed: the terminal belongs to the previewer.
    static func reload(_ arguments: ParsedArguments, session: SwiftReaderSession? = nil) -> PreviewMessage {
        do {
            return .layoutChanged(try ActivityInputs.load(arguments, printingWarnings: false, session: session).chosen)
        } catch let error as InputError {
            return .layoutFailed(error)
        } catch {
            return .layoutFailed(InputError(file: ActivityInputs.layoutPath(arguments), "\(error)"))
        }
    }
}
