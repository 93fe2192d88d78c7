import Foundation
import IsletCells
import IsletProgram
import IsletScript
import IsletTestSupport
import IsletViews
import Testing

/// `Color("name")` and `UIColor(named:)` drawn from the asset catalogs islet injects.
@Suite struct InterpreterAssetTests {
    static let assets = ScriptAssets(catalogs: ["App/Assets.xcassets"], colors: [
        "Brand": AssetColor(light: .fixed(Color(hex: 0x3366CC)), dark: .fixed(Color(hex: 0x99BBFF))),
        "Palette/Warn": AssetColor(light: .fixed(Color(hex: 0xCC2200)), dark: .fixed(Color(hex: 0xCC2200))),
        "Tint": AssetColor(light: .system("systemOrange"), dark: .system("systemOrange")),
    ])

    /// The text's colour for `Text("ok").foregroundStyle(colour)`, and the placeholders.
    private func drawn(_ colour: ScriptExpression, dark: Bool, assets: ScriptAssets = Self.assets) -> (Color?, [String]) {
        let fixture = ScriptFixture(lockScreen: [expr(textView("ok").modifier("foregroundStyle", arg(colour)))], assets: assets)
        return (fixture.paint(dark: dark).buffer.firstCell(showing: "o")?.foreground, fixture.region(dark: dark).placeholders.map(\.description))
    }

    /// `Color("Brand")` takes the set's dark colour in the dark theme and its light one in the light.
    @Test func namedColoursFollowTheTheme() {
        #expect(drawn(view("Color", arg(str("Brand"))), dark: true) == (Color(hex: 0x99BBFF), []))
        #expect(drawn(view("Color", arg(str("Brand"))), dark: false) == (Color(hex: 0x3366CC), []))
    }

    /// `Color("Palette/Warn", bundle: nil)`, `Color(uiColor: UIColor(named: "Brand")!)` and a
    /// name computed at run time all resolve; a set that refers to a system colour draws it.
    @Test func everySpellingOfANamedColourResolves() {
        #expect(drawn(view("Color", arg(str("Palette/Warn")), arg("bundle", id("nil"))), dark: true).0 == Color(hex: 0xCC2200))
        let uiColor = ScriptExpression(.forceUnwrap(view("UIColor", arg("named", str("Brand")))), at: here)
        #expect(drawn(view("Color", arg("uiColor", uiColor)), dark: true) == (Color(hex: 0x99BBFF), []))
        let computed = view("Color", arg(str(text("Br"), interpolated(str("and")))))
        #expect(drawn(computed, dark: false).0 == Color(hex: 0x3366CC))
        #expect(drawn(view("Color", arg(str("Tint"))), dark: true).0 == Color(hex: 0xFF9F0A))
    }

    /// A name no catalog holds is a placeholder naming it and the catalogs searched.
    @Test func aMissingNameSaysWhereIsletLooked() {
        let (_, missing) = drawn(view("Color", arg(str("Nope"))), dark: true)
        #expect(missing == ["Widget.swift:1:1: Color(\"Nope\"): no colour set named \"Nope\": not in App/Assets.xcassets"])
        let (_, none) = drawn(view("Color", arg(str("Nope"))), dark: true, assets: ScriptAssets())
        #expect(none.first?.hasSuffix("no asset catalog (*.xcassets) was found beside the sources") == true)
    }
}

/// `Image("name")` and `UIImage(named:)` become the set's image: the theme's file at its
/// scale, a template when the set says so, with the image modifiers folded in.
@Suite struct InterpreterAssetImageTests {
    /// The catalog's `Cup`, a template: a 3x light file and a 2x dark one, written in `folder`
    /// so each is drawn from its pixels (opaque green, which a template tints).
    private static func assets(in folder: String) throws -> ScriptAssets {
        let green = TestPictures.image(width: 6, height: 6) { _, _ in Color(hex: 0x00AA00) }
        let light = try TestPictures.write(green, named: "cup@3x.png", in: folder)
        let dark = try TestPictures.write(green, named: "cup-dark@2x.png", in: folder)
        return ScriptAssets(catalogs: ["App/Assets.xcassets"], images: [
            "Cup": AssetImage(light: .init(path: light, scale: 3), dark: .init(path: dark, scale: 2), template: true),
        ], symbols: ["bolt.custom": "App/Assets.xcassets/bolt.custom.symbolset/bolt.custom.svg"])
    }

    private func fixture(_ image: ScriptExpression, assets: ScriptAssets = ScriptAssets(catalogs: ["App/Assets.xcassets"])) -> ScriptFixture {
        ScriptFixture(lockScreen: [expr(image)], assets: assets)
    }

    /// The first picture the lock screen draws, as resolved for layout.
    private func picture(_ image: ScriptExpression, dark: Bool) throws -> ResolvedPicture? {
        let folder = TestPictures.folder()
        let resolved = fixture(image, assets: try Self.assets(in: folder)).resolved(dark: dark)
        return resolved?.allViews.lazy.compactMap { view -> ResolvedPicture? in
            if case .picture(let picture) = view.content { picture } else { nil }
        }.first
    }

