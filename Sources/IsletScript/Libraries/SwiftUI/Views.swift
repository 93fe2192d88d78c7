import IsletProgram
import IsletViews

extension LibraryContext {
    /// The view a value stands for where SwiftUI expects one: a view as is, a custom `View`'s
    /// `body` built, several views as a group, nil as nothing, and anything islet could not
    /// evaluate as a placeholder naming it.
    func view(of value: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptView {
        switch value {
        case .view(let view):
            return view
        case .instance(let instance):
            if let gradient = gradient(of: value) { return Self.filling(.gradient(gradient)) }
            return try body(of: value, typeName: instance.type, at: spot)
        case .object(let object):
            return try body(of: value, typeName: object.type, at: spot)
        case .null, .void:
            return .empty
        case .array(let items):
            var views: [ScriptView] = []
            for item in items { views.append(try view(of: item, at: spot)) }
            return ScriptView(.group(views))
        case .opaque(let opaque):
            sites.view(at: opaque.spot, drawn: false)
            return ScriptView(.placeholder(placeholder(opaque.name, opaque.reason, at: opaque.spot)))
        case .color(let color):
            return ScriptView(.color(color))
        case .symbol(let name), .symbolCall(let name, _):
            if let gradient = gradient(of: value) { return Self.filling(.gradient(gradient)) }
            if let color = color(of: value) { return ScriptView(.color(color)) }
            return notDrawn("." + name, "islet does not know this view", at: spot)
        default:
            return notDrawn(value.kindName, "a \(value.kindName) is not a view", at: spot)
        }
    }

    /// A `ShapeStyle` used as a view (`LinearGradient(…)` in a `ZStack`): it fills the room it
    /// is offered, as a rectangle filled with it does.
    static func filling(_ paint: ColorChoice) -> ScriptView {
        ScriptView(.shape(ShapeSpec(outline: .rectangle, fill: paint)))
    }

    /// A placeholder view for `name`, noted in the list under the board.
    func notDrawn(_ name: String, _ reason: String, at spot: ScriptSpot) -> ScriptView {
        note(name, reason, at: spot)
        sites.view(at: spot, drawn: false)
        return ScriptView(.placeholder(placeholder(name, reason, at: spot)))
    }

    /// A custom view's `body`, built with `self` bound to the view's value.
    private func body(of value: ScriptValue, typeName: String, at spot: ScriptSpot) throws(ScriptStop) -> ScriptView {
        guard let type = index.type(named: typeName) else {
            return notDrawn(typeName, "islet does not know this view", at: spot)
        }
        if isShapeType(typeName) { return customShape(value, typeName: typeName, at: spot) }
        guard let body = type.properties.first(where: { $0.name == "body" && !$0.isStatic }) else {
            return notDrawn(typeName, "\(typeName) has no body to draw", at: spot)
        }
        return try view(of: try propertyValue(body, of: value, owner: type.name), at: body.spot)
    }
}
