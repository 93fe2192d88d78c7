import IsletInput
import IsletModel

/// A layout file made from an activity's schema alone, for an activity islet knows only from
/// Swift (until views are read from Swift too) and for `islet import` to start from: a symbol
/// and the activity's name, its attributes on one line, each content-state field labelled with
/// its value, timers and progress drawn as such, and sample values as the preview. A field no
/// layout can show (`Data`, a type islet could not read) is named with a dim "not shown" and
/// never bound, so the layout loads whatever the app declares.
public struct GenericLayout {
    public let declaration: ActivityDeclaration
    /// The schemas as the layout will spell them (the Swift reader's words, kept as written).
    let attributesSchema: JSONValue
    let contentStateSchema: JSONValue

    public init(declaration: ActivityDeclaration, attributes: JSONValue, contentState: JSONValue) {
        self.declaration = declaration
        attributesSchema = attributes
        contentStateSchema = contentState
    }

    /// The layout file's JSON: `activity`, `bundleId`, the schemas, a preview of sample values
    /// dated `now` (Unix seconds), and a view for every region.
    public func document(bundleId: String, now: Double) -> JSONValue {
        let style = ActivityStyle(name: declaration.name)
        let fields = declaration.contentState.fields.map { Entry(label: SampleValue.words($0.name), expression: "state." + $0.name, type: $0.type.unwrapped) }
        let primary = Self.primary(of: fields)
        let progress = fields.first { $0.isProgress && $0.expression != primary?.expression }
        let rest = fields.filter { $0.expression != primary?.expression && $0.expression != progress?.expression }
        let reference = (now - ReferenceDate.unixOffset).rounded()
        var preview = JSONObject()
        preview.append("at", .number(JSONNumber(reference)))
        preview.append("attributes", SampleValue.make(for: declaration.attributes, now: now))
        preview.append("contentState", SampleValue.make(for: declaration.contentState, now: now))
        return object([
            ("activity", .string(declaration.name)), ("bundleId", .string(bundleId)),
            ("attributes", attributesSchema), ("contentState", contentStateSchema),
            ("preview", .object(preview)), ("keylineTint", .string(style.tint)),
            ("lockScreen", lockScreen(style: style, primary: primary, progress: progress, rest: rest)),
            ("dynamicIsland", island(style: style, primary: primary, progress: progress, rest: rest, first: fields.first(where: \.isShown))),
        ])
    }

    private func lockScreen(style: ActivityStyle, primary: Entry?, progress: Entry?, rest: [Entry]) -> JSONValue {
        var header: [JSONValue] = [
            object([("image", .string(style.symbol)), ("foreground", .string(style.tint))]),
            object([("text", .string(style.title)), ("font", .string("headline")), ("lineLimit", .number(JSONNumber(1)))]),
            object([("spacer", .object(JSONObject()))]),
        ]
        if let primary { header.append(primary.valueView(font: "headline", tint: style.tint)) }
        var rows: [JSONValue] = [object([("hstack", .array(header)), ("spacing", .number(JSONNumber(6)))])]
        if let summary = attributesSummary() {
            rows.append(object([("text", .string(summary)), ("font", .string("caption")), ("foreground", .string("secondary")), ("lineLimit", .number(JSONNumber(1)))]))
        }
        rows += Self.rows(rest, limit: 3, countingTheRest: true)
        if let progress { rows.append(object([("progress", .string(progress.expression)), ("foreground", .string(style.tint))])) }
        return object([("vstack", .array(rows)), ("alignment", .string("leading")), ("spacing", .number(JSONNumber(4)))])
    }

    private func island(style: ActivityStyle, primary: Entry?, progress: Entry?, rest: [Entry], first: Entry?) -> JSONValue {
        let symbol = object([("image", .string(style.symbol)), ("foreground", .string(style.tint))])
        let trailing = (primary ?? first)?.valueView(font: nil, tint: style.tint, compact: true) ?? symbol
        var bottom = Self.rows(rest, limit: 2, countingTheRest: false)
        if let progress { bottom.append(object([("progress", .string(progress.expression)), ("foreground", .string(style.tint))])) }
        var expanded: [(String, JSONValue)] = [
            ("leading", object([("hstack", .array([symbol, object([("text", .string(style.title)), ("font", .string("headline")), ("lineLimit", .number(JSONNumber(1)))])])), ("spacing", .number(JSONNumber(4)))])),
        ]
        if let primary { expanded.append(("trailing", primary.valueView(font: "headline", tint: style.tint))) }
        if !bottom.isEmpty { expanded.append(("bottom", object([("vstack", .array(bottom)), ("alignment", .string("leading")), ("spacing", .number(JSONNumber(2)))]))) }
        return object([("expanded", object(expanded)), ("compactLeading", symbol), ("compactTrailing", trailing), ("minimal", symbol)])
    }

