import FoundationEssentials
import IsletCells
import IsletProgram
import IsletViews

extension LibraryContext {
    /// SwiftUI's and ActivityKit's initializers islet draws; anything else it cannot make is
    /// an opaque value named by its type, drawn as a placeholder where a view was expected.
    func frameworkInit(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        let first = arguments.first?.value
        switch name {
        case "Image":
            if let symbol = labelled("systemName") { return .view(ScriptView(.symbol(describe(symbol)))) }
            if case .string(let name)? = first, arguments.first?.label == nil { return assetImage(name, as: "Image(\"\(name)\")", at: spot) }
            switch labelled("uiImage") {
            case .opaque?, .view?: return labelled("uiImage") ?? .null
            default: break
            }
            return opaque("Image", "runtime images are not read yet", at: spot)
        case "Label":
            return try label(arguments, at: spot)
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
            let axis: StackAxis = name.hasSuffix("VStack") ? .vertical : name.hasSuffix("HStack") ? .horizontal : .depth
            let content = try contentViews(arguments, at: spot)
            let alignment = alignment(of: labelled("alignment")) ?? .center
            return .view(ScriptView(.stack(axis, content, spacing: labelled("spacing")?.number, alignment: alignment)))
        case "Group", "ForEach", "AnyView":
            if name == "ForEach", let source = first { return try forEach(source, arguments.last?.value, at: spot) }
            if name == "AnyView", let first { return .view(try view(of: first, at: spot)) }
            return .view(ScriptView(.group(try contentViews(arguments, at: spot))))
        case "ViewThatFits":
            return .view(ScriptView(.firstFitting(try contentViews(arguments, at: spot), axes: fittingAxes(labelled("in")))))
        case "UnevenRoundedRectangle" where Set(["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].map { labelled($0)?.number ?? 0 }).count > 1:
            // islet rounds every corner alike: corners of several radii are not drawn.
            return opaque("UnevenRoundedRectangle", "islet draws a rectangle's corners with one radius only", at: spot)
        case "Circle", "Ellipse", "Capsule", "Rectangle", "RoundedRectangle", "ContainerRelativeShape", "UnevenRoundedRectangle":
            return .view(ScriptView(.shape(ShapeSpec(outline: outline(name, arguments)))))
        case "Divider":
            return .view(ScriptView(.divider))
        case "Path":
            return try pathInit(arguments, at: spot)
        case "Chart":
            return try chart(arguments, at: spot)
        case _ where LibraryTables.markKinds[name] != nil:
            return mark(LibraryTables.markKinds[name]!, arguments)
        case "CGRect":
            return rectInit(arguments)
        case "GeometryReader":
            return try geometryReader(arguments, at: spot)
        case "Gradient":
            return labelled("colors") ?? labelled("stops") ?? .array([])
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            return gradientInit(name, arguments, at: spot)
        case _ where name.hasSuffix("Style") && arguments.isEmpty:
            // `CircularProgressViewStyle()`, `.plain`'s spelled-out forms: known by name.
            return .symbol(name)
        case "EmptyView":
            return .view(.empty)
        case "Spacer":
            return .view(ScriptView(.spacer(minLength: labelled("minLength")?.number)))
        case "ProgressView":
            return try progress(arguments, at: spot)
        case "Gauge":
            return try gauge(arguments, at: spot)
        case "Link":
            let destination = labelled("destination").map(describe) ?? ""
            let content = try contentViews(arguments, at: spot)
            let label = first.flatMap { if case .string(let title) = $0 { ScriptView(.text(title)) } else { nil } }
            return .view(ScriptView(.link(destination, label ?? ScriptView(.group(content)))))
        case "Button":
            // `Button("Pause", systemImage: "pause", intent: …)` is drawn as its `Label`, a title
            // alone as its text, and a label closure (`Button(intent:) { … }`, `label: { … }`)
            // as every view it builds; the action never runs.
            if case .string(let title)? = first {
                guard labelled("systemImage") != nil || labelled("image") != nil else { return .view(ScriptView(.text(title))) }
                return try label(arguments, at: spot)
            }
            return .view(ScriptView(.group(try contentViews(arguments.filter { $0.label != "action" }, at: spot))))
        case "UIImage" where labelled("systemName") != nil:
            // `Image(uiImage: UIImage(systemName: "bolt")!)`: the symbol, as `Image(systemName:)` draws it.
            return .view(ScriptView(.symbol(describe(labelled("systemName") ?? .null))))
        case "UIImage" where labelled("named") != nil:
            guard case .string(let name)? = labelled("named") else { return opaque("UIImage(named:)", "islet cannot tell the image's name", at: spot) }
            return assetImage(name, as: "UIImage(named: \"\(name)\")", at: spot)
        case "UIColor" where labelled("named") != nil:
            guard case .string(let name)? = labelled("named") else { return opaque("UIColor(named:)", "islet cannot tell the colour's name", at: spot) }
            return assetColor(name, as: "UIColor(named: \"\(name)\")", at: spot)
        case "Alignment":
            return alignment(arguments, at: spot)
        case "UIColor" where labelled("red") != nil || labelled("white") != nil || labelled("hue") != nil:
            // `UIColor(red:green:blue:alpha:)`, `(white:alpha:)`, `(hue:…:alpha:)`: SwiftUI's with `alpha` its opacity.
            let member: LibraryMember = labelled("red") != nil ? .colorRGB : labelled("white") != nil ? .colorWhite : .colorHSB
            return colorInit(member, arguments.map { ScriptElement(label: $0.label == "alpha" ? "opacity" : $0.label, $0.value) }, at: spot)
        case "ActivityConfiguration", "DynamicIsland", "DynamicIslandExpandedRegion":
            var fields: [String: ScriptValue] = [:]
            for (position, argument) in arguments.enumerated() { fields[argument.label ?? "_\(position)"] = argument.value }
            return .instance(ScriptInstance(type: name, fields: fields))
        case "EdgeInsets", "StrokeStyle", "Angle", "Gradient.Stop", "CGSize", "CGPoint", "UnitPoint":
            return .instance(ScriptInstance(type: name, fields: Dictionary(uniqueKeysWithValues: arguments.compactMap { element in element.label.map { ($0, element.value) } })))
        default:
            return try foundationInit(name, arguments, at: spot)
        }
    }

    /// The views a stack's, group's or link's `@ViewBuilder` closure makes.
    func contentViews(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> [ScriptView] {
        guard let closure = arguments.last(where: { if case .function = $0.value { true } else { false } })?.value else { return [] }
        let built = try view(of: try callBuilder(closure, at: spot), at: spot)
        if case .group(let views) = built.content, built.modifiers.isEmpty { return views }
        return [built]
    }

    /// Calls a view-building closure (or a view-returning function) with no arguments.
    func callBuilder(_ value: ScriptValue, _ arguments: [ScriptValue] = [], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if case .function(.closure(let closure, let captured)) = value {
            return try callClosure(closure, captured: captured, arguments, at: spot, builder: true)
        }
        if case .function = value { return try callValue(value, arguments.map { ScriptElement($0) }, at: spot) }
        return value
    }

    /// Runs a result-builder closure for the values it collects, unconverted: the regions a
    /// `DynamicIsland`'s expanded closure lists.
    func collect(_ closure: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> [ScriptValue] {
        guard case .function(.closure(let body, let captured)) = closure else { return [closure] }
        let outer = try enterCall(spot)
        defer { leaveCall(outer) }
        var built: [ScriptValue]? = []
        _ = try execute(body.body, in: captured.child(), into: &built)
        return built ?? []
    }

    func forEach(_ source: ScriptValue, _ content: ScriptValue?, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard let content else { return .view(.empty) }
        let items = try elements(of: source, at: spot)
        var views: [ScriptView] = []
        for item in items.prefix(ViewLimits.viewsPerSurface) {
            views.append(try view(of: try callBuilder(content, [item], at: spot), at: spot))
        }
        if items.count > ViewLimits.viewsPerSurface {
            note("ForEach", "shows the first \(ViewLimits.viewsPerSurface) of \(items.count) elements", at: spot)
        }
        return .view(ScriptView(.group(views)))
    }

    /// `Label("t", systemImage:)`, `Label(title:icon:)` and `Label { title } icon: { icon }`.
    private func label(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        let first = arguments.first?.value ?? .string("")
        let title: ScriptView
        if let builder = labelled("title") {
            title = try view(of: try callBuilder(builder, at: spot), at: spot)
        } else if case .function = first {
            title = try view(of: try callBuilder(first, at: spot), at: spot)
        } else {
            title = ScriptView(.text(describe(first)))
        }
        var icon = try labelled("icon").map { (value) throws(ScriptStop) in try view(of: try callBuilder(value, at: spot), at: spot) }
        if let symbol = labelled("systemImage") { icon = ScriptView(.symbol(describe(symbol))) }
        if case .string(let name)? = labelled("image") { icon = try view(of: assetImage(name, as: "Image(\"\(name)\")", at: spot), at: spot) }
        return .view(ScriptView(.label(icon: icon, title: title)))
    }

    private func progress(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        if case .range(.date(let start), .date(let end), _)? = labelled("timerInterval") {
            let countsDown = labelled("countsDown").map(truth) ?? true
            return .view(ScriptView(.timerProgress(start...max(start, end), countsDown: countsDown)))
        }
        let bar: ScriptView
        if let value = labelled("value") {
            bar = ScriptView(.progress(fraction: clamp((value.number ?? 0) / (labelled("total")?.number ?? 1))))
        } else {
            bar = ScriptView(.progress(fraction: 0))
        }
        // `ProgressView("Title", value:)`, `ProgressView(value:) { Text("Title") }` or `label:`:
        // a linear bar draws its label above it, as SwiftUI's default style does.
        let title: ScriptView?
        let isClosure = { (element: ScriptElement) in if case .function = element.value { true } else { false } }
        if case .string(let text)? = arguments.first?.value, arguments.first?.label == nil {
            title = ScriptView(.text(text))
        } else if let closure = arguments.first(where: { isClosure($0) && ($0.label == nil || $0.label == "label") })?.value {
            title = try view(of: try callBuilder(closure, at: spot), at: spot)
        } else {
            title = nil
        }
        guard let title else { return .view(bar) }
        return .view(ScriptView(.stack(.vertical, [title, bar], spacing: nil, alignment: .leading)))
    }

    /// `Gauge(value:in:)`: a ring filled to the value's place in its range, with the current
    /// value's label (else the gauge's label) in its middle, as a circular gauge shows it. The
    /// minimum and maximum labels are not drawn, and said so.
    private func gauge(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        let value = labelled("value")?.number ?? 0
        let ring: ScriptView
        if case .range(let lower, let upper, _)? = labelled("in"), let low = lower.number, let high = upper.number, high > low {
            ring = ScriptView(.gauge(fraction: clamp((value - low) / (high - low))))
        } else {
            ring = ScriptView(.gauge(fraction: clamp(value)))
        }
        if arguments.contains(where: { $0.label == "minimumValueLabel" || $0.label == "maximumValueLabel" }) {
            note("Gauge's minimum and maximum labels", "islet draws a gauge's ring and its middle label only", at: spot)
        }
        let isClosure = { (element: ScriptElement) in if case .function = element.value { true } else { false } }
        let middle = labelled("currentValueLabel") ?? arguments.first { ($0.label == nil || $0.label == "label") && isClosure($0) }?.value
        guard let middle else { return .view(ring) }
        let label = try view(of: try callBuilder(middle, at: spot), at: spot)
        return .view(ScriptView(.stack(.depth, [ring, label], spacing: nil, alignment: .center)))
    }

    /// `Alignment(horizontal: .leading, vertical: .center)` as the named alignment it equals
    /// (`.leading`, `.topTrailing`, `.center`); a text baseline is not drawn, so it is a placeholder.
    private func alignment(_ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        let horizontal = argument("horizontal", arguments).flatMap(symbolName) ?? "center"
        let vertical = argument("vertical", arguments).flatMap(symbolName) ?? "center"
        guard ["leading", "center", "trailing"].contains(horizontal), ["top", "center", "bottom"].contains(vertical) else {
            return opaque("Alignment", "islet aligns only to leading, center, trailing, top and bottom", at: spot)
        }
        if vertical == "center" { return .symbol(horizontal) }
        if horizontal == "center" { return .symbol(vertical) }
        return .symbol(vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst())
    }

    /// A hue that is not finite (`.nan`, `.infinity`) is taken as 0, red: its sector would be
    /// `Int(nan)`, which traps.
    func hsb(hue: Double, saturation: Double, brightness: Double) -> Color {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = clamp(saturation), v = clamp(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        return Color(red: UInt8(r * 255 + 0.5), green: UInt8(g * 255 + 0.5), blue: UInt8(b * 255 + 0.5))
    }

    func clamp(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }
}
