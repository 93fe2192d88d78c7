import IsletProgram
import IsletViews

extension LibraryContext {
    /// Applies `name` to a view (or to an island or configuration value); nil when it is not
    /// a modifier islet knows, so the caller can report it.
    func modifier(_ name: String, on receiver: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        defer { sites.modifier(name, at: spot) }
        let first = arguments.first?.value
        if case .instance(var instance) = receiver, ["ActivityConfiguration", "DynamicIsland", "DynamicIslandExpandedRegion"].contains(instance.type) {
            if ["keylineTint", "widgetURL", "supplementalActivityFamilies"].contains(name), let first { instance.fields[name] = first }
            if name == "contentMargins", instance.type == "DynamicIsland" { islandMargins(arguments, into: &instance) }
            return .instance(instance)
        }
        if case .view(let view) = receiver, case .picture(let spec) = view.content, view.modifiers.isEmpty, let sized = pictured(spec, name, arguments) {
            return .view(ScriptView(.picture(sized)))
        }
        switch ModifierTreatment.of(name) {
        case .noPicture?:
            return receiver
        case .ignored?:
            if !leavesThePicture(name, arguments) { ignore(name, at: spot) }
            return receiver
        default:
            break
        }
        if let folded = chartModified(name, receiver, arguments) { return folded }
        switch name {
        case "activityBackgroundTint":
            backgroundTint = first
            return receiver
        case "activitySystemActionForegroundColor":
            return receiver
        case "resizable", "renderingMode", "scaledToFit", "scaledToFill", "aspectRatio":
            // An asset image took them above, and a symbol takes them here; on any other view
            // (or a symbol drawn in its own colours) islet draws it as it is.
            if case .view(let view) = receiver, case .symbol(let symbol, let sizing) = view.content, view.modifiers.isEmpty,
               let sized = pictured(PictureSpec(name: symbol, light: "", template: true, sizing: sizing), name, arguments), sized.template {
                return .view(ScriptView(.symbol(symbol, sizing: sized.sizing)))
            }
            ignore(name, at: spot)
            return receiver
        case "tint":
            if case .view(let view) = receiver, let paint = first.flatMap(paint(of:)), let tinted = indicatorTinted(view, paint) { return .view(tinted) }
        case "modifier":
            guard let first else { return receiver }
            return try customModifier(first, on: receiver, at: spot)
        case "progressViewStyle", "gaugeStyle":
            guard case .view(var view) = receiver, symbolName(first ?? .void)?.lowercased().contains("circular") == true else { return receiver }
            switch view.content {
            case .progress(let fraction):
                view.content = .gauge(fraction: fraction)
            case .stack(let axis, let parts, let spacing, let alignment):
                // The style reaches the bars in a stack, as SwiftUI's environment does: a labelled
                // bar (see `progress`) becomes its label over a ring.
                let rings = parts.map { part in
                    guard case .progress(let fraction) = part.content else { return part }
                    var ring = part
                    ring.content = .gauge(fraction: fraction)
                    return ring
                }
                view.content = .stack(axis, rings, spacing: spacing, alignment: alignment)
            default:
                return receiver
            }
            return .view(view)
        case "fill", "stroke", "strokeBorder", "trim", "rotationEffect":
            var receiver = receiver
            if case .instance(let instance) = receiver, isShapeType(instance.type) { receiver = .view(try view(of: receiver, at: spot)) }
            if case .view(let view) = receiver, case .shape(let spec) = view.content, view.modifiers.isEmpty {
                return .view(ScriptView(.shape(shaped(spec, name, arguments))))
            }
        default:
            break
        }
        let view = try view(of: receiver, at: spot)
        guard let applied = try modifier(name, arguments, at: spot) else {
            leaveOff(name, "." + name, "islet does not draw this modifier yet; the view is drawn without it", at: spot)
            return .view(view)
        }
        return .view(applied.map { view.adding($0) } ?? view)
    }

