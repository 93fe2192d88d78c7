import IsletProgram

extension LibrarySurface {
    /// `Image`'s initializers islet draws: an SF Symbol by name (`systemName:` is not the asset
    /// name `_:`), an asset by name, a `UIImage`, a generated image resource.
    static let image: [LibrarySignature] = inits("Image", t("Image"), [
        (.frameworkInit("Image"), [p("systemName", t("String"))]),
        (.frameworkInit("Image"), [p("systemName", t("String")), p("variableValue", .optional(t("Double")))]),
        (.frameworkInit("Image"), [p(nil, t("String")), p("bundle", .optional(t("Bundle")), default: true)]),
        (.frameworkInit("Image"), [p("uiImage", t("UIImage"))]),
        (.frameworkInit("Image"), [p(nil, t("ImageResource"))]),
    ])

    /// `ProgressView`'s initializers islet draws: a bar of `value` out of `total` (a floating
    /// type, as `BinaryFloatingPoint` asks: an `Int` is refused), a title or a label closure
    /// over it, and a live bar over a date range. `pauseTime:` is left undeclared: islet would
    /// draw a paused bar moving, so such a call is a placeholder.
    static let progressView: [LibrarySignature] = {
        let value = p("value", .optional(some("BinaryFloatingPoint")))
        let total = p("total", some("BinaryFloatingPoint"), default: true)
        let label = p("label", function([], t("Label")))
        let current = p("currentValueLabel", function([], t("CurrentValueLabel")))
        let interval = p("timerInterval", .nominal(ScriptNominalType([.init(name: "ClosedRange", arguments: [t("Date")])])))
        let countsDown = p("countsDown", t("Bool"), default: true)
        let key = p(nil, t("LocalizedStringKey")), title = p(nil, some("StringProtocol"))
        let lists: [[CallParameter]] = [
            [], [label], [key], [title],
            [value, total], [value, total, label], [value, total, label, current], [key, value, total], [title, value, total],
            [interval, countsDown], [interval, countsDown, label], [interval, countsDown, label, current],
        ]
        return inits("ProgressView", t("ProgressView"), lists.map { (.frameworkInit("ProgressView"), $0) })
    }()
}
