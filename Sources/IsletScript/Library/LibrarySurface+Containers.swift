import IsletProgram

extension LibrarySurface {
    /// SwiftUI's views whose initializers islet draws by their type's name (`frameworkInit`),
    /// declared as SwiftUI declares them so a call with a label or an argument type no
    /// overload takes (`HStack(spacing: count)` with an `Int`, `Spacer(8)`) is a placeholder
    /// naming the call rather than a view drawn from a guess.
    static let containers: [LibrarySignature] = stacks + labels + controls + shapes

    /// A `@ViewBuilder` closure taking `parameters`.
    private static func builder(_ label: String?, _ parameters: [ScriptTypeRepr] = []) -> CallParameter {
        p(label, function(parameters, t("Content")))
    }

    /// A `LocalizedStringKey` title and its `StringProtocol` twin: a literal is a key, a
    /// `String` value is shown as it is.
    private static let titles = [p(nil, t("LocalizedStringKey")), p(nil, some("StringProtocol"))]

    /// Every overload of `type` drawn by its name, one per parameter list.
    private static func drawn(_ type: String, _ lists: [[CallParameter]]) -> [LibrarySignature] {
        inits(type, t(type), lists.map { (.frameworkInit(type), $0) })
    }

    /// The stacks with their alignment (vertical for a row, horizontal for a column, both for
    /// layers) and spacing, `Group`, `ViewThatFits`, `ForEach` over a collection or a range,
    /// `Spacer(minLength:)`.
    static let stacks: [LibrarySignature] = {
        let spacing = p("spacing", .optional(t("CGFloat")), default: true)
        let pinned = p("pinnedViews", t("PinnedScrollableViews"), default: true)
        let stack = { (name: String, alignment: String, lazy: Bool) in
            drawn(name, [[p("alignment", t(alignment), default: true), spacing] + (lazy ? [pinned] : []) + [builder("content")]])
        }
        let data = p(nil, some("RandomAccessCollection"))
        let id = p("id", t("KeyPath"))
        let element = builder("content", [t("Element")])
        return stack("HStack", "VerticalAlignment", false) + stack("VStack", "HorizontalAlignment", false)
            + stack("LazyHStack", "VerticalAlignment", true) + stack("LazyVStack", "HorizontalAlignment", true)
            + drawn("ZStack", [[p("alignment", t("Alignment"), default: true), builder("content")]])
            + drawn("Group", [[builder("content")]])
            + drawn("ViewThatFits", [[p("in", t("Axis.Set"), default: true), builder("content")]])
            + drawn("ForEach", [[data, element], [data, id, element]])
            + drawn("Spacer", [[p("minLength", .optional(t("CGFloat")), default: true)]])
    }()

    /// `Label` with a symbol, an asset or an image resource, or with title and icon closures.
    static let labels: [LibrarySignature] = {
        let icons = [p("systemImage", t("String")), p("image", t("String")), p("image", t("ImageResource"))]
        return drawn("Label", titles.flatMap { title in icons.map { [title, $0] } } + [[builder("title"), builder("icon")]])
    }()

    /// `Button` with a title (and a symbol) or a label closure, running an action or an
    /// `AppIntent` (never run); `Link` to a `URL`; `Toggle` over a binding or an intent;
    /// `Gauge` of a floating value in a range with its labels.
    static let controls: [LibrarySignature] = {
        let action = p("action", function([], t("Void")))
        let intent = p("intent", some("AppIntent"))
        let role = p("role", .optional(t("ButtonRole")))
        let symbol = p("systemImage", t("String"))
        let label = builder("label")
        var buttons: [[CallParameter]] = [[action, label], [role, action, label], [intent, label]]
        for title in titles {
            buttons += [[title, action], [title, role, action], [title, symbol, action], [title, symbol, role, action],
                        [title, intent], [title, symbol, intent]]
        }
        let destination = p("destination", t("URL"))
        let links = [[destination, label]] + titles.map { [$0, destination] }
        let isOn = p("isOn", t("Binding"))
        let toggles = [[isOn, label], [p("isOn", t("Bool")), intent, label]] + titles.map { [$0, isOn] }
        let value = p("value", some("BinaryFloatingPoint"))
        let bounds = p("in", .nominal(ScriptNominalType([.init(name: "ClosedRange", arguments: [t("Double")])])), default: true)
        let current = builder("currentValueLabel"), minimum = builder("minimumValueLabel"), maximum = builder("maximumValueLabel")
        let gauges = [[value, bounds, label], [value, bounds, label, current], [value, bounds, label, current, minimum, maximum], [value, bounds, label, minimum, maximum]]
        return drawn("Button", buttons) + drawn("Link", links) + drawn("Toggle", toggles) + drawn("Gauge", gauges)
    }()

    /// The shapes islet draws, with their corner radii and corner style. A corner given as a
    /// `CGSize` or as `RectangleCornerRadii` is not drawn, so those forms are left undeclared.
    static let shapes: [LibrarySignature] = {
        let style = p("style", t("RoundedCornerStyle"), default: true)
        let corner = { (label: String) in p(label, t("CGFloat"), default: true) }
        let uneven = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].map(corner) + [style]
        return ["Circle", "Ellipse", "Rectangle", "ContainerRelativeShape"].flatMap { drawn($0, [[]]) }
            + drawn("Capsule", [[style]])
            + drawn("RoundedRectangle", [[p("cornerRadius", t("CGFloat")), style]])
            + drawn("UnevenRoundedRectangle", [uneven])
    }()
}
