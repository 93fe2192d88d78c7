import Foundation
import IsletAnimation
import IsletBundle
import IsletCells
import IsletLayout
import IsletModel
import IsletRaster
import IsletViews
import Testing

/// The moment every test transition starts: fixed, since no test reads a real clock.
let start = Date(timeIntervalSinceReferenceDate: 786_020_400)

/// The default device in the standard projection: what `islet render` draws.
let geometry = SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard)

/// `seconds` after `start`.
func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

/// A moment `fraction` of the way through `transition`.
func at(_ fraction: Double, of transition: SurfaceTransition) -> Date { at(fraction * transition.duration) }

/// A bundled layout and its renderer at the layout's preview moment, as `islet render` uses it.
struct Bundled {
    let layout: ActivityLayout
    let renderer: ActivityRenderer

    init(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }?.json, sourceLocation: sourceLocation)
        layout = try LayoutReader.read(json, file: "layouts/\(name).json")
        let moment = try #require(layout.previewMoment, sourceLocation: sourceLocation)
        renderer = ActivityRenderer(layout: layout, settings: RenderSettings(device: geometry.device, now: moment), cache: RenderCache().layout)
    }

    /// `presentation` showing the preview data, with `changes` made to its content state.
    func surface(_ presentation: Presentation, changing changes: [String: StateValue] = [:]) throws -> LaidOutSurface {
        let preview = try #require(layout.preview)
        var fields: [String: StateValue] = [:]
        if case .record(let record) = preview.contentState { fields = record.fields }
        try #require(!fields.isEmpty, "the preview's content state is a record")
        let state = StateRecord(fields.merging(changes) { $1 })
        return renderer.surface(presentation, data: ActivityData(attributes: preview.attributes, contentState: .record(state)))
    }

    var wallpaper: Color { renderer.settings.wallpaper }
}

/// What a person sees of `surface`: its cells painted on `wallpaper`.
func paint(_ surface: LaidOutSurface, wallpaper: Color = Color(hex: 0x27325A)) -> CellBuffer {
    SurfacePainter(projection: geometry.projection, cache: RenderCache()).paint(surface, wallpaper: wallpaper)
}

/// The text a person reads in `surface`.
func text(_ surface: LaidOutSurface) -> String { TextExporter.export(paint(surface)) }

/// The island's outline in a frame (the first island shape).
func island(_ surface: LaidOutSurface) -> CellRect? {
    surface.shapes.first { $0.kind == .island }?.cells
}
