extension LibrarySurface {
    /// `View`'s modifiers whose overloads differ by label or count: `.frame` with a fixed size
    /// or with bounds (never both in one call), `.font`, `.foregroundStyle` with one, two or
    /// three styles, `.foregroundColor`. Each is run by its name once a call resolved.
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
        ])
    }()
}
