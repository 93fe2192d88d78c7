import FoundationEssentials
import IsletLayout
import IsletModel
import IsletRaster
import IsletSources
import IsletViews

/// `islet render`: one or all presentations of a layout, headless, for designers and CI.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw a layout's presentations as text, ANSI, SVG or PNG"
    static let about = """
    Draws the layout's Dynamic Island presentations, lock-screen card and Apple Watch Smart
    Stack view (small: the layout's small view, or the compact views) with the layout's
    preview data, or with a content state (--state: {"attributes": ..., "contentState": ...}
    or just the content state) or an APNs payload (--payload). A fit report follows: where
    text would be cut on the chosen phone, in points (on stderr when the output is a picture).
    svg and png draw the phone itself: capsules and rounded cards at point geometry, text at
    each style's size and weight. PNG bytes go to --output FILE, or to standard output when
    it is not a terminal. On a terminal a text board wraps its presentations at the
    terminal's width; to a file or a pipe it is 100 columns wide. With --all-locales it
    draws every presentation in every language the Swift's string tables and String Catalogs
    ship and prints, per language, only the texts a phone would cut (exit 1 when one would).

    \(ActivityInputs.about)
    """
    static let state = Option.file("state", help: "the content state to draw, with or without its attributes")
    static let payload = Option.file("payload", help: "an APNs payload (or a stream envelope) whose content state to draw")
    static let presentation = Option.choice(
        "presentation", help: "one presentation, or all: a board of the five (the default); small is the\nApple Watch Smart Stack",
        Presentation.allCases.map { ($0.rawValue, [$0]) } + [("all", Presentation.allCases)]
    ).short("p")
    static let at = Option.text(
        "at", "TIME",
        help: "the moment: ISO 8601 (2026-11-29T10:00:00Z), seconds since 2001 as Swift\nencodes a Date, or an offset from the preview moment (+90s, +5m, -1h)"
    )
    static let preview = Option.text(
        "preview", "NAME|INDEX",
        help: "from Swift sources, a state of the app's own previews (#Preview blocks,\nPreviewProvider contexts): the first state of the preview titled NAME,\nor the INDEXth of all their states in source order, from 1 (default: 1)"
    )
    static let operands = [ActivityInputs.sources.spec]
    static let options: [OptionUse] = [
        .either(state, payload, preview), .one(presentation), .one(RenderOptions.device), .one(RenderOptions.format), .one(RenderOptions.output), .one(at),
        RenderOptions.appearance, .one(RenderOptions.scale), .one(RenderOptions.shapes), .one(ColorEnvironment.option), .one(LocaleFitReport.flag),
    ] + ActivityInputs.drawingOptions

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let outputPath = arguments[RenderOptions.output]
        let format = arguments[RenderOptions.format] ?? outputPath.flatMap(RenderOptions.Format.init(forFile:)) ?? RenderOptions.defaultFormat(arguments)
        if format == .png && outputPath == nil && Output.standard.isTerminal {
            throw UsageError("will not write PNG bytes to a terminal: add --output FILE, or redirect standard output to a file")
        }
        let sources = try ActivityInputs.load(arguments, now: try SceneInput.readingMoment(arguments) ?? Date())
        // Several configurations in the Swift: each is drawn, one board after another, unless
        // --activity picks one. A state, a payload or a preview is one activity's data, and a
        // picture holds one board: those draw the chosen activity alone.
        let drawn = sources.layouts.filter { $0.widget != nil }
        let picksOne = [ActivityInputs.activity, state, payload, preview].contains { arguments[$0] != nil } || format.isPicture || outputPath != nil
        let layouts = drawn.count > 1 && !picksOne ? drawn : [sources.chosen]
        if arguments[LocaleFitReport.flag] {
            return try LocaleFitReport.run(sources, layouts, arguments: arguments, settings: settings(arguments, now: Date(), isStale: false))
        }
        let output = try outputPath.map(Output.create) ?? .standard
        defer { if outputPath != nil { output.close() } }
        let cache = RenderCache()
        BundledNames.provideImages(to: cache)
        for (number, layout) in layouts.enumerated() {
            if number > 0 { output.write("\n") }
            try draw(layout, format: format, arguments: arguments, cache: cache, output: output, report: format.isPicture || outputPath != nil ? Output.error : Output.standard)
        }
        return 0
    }

    /// One activity's board and the report under it: what a phone would cut, what islet could not draw.
    private static func draw(_ layout: ActivityLayout, format: RenderOptions.Format, arguments: ParsedArguments, cache: RenderCache, output: Output, report: Output) throws {
        let scene = try SceneInput.load(arguments, layout: layout)
        var settings = settings(arguments, now: scene.now, isStale: scene.isStale)
        settings.palette = RenderOptions.palette(format, arguments)
        let presentations = arguments[Self.presentation] ?? Presentation.allCases
        let width = RenderOptions.boardWidth(format, toStandardOutput: output.descriptor == Output.standard.descriptor)
        let board = Board(activity: layout, data: scene.data, settings: settings, cache: cache.layout, presentations: presentations, maxWidth: width)
        output.write(bytes: try RenderOptions.export(board, format: format, arguments: arguments, cache: cache))
        let surfaces = board.items.map(\.surface)
        report.write(FitReport.check(surfaces).text(
            on: board.place, unknownSymbols: UnknownSymbol.find(in: surfaces), leftOut: LeftOutElements.find(in: surfaces),
            notDrawn: LaidOutSurface.notDrawn(in: surfaces)
        ) + AppGroupReport.text(LaidOutSurface.appGroupReads(in: surfaces)))
        Output.error.write(RenderOptions.pictureWarnings(surfaces, format: format))
    }

    /// The device, projection, appearance and locale the command line asks for, at `now`.
    private static func settings(_ arguments: ParsedArguments, now: Date, isStale: Bool) -> RenderSettings {
        var settings = RenderSettings(
            device: RenderOptions.chosenDevice(arguments), projection: RenderOptions.projection(arguments), now: now,
            dark: RenderOptions.isDark(arguments), utcOffsetSeconds: RenderOptions.utcOffsetSeconds, isStale: isStale
        )
        settings.locale = ActivityInputs.phoneLocale(arguments)
        return settings
    }
}
