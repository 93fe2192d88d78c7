import IsletApp
import IsletBundle
import IsletFeed
import IsletViews

/// A layout file from a colleague: read and checked, then drawn with its preview (or the sample
/// values the previewer starts its activity with) in every presentation.
enum LayoutFuzzing {
    static func run(_ input: [UInt8]) -> Bool {
        guard let layout = try? LayoutReader.read(String(decoding: input, as: UTF8.self), file: "fuzz.json") else { return false }
        let moment = layout.previewMoment ?? FuzzScene.fallbackMoment
        if let preview = layout.preview {
            FuzzScene.draw(layout: layout, data: preview, at: moment, isStale: false)
        } else {
            let engine = ReplayPolicy.keepingHeldActivity.phone(holding: HeldActivity(layout: layout), before: nil, at: moment)
            FuzzScene.draw(engine, layout: layout, at: moment)
        }
        return true
    }

    /// The bundled layouts.
    static var seeds: [[UInt8]] {
        BundledLayouts.layouts.map { Array($0.json.utf8) }
    }
}
