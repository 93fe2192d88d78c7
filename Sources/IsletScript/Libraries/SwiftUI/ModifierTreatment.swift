/// What islet does with a SwiftUI modifier the widget's code applies, so a run and a count of
/// the code agree on which modifiers were drawn: the one table `modifier(_:on:…)` dispatches on
/// and coverage reads (docs/DECISIONS.md, "Modifiers drawn, ignored or without a picture").
public enum ModifierTreatment: String, Sendable, CaseIterable {
    /// Changes nothing a still picture of the phone shows (accessibility, identity, life
    /// cycle, animation): accepted and counted as applied.
    case noPicture
    /// Changes the picture, and islet draws the change.
    case drawn
    /// Changes the picture, and islet draws the view without it: listed under the board with
    /// its file, line and column, and counted apart from the modifiers applied.
    case ignored

    /// How islet treats the modifier `name`; nil for one it does not know at all (listed as
    /// not drawn, like an ignored one, but not counted as known).
    public static func of(_ name: String) -> ModifierTreatment? {
        if let known = table[name] { return known }
        return name.hasPrefix("accessibility") ? .noPicture : nil
    }

    /// Every modifier islet accepts, by name. What a run met decides the count where the
    /// arguments or the view matter: an ignored modifier whose argument leaves the picture as
    /// islet draws it (`scaleEffect(1)`, `buttonStyle(.plain)`) counts as applied, and a drawn
    /// one on a view it does not draw on (`aspectRatio` on a stack) as ignored.
    public static let table: [String: ModifierTreatment] = {
        var table: [String: ModifierTreatment] = [:]
        for name in noPictureNames { table[name] = .noPicture }
        for name in drawnNames { table[name] = .drawn }
        for name in ignoredNames { table[name] = .ignored }
        return table
    }()

    private static let noPictureNames = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityIdentifier", "animation", "transition", "symbolEffect", "task", "onAppear",
        "onDisappear", "onChange", "onReceive", "onTapGesture", "id", "tag", "help", "privacySensitive", "invalidatableContent",
        "contentShape", "widgetAccentable", "drawingGroup", "compositingGroup", "activitySystemActionForegroundColor",
        "containerBackground",
    ]

    private static let drawnNames = [
        // Text and its font.
        "font", "fontWeight", "bold", "fontDesign", "fontWidth", "italic", "tracking", "kerning", "strikethrough", "underline",
        "monospacedDigit", "monospaced", "textCase", "lineLimit", "multilineTextAlignment", "minimumScaleFactor",
        "truncationMode", "contentTransition", "redacted", "unredacted",
        // Paint.
        "foregroundStyle", "foregroundColor", "tint", "accentColor", "background", "overlay", "opacity", "hidden",
        "clipShape", "cornerRadius", "activityBackgroundTint", "fill", "stroke", "strokeBorder", "trim", "rotationEffect",
        "progressViewStyle", "gaugeStyle", "labelStyle",
        // Layout.
        "padding", "frame", "offset", "position", "fixedSize", "layoutPriority", "dynamicIsland", "contentMargins", "modifier",
        // The activity: the island's keyline, the Smart Stack's family, where a tap goes.
        "keylineTint", "supplementalActivityFamilies", "widgetURL",
        // Images and symbols.
        "resizable", "renderingMode", "scaledToFit", "scaledToFill", "aspectRatio",
        // Swift Charts.
        "chartForegroundStyleScale", "chartLegend", "chartXAxis", "chartXScale", "chartYAxis", "chartYScale",
        "interpolationMethod", "lineStyle", "symbolSize",
    ]

    private static let ignoredNames = [
        "shadow", "scaleEffect", "brightness", "contrast", "saturation", "grayscale", "blur", "blendMode", "colorMultiply",
        "hueRotation", "colorInvert", "buttonStyle", "imageScale", "symbolRenderingMode", "symbolVariant",
        "environment", "allowsTightening", "disabled", "mask", "rotation3DEffect", "border", "textSelection",
    ]
}
