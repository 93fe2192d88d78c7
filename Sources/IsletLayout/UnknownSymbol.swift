import IsletInput
import IsletViews

/// A symbol name the glyph table does not know, and where it is drawn: `render` reports it and
/// the previewer logs it, so a misspelt name is more than a ⍰ on the screen.
public struct UnknownSymbol: Equatable, Sendable, CustomStringConvertible {
    public let region: RegionName
    public let path: String
    public let name: String

    public var description: String {
        "\(region.rawValue): \(path): unknown symbol \(JSONWriter.quoted(name)), drawn as \(SymbolGlyphs.unknown.text)"
    }

    /// Every unknown symbol drawn in `surfaces`, once each, in drawing order.
    public static func find(in surfaces: [LaidOutSurface]) -> [UnknownSymbol] {
        var found: [UnknownSymbol] = []
        for surface in surfaces {
            for region in surface.regions {
                region.placed.visit { placed in
                    guard case .symbol(let name, let glyph) = placed.view.content, glyph == SymbolGlyphs.unknown else { return }
                    let symbol = UnknownSymbol(region: region.name, path: placed.view.path.description, name: name)
                    if !found.contains(symbol) { found.append(symbol) }
                }
            }
        }
        return found
    }
}
