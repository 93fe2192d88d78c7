import FoundationEssentials
import IsletLayout
import IsletModel
import IsletViews

extension PreviewState {
    /// Logs, once per name, each symbol the layout draws for the phone's activities that the
    /// glyph table does not know: the screen shows ⍰, the log says which name it was.
    mutating func noteUnknownSymbols(at phone: Date) {
        let settings = RenderSettings(device: device, projection: projection, now: phone, dark: dark, utcOffsetSeconds: utcOffsetSeconds)
        let renderer = ActivityRenderer(layout: layout, settings: settings)
        for activity in engine.activities {
            let data = ActivityData(attributes: activity.attributes, contentState: activity.contentState)
            let surfaces = Presentation.allCases.map { renderer.surface($0, data: data) }
            for symbol in UnknownSymbol.find(in: surfaces) where warnedSymbols.insert(symbol.name).inserted {
                log.append(LogEntry(
                    time: phone, source: "layout", summary: "unknown symbol \(JSONWriter.quoted(symbol.name)), drawn as \(SymbolGlyphs.unknown.text)",
                    details: ["\(symbol.region.rawValue): \(symbol.path)"], tone: .warning
                ))
            }
        }
    }
}
