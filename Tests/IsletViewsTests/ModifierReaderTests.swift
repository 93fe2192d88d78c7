import Testing
@testable import IsletViews

/// DESIGN.md, "Layout files": each modifier key lands on the SwiftUI modifier it names.
@Suite struct ModifierReaderTests {
    private func modifiers(_ keys: String) throws -> ViewModifiers {
        try LayoutFixture.lockScreen(#"{ "text": "Hi", \#(keys) }"#).1.modifiers
    }

    @Test func everyModifierKeyIsRead() throws {
        var expected = ViewModifiers()
        expected.font = Font.textStyles["caption"]
        expected.foreground = .fixed(.system("orange"))
        expected.background = .fixed(.system("blue"))
        expected.padding = EdgeInsets(all: 4)
        expected.frame = FrameSpec()
        expected.frame?.width = 40
        expected.lineLimit = 2
        expected.monospacedDigit = true
        expected.numericTransition = true
        expected.widgetURL = .literal("pizza://order")
        expected.textAlignment = .trailing
        expected.opacity = 0.5
        expected.layers = [ViewLayer(placement: .overlay, alignment: .topTrailing, content: ViewNode(content: .text(.literal("!")), path: .root.appending("lockScreen").appending("overlay").appending("content")))]
        expected.hidden = true
        expected.offset = Offset(x: -2, y: 3)
        expected.clipShape = .roundedRectangle(cornerRadius: 6)
        expected.fontWeight = .bold
        expected.fontDesign = .rounded
        expected.fontWidth = .condensed
        expected.italic = true
        expected.tracking = 1.5
        expected.strikethrough = true
        expected.underline = true
        expected.textCase = .uppercase
        expected.redacted = false
        expected.layoutPriority = 1
        expected.fixedSize = FixedSize(horizontal: true, vertical: false)
        expected.minimumScaleFactor = 0.5
        expected.truncationMode = .middle
        expected.regionPriority = 2
        expected.belowIfTooWide = true
        let keys = #"""
        "font": "caption", "foreground": "orange", "background": "blue", "padding": 4, "frame": { "width": 40 },
        "lineLimit": 2, "monospacedDigit": true, "contentTransition": "numericText", "widgetURL": "pizza://order",
        "multilineTextAlignment": "trailing", "opacity": 0.5, "overlay": { "content": { "text": "!" }, "alignment": "topTrailing" },
        "hidden": true, "offset": { "x": -2, "y": 3 }, "clipShape": "capsule", "cornerRadius": 6, "fontWeight": "light", "bold": true,
        "fontDesign": "rounded", "fontWidth": "condensed", "italic": true, "tracking": 1.5, "strikethrough": true, "underline": true,
        "textCase": "uppercase", "redacted": false, "layoutPriority": 1,
        "fixedSize": { "horizontal": true }, "minimumScaleFactor": 0.5, "truncationMode": "middle",
        "regionPriority": 2, "verticalPlacement": "belowIfTooWide"
        """#
        for name in ModifierName.allCases {
            #expect(keys.contains("\"\(name.rawValue)\":"), "the sample does not set \(name)")
        }
        #expect(try modifiers(keys.replacing("\n", with: " ")) == expected)
    }

    @Test func aBackgroundIsAColourOrAViewAndBothLayersKeepTheirOrder() throws {
        let layered = try modifiers(#""background": { "image": "star" }, "overlay": { "text": "!" }"#)
        #expect(layered.background == nil)
        #expect(layered.layers.map(\.placement) == [.background, .overlay])
        #expect(layered.layers.map(\.alignment) == [.center, .center])
        #expect(layered.layers[0].content.content == .image(.literal("star")))
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "overlay": "red" }"#))?.hasSuffix(#"lockScreen.overlay: expected a view such as {"text": "..."}, or {"content": VIEW, "alignment": "topTrailing"}"#) == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "overlay": { "content": { "text": "!" }, "alignment": "up" } }"#))?.contains("lockScreen.overlay.alignment: expected an alignment") == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "background": { "txt": "!" } }"#))?.contains(#"lockScreen.background.txt: "txt" is not a view; did you mean "text"?"#) == true)
    }

    @Test func shapesAndTraitsReadTheirSwiftUINames() throws {
        #expect(try modifiers(#""clipShape": "circle""#).clipShape == .circle)
        #expect(try modifiers(#""clipShape": { "roundedRectangle": 4 }"#).clipShape == .roundedRectangle(cornerRadius: 4))
        #expect(try modifiers(#""fixedSize": true"#).fixedSize == FixedSize())
        #expect(try modifiers(#""bold": false"#).fontWeight == nil)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "clipShape": "capsle" }"#))?.hasSuffix(#"lockScreen.clipShape: unknown shape "capsle"; did you mean "capsule"?"#) == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "fontWidth": "narrow" }"#))?.hasSuffix("lockScreen.fontWidth: unknown width \"narrow\"; expected one of compressed, condensed, standard, expanded") == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "minimumScaleFactor": 0 }"#))?.hasSuffix("lockScreen.minimumScaleFactor: 0 is out of range: a minimum scale factor is from 0.01 to 1") == true)
    }

    @Test func aLabelIsAnIconBesideItsTitle() throws {
        let (_, simple) = try LayoutFixture.lockScreen(#"{ "label": "Hi {state.driverName}", "systemImage": "star" }"#)
        guard case .stack(.horizontal, let parts, nil, .center) = simple.content else { Issue.record("\(simple.content)"); return }

        #expect(parts.first?.content == .image(.literal("star")))
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "label": "Hi" }"#))?.hasSuffix(#"lockScreen: missing "systemImage""#) == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "label": { "title": { "text": "Hi" }, "icon": { "image": "star" } }, "systemImage": "x" }"#))?.hasSuffix("lockScreen.systemImage: a label with a title and an icon view takes no systemImage") == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "label": { "title": { "text": "Hi" } } }"#))?.hasSuffix(#"lockScreen.label: missing "icon""#) == true)
    }

    @Test func anOffsetTakesPointsEitherWay() throws {
        #expect(try modifiers(#""offset": { "y": -4 }"#).offset == Offset(x: 0, y: -4))
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "offset": { "x": 3000 } }"#))?.hasSuffix("lockScreen.offset.x: 3000 is out of range: an offset is from -2000 to 2000 points") == true)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "offset": 4 }"#))?.hasSuffix(#"lockScreen.offset: expected {"x": 4, "y": -2}"#) == true)
    }

    @Test func paddingEdgesSetTheirSidesAndPairsSetBoth() throws {
        let padding = try modifiers(#""padding": { "vertical": 4, "horizontal": 2, "top": 1 }"#).padding
        #expect(padding == EdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 2))
        let sides = try modifiers(#""padding": { "leading": 3, "bottom": 5, "trailing": 7 }"#).padding
        #expect(sides == EdgeInsets(top: 0, leading: 3, bottom: 5, trailing: 7))
    }

    @Test func frameOptionsSetTheirOwnLengthAndOnlyMaximumsFill() throws {
        let keys = #""frame": { "minWidth": 1, "maxWidth": "infinity", "height": 3, "minHeight": 2, "maxHeight": "infinity", "alignment": "top" }"#
        let frame = try #require(try modifiers(keys).frame)
        #expect(frame.width == nil && frame.minWidth == 1 && frame.maxWidth == .infinity)
        #expect(frame.height == 3 && frame.minHeight == 2 && frame.maxHeight == .infinity)
        #expect(frame.alignment == .top)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: #"{ "text": "Hi", "frame": { "minHeight": "infinity" } }"#)) == #"x.json:7:57: lockScreen.frame.minHeight: only maxWidth and maxHeight may be "infinity""#)
    }
}