    /// `.tint` on a gauge or a bar drawn with its labels (`gauge`, `progress`): iOS tints the
    /// ring or the bar, and the labels keep the foreground style; nil for any other view.
    private func indicatorTinted(_ view: ScriptView, _ paint: ColorChoice) -> ScriptView? {
        guard case .stack(let axis, var parts, let spacing, let alignment) = view.content, parts.count > 1 else { return nil }
        let position: Int
        switch (axis, parts.first?.content, parts.last?.content) {
        case (.depth, .gauge?, _): position = 0
        case (.vertical, _, .progress?), (.vertical, _, .gauge?): position = parts.count - 1
        default: return nil
        }
        parts[position] = parts[position].adding(.foreground(paint))
        var tinted = view
        tinted.content = .stack(axis, parts, spacing: spacing, alignment: alignment)
        return tinted
    }

    /// Whether an ignored modifier's arguments leave the picture as islet draws it anyway:
    /// `scaleEffect(1)`, a `shadow` or `blur` of no radius, `brightness(0)`, `buttonStyle(.plain)`.
    private func leavesThePicture(_ name: String, _ arguments: [ScriptElement]) -> Bool {
        let first = arguments.first?.value
        switch name {
        case "scaleEffect":
            if case .instance(let size)? = first, size.type == "CGSize" { return size.fields["width"]?.number == 1 && size.fields["height"]?.number == 1 }
            return first?.number == 1
        case "shadow", "blur": return argument("radius", arguments)?.number == 0
        case "brightness": return first?.number == 0
        case "buttonStyle": return first.flatMap(symbolName).map { $0.lowercased().hasPrefix("plain") } ?? false
        default: return false
        }
    }

    /// `.modifier(Custom())`: the modifier's `body(content:)` with `content` the view.
    private func customModifier(_ modifier: ScriptValue, on receiver: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let typeName: String
        switch modifier {
        case .instance(let instance): typeName = instance.type
        case .object(let object): typeName = object.type
        default: return receiver
        }
        guard let type = index.type(named: typeName), let body = type.methods.first(where: { $0.name == "body" }) else {
            leaveOff("modifier", typeName, "islet cannot find this modifier's body(content:)", at: spot)
            return receiver
        }
        let content = ScriptValue.view(try view(of: receiver, at: spot))
        return try invoke(body, owner: type.name, receiver: modifier, captured: nil, [ScriptElement(label: "content", content)], at: spot)
    }

