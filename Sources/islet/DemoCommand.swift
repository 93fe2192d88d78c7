import IsletLayout
import FoundationEssentials
import IsletBundle
import IsletRaster
import IsletViews

/// `islet demo`: the bundled layouts, built into the binary, so it runs anywhere with no files.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "show every bundled layout (needs no files)"
    static let help = """
    Usage: islet demo [--device NAME] [--format text|ansi|svg] [--dark|--light] [--scale N]

    Draws the board of every layout bundled with islet, with its preview data.

    """
    static let options: [OptionSpec] = RenderOptions.shared

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("demo takes no arguments") }
        let format = RenderOptions.format(arguments)
        for (name, json) in BundledLayouts.layouts {
            let layout = try LayoutReader.read(json, file: "layouts/\(name).json")
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