    @Test func anImagePicksTheThemesFileAtItsScale() throws {
        let dark = try #require(try picture(view("Image", arg(str("Cup"))), dark: true))
        #expect(dark.file.hasSuffix("/cup-dark@2x.png") && dark.scale == 2)
        // A template is drawn in the view's colour: white text on the dark card.
        #expect(dark.pixels.pixel(x: 3, y: 3) == .white)
        let uiImage = ScriptExpression(.forceUnwrap(view("UIImage", arg("named", str("Cup")))), at: here)
        let light = try #require(try picture(view("Image", arg("uiImage", uiImage)), dark: false))
        #expect(light.file.hasSuffix("/cup@3x.png") && light.scale == 3)
        let computed = try picture(view("Image", arg(str(text("C"), interpolated(str("up"))))), dark: false)
        #expect(computed?.file.hasSuffix("/cup@3x.png") == true)
    }

    @Test func theImageModifiersFoldIntoTheImage() throws {
        let modified = view("Image", arg(str("Cup"))).modifier("renderingMode", arg(dot("original"))).modifier("resizable")
            .modifier("aspectRatio", arg(int(2)), arg("contentMode", dot("fill")))
        let original = try #require(try picture(modified, dark: true))
        #expect(original.pixels.pixel(x: 3, y: 3) == Color(hex: 0x00AA00) && original.sizing == PictureSizing(resizable: true, aspectRatio: 2, mode: .fill))
        let fitted = view("Image", arg(str("Cup"))).modifier("resizable").modifier("scaledToFit")
        #expect(try picture(fitted, dark: true)?.sizing == PictureSizing(resizable: true, mode: .fit))
    }

    /// A name no catalog holds says where islet looked.
    @Test func aMissingNameIsAPlaceholder() {
        let placeholders = fixture(view("Image", arg(str("Mug")))).region(dark: true).placeholders.map(\.reason)
        #expect(placeholders == ["no image set named \"Mug\": not in App/Assets.xcassets"])
    }

    /// A custom symbol is its SVG's `Regular-M` glyph (not the template's other weights and
    /// guides), as tall as the font, in the view's colour.
    @Test func aCustomSymbolIsItsRegularGlyphInTheViewsColour() throws {
        let folder = TestPictures.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let svg = folder + "/bolt.custom.svg"
        try #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
          <g id="Guides"><rect x="10" y="10" width="3280" height="2180" fill="none" stroke="#000" stroke-width="4"/></g>
          <g id="Symbols">
            <g id="Black-S" transform="translate(100 100)"><rect width="500" height="500"/></g>
            <g id="Regular-M" transform="translate(1000 1000)"><rect width="200" height="100"/></g>
          </g>
        </svg>
        """#.write(toFile: svg, atomically: true, encoding: .utf8)
        let assets = ScriptAssets(catalogs: [folder], symbols: ["bolt.custom": svg])
        let image = view("Image", arg(str("bolt.custom"))).modifier("foregroundStyle", arg(dot("orange")))
        let resolved = try #require(ScriptFixture(lockScreen: [expr(image)], assets: assets).resolved())
        let picture = try #require(resolved.allViews.lazy.compactMap { view -> ResolvedPicture? in
            if case .picture(let picture) = view.content { picture } else { nil }
        }.first)
        // Body text is 17 pt: the glyph is 0.85 em tall at 3x, twice as wide as tall.
        #expect(picture.pixels.height == 43 && picture.pixels.width == 86)
        #expect(picture.pixels.pixel(x: 43, y: 21) == Color(hex: 0xFF9F0A))
    }

    /// Drawn in cells from real files: the dark theme's file in the dark, the light one in the
    /// light, and a template in the view's colour whichever file it is.
    @Test func theThemesFileIsDrawnAndATemplateTakesTheForeground() throws {
        let folder = TestPictures.folder()
        let light = try TestPictures.write(TestPictures.image(width: 96, height: 108) { _, _ in Color(hex: 0xFFCC00) }, named: "sun@3x.png", in: folder)
        let dark = try TestPictures.write(TestPictures.image(width: 96, height: 108) { _, _ in Color(hex: 0x3355FF) }, named: "moon@3x.png", in: folder)
        let set = { (template: Bool?) in AssetImage(light: .init(path: light, scale: 3), dark: .init(path: dark, scale: 3), template: template) }
        let image = view("Image", arg(str("Sky"))).modifier("foregroundStyle", arg(dot("red")))
        let colours = { (template: Bool?, isDark: Bool) -> Set<Color> in
            let fixture = ScriptFixture(lockScreen: [expr(image)], assets: ScriptAssets(catalogs: [folder], images: ["Sky": set(template)]))
            let buffer = fixture.paint(dark: isDark).buffer
            return Set(buffer.cells.filter { $0.text == " " || $0.text == "█" }.compactMap { $0.text == " " ? $0.background : $0.foreground })
        }
        #expect(colours(nil, true).contains(Color(hex: 0x3355FF)) && !colours(nil, true).contains(Color(hex: 0xFFCC00)))
        #expect(colours(nil, false).contains(Color(hex: 0xFFCC00)) && !colours(nil, false).contains(Color(hex: 0x3355FF)))
        #expect(colours(true, true).contains(Color(hex: 0xFF453A)) && !colours(true, true).contains(Color(hex: 0x3355FF)))
    }
}
