import IsletInput

/// Reads the modifier keys of a view object (`font`, `foreground`, `padding`, `frame`, …).
struct ModifierReader {
    let views: ViewReader

    func read(_ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewModifiers {
        var modifiers = ViewModifiers()
        for member in object.members {
            guard let name = ModifierName(rawValue: member.key) else { continue }
            let at = path.appending(member.key)
            let value = member.value
            switch name {
            case .font: modifiers.font = try font(value, at: at)
            case .foreground: modifiers.foreground = try color(value, at: at)
            case .background:
                if value.stringValue != nil || ColorName.isThemed(value) {
                    modifiers.background = try color(value, at: at)
                } else {
                    modifiers.layers.append(try layer(.background, value, at: at))
                }
            case .overlay: modifiers.layers.append(try layer(.overlay, value, at: at))
            case .hidden: modifiers.hidden = try ViewReader.flag(value, default: true, at: at)
            case .offset: modifiers.offset = try offset(value, at: at)
            case .fontWeight: modifiers.fontWeight = try Self.named(value, at: at, what: "weight")
            case .bold: if try ViewReader.flag(value, default: true, at: at) { modifiers.fontWeight = .bold }
            case .fontDesign: modifiers.fontDesign = try Self.named(value, at: at, what: "design")
            case .fontWidth: modifiers.fontWidth = try Self.named(value, at: at, what: "width")
            case .italic: modifiers.italic = try ViewReader.flag(value, default: true, at: at)
            case .tracking: modifiers.tracking = try LayoutNumber.tracking.read(value, at: at)
            case .strikethrough: modifiers.strikethrough = try ViewReader.flag(value, default: true, at: at)
            case .underline: modifiers.underline = try ViewReader.flag(value, default: true, at: at)
            case .textCase: modifiers.textCase = try Self.named(value, at: at, what: "text case")
            case .redacted: modifiers.redacted = try ViewReader.flag(value, default: true, at: at)
            case .layoutPriority: modifiers.layoutPriority = try LayoutNumber.priority.read(value, at: at)
            case .regionPriority: modifiers.regionPriority = try LayoutNumber.priority.read(value, at: at)
            case .verticalPlacement:
                guard let placement = value.stringValue, ["default", "belowIfTooWide"].contains(placement) else {
                    throw InputError(path: at, "expected \"default\" or \"belowIfTooWide\"")
                }
                modifiers.belowIfTooWide = placement == "belowIfTooWide"
            case .fixedSize: modifiers.fixedSize = try fixedSize(value, at: at)
            case .minimumScaleFactor: modifiers.minimumScaleFactor = try LayoutNumber.scaleFactor.read(value, at: at)
            case .truncationMode: modifiers.truncationMode = try Self.named(value, at: at, what: "truncation mode")
            case .clipShape: modifiers.clipShape = try clipShape(value, at: at)
            case .cornerRadius: modifiers.clipShape = .roundedRectangle(cornerRadius: try LayoutNumber.length.read(value, at: at))
            case .padding: modifiers.padding = try padding(value, at: at)
            case .frame: modifiers.frame = try frame(value, at: at)
            case .lineLimit:
                modifiers.lineLimit = Int(try LayoutNumber.lineCount.read(value, at: at))
            case .monospacedDigit: modifiers.monospacedDigit = try ViewReader.flag(value, default: true, at: at)
            case .contentTransition:
                guard let name = value.stringValue, ["numericText", "identity", "opacity"].contains(name) else {
                    throw InputError(path: at, "expected \"numericText\", \"opacity\" or \"identity\"")
                }
                modifiers.numericTransition = name == "numericText"
            case .widgetURL: modifiers.widgetURL = try views.template(value, at: at)
            case .multilineTextAlignment:
                let alignment = try ViewReader.alignment(value, at: at)
                guard [.leading, .center, .trailing].contains(alignment) else { throw InputError(path: at, "expected leading, center or trailing") }
                modifiers.textAlignment = alignment
            case .opacity:
                modifiers.opacity = try LayoutNumber.opacity.read(value, at: at)
            }
        }
        return modifiers
    }

    private func font(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Font {
        if let name = value.stringValue {
            guard let font = Font.textStyles[name] else { throw InputError(path: path, LayoutReader.unknown("text style", name, expected: Array(Font.textStyles.keys).sorted())) }
            return font
        }
        guard let object = value.objectValue else { throw InputError(path: path, "expected a text style such as \"caption\" or {\"size\": 14, \"weight\": \"medium\"}") }
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: ["style", "size", "weight", "design"], what: "font option")
        var base = Font.body
        if let style = object["style"] {
            guard let name = style.stringValue, let font = Font.textStyles[name] else {
                throw InputError(path: path.appending("style"), LayoutReader.unknown("text style", style.stringValue ?? "", expected: Array(Font.textStyles.keys).sorted()))
            }
            base = font
        }
        let size = try object["size"].map { value throws(InputError) in try LayoutNumber.fontSize.read(value, at: path.appending("size")) } ?? base.size
        let weight: Font.Weight = try object["weight"].map { value throws(InputError) in try Self.named(value, at: path.appending("weight"), what: "weight") } ?? base.weight
        let design: Font.Design = try object["design"].map { value throws(InputError) in try Self.named(value, at: path.appending("design"), what: "design") } ?? base.design
        return Font(size: size, weight: weight, design: design)
    }

    /// One of an enum's cases by its name (a font weight, design or width).
    private static func named<Name: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath, what: String) throws(InputError) -> Name
    where Name.RawValue == String {
        guard let name = value.stringValue, let parsed = Name(rawValue: name) else {
            throw InputError(path: path, LayoutReader.unknown(what, value.stringValue ?? "", expected: Name.allCases.map(\.rawValue)))
        }
        return parsed
    }

