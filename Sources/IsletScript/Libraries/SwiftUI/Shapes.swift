import IsletViews

extension LibraryContext {
    /// The outline a shape's initializer names.
    func outline(_ name: String, _ arguments: [ScriptElement]) -> ResolvedShape.Outline {
        switch name {
        case "Circle", "Ellipse": .circle
        case "Capsule": .capsule
        case "ContainerRelativeShape": .containerRelative
        case "Rectangle": .rectangle
        default: .roundedRectangle(cornerRadius: arguments.first { $0.label == "cornerRadius" || $0.label == "topLeadingRadius" }?.value.number ?? 0)
        }
    }

    /// A shape with `.fill(_)`, `.stroke(_, lineWidth:)`, `.strokeBorder(_, style:)`,
    /// `.trim(from:to:)` or `.rotationEffect(.degrees(_))` applied.
    func shaped(_ spec: ShapeSpec, _ name: String, _ arguments: [ScriptElement]) -> ShapeSpec {
        var spec = spec
        let first = arguments.first?.value
        let labelled = { (label: String) in self.argument(label, arguments) }
        switch name {
        case "fill":
            spec.fill = first.flatMap(paint(of:))
        case "stroke", "strokeBorder":
            let paint = (arguments.first { $0.label == nil }?.value).flatMap(paint(of:))
            var stroke = ShapeSpec.StrokeSpec(color: paint, lineWidth: labelled("lineWidth")?.number ?? 1, inside: name == "strokeBorder")
            if case .instance(let style)? = labelled("style") { strokeStyle(style, into: &stroke) }
            spec.stroke = stroke
        case "trim":
            spec.trimFrom = .number(clamp(labelled("from")?.number ?? 0))
            spec.trimTo = .number(clamp(labelled("to")?.number ?? 1))
        default:
            spec.rotation += first.flatMap(degrees) ?? 0
        }
        return spec
    }

    /// `StrokeStyle(lineWidth:lineCap:lineJoin:dash:)`'s settings on a stroke.
    private func strokeStyle(_ style: ScriptInstance, into stroke: inout ShapeSpec.StrokeSpec) {
        if let width = style.fields["lineWidth"]?.number { stroke.lineWidth = width }
        if let cap = style.fields["lineCap"].flatMap(symbolName).flatMap(ResolvedShape.LineCap.init(rawValue:)) { stroke.lineCap = cap }
        if let join = style.fields["lineJoin"].flatMap(symbolName).flatMap(ResolvedShape.LineJoin.init(rawValue:)) { stroke.lineJoin = join }
        if case .array(let lengths)? = style.fields["dash"] { stroke.dash = lengths.compactMap(\.number) }
    }

    /// `.degrees(90)`, `.radians(.pi)`, `Angle(degrees: 90)` in degrees.
    func degrees(_ value: ScriptValue) -> Double? {
        switch value {
        case .symbolCall("degrees", let arguments): return arguments.first?.value.number
        case .symbolCall("radians", let arguments): return arguments.first?.value.number.map { $0 * 180 / .pi }
        case .instance(let angle) where angle.type == "Angle":
            return angle.fields["degrees"]?.number ?? angle.fields["radians"]?.number.map { $0 * 180 / .pi }
        default: return nil
        }
    }

    /// The labelled argument's value, if the call has it.
    func argument(_ label: String, _ arguments: [ScriptElement]) -> ScriptValue? {
        arguments.first { $0.label == label }?.value
    }
}
