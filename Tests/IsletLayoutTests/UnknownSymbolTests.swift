import FoundationEssentials
import IsletBundle
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// A symbol name islet does not know is named, with where it is drawn (issue 12, item 2).
@Suite struct UnknownSymbolTests {
    static func symbol(_ name: String) -> ResolvedView {
        ResolvedView(content: .symbol(name: name, glyph: SymbolGlyphs.glyph(named: name) ?? SymbolGlyphs.unknown), style: ResolvedStyle())
    }

    @Test func unknownNamesAreFoundOnceEachWithTheirRegion() {
        let layout = SurfaceLayout(geometry: SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard), cache: RenderCache().layout)
        let compact = layout.compact(leading: Self.symbol("box.truk.fill"), trailing: Self.symbol("timer"))
        let minimal = layout.minimal(attached: Self.symbol("box.truk.fill"), detached: nil)
        let found = UnknownSymbol.find(in: [compact, minimal])
        #expect(found.map(\.name) == ["box.truk.fill", "box.truk.fill"])
        #expect(found.map(\.region) == [.compactLeading, .minimal])
        #expect(found.first?.description.contains(#"unknown symbol "box.truk.fill", drawn as ⍰"#) == true)
    }

    @Test func knownNamesAreNotReported() {
        let layout = SurfaceLayout(geometry: SurfaceGeometry(device: DeviceCatalog.defaultDevice, projection: .standard), cache: RenderCache().layout)
        #expect(UnknownSymbol.find(in: [layout.compact(leading: Self.symbol("box.truck.fill"), trailing: Self.symbol("timer"))]).isEmpty)
    }

    /// The bundled layouts are what people copy from: each symbol they name is a real SF Symbol
    /// islet knows, so none of their boards shows the unknown mark (music named "airpods.pro").
    @Test(arguments: BundledLayouts.layouts.map(\.name))
    func bundledLayoutsNameOnlyKnownSymbols(_ name: String) throws {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }).json
        let layout = try LayoutReader.read(json, file: "layouts/\(name).json")
        let settings = RenderSettings(now: layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0))
        let board = Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout)
        #expect(UnknownSymbol.find(in: board.items.map(\.surface)).map(\.name) == [])
    }
}