    /// The vocabulary modifier `name` makes of its arguments: `.some(nil)` for one accepted
    /// with nothing to apply (`.font(nil)`), nil for one islet does not know.
    private func modifier(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptModifier?? {
        let first = arguments.first?.value
        switch name {
        case "font": return .some(first.flatMap(font(of:)).map { .font($0, monospacedDigit: first.map(hasMonospacedDigits) ?? false) })
        case "foregroundStyle", "foregroundColor", "tint", "accentColor":
            return .some(first.flatMap(paint(of:)).map { .foreground($0) })
        case "background", "overlay":
            let placement: LayerPlacement = name == "overlay" ? .overlay : .background
            let alignment = alignment(of: argument("alignment", arguments)) ?? .center
            if name == "background", arguments.first?.label == nil, let paint = first.flatMap(paint(of:)) {
                // `.background(.blue)` paints the frame; `.background(.blue, in: Capsule())` or
                // `in: .capsule` the shape, and a gradient the frame's rectangle, shaded.
                let outline = argument("in", arguments).flatMap(clipOutline)
                if outline == nil, case .fixed(.fixed(let color)) = paint { return .background(color) }
                return .layer(.background, alignment, ScriptView(.shape(ShapeSpec(outline: outline ?? .rectangle, fill: paint))))
            }
            guard let content = arguments.last(where: { $0.label == nil || $0.label == "content" })?.value else { return .some(nil) }
            return .layer(placement, alignment, try view(of: try callBuilder(content, at: spot), at: spot))
        case "hidden": return .hidden
        case "offset":
            if case .instance(let size)? = first, size.type == "CGSize" {
                return .offset(Offset(x: size.fields["width"]?.number ?? 0, y: size.fields["height"]?.number ?? 0))
            }
            return .offset(Offset(x: argument("x", arguments)?.number ?? 0, y: argument("y", arguments)?.number ?? 0))
        case "position":
            if case .instance(let point)? = first, point.type == "CGPoint" {
                return .position(Offset(x: point.fields["x"]?.number ?? 0, y: point.fields["y"]?.number ?? 0))
            }
            return .position(Offset(x: argument("x", arguments)?.number ?? 0, y: argument("y", arguments)?.number ?? 0))
        case "padding": return .padding(padding(arguments))
        case "frame": return .frame(frame(arguments))
        case "lineLimit": return lineLimit(first, at: spot)
        case "multilineTextAlignment": return .some(alignment(of: first).map { .textAlignment($0) })
        case "opacity": return .some(first?.number.map { .opacity(clamp($0)) })
        case "monospacedDigit", "monospaced": return .monospacedDigit
        case "contentTransition": return first.flatMap(symbolName) == "numericText" || isNumericText(first) ? .numericTransition : .some(nil)
        case "widgetURL": return .some(first.flatMap { $0.isNull ? nil : .widgetURL(describe($0)) })
        default: return textModifier(name, arguments)
        }
    }

    /// `.lineLimit(n)`, n through the one checked conversion (`ScriptValue.integer`). SwiftUI
    /// documents no picture for a limit below one line, so such a limit (a state's `-1`) is left
    /// off with a located note rather than reaching layout, where it trapped (issue 29).
    /// A limit over a range of lines (`1...2`, which `Int?` does not take but islet cannot
    /// tell from the call) is left off the same way: islet does not draw a range of lines.
    private func lineLimit(_ value: ScriptValue?, at spot: ScriptSpot) -> ScriptModifier?? {
        if case .range? = value {
            leaveOff("lineLimit", ".lineLimit(_:)", "islet does not draw a range of lines; the text is drawn without a limit", at: spot)
            return .some(nil)
        }
        guard let lines = value?.integer, lines < 1 else { return .lineLimit(value?.integer) }
        leaveOff("lineLimit", ".lineLimit(\(lines))", "a limit below one line has no picture in SwiftUI's documentation; islet draws the text without it", at: spot)
        return .some(nil)
    }

    private func isNumericText(_ value: ScriptValue?) -> Bool {
        if case .symbolCall("numericText", _)? = value { return true }
        return false
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`,
    /// `.padding(EdgeInsets(top:…))`: SwiftUI's default amount is 16 points.
    private func padding(_ arguments: [ScriptElement]) -> EdgeInsets {
        let values = arguments.map(\.value)
        if case .instance(let insets)? = values.first, insets.type == "EdgeInsets" {
            let side = { (name: String) in insets.fields[name]?.number ?? 0 }
            return EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
        }
        if let amount = values.first?.number { return EdgeInsets(all: amount) }
        let amount = values.count > 1 ? values[1].number ?? 16 : 16
        let sides = values.first.map(edges(of:)) ?? ["top", "leading", "bottom", "trailing"]
        return EdgeInsets(
            top: sides.contains("top") ? amount : 0, leading: sides.contains("leading") ? amount : 0,
            bottom: sides.contains("bottom") ? amount : 0, trailing: sides.contains("trailing") ? amount : 0
        )
    }

    private func frame(_ arguments: [ScriptElement]) -> FrameSpec {
        // `maxWidth: .infinity` is `CGFloat.infinity`, written as an implicit member.
        let labelled = { (label: String) -> Double? in
            guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
            return value.number ?? (self.symbolName(value) == "infinity" ? .infinity : nil)
        }
        var spec = FrameSpec()
        spec.width = labelled("width")
        spec.height = labelled("height")
        spec.minWidth = labelled("minWidth")
        spec.maxWidth = labelled("maxWidth")
        spec.minHeight = labelled("minHeight")
        spec.maxHeight = labelled("maxHeight")
        spec.alignment = alignment(of: arguments.first { $0.label == "alignment" }?.value) ?? .center
        return spec
    }
}
