import IsletCells
import IsletScript
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

/// `Image("name")` and `UIImage(named:)` find their set's file, though its pixels are not drawn yet.
@Suite struct InterpreterAssetImageTests {
    static let assets = ScriptAssets(catalogs: ["App/Assets.xcassets"], images: [
        "Cup": AssetImage(
            light: .init(path: "App/Assets.xcassets/Cup.imageset/cup@3x.png", scale: 3),
            dark: .init(path: "App/Assets.xcassets/Cup.imageset/cup-dark@2x.png", scale: 2), template: true
        ),
    ])

    private func placeholders(_ image: ScriptExpression, dark: Bool) -> [String] {
        ScriptFixture(lockScreen: [expr(image)], assets: Self.assets).region(dark: dark).placeholders.map(\.reason)
    }

    /// The placeholder names the theme's file at its scale; a missing name says where islet looked.
    @Test func anImageSaysWhichFileThePhoneWouldShow() {
        #expect(placeholders(view("Image", arg(str("Cup"))), dark: true) == ["islet does not draw an image's pixels yet (App/Assets.xcassets/Cup.imageset/cup-dark@2x.png, 2x, a template)"])
        let uiImage = ScriptExpression(.forceUnwrap(view("UIImage", arg("named", str("Cup")))), at: here)
        #expect(placeholders(view("Image", arg("uiImage", uiImage)), dark: false) == ["islet does not draw an image's pixels yet (App/Assets.xcassets/Cup.imageset/cup@3x.png, 3x, a template)"])
        #expect(placeholders(view("Image", arg(str("Mug"))), dark: true) == ["no image set named \"Mug\": not in App/Assets.xcassets"])
    }
}
