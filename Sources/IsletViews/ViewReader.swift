import IsletInput
import IsletModel

/// Reads one view object (`{"text": ...}`, `{"hstack": [...]}`) and its modifiers, checking
/// every expression against the schema and the names bound by enclosing `forEach` views.
struct ViewReader {
    static let colorExpectation = "expected a colour name (\(ColorName.knownNames.joined(separator: ", "))), a hex colour such as \"#FF9500\", {\"light\": \"#D81B60\", \"dark\": \"#FF6F9C\"}, or an expression choosing one"

    let scope: TypeScope
    /// How many views enclose the ones this reader reads.
    var depth = 0
    /// The layout file's folder, which an `imageFile`'s relative path starts from; nil for the
    /// current directory.
    var folder: String?

    /// A reader for the views inside the ones this reader reads.
    private var nested: ViewReader { ViewReader(scope: scope, depth: depth + 1, folder: folder) }

    /// A view inside the ones this reader reads (a `background` or `overlay` view).
    func nestedView(_ json: JSONValue, at path: JSONPath) throws(InputError) -> ViewNode {
        try nested.read(json, at: path)
    }

    func read(_ json: JSONValue, at path: JSONPath) throws(InputError) -> ViewNode {
        guard depth < ViewLimits.deepestNesting else {
            throw InputError(path: path, "views are nested more than \(ViewLimits.deepestNesting) deep here; the limit on view nesting is \(ViewLimits.deepestNesting)")
        }
        guard let object = json.objectValue else {
            throw InputError(path: path, "expected a view object such as {\"text\": \"...\"}, found \(json.kindDescription)")
        }
        let kind = try Self.kind(of: object, at: path)
        let accepted = kind.parameters + ModifierName.keys
        for key in object.keys where key != kind.rawValue && !accepted.contains(key) {
            let what = kind.parameters.isEmpty ? "modifier" : "\(kind.rawValue) parameter or modifier"
            throw InputError(path: path.appending(key), LayoutReader.unknown(what, key, expected: accepted))
        }
        let content = try readContent(kind, object, at: path)
        let modifiers = try ModifierReader(views: self).read(object, at: path)
        return ViewNode(content: content, modifiers: modifiers, path: path)
    }

    /// The one view key of `object`. Without one, the key that is not a modifier is taken for the
    /// view it was meant to be, and named: `"blinkenlights" is not a view`.
    private static func kind(of object: JSONObject, at path: JSONPath) throws(InputError) -> ViewKind {
        let kinds = object.keys.compactMap(ViewKind.init(rawValue:))
        if kinds.count > 1 {
            throw InputError(path: path, "a view has exactly one view key, found \(kinds.map(\.rawValue).joined(separator: " and "))")
        }
        if let kind = kinds.first { return kind }
        let strangers = object.keys.filter { ModifierName(rawValue: $0) == nil }
        let meant = strangers.first { NameSuggestion.closest(to: $0, in: ViewKind.keys) != nil } ?? strangers.first
        guard let meant else { throw InputError(path: path, "a view needs exactly one of \(ViewKind.keys.joined(separator: ", "))") }
        let name = JSONWriter.quoted(meant)
        if let near = NameSuggestion.closest(to: meant, in: ViewKind.keys) {
            throw InputError(path: path.appending(meant), "\(name) is not a view; did you mean \(JSONWriter.quoted(near))?")
        }
        if let near = NameSuggestion.closest(to: meant, in: ModifierName.keys) {
            throw InputError(path: path.appending(meant), "\(name) is not a view or a modifier; did you mean \(JSONWriter.quoted(near))?")
        }
        throw InputError(path: path.appending(meant), "\(name) is not a view; expected one of \(ViewKind.keys.joined(separator: ", "))")
    }