    /// A colour key's value: a name, a hex colour, a colour per theme, or an expression
    /// choosing one by name.
    func color(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ColorChoice {
        if let object = value.objectValue { return .fixed(try ColorName.themed(object, at: path)) }
        guard let text = value.stringValue else { throw InputError(path: path, ViewReader.colorExpectation) }
        if let name = ColorName.parse(text) { return .fixed(name) }
        let expression: Expression
        do {
            expression = try ExpressionChecker.check(try ExpressionParser.parse(text), in: views.scope).0
        } catch {
            throw InputError(path: path, "\(JSONWriter.quoted(text)) is not a colour: \(error.message)")
        }
        for word in Self.outcomes(of: expression) where ColorName.parse(word) == nil {
            throw InputError(path: path, LayoutReader.unknown("colour", word, expected: ColorName.knownNames))
        }
        return .chosen(expression)
    }

    /// The bare words an expression can produce: for `a ? green : blue`, green and blue.
    private static func outcomes(of expression: Expression) -> [String] {
        switch expression {
        case .choose(_, let yes, let no): outcomes(of: yes) + outcomes(of: no)
        case .path(let components) where components.count == 1: [components[0]]
        case .string(let text): [text]
        default: []
        }
    }

    /// A `background` or `overlay` view: a view object, or `{"content": VIEW, "alignment": …}`.
    private func layer(_ placement: LayerPlacement, _ value: JSONValue, at path: JSONPath) throws(InputError) -> ViewLayer {
        guard let object = value.objectValue else {
            let colour = placement == .background ? "a colour, " : ""
            throw InputError(path: path, "expected \(colour)a view such as {\"text\": \"...\"}, or {\"content\": VIEW, \"alignment\": \"topTrailing\"}")
        }
        guard object["content"] != nil, object.keys.allSatisfy({ $0 == "content" || $0 == "alignment" }) else {
            return ViewLayer(placement: placement, content: try views.nestedView(value, at: path))
        }
        let alignment = try object["alignment"].map { value throws(InputError) in try ViewReader.alignment(value, at: path.appending("alignment")) }
        let content = try views.nestedView(object["content"]!, at: path.appending("content"))
        return ViewLayer(placement: placement, alignment: alignment ?? .center, content: content)
    }

    /// A shape's name as a `shape` view takes it, or `{"roundedRectangle": 12}`.
    private func clipShape(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ResolvedShape.Outline {
        let expected = "expected \"capsule\", \"circle\", \"rectangle\", \"containerRelative\" or {\"roundedRectangle\": 12}"
        if let text = value.stringValue {
            let names = ShapeSpec.Name.allCases.filter { $0 != .roundedRectangle }.map(\.rawValue)
            switch ShapeSpec.Name(rawValue: text) {
            case .circle: return .circle
            case .capsule: return .capsule
            case .rectangle: return .rectangle
            case .containerRelative: return .containerRelative
            case .roundedRectangle, nil: throw InputError(path: path, text == "roundedRectangle" ? expected : LayoutReader.unknown("shape", text, expected: names))
            }
        }
        guard let object = value.objectValue, object.keys == ["roundedRectangle"], let radius = object["roundedRectangle"] else { throw InputError(path: path, expected) }
        return .roundedRectangle(cornerRadius: try LayoutNumber.length.read(radius, at: path.appending("roundedRectangle")))
    }

    /// `true`, or `{"horizontal": true, "vertical": false}`.
    private func fixedSize(_ value: JSONValue, at path: JSONPath) throws(InputError) -> FixedSize? {
        if case .bool(let both) = value { return both ? FixedSize() : nil }
        guard let object = value.objectValue else { throw InputError(path: path, "expected true or {\"horizontal\": true, \"vertical\": false}") }
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: ["horizontal", "vertical"], what: "fixedSize axis")
        return FixedSize(
            horizontal: try ViewReader.flag(object["horizontal"], default: false, at: path.appending("horizontal")),
            vertical: try ViewReader.flag(object["vertical"], default: false, at: path.appending("vertical"))
        )
    }

    private func offset(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Offset {
        guard let object = value.objectValue else { throw InputError(path: path, "expected {\"x\": 4, \"y\": -2}") }
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: ["x", "y"], what: "offset option")
        let x = try object["x"].map { value throws(InputError) in try LayoutNumber.shift.read(value, at: path.appending("x")) }
        let y = try object["y"].map { value throws(InputError) in try LayoutNumber.shift.read(value, at: path.appending("y")) }
        return Offset(x: x ?? 0, y: y ?? 0)
    }

    private func padding(_ value: JSONValue, at path: JSONPath) throws(InputError) -> EdgeInsets {
        if case .number = value { return EdgeInsets(all: try LayoutNumber.length.read(value, at: path)) }
        guard let object = value.objectValue else { throw InputError(path: path, "expected a number of points or {\"horizontal\": 8, \"top\": 4, ...}") }
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: PaddingEdge.keys, what: "padding edge")
        var insets = EdgeInsets()
        for member in object.members {
            guard let edge = PaddingEdge(rawValue: member.key) else { continue }
            let amount = try LayoutNumber.length.read(member.value, at: path.appending(member.key))
            switch edge {
            case .top: insets.top = amount
            case .leading: insets.leading = amount
            case .bottom: insets.bottom = amount
            case .trailing: insets.trailing = amount
            case .horizontal: insets.leading = amount; insets.trailing = amount
            case .vertical: insets.top = amount; insets.bottom = amount
            }
        }
        return insets
    }

