import FoundationEssentials
import Glibc
import IsletCells
import IsletLayout
import IsletPixels
import IsletRaster
import IsletVector

/// The options that choose what a drawing looks like (device, appearance, scale, output format),
/// declared once for `render`, `demo`, `preview` and `serve`.
enum RenderOptions {
    /// What `--format` writes.
    enum Format: String, CaseIterable, Sendable {
        case text, ansi, svg, png
        case cellsSVG = "cells-svg"

        /// Whether the format is a picture rather than text for a terminal: the fit report then goes to stderr.
        var isPicture: Bool { self != .text && self != .ansi }

        /// The format a file name's ending asks for (`board.svg`), when `--format` is not given:
        /// `-o board.svg` writing text into it would surprise anyone.
        init?(forFile path: String) {
            guard let ending = path.split(separator: "/").last?.split(separator: ".").last?.lowercased() else { return nil }
            switch ending {
            case "svg": self = .svg
            case "png": self = .png
            case "txt": self = .text
            default: return nil
            }
        }

        /// The file name's ending for a board in this format.
        var fileExtension: String {
            switch self {
            case .text: "txt"
            case .ansi: "ans"
            case .svg, .cellsSVG: "svg"
            case .png: "png"
            }
        }
    }

    /// The columns a board in `format` may fill: the terminal's, when its text goes to one, so
    /// that no row wraps onto the next line; otherwise the standard width, so that what a file
    /// or a CI log keeps does not depend on the terminal of whoever ran it.
    static func boardWidth(_ format: Format, toStandardOutput: Bool) -> Int {
        guard !format.isPicture, toStandardOutput, let columns = Output.standard.terminalColumns else { return Board.standardWidth }
        return columns
    }

    static let device = Option.choice(
        "device", "NAME", help: "a device from 'islet devices' (default \(DeviceCatalog.defaultID))", DeviceCatalog.all.map { ($0.id, $0) }
    ).short("d")
    static let format = Option.choice(
        "format", help: formatHelp, Format.allCases.map { ($0.rawValue, $0) }
    ).short("f")
    private static let formatHelp = """
    what to write (default: ansi on a terminal, text otherwise;
    text when NO_COLOR or --color none); svg and png draw the phone
    at point geometry, cells-svg draws the terminal's cells
    """
    static let output = Option.file("output", help: "write to FILE instead of standard output (png needs it on a terminal);\nwithout --format, a name ending .svg, .png or .txt picks it").short("o")
    static let dark = Flag("dark", help: "the dark appearance (the default)")
    static let light = Flag("light", help: "the light appearance")
    static let scale = Option.number(
        "scale", help: "cells per point relative to the standard 8 x 18 pt cell (0.5 to 4);\nfor svg and png, pixels per point (png: 2 unless given)",
        expectation: "a number from 0.5 to 4", accepts: { (0.5...4).contains($0) }
    )
    static let shapes = Option.choice(
        "shapes", "KIND", help: "how finely islands and cards are drawn: quadrant (2 x 2 a cell,\nin every font; the default) or sextant (2 x 3, where the font has them)",
        ShapeResolution.allCases.map { ($0.rawValue, $0) }
    )
    /// `[--dark | --light]`: one appearance.
    static let appearance = OptionUse.either(dark, light)

    static func chosenDevice(_ arguments: ParsedArguments) -> DeviceProfile {
        arguments[device] ?? DeviceCatalog.defaultDevice
    }

    static func projection(_ arguments: ParsedArguments) -> CellProjection {
        CellProjection.scaled(arguments[scale] ?? 1, shapes: arguments[shapes] ?? .quadrant)
    }

    static func isDark(_ arguments: ParsedArguments) -> Bool {
        !arguments[light]
    }

    /// The format when none is asked for: ANSI colour for a terminal when colour is wanted, else plain text.
    static func defaultFormat(_ arguments: ParsedArguments) -> Format {
        Output.standard.isTerminal && ColorEnvironment.wantsColor(arguments) ? .ansi : .text
    }

    /// The depth images are turned into cells at: the ANSI output's palette; none for plain text,
    /// which keeps only the symbols, so chafa picks them by shape alone.
    static func palette(_ format: Format, _ arguments: ParsedArguments) -> TerminalPalette {
        switch format {
        case .ansi: ColorEnvironment.exportPalette(arguments)
        case .text: .none
        default: .trueColor
        }
    }

    /// Lines for the report about the images of `surfaces`: those not shown, and, for a format
    /// made of cells, that libchafa is missing when there are images to draw; for a picture, that
    /// the icon font is missing when there are symbols to draw.
    static func pictureWarnings(_ surfaces: [LaidOutSurface], format: Format) -> String {
        let report = PictureReport(surfaces)
        var lines = report.problems
        if report.drawn > 0, format != .svg, format != .png, let missing = PixelArt.unavailable {
            lines.append("images are drawn as labelled boxes: \(missing)")
        }
        if format == .svg || format == .png, let note = PictogramFont.missingNote(surfaces, font: PictogramFont.installed) {
            lines.append(note)
        }
        return lines.map { "warning: \($0)\n" }.joined()
    }

    /// The board in `format`, as the bytes to write; cells are painted with the command's `cache`.
    static func export(_ board: Board, format: Format, arguments: ParsedArguments, cache: RenderCache) throws -> [UInt8] {
        let scale = arguments[Self.scale]
        switch format {
        case .ansi: return Array(ANSIExporter.export(board.render(cache: cache), palette: board.settings.palette).utf8)
        case .cellsSVG: return Array(cellPicture(board, cache: cache).utf8)
        case .text: return Array(TextExporter.export(board.render(cache: cache)).utf8)
        case .svg: return Array(SVGWriter.svg(VectorBoard(board: board).drawing(), scale: scale ?? 1).utf8)
        case .png: return try RasterImage(VectorBoard(board: board).drawing(), scale: scale ?? 2).png
        }
    }

    /// The cells as an SVG picture, on a canvas of the board's appearance so its labels stay legible.
    private static func cellPicture(_ board: Board, cache: RenderCache) -> String {
        board.settings.dark
            ? SVGExporter.export(board.render(cache: cache))
            : SVGExporter.export(board.render(cache: cache), background: Color(hex: 0xF2F2F7), foreground: Color(hex: 0x1C1C1E))
    }

    /// The viewer's UTC offset from the C library, which honours `TZ`.
    static var utcOffsetSeconds: Int {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return parts.tm_gmtoff
    }
}
