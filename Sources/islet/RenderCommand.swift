import FoundationEssentials
import IsletLayout
import IsletModel
import IsletRaster
import IsletViews

/// `islet render`: one or all presentations of a layout, headless, for designers and CI.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw a layout's presentations as text, ANSI or SVG"
    static let help = """
    Usage: islet render LAYOUT [--state FILE | --payload FILE] [--presentation compact|minimal|expanded|lock|all]
                        [--device NAME] [--format text|ansi|svg] [--at TIME] [--dark|--light] [--scale N]

    Draws the layout's Dynamic Island presentations and lock-screen card with the layout's
    preview data, or with a content state (--state: {"attributes": ..., "contentState": ...}
    or just the content state) or an APNs payload (--payload). A fit report follows: where
    text would be cut on the chosen phone, in points.

    Options:
      --presentation P   compact, minimal, expanded, lock, or all (a board; the default)
      --device NAME      a device from 'islet devices' (default \(DeviceCatalog.defaultID))
      --format F         text, ansi or svg (default: ansi on a terminal, text otherwise; NO_COLOR honoured)
      --at TIME          the moment shown: ISO 8601 (2026-11-29T10:00:00Z), seconds since 2001 as
                         Swift encodes a Date, or an offset from the preview moment (+90s, +5m, -1h)
      --dark, --light    appearance (default dark)
      --scale N          cells per point relative to the standard 8 x 18 pt cell (0.5 to 4)

    """
    static let options: [OptionSpec] = RenderOptions.shared + [
        .value("state"), .value("payload"), .value("presentation", choices: Presentation.allCases.map(\.rawValue) + ["all"]), .value("at"),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(arguments.positionals.isEmpty ? "missing LAYOUT" : "expected one LAYOUT, found \(arguments.positionals.count) arguments")
        }
        if arguments.value("state") != nil && arguments.value("payload") != nil {
            throw UsageError("--state and --payload cannot both be given")
        }
        let layout = try InputFiles.layout(at: path)
        let scene = try SceneInput.load(arguments, layout: layout)
        let settings = RenderSettings(
            device: RenderOptions.device(arguments), projection: try RenderOptions.projection(arguments), now: scene.now,
            dark: try RenderOptions.dark(arguments), utcOffsetSeconds: RenderOptions.utcOffsetSeconds, isStale: scene.isStale
        )
        let presentations = arguments.value("presentation").flatMap(Presentation.init(rawValue:)).map { [$0] } ?? Presentation.allCases
        let rendered = BoardRendering.render(layout: layout, data: scene.data, settings: settings, presentations: presentations)
        let format = RenderOptions.format(arguments)
        Output.standard.write(RenderOptions.export(rendered.buffer, format: format))
        let report = FitReport.check(rendered.surfaces)
        let reportText = BoardRendering.describe(report, device: settings.device)
        (format == "svg" ? Output.error : Output.standard).write(reportText)
        return 0
    }
}