    /// The attributes' plain values on one line: `{attributes.restaurantName} · {attributes.orderNumber}`.
    private func attributesSummary() -> String? {
        let parts = declaration.attributes.fields.flatMap { field in
            Entry(label: "", expression: "attributes." + field.name, type: field.type.unwrapped).leaves(limit: 2)
        }
        return parts.isEmpty ? nil : parts.prefix(3).map { "{\($0)}" }.joined(separator: " · ")
    }

    /// Labelled values, one a row (label left, value right) while they fit, else two a row;
    /// on the card, the fields left over are counted.
    private static func rows(_ entries: [Entry], limit: Int, countingTheRest: Bool) -> [JSONValue] {
        let perRow = entries.count > limit ? 2 : 1
        let spacer = object([("spacer", .object(JSONObject()))])
        var rows: [JSONValue] = []
        var index = 0
        while index < entries.count && rows.count < limit {
            let chunk = entries[index..<min(index + perRow, entries.count)]
            var cells: [JSONValue] = []
            for (offset, entry) in chunk.enumerated() {
                if offset > 0 { cells.append(spacer) }
                cells.append(object([("text", .string(entry.label)), ("foreground", .string("secondary")), ("lineLimit", .number(JSONNumber(1)))]))
                if perRow == 1 { cells.append(spacer) }
                cells.append(entry.valueView(font: nil, tint: nil))
            }
            rows.append(object([("hstack", .array(cells)), ("spacing", .number(JSONNumber(4))), ("font", .string("caption"))]))
            index += chunk.count
        }
        if countingTheRest, index < entries.count {
            let more = entries.count - index
            rows.append(object([("text", .string("+\(more) more field\(more == 1 ? "" : "s")")), ("font", .string("caption2")), ("foreground", .string("secondary"))]))
        }
        return rows
    }

    /// The value the island shows first: a running timer, a time, a progress, a number, a case.
    private static func primary(of fields: [Entry]) -> Entry? {
        let ranks: [(Entry) -> Bool] = [
            { $0.type == .dateRange }, { $0.type == .date }, \.isProgress,
            { $0.type == .int || $0.type == .double || $0.type == .float },
            { if case .enumeration = $0.type { return true } else { return false } },
        ]
        for rank in ranks {
            if let found = fields.first(where: rank) { return found }
        }
        return nil
    }
}

/// One field as the generic layout shows it: a label, the expression that reads it, its type.
private struct Entry {
    let label: String
    let expression: String
    let type: SchemaType

    /// Whether a layout may bind the value: never `Data` (islet does not interpret its bytes) nor
    /// a value islet could not read (a property wrapper, custom decoding, a type from a framework).
    var isShown: Bool { Entry.isShowable(type) }

    /// A `Double` or `Float` named as a share of the way (`progress`, `fraction`).
    var isProgress: Bool {
        let name = expression.lowercased()
        return (type == .double || type == .float) && (name.contains("progress") || name.contains("fraction"))
    }

