import IsletProgram
import IsletViews

/// `LinearGradient`, `RadialGradient` and `AngularGradient` (and their `.linearGradient(…)`
/// shape-style spellings) as values that remember their stops and geometry: a shape's fill,
/// stroke or foreground style draws them as gradients in the pictures; everywhere else they
/// are their last colour, as before (docs/DECISIONS.md, "Paths and charts").
extension LibraryContext {
    /// `LinearGradient(colors:startPoint:endPoint:)` and its kin as an instance holding the
    /// arguments; an `EllipticalGradient` (its radii are fractions of a frame) is its last
    /// colour; a gradient whose colours islet cannot read is a placeholder.
    func gradientInit(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        let fields = Dictionary(arguments.compactMap { element in element.label.map { ($0, element.value) } }) { first, _ in first }
        let instance = ScriptValue.instance(ScriptInstance(type: name, fields: fields))
        if let gradient = gradient(of: instance) { return name == "EllipticalGradient" ? .color(gradient.lastColor) : instance }
        return opaque(name, "islet cannot read this gradient's colours", at: spot)
    }

    /// A fill's, stroke's or foreground's paint: a gradient, or a colour.
    func paint(of value: ScriptValue) -> ColorChoice? {
        if let gradient = gradient(of: value) { return .gradient(gradient) }
        return color(of: value).map { .fixed(.fixed($0)) }
    }

    /// The gradient `value` makes, if it is one islet can read.
    func gradient(of value: ScriptValue) -> ShapeGradient? {
        let fields: [String: ScriptValue], type: String
        switch value {
        case .instance(let instance) where LibraryTables.gradientTypes.values.contains(instance.type) || instance.type == "EllipticalGradient":
            (fields, type) = (instance.fields, instance.type)
        case .symbolCall(let member, let arguments) where LibraryTables.gradientTypes[member] != nil:
            fields = Dictionary(arguments.compactMap { element in element.label.map { ($0, element.value) } }) { first, _ in first }
            type = LibraryTables.gradientTypes[member]!
        default:
            return nil
        }
        guard let stops = (fields["colors"] ?? fields["gradient"] ?? fields["stops"]).flatMap(gradientStops) else { return nil }
        let centre = fields["center"].flatMap(unitPoint) ?? ShapeGradient.UnitPoint(x: 0.5, y: 0.5)
        let kind: ShapeGradient.Kind
        switch type {
        case "LinearGradient":
            let start = fields["startPoint"].flatMap(unitPoint) ?? ShapeGradient.UnitPoint(x: 0.5, y: 0)
            kind = .linear(start: start, end: fields["endPoint"].flatMap(unitPoint) ?? ShapeGradient.UnitPoint(x: 0.5, y: 1))
        case "RadialGradient":
            kind = .radial(center: centre, startRadius: fields["startRadius"]?.number ?? 0, endRadius: fields["endRadius"]?.number ?? 0)
        case "AngularGradient":
            // `angle:` turns a full sweep; `startAngle:endAngle:` gives its ends.
            let turn = fields["angle"].flatMap(degrees) ?? 0
            let start = fields["startAngle"].flatMap(degrees) ?? turn
            kind = .angular(center: centre, startAngle: start, endAngle: fields["endAngle"].flatMap(degrees) ?? start + 360)
        default:
            kind = .radial(center: centre, startRadius: 0, endRadius: 0)
        }
        return ShapeGradient(kind: kind, stops: stops)
    }

    /// `[.red, .blue]` spread evenly, or `[Gradient.Stop(color:location:)]` where each says.
    private func gradientStops(_ value: ScriptValue) -> [ShapeGradient.Stop]? {
        guard case .array(let items) = value, !items.isEmpty else { return nil }
        var stops: [ShapeGradient.Stop] = []
        for (index, item) in items.enumerated() {
            let even = items.count > 1 ? Double(index) / Double(items.count - 1) : 0
            if case .instance(let stop) = item, stop.type == "Gradient.Stop" {
                guard let color = stop.fields["color"].flatMap(color(of:)) else { return nil }
                stops.append(ShapeGradient.Stop(color: color, location: stop.fields["location"]?.number ?? even))
            } else {
                guard let color = color(of: item) else { return nil }
                stops.append(ShapeGradient.Stop(color: color, location: even))
            }
        }
        return stops
    }

    /// `.topLeading`, `UnitPoint(x: 0.2, y: 1)`, `.init(x:y:)`.
    private func unitPoint(_ value: ScriptValue) -> ShapeGradient.UnitPoint? {
        switch value {
        case .symbol(let name): return ShapeGradient.UnitPoint.named[name]
        case .instance(let point) where point.type == "UnitPoint":
            return ShapeGradient.UnitPoint(x: point.fields["x"]?.number ?? 0, y: point.fields["y"]?.number ?? 0)
        case .symbolCall("init", let arguments):
            return ShapeGradient.UnitPoint(x: argument("x", arguments)?.number ?? 0, y: argument("y", arguments)?.number ?? 0)
        default: return nil
        }
    }
}

extension LibraryTables {
    /// The gradient types islet draws as gradients, by the shape-style member that makes each.
    static let gradientTypes: [String: String] = ["linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "angularGradient": "AngularGradient"]
}