    private func frame(_ value: JSONValue, at path: JSONPath) throws(InputError) -> FrameSpec {
        guard let object = value.objectValue else { throw InputError(path: path, "expected {\"width\": 40} or {\"maxWidth\": \"infinity\", \"alignment\": \"leading\"}") }
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: FrameOption.keys, what: "frame option")
        var frame = FrameSpec()
        for member in object.members {
            guard let option = FrameOption(rawValue: member.key) else { continue }
            let at = path.appending(member.key)
            switch option {
            case .width: frame.width = try Self.length(member.value, at: at, mayFill: false)
            case .height: frame.height = try Self.length(member.value, at: at, mayFill: false)
            case .minWidth: frame.minWidth = try Self.length(member.value, at: at, mayFill: false)
            case .maxWidth: frame.maxWidth = try Self.length(member.value, at: at, mayFill: true)
            case .minHeight: frame.minHeight = try Self.length(member.value, at: at, mayFill: false)
            case .maxHeight: frame.maxHeight = try Self.length(member.value, at: at, mayFill: true)
            case .alignment: frame.alignment = try ViewReader.alignment(member.value, at: at)
            }
        }
        return frame
    }

    /// A frame length in points; `"infinity"` (fill what is offered) only where it may fill.
    private static func length(_ value: JSONValue, at path: JSONPath, mayFill: Bool) throws(InputError) -> Double {
        guard value == .string("infinity") else { return try LayoutNumber.length.read(value, at: path) }
        guard mayFill else { throw InputError(path: path, "only maxWidth and maxHeight may be \"infinity\"") }
        return .infinity
    }

    /// The keys of `"padding": {...}`.
    private enum PaddingEdge: String, CaseIterable {
        case top, leading, bottom, trailing, horizontal, vertical
        static let keys = allCases.map(\.rawValue)
    }

    /// The keys of `"frame": {...}`.
    private enum FrameOption: String, CaseIterable {
        case width, height, minWidth, maxWidth, minHeight, maxHeight, alignment
        static let keys = allCases.map(\.rawValue)
    }
}

extension ViewReader {
    static func flag(_ value: JSONValue?, default fallback: Bool, at path: JSONPath) throws(InputError) -> Bool {
        guard let value else { return fallback }
        guard case .bool(let flag) = value else { throw InputError(path: path, "expected true or false, found \(value.kindDescription)") }
        return flag
    }

    static func alignment(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Alignment {
        guard let name = value.stringValue, let alignment = Alignment(rawValue: name) else {
            throw InputError(path: path, "expected an alignment: \(Alignment.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return alignment
    }
}
