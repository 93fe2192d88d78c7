import Glibc
import IsletProgram
import IsletViews

/// SwiftUI's `Path` and custom `Shape`s. A `Path` value is a shape view whose outline holds the
/// path in points (`PathSource.points`), so it draws where a view is expected and takes `fill`,
/// `stroke` and `trim` as the other shapes do; its building methods change it in place. A custom
/// `Shape`'s `path(in:)` runs when layout knows the frame (`PathSource.sized`).
extension LibraryContext {
    /// A path as the value the widget's code holds.
    func pathValue(_ path: ShapePath) -> ScriptValue {
        .view(ScriptView(.shape(ShapeSpec(outline: .path(.points(path))))))
    }

    /// The path a value holds, if it is a `Path`.
    func shapePath(of value: ScriptValue) -> ShapePath? {
        guard case .view(let view) = value, view.modifiers.isEmpty, case .shape(let spec) = view.content, case .path(.points(let path)) = spec.outline else { return nil }
        return path
    }

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`.
    func pathInit(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        var path = ShapePath()
        let first = arguments.first
        switch first?.label {
        case nil where first.map({ if case .function = $0.value { true } else { false } }) == true:
            return try buildPath(first!.value, at: spot)
        case nil:
            if let rect = first.flatMap({ rectangle($0.value) }) { path.addRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
        case "roundedRect":
            if let rect = rectangle(first!.value) {
                let radius = argument("cornerRadius", arguments)?.number ?? size(argument("cornerSize", arguments))?.width ?? 0
                path.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
            }
        case "ellipseIn":
            if let rect = rectangle(first!.value) { path.addEllipse(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
        default:
            break
        }
        return pathValue(path)
    }

    /// `Path { path in … }`: the closure's parameter starts empty and is read back when it returns.
    private func buildPath(_ closure: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard case .function(.closure(let body, let captured)) = closure else { return pathValue(ShapePath()) }
        let outer = try enterCall(spot)
        defer { leaveCall(outer) }
        let scope = captured.child()
        let name = body.parameters.first ?? "$0"
        scope.define(name, pathValue(ShapePath()))
        var built: [ScriptValue]?
        _ = try execute(body.body, in: scope, into: &built)
        return scope.lookUp(name) ?? pathValue(ShapePath())
    }

    /// A `Path` after one of `pathMethods`; nil when the receiver is not a path.
    func mutatedPath(_ name: String, _ receiver: ScriptValue, _ arguments: [ScriptElement]) -> ScriptValue? {
        guard LibraryTables.pathMethods.contains(name), var path = shapePath(of: receiver) else { return nil }
        let first = arguments.first?.value
        let at = { (label: String) in self.point(self.argument(label, arguments)) }
        switch name {
        case "move": if let to = at("to") { path.move(to: to) }
        case "addLine": if let to = at("to") { path.addLine(to: to) }
        case "addLines": if case .array(let items)? = first { path.addLines(items.compactMap(point)) }
        case "addQuadCurve": if let to = at("to"), let control = at("control") { path.addQuadCurve(to: to, control: control) }
        case "addCurve": if let to = at("to"), let c1 = at("control1"), let c2 = at("control2") { path.addCurve(to: to, control1: c1, control2: c2) }
        case "closeSubpath": path.closeSubpath()
        case "addPath": if let other = first.flatMap(shapePath(of:)) { path.addPath(other) }
        case "addArc":
            guard let centre = at("center"), let radius = argument("radius", arguments)?.number,
                let start = argument("startAngle", arguments).flatMap(degrees), let end = argument("endAngle", arguments).flatMap(degrees)
            else { break }
            let clockwise = argument("clockwise", arguments).map { if case .bool(true) = $0 { true } else { false } } ?? false
            path.addArc(centre: centre, radius: radius, start: start * .pi / 180, end: end * .pi / 180, clockwise: clockwise)
        default:
            // addRect, addRoundedRect, addEllipse: a rectangle first.
            guard let rect = first.flatMap(rectangle) else { break }
            switch name {
            case "addRect": path.addRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            case "addEllipse": path.addEllipse(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            default:
                let radius = size(argument("cornerSize", arguments))?.width ?? argument("cornerRadius", arguments)?.number ?? 0
                path.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
            }
        }
        return pathValue(path)
    }

    /// Whether `typeName` is a custom `Shape`: it has `path(in:)` and no `body`.
    func isShapeType(_ typeName: String) -> Bool {
        guard let type = index.type(named: typeName) else { return false }
        return type.methods.contains { $0.name == "path" } && !type.properties.contains { $0.name == "body" && !$0.isStatic }
    }

    /// A custom `Shape` as a shape view: its `path(in:)` is run by a fresh run of the evaluator with the
    /// frame layout gives it, as `GeometryReader`'s content is.
    func customShape(_ value: ScriptValue, typeName: String, at spot: ScriptSpot) -> ScriptView {
        let index = index, environment = environment
        sites.view(at: spot, drawn: true)
        let sized = SizedPath { width, height in
            let interpreter = Self(index: index, environment: environment, assets: ScriptAssets(), budget: nil)
            guard let type = index.type(named: typeName), let method = type.methods.first(where: { $0.name == "path" }) else { return ShapePath() }
            let rect = ScriptElement(label: "in", interpreter.rectValue(x: 0, y: 0, width: width, height: height))
            guard let made = try? interpreter.invoke(method, owner: typeName, receiver: value, captured: nil, [rect], at: spot) else { return ShapePath() }
            return interpreter.shapePath(of: made) ?? ShapePath()
        }
        return ScriptView(.shape(ShapeSpec(outline: .path(.sized(sized)))))
    }

    /// A `CGRect` with the members SwiftUI's code reads: edges, middles, size and origin.
    func rectValue(x: Double, y: Double, width: Double, height: Double) -> ScriptValue {
        let number = { (value: Double) in ScriptValue.double(value) }
        let fields: [String: ScriptValue] = [
            "size": .instance(ScriptInstance(type: "CGSize", fields: ["width": number(width), "height": number(height)])),
            "origin": .instance(ScriptInstance(type: "CGPoint", fields: ["x": number(x), "y": number(y)])),
            "width": number(width), "height": number(height), "minX": number(x), "minY": number(y),
            "midX": number(x + width / 2), "midY": number(y + height / 2), "maxX": number(x + width), "maxY": number(y + height),
        ]
        return .instance(ScriptInstance(type: "CGRect", fields: fields))
    }

    /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`.
    func rectInit(_ arguments: [ScriptElement]) -> ScriptValue {
        let origin = point(argument("origin", arguments)), extent = size(argument("size", arguments))
        let number = { (label: String) in self.argument(label, arguments)?.number ?? 0 }
        return rectValue(
            x: origin?.x ?? number("x"), y: origin?.y ?? number("y"), width: extent?.width ?? number("width"), height: extent?.height ?? number("height")
        )
    }

    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`; nil for other methods.
    func rectMethod(_ name: String, of rect: ScriptValue, _ arguments: [ScriptElement]) -> ScriptValue? {
        guard let box = rectangle(rect), ["insetBy", "offsetBy"].contains(name) else { return nil }
        let dx = argument("dx", arguments)?.number ?? 0, dy = argument("dy", arguments)?.number ?? 0
        if name == "offsetBy" { return rectValue(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height) }
        return rectValue(x: box.x + dx, y: box.y + dy, width: max(0, box.width - 2 * dx), height: max(0, box.height - 2 * dy))
    }

    /// A `CGPoint`'s coordinates.
    func point(_ value: ScriptValue?) -> ShapePath.Point? {
        guard case .instance(let point)? = value, let x = point.fields["x"]?.number, let y = point.fields["y"]?.number else { return nil }
        return ShapePath.Point(x: x, y: y)
    }

    /// A `CGSize`'s sides.
    private func size(_ value: ScriptValue?) -> (width: Double, height: Double)? {
        guard case .instance(let size)? = value, let width = size.fields["width"]?.number, let height = size.fields["height"]?.number else { return nil }
        return (width, height)
    }

    /// A `CGRect`'s origin and size.
    private func rectangle(_ value: ScriptValue) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard case .instance(let rect) = value, rect.type == "CGRect", let width = rect.fields["width"]?.number, let height = rect.fields["height"]?.number else { return nil }
        return (rect.fields["minX"]?.number ?? 0, rect.fields["minY"]?.number ?? 0, width, height)
    }
}

extension LibraryTables {
    /// `Path`'s methods that add to it, which `mutated` applies.
    static let pathMethods: Set<String> = [
        "move", "addLine", "addLines", "addArc", "addCurve", "addQuadCurve", "addRect", "addRoundedRect", "addEllipse", "closeSubpath", "addPath",
    ]
}
