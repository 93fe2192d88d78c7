import IsletInput

/// The views that paint rather than say something: shapes, a `Color` as a view, `Divider`.
extension ViewReader {
    /// `{"shape": "roundedRectangle", "cornerRadius": 8, "fill": COLOR, "stroke": COLOR,
    /// "lineWidth": 4, "strokeBorder": true, "lineCap": "round", "trim": [0, 0.7], "rotation": -90}`.
    func readShape(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let valuePath = path.appending("shape")
        let names = ShapeSpec.Name.allCases.map(\.rawValue)
        guard let text = value.stringValue, let name = ShapeSpec.Name(rawValue: text) else {
            throw InputError(path: valuePath, LayoutReader.unknown("shape", value.stringValue ?? value.kindDescription, expected: names))
        }
        let radius = try object["cornerRadius"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: path.appending("cornerRadius")) }
        if radius != nil, name != .roundedRectangle {
            throw InputError(path: path.appending("cornerRadius"), "only a roundedRectangle takes a cornerRadius")
        }
        var spec = ShapeSpec(outline: .rectangle)
        switch name {
        case .circle: spec.outline = .circle
        case .capsule: spec.outline = .capsule
        case .rectangle: spec.outline = .rectangle
        case .containerRelative: spec.outline = .containerRelative
        case .roundedRectangle:
            guard let radius else { throw InputError(path: path, "a roundedRectangle needs a \"cornerRadius\" in points, as RoundedRectangle(cornerRadius:) does") }
            spec.outline = .roundedRectangle(cornerRadius: radius)
        }
        try readPaint(object, into: &spec, at: path)
        return .shape(spec)
    }

    /// `{"path": [["move", 0.5, 0], ["line", 1, 1], ["line", 0, 1], ["close"]], "fill": COLOR}`:
    /// a path in fractions of the frame, with a shape's paint keys.
    func readPath(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        var spec = ShapeSpec(outline: .path(.fractions(try PathSteps.read(value, at: path.appending("path")))))
        try readPaint(object, into: &spec, at: path)
        return .shape(spec)
    }

    /// A shape's fill, stroke (width, cap, join, dashes), trim and rotation.
    private func readPaint(_ object: JSONObject, into spec: inout ShapeSpec, at path: JSONPath) throws(InputError) {
        let modifiers = ModifierReader(views: self)
        spec.fill = try object["fill"].map { value throws(InputError) in try modifiers.color(value, at: path.appending("fill")) }
        if let stroke = object["stroke"] {
            // `true`: the foreground style, as `.stroke(lineWidth: 4)` with no colour.
            let color = stroke == .bool(true) ? nil : try modifiers.color(stroke, at: path.appending("stroke"))
            let width = try object["lineWidth"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: path.appending("lineWidth")) } ?? 1
            let cap = try Self.named(object["lineCap"], "line cap", at: path.appending("lineCap")) ?? ResolvedShape.LineCap.butt
            let join = try Self.named(object["lineJoin"], "line join", at: path.appending("lineJoin")) ?? ResolvedShape.LineJoin.miter
            var dash: [Double] = []
            if let value = object["dash"] {
                guard let lengths = value.arrayValue else { throw InputError(path: path.appending("dash"), "expected dash and gap lengths in points, such as [4, 2]") }
                for (index, length) in lengths.enumerated() { dash.append(try LayoutNumber.length.read(length, at: path.appending("dash").appending(index: index))) }
            }
            let inside = try Self.flag(object["strokeBorder"], default: false, at: path.appending("strokeBorder"))
            spec.stroke = ShapeSpec.StrokeSpec(color: color, lineWidth: width, inside: inside, lineCap: cap, lineJoin: join, dash: dash)
        } else {
            for key in ["lineWidth", "strokeBorder", "lineCap", "lineJoin", "dash"] where object[key] != nil {
                throw InputError(path: path.appending(key), "\(JSONWriter.quoted(key)) needs a \"stroke\" colour (or \"stroke\": true for the foreground)")
            }
        }
        if let trim = object["trim"] {
            let trimPath = path.appending("trim")
            guard let ends = trim.arrayValue, ends.count == 2 else { throw InputError(path: trimPath, "expected [from, to], such as [0, 0.7] or [0, \"state.progress\"]") }
            spec.trimFrom = try trimEnd(ends[0], at: trimPath.appending(index: 0))
            spec.trimTo = try trimEnd(ends[1], at: trimPath.appending(index: 1))
            if case .number(let from) = spec.trimFrom, case .number(let to) = spec.trimTo, from > to {
                throw InputError(path: trimPath, "a trim's from must not be greater than its to")
            }
        }
        spec.rotation = try object["rotation"].map { value throws(InputError) in try LayoutNumber.angle.read(value, at: path.appending("rotation")) } ?? 0
    }

    /// One of the names of `Choice` (a line cap, a mark's interpolation); nil when not given.
    static func named<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ what: String, at path: JSONPath) throws(InputError) -> Choice?
    where Choice.RawValue == String {
        guard let value else { return nil }
        guard let name = value.stringValue, let parsed = Choice(rawValue: name) else {
            throw InputError(path: path, LayoutReader.unknown(what, value.stringValue ?? value.kindDescription, expected: Choice.allCases.map(\.rawValue)))
        }
        return parsed
    }

    /// One end of a trim: a fraction of the outline, or an expression giving a number.
    private func trimEnd(_ json: JSONValue, at path: JSONPath) throws(InputError) -> Expression {
        if case .number = json { return .number(try LayoutNumber.fraction.read(json, at: path)) }
        let (checked, type) = try expression(json, at: path)
        guard type.isNumeric else { throw InputError(path: path, "\(checked) is \(type); a trim needs a number from 0 to 1") }
        return checked
    }

    /// `{"color": COLOR}`: a colour name, hex colour or expression, as `foreground` takes.
    func readColor(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        .color(try ModifierReader(views: self).color(value, at: path.appending("color")))
    }

    /// `{"divider": {}}`.
    func readDivider(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        guard let options = value.objectValue, options.keys.isEmpty else { throw InputError(path: path.appending("divider"), "expected {}") }
        return .divider
    }
}
