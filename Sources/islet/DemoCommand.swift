import FoundationEssentials
import Glibc
import IsletApp
import IsletBundle
import IsletFeed
import IsletInput
import IsletLayout
import IsletRaster
import IsletViews

/// `islet demo`: the bundled layouts and their scripted streams, built into the binary, so it
/// runs anywhere with no files. On a terminal it is the live previewer cycling through them;
/// with its output redirected (or `--format`) it prints the board of every layout instead.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "the bundled activities, live, looping (needs no files)"
    static let about = """
    Plays each bundled layout's lifecycle stream in the previewer, on a phone that already
    shows the layout's preview activity, so two activities share the island, alerts expand it
    and endings shrink it away; then the next layout, looping until q. The clock runs 40 times
    faster unless --speed says otherwise. Keys as in 'islet preview' (? shows them).

    When stdout is not a terminal, or with --format, prints the board of every bundled layout
    (all five presentations, with its preview data) instead; svg, png and cells-svg are
    pictures, one per layout, written into --output-dir DIR as NAME.svg or NAME.png.
    """
    static let speed = PreviewCommand.speed.explained("the clock runs N times faster (default 40)")
    static let format = RenderOptions.format.explained("print the boards in this format instead of playing them; svg, png and\ncells-svg need --output-dir")
    static let outputDirectory = Option.file("output-dir", "DIR", help: "write each layout's board to DIR/NAME.EXT instead of printing them")
    static let options: [OptionUse] = [
        .one(speed), .one(RenderOptions.device), RenderOptions.appearance, .one(RenderOptions.scale), .one(RenderOptions.shapes),
        .one(format), .one(outputDirectory), .one(TerminalSession.record), .one(ColorEnvironment.option), .one(ActivityInputs.locale),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let cache = RenderCache()
        BundledNames.provideImages(to: cache)
        let layouts = try BundledLayouts.layouts.map { ($0.name, try LayoutReader.read($0.json, file: "layouts/\($0.name).json")) }
        if arguments.has(format) || arguments.has(outputDirectory) || !Output.standard.isTerminal {
            if !arguments.has(format), !arguments.has(outputDirectory), !TerminalSession.inputIsTerminal {
                // `ssh -T box islet demo`, or ssh without -t: kilobytes of boards where a demo was meant.
                Output.error.write("islet demo: no terminal, so the boards are printed; over ssh, use ssh -t to play the demo\n")
            }
            return try printBoards(layouts, arguments, cache: cache)
        }
        let speed = arguments[Self.speed] ?? 40
        let acts = layouts.map { name, layout in
            let stream = BundledLayouts.samples.first { $0.name == name }?.ndjson ?? ""
            return DemoPlaylist.Act(name: name, layout: layout, items: StreamParser.items(in: Array(stream.utf8)))
        }
        let projection = RenderOptions.projection(arguments)
        let dark = RenderOptions.isDark(arguments)
        let device = RenderOptions.chosenDevice(arguments)
        return try TerminalSession.run(arguments, withoutTerminal: "over ssh, use ssh -t") { backend in
            let wall = TerminalSession.wallClock()
            var playlist = DemoPlaylist(acts: acts, speed: speed, projection: projection.fitted(toCell: backend.cellPixels), utcOffsetSeconds: RenderOptions.utcOffsetSeconds, cache: cache)
            guard var state = playlist.next(after: nil, wall: wall) else { throw UsageError("no bundled layouts") }
            state.choose(device: device, dark: dark)
            state.locale = ActivityInputs.phoneLocale(arguments)
            return PreviewRuntime(state: state, backend: backend, now: TerminalSession.wallClock, playlist: playlist)
        }
    }

    /// Every layout's board: printed one after another as text, or, in `--output-dir`, one
    /// file each, since pictures printed back to back make no valid file.
    private static func printBoards(_ layouts: [(String, ActivityLayout)], _ arguments: ParsedArguments, cache: RenderCache) throws -> Int32 {
        let format = arguments[Self.format] ?? RenderOptions.defaultFormat(arguments)
        let directory = arguments[outputDirectory]
        if format.isPicture, directory == nil {
            throw UsageError("--format \(format.rawValue) draws one picture per layout: give --output-dir DIR to write them as DIR/NAME.\(format.fileExtension)")
        }
        for (name, layout) in layouts {
            guard let preview = layout.preview else { continue }
            var settings = RenderSettings(
                device: RenderOptions.chosenDevice(arguments), projection: RenderOptions.projection(arguments),
                now: layout.previewMoment ?? Date(), dark: RenderOptions.isDark(arguments), utcOffsetSeconds: RenderOptions.utcOffsetSeconds
            )
            settings.palette = RenderOptions.palette(format, arguments)
            settings.locale = ActivityInputs.phoneLocale(arguments)
            let board = Board(activity: layout, data: preview, settings: settings, cache: cache.layout, maxWidth: RenderOptions.boardWidth(format, toStandardOutput: directory == nil))
            let bytes = try RenderOptions.export(board, format: format, arguments: arguments, cache: cache)
            if let directory {
                let path = directory + "/" + name + "." + format.fileExtension
                if mkdir(directory, 0o755) != 0 && errno != EEXIST {
                    throw InputError(file: directory, "cannot make the folder: \(String(cString: strerror(errno)))")
                }
                let file = try Output.create(path)
                file.write(bytes: bytes + (format == .png ? [] : Array("\n".utf8)))
                file.close()
                Output.error.write("islet demo: wrote \(path)\n")
            } else {
                Output.standard.write(bytes: bytes + Array("\n".utf8))
            }
        }
        return 0
    }
}