    private func readContent(_ kind: ViewKind, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let value = object[kind.rawValue]!
        let valuePath = path.appending(kind.rawValue)
        switch kind {
        case .text:
            if let runs = value.arrayValue { return try readRuns(runs, at: valuePath) }
            return .text(try template(value, at: valuePath))
        case .image: return .image(try template(value, at: valuePath), sizing: try sizing(object, at: path))
        case .imageFile: return try readPicture(value, object, at: path)
        case .hstack: return try readStack(.horizontal, value, object, at: path, items: valuePath)
        case .vstack: return try readStack(.vertical, value, object, at: path, items: valuePath)
        case .zstack: return try readStack(.depth, value, object, at: path, items: valuePath)
        case .spacer:
            guard let options = value.objectValue else { throw InputError(path: valuePath, "expected {} or {\"minLength\": 4}") }
            try LayoutReader.rejectUnknownKeys(in: options, at: valuePath, allowed: ["minLength"], what: "spacer option")
            return .spacer(minLength: try options["minLength"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: valuePath.appending("minLength")) })
        case .progress: return try readProgress(value, object, at: path)
        case .timer:
            let expression = try checkedDates(value, at: valuePath, what: "a timer")
            return .timer(
                expression, countsDown: try Self.flag(object["countsDown"], default: true, at: path.appending("countsDown")),
                showsHours: try Self.flag(object["showsHours"], default: true, at: path.appending("showsHours"))
            )
        case .gauge:
            let expression = try checkedNumber(value, at: valuePath, what: "a gauge")
            let low = try object["min"].map { value throws(InputError) in try LayoutNumber.dataValue.read(value, at: path.appending("min")) } ?? 0
            let highKey = object["max"] == nil ? "total" : "max"
            let high = try object[highKey].map { value throws(InputError) in try LayoutNumber.dataValue.read(value, at: path.appending(highKey)) } ?? 1
            guard high > low else { throw InputError(path: path, "a gauge's max must be greater than its min") }
            return .gauge(expression, range: low...high)
        case .shape: return try readShape(value, object, at: path)
        case .path: return try readPath(value, object, at: path)
        case .chart: return try readChart(value, object, at: path)
        case .mark: return try readMark(value, object, at: path)
        case .color: return try readColor(value, at: path)
        case .divider: return try readDivider(value, at: path)
        case .link:
            let content = try nested.read(try LayoutReader.required(object, "content", at: path), at: path.appending("content"))
            return .link(try template(value, at: valuePath), content)
        case .if:
            let (condition, _) = try expression(value, at: valuePath)
            let then = try nested.read(try LayoutReader.required(object, "then", at: path), at: path.appending("then"))
            let otherwise = try object["else"].map { value throws(InputError) in try nested.read(value, at: path.appending("else")) }
            return .conditional(condition, then: then, else: otherwise)
        case .switch: return try readSwitch(value, object, at: path)
        case .forEach: return try readForEach(value, object, at: path)
        case .label: return try readLabel(value, object, at: path)
        case .viewThatFits: return try readFirstFitting(value, object, at: path, items: valuePath)
        }
    }

    /// `{"viewThatFits": [VIEW, ...], "in": "horizontal"}`: the axes the children must fit along
    /// are `horizontal`, `vertical` or `both` (SwiftUI's default).
    private func readFirstFitting(_ value: JSONValue, _ object: JSONObject, at path: JSONPath, items valuePath: JSONPath) throws(InputError) -> ViewNode.Content {
        guard let items = value.arrayValue, !items.isEmpty else { throw InputError(path: valuePath, "expected a non-empty array of views, found \(value.kindDescription)") }
        var children: [ViewNode] = []
        for (index, item) in items.enumerated() {
            children.append(try nested.read(item, at: valuePath.appending(index: index)))
        }
        let axes: FixedSize
        switch object["in"]?.stringValue ?? (object["in"] == nil ? "both" : nil) {
        case "horizontal": axes = FixedSize(horizontal: true, vertical: false)
        case "vertical": axes = FixedSize(horizontal: false, vertical: true)
        case "both": axes = FixedSize()
        default: throw InputError(path: path.appending("in"), "expected \"horizontal\", \"vertical\" or \"both\"")
        }
        return .firstFitting(children, axes: axes)
    }

    /// `Label("title", systemImage: "name")` or `Label { title } icon: { icon }`: the icon and the
    /// title side by side, as the default label style draws them.
    private func readLabel(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let valuePath = path.appending("label")
        let title: ViewNode, icon: ViewNode
        if let parts = value.objectValue {
            if object["systemImage"] != nil { throw InputError(path: path.appending("systemImage"), "a label with a title and an icon view takes no systemImage") }
            try LayoutReader.rejectUnknownKeys(in: parts, at: valuePath, allowed: ["title", "icon"], what: "label part")
            title = try nested.read(try LayoutReader.required(parts, "title", at: valuePath), at: valuePath.appending("title"))
            icon = try nested.read(try LayoutReader.required(parts, "icon", at: valuePath), at: valuePath.appending("icon"))
        } else {
            title = ViewNode(content: .text(try template(value, at: valuePath)), path: valuePath)
            let imagePath = path.appending("systemImage")
            icon = ViewNode(content: .image(try template(try LayoutReader.required(object, "systemImage", at: path), at: imagePath)), path: imagePath)
        }
        return .stack(.horizontal, [icon, title], spacing: nil, alignment: .center)
    }

    private func readStack(_ axis: StackAxis, _ value: JSONValue, _ object: JSONObject, at path: JSONPath, items valuePath: JSONPath) throws(InputError) -> ViewNode.Content {
        guard let items = value.arrayValue else { throw InputError(path: valuePath, "expected an array of views, found \(value.kindDescription)") }
        var children: [ViewNode] = []
        for (index, item) in items.enumerated() {
            children.append(try nested.read(item, at: valuePath.appending(index: index)))
        }
        let alignment = try object["alignment"].map { value throws(InputError) in try Self.alignment(value, at: path.appending("alignment")) }
        return .stack(
            axis, children,
            spacing: try object["spacing"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: path.appending("spacing")) },
            alignment: alignment ?? .center
        )
    }

    private func readProgress(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let valuePath = path.appending("progress")
        if let options = value.objectValue {
            try LayoutReader.rejectUnknownKeys(in: options, at: valuePath, allowed: ["timerInterval", "countsDown"], what: "progress option")
            let interval = try LayoutReader.required(options, "timerInterval", at: valuePath)
            let expression = try checkedDates(interval, at: valuePath.appending("timerInterval"), what: "a timer progress")
            return .timerProgress(expression, countsDown: try Self.flag(options["countsDown"], default: true, at: valuePath.appending("countsDown")))
        }
        let expression = try checkedNumber(value, at: valuePath, what: "a progress view")
        let total = try object["total"].map { value throws(InputError) in try LayoutNumber.dataValue.read(value, at: path.appending("total")) } ?? 1
        guard total > 0 else { throw InputError(path: path.appending("total"), "total must be greater than 0") }
        return .progress(expression, total: total)
    }

    private func readSwitch(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let (subject, subjectType) = try expression(value, at: path.appending("switch"))
        let casesPath = path.appending("cases")
        let casesJSON = try LayoutReader.required(object, "cases", at: path)
        guard let cases = casesJSON.objectValue else { throw InputError(path: casesPath, "expected an object from case values to views") }
        var results: [SwitchCase] = []
        for member in cases.members {
            let match = try Self.caseLiteral(member.key, for: subjectType, at: casesPath.appending(member.key))
            results.append(SwitchCase(match: match, content: try nested.read(member.value, at: casesPath.appending(member.key))))
        }
        let fallback = try object["default"].map { value throws(InputError) in try nested.read(value, at: path.appending("default")) }
        return .switchOn(subject, cases: results, default: fallback)
    }

    /// The value a `switch` case key stands for, typed like the subject: an enum case, a
    /// number, a Bool or a string.
    private static func caseLiteral(_ key: String, for subjectType: ValueType, at path: JSONPath) throws(InputError) -> Expression {
        switch subjectType.schemaType {
        case .enumeration(let schema)?:
            let raw: EnumSchema.RawValue = schema.isIntegerBacked ? (Int(key).map { .int($0) } ?? .string(key)) : .string(key)
            guard let index = schema.index(of: raw) else {
                let cases = schema.rawValues.map(\.description).joined(separator: ", ")
                throw InputError(path: path, "\(JSONWriter.quoted(key)) is not a case of \(schema.typeName); its cases are \(cases)")
            }
            return .enumCase(raw: raw, index: index)
        case let type? where type.isNumeric:
            guard let number = Double(key) else { throw InputError(path: path, "\(JSONWriter.quoted(key)) is not a number, and the switch is over \(subjectType)") }
            return .number(number)
        case .bool?:
            guard key == "true" || key == "false" else { throw InputError(path: path, "expected \"true\" or \"false\" for a Bool switch") }
            return .bool(key == "true")
        default:
            return .string(key)
        }
    }

    private func readForEach(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let (source, sourceType) = try expression(value, at: path.appending("forEach"))
        let element: SchemaType
        switch (sourceType, sourceType.schemaType) {
        case (.cases(let schema), _): element = .enumeration(schema)
        case (_, .array(let itemType)?), (_, .set(let itemType)?): element = itemType
        default:
            throw InputError(path: path.appending("forEach"), "forEach needs an array or cases(enum), and \(source) is \(sourceType)")
        }
        let nameValue = try LayoutReader.required(object, "as", at: path)
        guard let name = nameValue.stringValue, SchemaParser.isSwiftIdentifier(name), !["state", "attributes", "isStale"].contains(name) else {
            throw InputError(path: path.appending("as"), "expected a name for each element, such as \"stop\"")
        }
        var inner = scope
        inner.locals[name] = element
        let content = try ViewReader(scope: inner, depth: depth + 1).read(try LayoutReader.required(object, "content", at: path), at: path.appending("content"))
        return .forEach(source, name: name, content: content)
    }

    // MARK: Expressions in context

    func expression(_ json: JSONValue, at path: JSONPath) throws(InputError) -> (Expression, ValueType) {
        guard let text = json.stringValue else {
            if case .bool(let flag) = json { return (.bool(flag), .bool) }
            throw InputError(path: path, "expected an expression string such as \"state.progress >= 1\", found \(json.kindDescription)")
        }
        do throws(InputError) {
            let (checked, type) = try ExpressionChecker.check(try ExpressionParser.parse(text), in: scope)
            if case .word(let word) = type { throw InputError("unknown name '\(word)'; expected state.…, attributes.…, isStale or a forEach name") }
            return (checked, type)
        } catch {
            throw InputError(path: path, error.message)
        }
    }

    func template(_ json: JSONValue, at path: JSONPath) throws(InputError) -> Template {
        guard let text = json.stringValue else { throw InputError(path: path, "expected a string, found \(json.kindDescription)") }
        do throws(InputError) {
            let parsed = try Template.parse(text)
            var parts: [Template.Part] = []
            for part in parsed.parts {
                guard case .value(let source, let format) = part else { parts.append(part); continue }
                let (checked, type) = try ExpressionChecker.check(source, in: scope)
                if case .word(let word) = type { throw InputError("in \(JSONWriter.quoted(text)): unknown name '\(word)'; expected state.…, attributes.…, isStale or a forEach name") }
                parts.append(.value(checked, format))
            }
            return Template(parts: parts)
        } catch {
            throw InputError(path: path, error.message)
        }
    }

    private func checkedDates(_ json: JSONValue, at path: JSONPath, what: String) throws(InputError) -> Expression {
        let (checked, type) = try expression(json, at: path)
        guard type.schemaType == .dateRange || type.schemaType == .range(.date, closed: false) || type.schemaType == .date else {
            throw InputError(path: path, "\(checked) is \(type); \(what) needs a ClosedRange<Date>, a Range<Date> or a Date")
        }
        return checked
    }

    private func checkedNumber(_ json: JSONValue, at path: JSONPath, what: String) throws(InputError) -> Expression {
        let (checked, type) = try expression(json, at: path)
        guard type.isNumeric else { throw InputError(path: path, "\(checked) is \(type); \(what) needs a number (Double, Float or Int)") }
        return checked
    }
}
