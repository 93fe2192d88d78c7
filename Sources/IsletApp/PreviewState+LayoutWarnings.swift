import FoundationEssentials
import IsletInput
import IsletLayout
import IsletViews

extension PreviewState {
    /// Logs what the layout draws for the phone's activities that the screen alone would hide:
    /// in the activities `touched` (nil: all of them), each symbol name the glyph table does not
    /// know, once per name (the screen shows ⍰), and each `forEach` the view limit cut short,
    /// once per call, so once per push that leaves it cut, and each place of the widget's Swift
    /// islet could not draw, once per place.
    mutating func noteLayoutWarnings(at phone: Date, touched: [Int]? = nil) {
        // An activity no push touched draws what it drew when it was last checked, so only the
        // touched ones are rendered again: this runs after every applied push.
        for activity in engine.activities where touched?.contains(activity.id) ?? true {
            var settings = RenderSettings(device: device, projection: projection, now: phone, dark: dark, utcOffsetSeconds: utcOffsetSeconds, isStale: activity.isStale)
            settings.locale = locale
            let renderer = ActivityRenderer(layout: layout(of: activity), settings: settings, cache: cache.layout)
            let data = ActivityData(attributes: activity.attributes, contentState: activity.contentState)
            let surfaces = renderer.surfaces(Presentation.allCases, data: data)
            for symbol in UnknownSymbol.find(in: surfaces) where warnedSymbols.insert(symbol.name).inserted {
                log.append(LogEntry(
                    time: phone, source: drawingSource, summary: "unknown symbol \(JSONWriter.quoted(symbol.name)), drawn as \(SymbolGlyphs.unknown.text)",
                    details: ["\(symbol.region.rawValue): \(symbol.path)"], tone: .warning
                ))
            }
            for leftOut in LeftOutElements.find(in: surfaces) {
                log.append(LogEntry(time: phone, source: drawingSource, summary: leftOut.summary, details: [leftOut.place], tone: .warning))
            }
            // The same run of the widget that drew the surfaces said what it could not draw.
            for place in LaidOutSurface.notDrawn(in: surfaces) where warnedSymbols.insert(place).inserted {
                // `file:line:column: name: reason`: the name in the summary, and the place by the
                // file's own name first, so a narrow log still says what and where.
                let parts = place.split(separator: ": ", maxSplits: 2).map(String.init)
                guard parts.count == 3 else { continue }
                let spot = parts[0].split(separator: "/").last.map(String.init) ?? parts[0]
                log.append(LogEntry(
                    time: phone, source: "swift", summary: "not drawn: \(parts[1])", details: [spot, parts[2]], tone: .warning
                ))
            }
        }
    }
}
