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

    /// One activity's data in every presentation, as `render` prints the board, then its fit
    /// report; the minimal presentation also with a second activity detached.
    static func draw(layout: ActivityLayout, data: ActivityData, at now: Date, isStale: Bool) {
        let settings = RenderSettings(now: now, isStale: isStale)
        let board = Board(activity: layout, data: data, settings: settings, cache: RenderCache().layout)
        _ = ANSIExporter.export(board.render(cache: RenderCache()))
        _ = FitReport.check(board.items.map(\.surface)).entries.map(\.description)
        _ = ActivityRenderer(layout: layout, settings: settings, cache: RenderCache().layout).surface(.minimal, data: data, other: data)
    }
}
