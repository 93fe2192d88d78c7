import IsletCells
@testable import IsletViews
import Testing

/// A layout's own colour with a value per theme (`{"light": …, "dark": …}`) is what a colour
/// set with a dark appearance is to the Swift: each theme draws its own value, wherever a
/// colour is taken, and a half-written one is an error naming the key.
@Suite struct ThemedColorTests {
    private static let brand = ##"{ "light": "#C2185B", "dark": "#FF6F9C" }"##
    private static let light = Color(hex: 0xC2185B)
    private static let dark = Color(hex: 0xFF6F9C)

    /// The lock screen written as `view`, resolved in one theme.
    private func resolved(_ view: String, dark: Bool) throws -> ResolvedView {
        let (layout, node) = try LayoutFixture.lockScreen(view)
        let scope = EvaluationScope(attributes: layout.preview?.attributes ?? .null, state: layout.preview?.contentState ?? .null, isStale: false)
        return ViewResolver(formatter: ValueFormatter(now: LayoutFixture.previewMoment), dark: dark, pictures: PictureShelf()).resolve(node, in: scope, inheriting: ResolvedStyle())
    }

    @Test func eachThemeDrawsItsOwnValue() throws {
        for dark in [false, true] {
            let expected = dark ? Self.dark : Self.light
            let text = try resolved(#"{ "text": "Hi", "foreground": \#(Self.brand), "background": \#(Self.brand) }"#, dark: dark)
            #expect(text.style.foreground == expected)
            #expect(text.style.background == expected)
            #expect(try resolved(#"{ "color": \#(Self.brand) }"#, dark: dark).content == .color(expected))
            let shape = try resolved(#"{ "shape": "circle", "fill": \#(Self.brand) }"#, dark: dark)
            guard case .shape(let circle) = shape.content else {
                Issue.record("not a shape: \(shape.content)")
                continue
            }
            #expect(circle.fill == expected)
        }
    }

    @Test func aNameInEitherThemeTakesThatThemesVariant() throws {
        let view = #"{ "text": "Hi", "foreground": { "light": "blue", "dark": "blue" } }"#
        #expect(try resolved(view, dark: false).style.foreground == ColorName.system("blue").resolved(dark: false))
        #expect(try resolved(view, dark: true).style.foreground == ColorName.system("blue").resolved(dark: true))
    }

    @Test func theActivitysTintsTakeAColourPerTheme() throws {
        let text = LayoutFixture.text().replacingFirst(
            #""lockScreen""#, with: #""keylineTint": \#(Self.brand), "activityBackgroundTint": \#(Self.brand), "lockScreen""#
        )
        let layout = try LayoutReader.read(text, file: "x.json")
        #expect(layout.keylineTint == .themed(light: Self.light, dark: Self.dark))
        #expect(layout.backgroundTint?.resolved(dark: false) == Self.light)
        #expect(layout.backgroundTint?.resolved(dark: true) == Self.dark)
    }

    @Test func aHalfWrittenColourNamesTheFileAndTheKey() {
        let missing = LayoutFixture.error(LayoutFixture.text(lockScreen: ##"{ "text": "Hi", "foreground": { "light": "#C2185B" } }"##))
        #expect(missing?.hasPrefix("x.json:7:") == true, "\(missing ?? "no error")")
        #expect(missing?.contains(##"lockScreen.foreground.dark: missing: a colour for each theme is {"light": "#D81B60", "dark": "#FF6F9C"}"##) == true, "\(missing ?? "no error")")
        let background = LayoutFixture.error(LayoutFixture.text(lockScreen: ##"{ "text": "Hi", "background": { "dark": "#C2185B" } }"##))
        #expect(background?.contains("lockScreen.background.light: missing") == true, "\(background ?? "no error")")
        let misspelt = LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "foreground": { "light": "red", "drak": "red" } }"#))
        #expect(misspelt?.contains(#"lockScreen.foreground.drak: unknown theme "drak"; did you mean "dark"?"#) == true, "\(misspelt ?? "no error")")
        let notAColour = LayoutFixture.error(LayoutFixture.text(lockScreen: ##"{ "text": "Hi", "foreground": { "light": "red", "dark": "#FF6F9" } }"##))
        #expect(notAColour?.contains("lockScreen.foreground.dark: expected a colour name (") == true, "\(notAColour ?? "no error")")
        let tint = LayoutFixture.error(LayoutFixture.text().replacingFirst(#""lockScreen""#, with: #""keylineTint": { "light": "red" }, "lockScreen""#))
        #expect(tint?.contains("keylineTint.dark: missing") == true, "\(tint ?? "no error")")
    }
}
