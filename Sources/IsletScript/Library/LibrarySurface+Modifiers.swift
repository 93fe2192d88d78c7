import IsletProgram

extension LibrarySurface {
    /// `View`'s modifiers as SwiftUI declares them, each run by its name once a call resolved:
    /// `.frame` with a fixed size or with bounds (never both in one call), `.font`, one to three
    /// styles, and the modifiers `layout` and `paint` declare.
    static let modifiers: [LibrarySignature] = {
        let length = { (label: String) in p(label, .optional(t("CGFloat")), default: true) }
        let alignment = p("alignment", t("Alignment"), default: true)
        let style = p(nil, some("ShapeStyle"))
        return methods("View", [
            ("frame", [], nil),
            ("frame", [length("width"), length("height"), alignment], nil),
            ("frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map(length) + [alignment], nil),
            ("font", [p(nil, .optional(t("Font")))], nil),
            ("foregroundStyle", [style], nil),
            ("foregroundStyle", [style, style], nil),
            ("foregroundStyle", [style, style, style], nil),
            ("foregroundColor", [p(nil, .optional(t("Color")))], nil),
        ]) + layoutModifiers + paintModifiers + lineModifiers + island
    }()

    /// Modifiers that place or size a view: padding by edges or insets, offset and position
    /// by a size, a point or coordinates, fixed size, layout priority.
    static let layoutModifiers: [LibrarySignature] = {
        let coordinate = { (label: String) in p(label, t("CGFloat"), default: true) }
        return methods("View", [
            ("padding", [p(nil, t("EdgeInsets"))], nil),
            ("padding", [p(nil, t("Edge.Set"), default: true), p(nil, .optional(t("CGFloat")), default: true)], nil),
            ("padding", [p(nil, t("CGFloat"))], nil),
            ("offset", [p(nil, t("CGSize"))], nil),
            ("offset", [coordinate("x"), coordinate("y")], nil),
            ("position", [p(nil, t("CGPoint"))], nil),
            ("position", [coordinate("x"), coordinate("y")], nil),
            ("fixedSize", [], nil),
            ("fixedSize", [p("horizontal", t("Bool")), p("vertical", t("Bool"))], nil),
            ("layoutPriority", [p(nil, t("Double"))], nil),
            ("hidden", [], nil),
        ])
    }()

    /// Modifiers that paint: layers behind and over a view (a style, a style in a shape, a
    /// view, a builder closure), clipping, tint, opacity and brightness, where a tap goes.
    static let paintModifiers: [LibrarySignature] = {
        let style = p(nil, some("ShapeStyle"))
        let edges = p("ignoresSafeAreaEdges", t("Edge.Set"), default: true)
        let shape = p("in", some("Shape"))
        let fill = p("fillStyle", t("FillStyle"), default: true)
        let alignment = p("alignment", t("Alignment"), default: true)
        let content = p("content", function([], t("Content")))
        let layers = ["background", "overlay"].flatMap { name in
            [(name, [style, edges], ScriptTypeRepr?.none), (name, [style, shape, fill], nil), (name, [shape, fill], nil),
             (name, [alignment, content], nil), (name, [p(nil, some("View")), alignment], nil)]
        }
        return methods("View", layers + [
            ("clipShape", [p(nil, some("Shape")), p("style", t("FillStyle"), default: true)], nil),
            ("cornerRadius", [p(nil, t("CGFloat")), p("antialiased", t("Bool"), default: true)], nil),
            ("tint", [p(nil, .optional(t("Color")))], nil),
            ("tint", [p(nil, .optional(some("ShapeStyle")))], nil),
            ("opacity", [p(nil, t("Double"))], nil),
            ("brightness", [p(nil, t("Double"))], nil),
            ("widgetURL", [p(nil, .optional(t("URL")))], nil),
        ])
    }()

    /// `DynamicIsland`'s own modifiers: the keyline's tint and where a tap on the island goes.
    static let island: [LibrarySignature] = methods("DynamicIsland", [
        ("keylineTint", [p(nil, .optional(t("Color")))], nil),
        ("widgetURL", [p(nil, .optional(t("URL")))], nil),
    ])

    /// Modifiers of a text's lines and digits: how many lines, how far it may shrink, digits
    /// of one width, the lines' alignment, how a changed number moves. A limit that reserves
    /// its lines' space is not drawn, so that form is left undeclared (a range, which islet
    /// cannot tell from an `Int?` at the call, is left off where it is run).
    static let lineModifiers: [LibrarySignature] = methods("View", [
        ("lineLimit", [p(nil, .optional(t("Int")))], nil),
        ("minimumScaleFactor", [p(nil, t("CGFloat"))], nil),
        ("monospacedDigit", [], nil),
        ("multilineTextAlignment", [p(nil, t("TextAlignment"))], nil),
        ("contentTransition", [p(nil, t("ContentTransition"))], nil),
    ])
}
