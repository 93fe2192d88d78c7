import FoundationEssentials
import Glibc
import IsletLayout
import IsletRaster

/// The options `render` and `demo` share: device, appearance, scale and output format.
enum RenderOptions {
    static let shared: [OptionSpec] = [
        .value("device", choices: DeviceCatalog.all.map(\.id)), .value("format", choices: ["text", "ansi", "svg"]),
        .flag("dark"), .flag("light"), .value("scale"),
    ]

    static func device(_ arguments: ParsedArguments) -> DeviceProfile {
        arguments.value("device").flatMap(DeviceCatalog.device(id:)) ?? DeviceCatalog.defaultDevice
    }

    static func projection(_ arguments: ParsedArguments) throws -> CellProjection {
        guard let text = arguments.value("scale") else { return .standard }
        guard let scale = Double(text), scale >= 0.5, scale <= 4 else { throw UsageError("--scale takes a number from 0.5 to 4, not '\(text)'") }
        return .scaled(scale)
    }

    static func dark(_ arguments: ParsedArguments) throws -> Bool {
        if arguments.flag("dark") && arguments.flag("light") { throw UsageError("--dark and --light cannot both be given") }
        return !arguments.flag("light")
    }

    /// The output format: as asked, else ANSI colour for a terminal without NO_COLOR, else plain text.
    static func format(_ arguments: ParsedArguments) -> String {
        if let format = arguments.value("format") { return format }
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        return Output.standard.isTerminal && !noColor ? "ansi" : "text"
    }

    static func export(_ buffer: CellBuffer, format: String) -> String {
        switch format {
        case "ansi":
            let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
            return ANSIExporter.export(buffer, palette: colorTerm.contains("truecolor") || colorTerm.contains("24bit") ? .trueColor : .indexed256)
        case "svg": return SVGExporter.export(buffer)
        default: return TextExporter.export(buffer)
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
