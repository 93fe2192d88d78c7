import IsletViews

extension LibraryContext {
    /// The text and layout modifiers of the shared vocabulary (docs/LAYOUTS.md): `.some(nil)`
    /// for one accepted with nothing to apply (`.bold(false)`, a custom label style), nil for
    /// one islet does not know.
    func textModifier(_ name: String, _ arguments: [ScriptElement]) -> ScriptModifier?? {
        let first = arguments.first?.value
        // `bold(_ isActive:)`, `italic(_:)`, `strikethrough(_:color:)`: on unless told otherwise.
        let active = arguments.first { $0.label == nil || $0.label == "isActive" }.map { truth($0.value) } ?? true
        switch name {
        case "fontWeight": return .some(first.flatMap(weightName).map { .fontTraits(FontTraits(weight: $0)) })
        case "bold": return .some(active ? .fontTraits(FontTraits(weight: .bold)) : nil)
        case "fontDesign": return .some(first.flatMap(symbolName).flatMap(Font.Design.init(rawValue:)).map { .fontTraits(FontTraits(design: $0)) })
        case "fontWidth": return .some(first.flatMap(symbolName).flatMap(Font.Width.init(rawValue:)).map { .fontTraits(FontTraits(width: $0)) })
        case "italic": return .some(active ? .fontTraits(FontTraits(italic: true)) : nil)
        case "tracking", "kerning":
            return .some(first?.number.map { .fontTraits(FontTraits(tracking: min(100, max(-100, $0)))) })
        case "strikethrough": return .some(active ? .strikethrough : nil)
        case "underline": return .some(active ? .underline : nil)
        case "textCase":
            guard let first, !first.isNull else { return .textCase(.none) }
            return .some(symbolName(first).flatMap(TextCase.init(rawValue:)).map { .textCase($0) })
        case "redacted":
            // `.placeholder` draws bars; `.privacy` and `.invalidated` change nothing on a still,
            // unlocked phone's picture.
            let reason = argument("reason", arguments)
            let reasons: [ScriptValue] = if case .array(let items)? = reason { items } else { [reason].compactMap { $0 } }
            return .some(reasons.contains { symbolName($0) == "placeholder" } ? .redacted(true) : nil)
        case "unredacted": return .redacted(false)
        case "minimumScaleFactor": return .some(first?.number.map { .minimumScaleFactor(min(1, max(0.01, $0))) })
        case "truncationMode": return .some(first.flatMap(symbolName).flatMap(TruncationMode.init(rawValue:)).map { .truncationMode($0) })
        case "layoutPriority": return .some(first?.number.map { .layoutPriority(min(1000, max(-1000, $0))) })
        case "dynamicIsland":
            // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`; `.default` changes nothing.
            let placement = argument("verticalPlacement", arguments).flatMap(symbolName)
            return .some(placement == "belowIfTooWide" ? .belowIfTooWide : nil)
        case "fixedSize":
            let axis = { (label: String) in self.argument(label, arguments).map(self.truth) ?? false }
            return .fixedSize(arguments.isEmpty ? FixedSize() : FixedSize(horizontal: axis("horizontal"), vertical: axis("vertical")))
        case "clipShape": return .some(first.flatMap(clipOutline).map { .clipShape($0) })
        case "cornerRadius": return .some(first?.number.map { .clipShape(.roundedRectangle(cornerRadius: max(0, $0))) })
        case "labelStyle": return .some(first.flatMap(labelStyle).map { .labelStyle($0) })
        default: return nil
        }
    }

    /// A shape as `clipShape` takes it: a shape view (`RoundedRectangle(cornerRadius: 8)`) or
    /// a `Shape` static (`.capsule`, `.circle`, `.rect(cornerRadius: 8)`).
    func clipOutline(_ value: ScriptValue) -> ResolvedShape.Outline? {
        if case .view(let view) = value, case .shape(let spec) = view.content { return spec.outline }
        let (name, arguments): (String?, [ScriptElement]) = if case .symbolCall(let called, let given) = value { (called, given) } else { (symbolName(value), []) }
        switch name {
        case "circle": return outline("Circle", arguments)
        case "ellipse": return outline("Ellipse", arguments)
        case "capsule": return outline("Capsule", arguments)
        case "containerRelative": return outline("ContainerRelativeShape", arguments)
        case "rect", "rectangle": return outline(arguments.isEmpty ? "Rectangle" : "RoundedRectangle", arguments)
        default: return nil
        }
    }

    /// `.iconOnly`, `.titleOnly`, `.titleAndIcon`, `.automatic` and their spelled-out types
    /// (`IconOnlyLabelStyle()`); nil for a custom style, drawn as the default.
    private func labelStyle(_ value: ScriptValue) -> LabelStyle? {
        guard let name = symbolName(value)?.lowercased() else { return nil }
        if name.hasPrefix("icononly") { return .iconOnly }
        if name.hasPrefix("titleonly") { return .titleOnly }
        if name.hasPrefix("titleandicon") || name.hasPrefix("automatic") || name.hasPrefix("defaultlabel") { return .titleAndIcon }
        return nil
    }

    /// `Font`'s own methods: `.weight(_)`, `.bold()`, `.italic()`, `.monospaced()`,
    /// `.width(_)`, and `.monospacedDigit()`, which the font keeps until `.font(_)` reads it
    /// (`hasMonospacedDigits`). Leading and small capitals change nothing islet draws.
    func fontMethod(_ name: String, of font: Font, _ arguments: [ScriptElement], digits: Bool) -> ScriptValue {
        let first = arguments.first?.value
        var changed = font
        switch name {
        case "weight": if let weight = first.flatMap(weightName) { changed = font.with(weight: weight) }
        case "bold": changed = font.with(weight: .bold)
        case "italic": changed = font.with(italic: true)
        case "monospaced": changed = font.with(design: .monospaced)
        case "width": if let width = first.flatMap(symbolName).flatMap(Font.Width.init(rawValue:)) { changed = font.with(width: width) }
        case "monospacedDigit": return .symbolCall("monospacedDigit", [ScriptElement(.font(font))])
        default: break
        }
        return digits ? .symbolCall("monospacedDigit", [ScriptElement(.font(changed))]) : .font(changed)
    }

    /// Whether a font value was made with `.monospacedDigit()`.
    func hasMonospacedDigits(_ value: ScriptValue) -> Bool {
        if case .symbolCall("monospacedDigit", _) = value { return true }
        return false
    }
}
