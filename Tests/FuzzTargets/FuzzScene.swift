import FoundationEssentials
import IsletApp
import IsletBundle
import IsletLayout
import IsletModel
import IsletRaster
import IsletViews

/// What the targets share: the bundled layouts, and drawing what a phone shows the way
/// `render`, the previewer and `serve` would, so a value that slips through reading reaches the
/// layout engine, the painter, the exporters and the fit report.
enum FuzzScene {
    /// The bundled layouts, read once; they are known to read.
    static let layouts: [ActivityLayout] = BundledLayouts.layouts.compactMap { try? LayoutReader.read($0.json, file: $0.name) }

    /// A moment when nothing is set: the fuzzers must not depend on the wall clock.
    static let fallbackMoment = Date(timeIntervalSince1970: 1_800_000_000)

    /// The bundled layout whose activity type the bytes name first, as a stream's
    /// `attributes-type` does; the first layout when they name none.
    static func layout(namedIn bytes: ArraySlice<UInt8>) -> ActivityLayout? {
        let text = String(decoding: bytes, as: UTF8.self)
        let named = layouts.compactMap { layout in text.firstRange(of: layout.activity).map { (layout, $0.lowerBound) } }
        return named.min { $0.1 < $1.1 }?.0 ?? layouts.first
    }

    /// Every activity the engine holds, drawn in every presentation.
    static func draw(_ engine: ActivityEngine, layout: ActivityLayout, at now: Date) {
        for activity in engine.activities {
            draw(layout: layout, data: ActivityData(attributes: activity.attributes, contentState: activity.contentState), at: now, isStale: activity.isStale)
        }
    }

    /// One activity's data in every presentation, as `render` prints the board, then its fit report.
    static func draw(layout: ActivityLayout, data: ActivityData, at now: Date, isStale: Bool) {
        let settings = RenderSettings(now: now, isStale: isStale)
        let renderer = ActivityRenderer(layout: layout, settings: settings)
        let surfaces = Presentation.allCases.map { renderer.surface($0, data: data, other: data) }
        let items = zip(Presentation.allCases, surfaces).map { Board.Item(title: $0.title, surface: $1) }
        let buffer = Board(header: layout.activity, items: items).render(
            painter: SurfacePainter(projection: settings.projection), wallpaper: settings.wallpaper, label: .white
        )
        _ = ANSIExporter.export(buffer)
        _ = FitReport.check(surfaces).entries.map(\.description)
    }
}
