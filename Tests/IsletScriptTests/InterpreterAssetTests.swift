import Foundation
import IsletCells
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
    static let assets = ScriptAssets(catalogs: ["App/Assets.xcassets"], images: [
        "Cup": AssetImage(
            light: .init(path: "App/Assets.xcassets/Cup.imageset/cup@3x.png", scale: 3),
            dark: .init(path: "App/Assets.xcassets/Cup.imageset/cup-dark@2x.png", scale: 2), template: true
        ),
    ], symbols: ["bolt.custom": "App/Assets.xcassets/bolt.custom.symbolset/bolt.custom.svg"])

    private func fixture(_ image: ScriptExpression) -> ScriptFixture {
        ScriptFixture(lockScreen: [expr(image)], assets: Self.assets)
    }

    /// The first image in the lock screen's view tree.
    private func picture(_ image: ScriptExpression, dark: Bool) -> PictureSpec? {
        func find(_ node: ViewNode) -> PictureSpec? {
            switch node.content {
            case .picture(let spec): return spec
            case .stack(_, let children, _, _): return children.lazy.compactMap(find).first
            default: return nil
            }
        }
        return fixture(image).region(dark: dark).content.flatMap { find($0.node) }
    }

    @Test func anImagePicksTheThemesFileAtItsScale() {
        let dark = picture(view("Image", arg(str("Cup"))), dark: true)
        #expect(dark == PictureSpec(name: "Cup", light: "App/Assets.xcassets/Cup.imageset/cup-dark@2x.png", scale: 2, template: true))
        let uiImage = ScriptExpression(.forceUnwrap(view("UIImage", arg("named", str("Cup")))), at: here)
        let light = picture(view("Image", arg("uiImage", uiImage)), dark: false)
        #expect(light == PictureSpec(name: "Cup", light: "App/Assets.xcassets/Cup.imageset/cup@3x.png", scale: 3, template: true))
        let computed = picture(view("Image", arg(str(text("C"), interpolated(str("up"))))), dark: false)
        #expect(computed?.light == "App/Assets.xcassets/Cup.imageset/cup@3x.png")
    }

    @Test func theImageModifiersFoldIntoTheImage() {
        let modified = view("Image", arg(str("Cup"))).modifier("renderingMode", arg(dot("original"))).modifier("resizable")
            .modifier("aspectRatio", arg(int(2)), arg("contentMode", dot("fill")))
        let spec = picture(modified, dark: true)
        #expect(spec?.template == false && spec?.sizing == PictureSizing(resizable: true, aspectRatio: 2, mode: .fill))
        let fitted = view("Image", arg(str("Cup"))).modifier("resizable").modifier("scaledToFit")
        #expect(picture(fitted, dark: true)?.sizing == PictureSizing(resizable: true, mode: .fit))
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