    /// The view that shows the value: a timer for a range of dates, text otherwise; `compact`
    /// writes a time in 24 hours, to fit beside the camera.
    func valueView(font: String?, tint: String?, compact: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)]
        guard isShown else {
            return object([("text", .string("not shown")), ("foreground", .string("tertiary")), ("lineLimit", .number(JSONNumber(1)))])
        }
        switch type {
        case .dateRange:
            members = [("timer", .string(expression)), ("monospacedDigit", .bool(true))]
        case .array(let element):
            if case .structure(let schema) = element.unwrapped,
               let leaf = schema.fields.first(where: { $0.type.unwrapped == .string }) ?? schema.fields.first(where: { Entry.isPlain($0.type.unwrapped) }) {
                let item = object([("text", .string("{item.\(leaf.name)}")), ("lineLimit", .number(JSONNumber(1)))])
                members = [("hstack", .array([object([("forEach", .string(expression)), ("as", .string("item")), ("content", item)])])), ("spacing", .number(JSONNumber(6)))]
            } else {
                members = [("text", .string("{\(expression)}")), ("lineLimit", .number(JSONNumber(1)))]
            }
        case .date where compact:
            members = [("text", .string("{\(expression)|time24}")), ("lineLimit", .number(JSONNumber(1)))]
        default:
            let text = leaves(limit: 3).map { "{\($0)}" }.joined(separator: " · ")
            members = [("text", .string(text.isEmpty ? "…" : text)), ("lineLimit", .number(JSONNumber(1)))]
        }
        if let font { members.append(("font", .string(font))) }
        if let tint { members.append(("foreground", .string(tint))) }
        return object(members)
    }

    /// Template holes for the value: itself with a formatter that suits it, or a struct's plain fields.
    func leaves(limit: Int) -> [String] {
        guard isShown else { return [] }
        switch type {
        case .structure(let schema):
            return schema.fields.filter { Entry.isPlain($0.type.unwrapped) }.prefix(limit).map { field in
                Entry(label: "", expression: expression + "." + field.name, type: field.type.unwrapped).leaves(limit: 1)[0]
            }
        case .date: return [expression + "|time"]
        case .dateRange: return [expression + "|timer"]
        case .array: return []
        default: return [isProgress ? expression + "|percent" : expression]
        }
    }

    /// A value one template hole shows: not a container, and one a layout may bind.
    static func isPlain(_ type: SchemaType) -> Bool {
        switch type {
        case .structure, .array, .optional: false
        default: isShowable(type)
        }
    }

    static func isShowable(_ type: SchemaType) -> Bool {
        switch type.unwrapped {
        case .data, .opaque: false
        default: true
        }
    }
}

/// A symbol and a tint chosen from words in the activity's name, and its name for people.
private struct ActivityStyle {
    let symbol: String
    let tint: String
    let title: String

    private static let kinds: [(words: [String], symbol: String, tint: String)] = [
        (["deliver", "package", "parcel", "ship", "courier"], "box.truck.fill", "orange"),
        (["flight", "plane", "boarding", "airline"], "airplane", "blue"),
        (["ride", "taxi", "car", "trip"], "car.fill", "green"),
        (["music", "playing", "song", "audio", "podcast", "track"], "music.note", "pink"),
        (["timer", "countdown", "tea", "cook", "bake"], "timer", "green"),
        (["coffee", "order", "food", "meal", "restaurant"], "cup.and.saucer.fill", "brown"),
        (["match", "score", "game", "sport"], "sportscourt.fill", "green"),
        (["download", "upload", "transfer", "sync"], "arrow.down.circle.fill", "blue"),
        (["workout", "run", "fitness"], "figure.run", "green"),
        (["charg", "battery"], "bolt.fill", "yellow"),
    ]

    init(name: String) {
        let lowered = name.lowercased()
        let kind = Self.kinds.first { kind in kind.words.contains { Self.name(lowered, contains: $0) } }
        symbol = kind?.symbol ?? "bell.fill"
        tint = kind?.tint ?? "blue"
        var base = name
        for suffix in ["LiveActivityAttributes", "ActivityAttributes", "Attributes", "Activity"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        title = SampleValue.words(base)
    }

    /// `name.contains(word)` for the table's words, which are ASCII letters. An ASCII name
    /// (every Swift type name islet has met) is searched on its bytes, as the same match:
    /// only `\r\n` is two ASCII bytes in one character, and no word starts or ends inside it.
    /// The general string search segments the name again for every word of the table.
    private static func name(_ name: String, contains word: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.contains(word) }
        let name = Array(name.utf8), word = Array(word.utf8)
        guard word.count <= name.count else { return false }
        return (0...(name.count - word.count)).contains { start in name[start..<start + word.count].elementsEqual(word) }
    }
}

/// An object with members in this order.
private func object(_ members: [(String, JSONValue)]) -> JSONValue {
    var object = JSONObject()
    for (key, value) in members { object.append(key, value) }
    return .object(object)
}
