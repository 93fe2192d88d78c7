import FoundationEssentials
import IsletApp
import IsletBundle
import IsletFeed
import IsletLayout
import IsletRaster
import IsletViews

/// `islet demo`: the bundled layouts and their scripted streams, built into the binary, so it
/// runs anywhere with no files. On a terminal it is the live previewer cycling through them;
/// with its output redirected (or `--format`) it prints the board of every layout instead.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "the bundled activities, live, looping (needs no files)"
    static let help = """
    Usage: islet demo [--speed N] [--device NAME] [--light|--dark] [--scale N] [--format text|ansi|svg] [--record FILE.cast]

    Plays each bundled layout's lifecycle stream in the previewer, on a phone that already
    shows the layout's preview activity, so two activities share the island, alerts expand it
    and endings shrink it away; then the next layout, looping until q. The clock runs 40 times
    faster unless --speed says otherwise. Keys as in 'islet preview' (? shows them).

    When stdout is not a terminal, or with --format, prints the board of every bundled layout
    (all four presentations, with its preview data) instead.

      --record FILE.cast  write the session to FILE.cast as it goes (asciicast v2: asciinema play)

    """
    static let options: [OptionSpec] = RenderOptions.shared + [.value("speed"), .value("record")]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("demo takes no arguments") }
        let layouts = try BundledLayouts.layouts.map { ($0.name, try LayoutReader.read($0.json, file: "layouts/\($0.name).json")) }
        if arguments.value("format") != nil || !Output.standard.isTerminal {
            return try printBoards(layouts, arguments)
        }
        let speed = arguments.value("speed") == nil ? 40 : try PreviewCommand.speedOption(arguments)
        let acts = layouts.map { name, layout in
            let stream = BundledLayouts.samples.first { $0.name == name }?.ndjson ?? ""
            return DemoPlaylist.Act(name: name, layout: layout, items: StreamParser.items(in: Array(stream.utf8)))
        }
        let projection = try RenderOptions.projection(arguments)
        let dark = try RenderOptions.dark(arguments)
        let device = RenderOptions.device(arguments)
        return try TerminalSession.run(arguments) { backend in
            let wall = TerminalSession.wallClock()
            var playlist = DemoPlaylist(acts: acts, speed: speed, projection: projection, utcOffsetSeconds: RenderOptions.utcOffsetSeconds)
            guard let (first, messages) = playlist.next(after: nil, wall: wall) else { throw UsageError("no bundled layouts") }
            var state = first
            state.choose(device: device, dark: dark)
            let runtime = PreviewRuntime(state: state, backend: backend, now: TerminalSession.wallClock, playlist: playlist)
            for message in messages { runtime.send(message) }
            return runtime
        }
    }

    private static func printBoards(_ layouts: [(String, ActivityLayout)], _ arguments: ParsedArguments) throws -> Int32 {
        let format = RenderOptions.format(arguments)
        for (_, layout) in layouts {
            guard let preview = layout.preview else { continue }
            let settings = RenderSettings(
                device: RenderOptions.device(arguments), projection: try RenderOptions.projection(arguments),
                now: layout.previewMoment ?? Date(), dark: try RenderOptions.dark(arguments), utcOffsetSeconds: RenderOptions.utcOffsetSeconds
            )
            let rendered = BoardRendering.render(layout: layout, data: preview, settings: settings, presentations: Presentation.allCases)
            Output.standard.write(RenderOptions.export(rendered.buffer, format: format) + "\n")
        }
        return 0
    }
}
