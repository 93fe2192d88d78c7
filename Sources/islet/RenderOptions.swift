import FoundationEssentials
import Glibc
import IsletCells
import IsletLayout
import IsletRaster

/// The options that choose what a drawing looks like (device, appearance, scale, output format),
/// declared once for `render`, `demo`, `preview` and `serve`.
enum RenderOptions {
    /// What `--format` writes.
    enum Format: String, CaseIterable, Sendable {
        case text, ansi, svg
    }

    static let device = Option.choice(
        "device", "NAME", help: "a device from 'islet devices' (default \(DeviceCatalog.defaultID))", DeviceCatalog.all.map { ($0.id, $0) }
    )
    static let format = Option.choice(
        "format", help: "what to write (default: ansi on a terminal, text otherwise;\ntext when NO_COLOR or --color none)",
        Format.allCases.map { ($0.rawValue, $0) }
    )
    static let dark = Flag("dark", help: "the dark appearance (the default)")
    static let light = Flag("light", help: "the light appearance")
    static let scale = Option.number(
        "scale", help: "cells per point relative to the standard 8 x 18 pt cell (0.5 to 4)",
        expectation: "a number from 0.5 to 4", accepts: { (0.5...4).contains($0) }
    )
    /// `[--dark | --light]`: one appearance.
    static let appearance = OptionUse.either(dark, light)

    static func chosenDevice(_ arguments: ParsedArguments) -> DeviceProfile {
        arguments[device] ?? DeviceCatalog.defaultDevice
    }

    static func projection(_ arguments: ParsedArguments) -> CellProjection {
        arguments[scale].map(CellProjection.scaled) ?? .standard
    }

    static func isDark(_ arguments: ParsedArguments) -> Bool {
        !arguments[light]
    }

    /// The output format: as asked, else ANSI colour for a terminal when colour is wanted, else plain text.
    static func outputFormat(_ arguments: ParsedArguments) -> Format {
        arguments[format] ?? (Output.standard.isTerminal && ColorEnvironment.wantsColor(arguments) ? .ansi : .text)
    }

    static func export(_ buffer: CellBuffer, format: Format, arguments: ParsedArguments) -> String {
        switch format {
        case .ansi: ANSIExporter.export(buffer, palette: ColorEnvironment.exportPalette(arguments))
        case .svg: SVGExporter.export(buffer)
        case .text: TextExporter.export(buffer)
        }
    }

    /// The viewer's UTC offset from the C library, which honours `TZ`.
    static var utcOffsetSeconds: Int {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return parts.tm_gmtoff
    }
}
