import Foundation
import IsletBundle
import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// One bundled layout in one presentation on one device: a snapshot test's argument.
struct BundledRenderCase: Sendable, CustomTestStringConvertible {
    let layoutName: String
    let presentation: Presentation
    let deviceID: String

    /// `delivery.compact.iphone-16-pro`, as STYLE.md names snapshot files.
    var snapshotName: String { "\(layoutName).\(presentation.rawValue).\(deviceID)" }
    var testDescription: String { snapshotName }

    /// Every bundled layout (read from `BundledLayouts`, so new layouts join on their own) in
    /// every presentation on each of `devices`.
    static func all(devices: [String]) -> [BundledRenderCase] {
        BundledLayouts.layouts.flatMap { layout in
            Presentation.allCases.flatMap { presentation in
                devices.map { BundledRenderCase(layoutName: layout.name, presentation: presentation, deviceID: $0) }
            }
        }
    }
}

/// The surface a layout shows in `presentation` at its preview moment, dark unless `dark` is
/// false, in UTC, at `projection`, painted for `palette`: the same settings `islet render` uses by default. Records an issue and
/// returns nil when the layout cannot be read or has no preview data.
func renderPreview(
    layoutJSON: String, file: String, presentation: Presentation, deviceID: String, dark: Bool = true,
    projection: CellProjection = .standard, palette: TerminalPalette = .trueColor, sourceLocation: SourceLocation = #_sourceLocation
) -> (surface: LaidOutSurface, buffer: CellBuffer, settings: RenderSettings)? {
    guard let device = DeviceCatalog.device(id: deviceID) else {
        Issue.record("no device \(deviceID) in DeviceCatalog", sourceLocation: sourceLocation)
        return nil
    }
    let layout: ActivityLayout
    do {
        layout = try LayoutReader.read(layoutJSON, file: file)
    } catch {
        Issue.record("\(file) does not read: \(error)", sourceLocation: sourceLocation)
        return nil
    }
    guard let preview = layout.preview else {
        Issue.record("\(file) has no \"preview\" to render", sourceLocation: sourceLocation)
        return nil
    }
    let now = layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0)
    let settings = RenderSettings(device: device, projection: projection, now: now, dark: dark, utcOffsetSeconds: 0)
    let surface = ActivityRenderer(layout: layout, settings: settings, cache: RenderCache().layout).surface(presentation, data: preview)
    let buffer = SurfacePainter(projection: settings.projection, palette: palette, cache: RenderCache()).paint(surface, wallpaper: settings.wallpaper)
    return (surface, buffer, settings)
}

/// `renderPreview` for a bundled layout by name.
func renderBundled(_ testCase: BundledRenderCase, dark: Bool = true, sourceLocation: SourceLocation = #_sourceLocation)
    -> (surface: LaidOutSurface, buffer: CellBuffer, settings: RenderSettings)?
{
    guard let json = BundledLayouts.layouts.first(where: { $0.name == testCase.layoutName })?.json else {
        Issue.record("no bundled layout \(testCase.layoutName)", sourceLocation: sourceLocation)
        return nil
    }
    return renderPreview(
        layoutJSON: json, file: "layouts/\(testCase.layoutName).json", presentation: testCase.presentation,
        deviceID: testCase.deviceID, dark: dark, sourceLocation: sourceLocation
    )
}
