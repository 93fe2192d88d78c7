import IsletProgram

extension LibrarySurface {
    /// SwiftUI's initializers and modifiers whose overloads differ by type or label: `Text`,
    /// `Color`, `Image`, `ProgressView` (`LibrarySurface+Views`), the stacks, labels, controls
    /// and shapes of `LibrarySurface+Containers`, and the modifiers `LibrarySurface+Modifiers` declares.
    static let swiftUI: [LibrarySignature] = text + color + image + progressView + containers + modifiers

    /// `Text`'s initializers. A string literal is a `LocalizedStringKey` (a concrete type beats
    /// the generic `StringProtocol` one), a `String` value the generic one, as in SwiftUI.
    static let text: [LibrarySignature] = inits("Text", t("Text"), [
        (.textKey, [p(nil, t("LocalizedStringKey")), p("tableName", .optional(t("String")), default: true),
                    p("bundle", .optional(t("Bundle")), default: true), p("comment", .optional(t("StaticString")), default: true)]),
        (.textKey, [p(nil, t("LocalizedStringResource"))]),
        (.textContent, [p(nil, some("StringProtocol"))]),
        (.textContent, [p(nil, t("AttributedString"))]),
        (.textContent, [p(nil, t("Image"))]),
        (.textVerbatim, [p("verbatim", t("String"))]),
        (.textDate, [p(nil, t("Date")), p("style", t("Text.DateStyle"))]),
        (.textTimer, [p("timerInterval", .nominal(ScriptNominalType([.init(name: "ClosedRange", arguments: [t("Date")])]))), p("pauseTime", .optional(t("Date")), default: true),
                      p("countsDown", t("Bool"), default: true), p("showsHours", t("Bool"), default: true)]),
        (.textFormat, [p(nil, t("FormatInput")), p("format", some("FormatStyle"))]),
    ])

    /// `Color`'s initializers: channels in `Double`, so `Color(red: 239 / 255, …)` divides as
    /// `Double`; a name in an asset catalog; a `UIColor` or a generated colour resource.
    static let color: [LibrarySignature] = {
        let opacity = p("opacity", t("Double"), default: true)
        let space = p(nil, t("Color.RGBColorSpace"))
        let rgb = [p("red", t("Double")), p("green", t("Double")), p("blue", t("Double")), opacity]
        return inits("Color", t("Color"), [
            (.colorRGB, rgb),
            (.colorRGB, [space] + rgb),
            (.colorWhite, [p("white", t("Double")), opacity]),
            (.colorWhite, [space, p("white", t("Double")), opacity]),
            (.colorHSB, [p("hue", t("Double")), p("saturation", t("Double")), p("brightness", t("Double")), opacity]),
            (.colorNamed, [p(nil, t("String")), p("bundle", .optional(t("Bundle")), default: true)]),
            (.colorConverted, [p(nil, t("UIColor"))]),
            (.colorConverted, [p("uiColor", t("UIColor"))]),
            (.colorConverted, [p(nil, t("ColorResource"))]),
        ])
    }()
}
