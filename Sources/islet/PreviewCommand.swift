import FoundationEssentials
import IsletApp
import IsletFeed
import IsletLayout
import IsletModel
import IsletTerminal
import IsletViews

/// `islet preview`: the full-screen previewer for a layout, fed by a stream file (paced by its
/// timestamps) or stdin (applied as it arrives), re-drawn whenever the layout file is saved.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "full-screen previewer; STREAM is a file or - for stdin"
    static let help = """
    Usage: islet preview LAYOUT [STREAM|-] [--speed N] [--device NAME] [--light|--dark] [--scale N] [--record FILE.cast]

    Shows the layout's island and lock-screen card on the top of a phone, with the activity's
    state and an event log that says what happened to every push and why a phone would ignore
    one. Without a STREAM the phone shows the layout's preview activity. A STREAM file is
    replayed paced by its aps.timestamp values (--speed 10: ten times faster); with - pushes are
    read from stdin as they arrive, and keys come from the terminal. Saving the layout file
    re-draws at once; a broken layout shows its error and keeps the last good one.

    Keys: c m e l b presentations (compact, minimal, expanded, lock screen, board), d device,
    t light or dark, space pause, + - clock speed, n next push, click to tap, hold to expand,
    ? help, q quit.

      --record FILE.cast  write the session to FILE.cast as it goes (asciicast v2: asciinema play)

    """
    static let options: [OptionSpec] = [
        .value("speed"), .value("device", choices: DeviceCatalog.all.map(\.id)), .flag("light"), .flag("dark"), .value("scale"),
        .value("record"),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard (1...2).contains(arguments.positionals.count) else {
            throw UsageError(arguments.positionals.isEmpty ? "missing LAYOUT" : "expected LAYOUT and at most one STREAM")
        }
        let layoutPath = arguments.positionals[0]
        let layout = try InputFiles.layout(at: layoutPath)
        let streamPath = arguments.positionals.count == 2 ? arguments.positionals[1] : nil
        let items = try streamPath.flatMap { $0 == "-" ? nil : try StreamSource.items(inFile: $0) }
        let speed = try speedOption(arguments)
        let projection = try RenderOptions.projection(arguments)
        let dark = try RenderOptions.dark(arguments)
        let device = RenderOptions.device(arguments)
        return try TerminalSession.run(arguments) { backend in
            let wall = TerminalSession.wallClock()
            let firstTimestamp = items?.lazy.compactMap { item -> Double? in
                if case .entry(let entry) = item { return entry.timestamp }
                return nil
            }.first
            let phone = firstTimestamp.map { StreamJudge.arrival(of: $0).addingTimeInterval(-1) } ?? layout.previewMoment ?? wall
            let startsItself = items.map { StreamJudge.firstEvent(in: $0) == "start" } ?? false
            var state = PreviewState(
                layout: layout, size: backend.size, wall: wall, phone: phone, holdsPreview: streamPath == nil || !startsItself && streamPath != "-",
                projection: projection, utcOffsetSeconds: RenderOptions.utcOffsetSeconds, speed: speed
            )
            state.choose(device: device, dark: dark)
            let runtime = PreviewRuntime(
                state: state, backend: backend, now: TerminalSession.wallClock,
                streamDescriptor: streamPath == "-" ? 0 : nil, streamName: "stdin",
                layoutPath: layoutPath, reloadLayout: { reload(layoutPath) }
            )
            let source = streamPath.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
            for item in items ?? [] { runtime.send(.stream(item, source: source, paced: true)) }
            return runtime
        }
    }

    static func reload(_ path: String) -> PreviewMessage {
        do {
            return .layoutChanged(try InputFiles.layout(at: path))
        } catch let error as InputError {
            return .layoutFailed(error)
        } catch {
            return .layoutFailed(InputError(file: path, "\(error)"))
        }
    }

    static func speedOption(_ arguments: ParsedArguments) throws -> Double {
        guard let text = arguments.value("speed") else { return 1 }
        guard let speed = Double(text), speed > 0, speed <= 3600 else { throw UsageError("--speed takes a number above 0 and up to 3600, not '\(text)'") }
        return speed
    }
}
