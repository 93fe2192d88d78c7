import FoundationEssentials
import IsletInput
import IsletModel

/// Reads a layout file (DESIGN.md, "Layout files") into an `ActivityLayout`, checking every
/// binding against the declared schema. Every error names the file, the JSON path, the line
/// and column, and what was expected.
public enum LayoutReader {
    static let topLevelKeys = [
        "activity", "bundleId", "attributes", "contentState", "preview", "keylineTint", "contentMargins",
        "activityBackgroundTint", "lockScreen", "dynamicIsland", "small",
    ]

    /// Reads and checks a layout from its text; `file` is only used in error messages.
    public static func read(_ text: String, file: String? = nil) throws(InputError) -> ActivityLayout {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw error.located(in: file, document: nil)
        }
        do {
            return try read(document.value, folder: file.map(folder(of:)))
        } catch {
            throw error.located(in: file, document: document)
        }
    }

    /// The folder holding `file`, which the layout's relative image paths start from.
    public static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }

    /// Reads and checks a layout already parsed; errors carry JSON paths but no file or position.
    /// An `imageFile`'s relative path starts from `folder` (the layout file's), else the current directory.
    /// With `types` (the app's Swift), the layout's views and preview are checked against them
    /// in place of the layout's own `activity`, `attributes` and `contentState`; without
    /// `readsPreview`, its preview is left out (one the Swift's types do not decode).
    public static func read(_ json: JSONValue, folder: String? = nil, types: ActivityDeclaration? = nil, readsPreview: Bool = true) throws(InputError) -> ActivityLayout {
        guard let root = json.objectValue else {
            throw InputError(path: .root, "a layout is a JSON object, found \(json.kindDescription)")
        }
        try rejectUnknownKeys(in: root, at: .root, allowed: topLevelKeys, what: "layout key")
        let activity: String
        if let types { activity = types.name } else { activity = try requiredString(root, "activity", at: .root) }
        guard SchemaParser.typeName(for: activity) == activity, activity.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw InputError(path: JSONPath.root.appending("activity"), "\(JSONWriter.quoted(activity)) is not a Swift type name")
        }
        let bundleId = try requiredString(root, "bundleId", at: .root)
        let (attributes, contentState) = if let types { (types.attributes, types.contentState) } else { try schemas(of: root, activity: activity) }
        let previewJSON = readsPreview ? root["preview"] : nil
        let preview = try readPreview(previewJSON, attributes: attributes, contentState: contentState)
        let previewMoment = try readPreviewMoment(previewJSON)
        let views = ViewReader(scope: TypeScope(attributes: attributes, contentState: contentState), folder: folder)
        let lockScreen = try views.read(try required(root, "lockScreen", at: .root), at: JSONPath.root.appending("lockScreen"))
        let island = try readIsland(try required(root, "dynamicIsland", at: .root), views: views)
        try checkViewCounts(lockScreen: lockScreen, island: island)
        let small = try root["small"].map { value throws(InputError) in try views.read(value, at: JSONPath.root.appending("small")) }
        if let small { try ViewLimits.check([small], surface: small.path) }
        return ActivityLayout(
            activity: activity, bundleId: bundleId, attributes: attributes, contentState: contentState, preview: preview,
            previewMoment: previewMoment, keylineTint: try optionalColor(root, "keylineTint"), backgroundTint: try optionalColor(root, "activityBackgroundTint"),
            lockScreen: lockScreen, dynamicIsland: island, small: small, contentMargins: try readContentMargins(root["contentMargins"])
        )
    }

    /// The layout's own `attributes` and `contentState`.
    private static func schemas(of root: JSONObject, activity: String) throws(InputError) -> (StructSchema, StructSchema) {
        let attributes = try SchemaParser.parseStruct(root["attributes"] ?? .object(JSONObject()), typeName: activity, at: JSONPath.root.appending("attributes"))
        guard let stateJSON = root["contentState"] else {
            throw InputError(path: .root, "missing \"contentState\": the ContentState fields and their types")
        }
        return (attributes, try SchemaParser.parseStruct(stateJSON, typeName: "ContentState", at: JSONPath.root.appending("contentState")))
    }

    /// `"contentMargins": {"expanded": {"all": 4}, "compactLeading": {"horizontal": 2}}`: per
    /// island presentation, edge names (`Edge.Set`'s, later ones overriding) to points.
    private static func readContentMargins(_ json: JSONValue?) throws(InputError) -> [String: ContentMargins] {
        guard let json else { return [:] }
        let path = JSONPath.root.appending("contentMargins")
        guard let modes = json.objectValue else { throw InputError(path: path, "expected an object of presentations, found \(json.kindDescription)") }
        try rejectUnknownKeys(in: modes, at: path, allowed: ["expanded", "compactLeading", "compactTrailing", "minimal"], what: "presentation")
        var result: [String: ContentMargins] = [:]
        for member in modes.members {
            let (mode, value) = (member.key, member.value)
            let modePath = path.appending(mode)
            guard let edges = value.objectValue else { throw InputError(path: modePath, "expected an object of edges, found \(value.kindDescription)") }
            try rejectUnknownKeys(in: edges, at: modePath, allowed: ContentMargins.edgeNames, what: "edge")
            var margins = ContentMargins()
            for edge in edges.members { _ = margins.set(edge.key, try LayoutNumber.length.read(edge.value, at: modePath.appending(edge.key))) }
            result[mode] = margins
        }
        return result
    }

    private static func readIsland(_ json: JSONValue, views: ViewReader) throws(InputError) -> DynamicIslandRegions {
        let path = JSONPath.root.appending("dynamicIsland")
        guard let island = json.objectValue else { throw InputError(path: path, "expected an object of regions, found \(json.kindDescription)") }
        try rejectUnknownKeys(in: island, at: path, allowed: ["expanded", "compactLeading", "compactTrailing", "minimal"], what: "island region")
        var expanded = JSONObject()
        let expandedPath = path.appending("expanded")
        if let value = island["expanded"] {
            guard let object = value.objectValue else { throw InputError(path: expandedPath, "expected an object of regions, found \(value.kindDescription)") }
            try rejectUnknownKeys(in: object, at: expandedPath, allowed: ["leading", "trailing", "center", "bottom"], what: "expanded region")
            expanded = object
        }
        func region(_ name: String) throws(InputError) -> ViewNode? {
            guard let value = expanded[name] else { return nil }
            return try views.read(value, at: expandedPath.appending(name))
        }
        return DynamicIslandRegions(
            expandedLeading: try region("leading"), expandedTrailing: try region("trailing"),
            expandedCenter: try region("center"), expandedBottom: try region("bottom"),
            compactLeading: try views.read(try required(island, "compactLeading", at: path), at: path.appending("compactLeading")),
            compactTrailing: try views.read(try required(island, "compactTrailing", at: path), at: path.appending("compactTrailing")),
            minimal: try views.read(try required(island, "minimal", at: path), at: path.appending("minimal"))
        )
    }

    /// Each surface within `ViewLimits.viewsPerSurface`: the lock screen, the compact sides
    /// together, the minimal view, the expanded regions together.
    private static func checkViewCounts(lockScreen: ViewNode, island: DynamicIslandRegions) throws(InputError) {
        let path = JSONPath.root.appending("dynamicIsland")
        try ViewLimits.check([lockScreen], surface: lockScreen.path)
        try ViewLimits.check([island.compactLeading, island.compactTrailing], surface: path)
        try ViewLimits.check([island.minimal], surface: island.minimal.path)
        let expanded = [island.expandedLeading, island.expandedTrailing, island.expandedCenter, island.expandedBottom].compactMap { $0 }
        try ViewLimits.check(expanded, surface: path.appending("expanded"))
    }

    private static func readPreview(_ json: JSONValue?, attributes: StructSchema, contentState: StructSchema) throws(InputError) -> ActivityData? {
        guard let json else { return nil }
        let path = JSONPath.root.appending("preview")
        guard let object = json.objectValue else { throw InputError(path: path, "expected {\"attributes\": ..., \"contentState\": ...}") }
        try rejectUnknownKeys(in: object, at: path, allowed: ["attributes", "contentState", "at"], what: "preview key")
        return try ActivityDataDecoder.decode(
            attributes: object["attributes"] ?? .object(JSONObject()), contentState: try required(object, "contentState", at: path),
            attributesSchema: attributes, contentStateSchema: contentState, at: path
        )
    }

    private static func readPreviewMoment(_ json: JSONValue?) throws(InputError) -> Date? {
        guard let value = json?.objectValue?["at"] else { return nil }
        guard let seconds = value.numberValue?.double, seconds.isFinite else {
            throw InputError(path: JSONPath.root.appending("preview").appending("at"), "expected a Date as Swift encodes it: seconds since 2001-01-01 UTC")
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func optionalColor(_ object: JSONObject, _ key: String) throws(InputError) -> ColorName? {
        guard let value = object[key] else { return nil }
        if let themed = value.objectValue { return try ColorName.themed(themed, at: JSONPath.root.appending(key)) }
        guard let text = value.stringValue, let color = ColorName.parse(text) else {
            // A tint is fixed for the activity: unlike `foreground`, no expression chooses it.
            throw InputError(
                path: JSONPath.root.appending(key),
                "expected \(ColorName.nameOrHex), or a colour per theme such as {\"light\": \"#D81B60\", \"dark\": \"#FF6F9C\"}"
            )
        }
        return color
    }

    static func required(_ object: JSONObject, _ key: String, at path: JSONPath) throws(InputError) -> JSONValue {
        guard let value = object[key] else { throw InputError(path: path, "missing \(JSONWriter.quoted(key))") }
        return value
    }

    static func requiredString(_ object: JSONObject, _ key: String, at path: JSONPath) throws(InputError) -> String {
        let value = try required(object, key, at: path)
        guard let text = value.stringValue, !text.isEmpty else {
            throw InputError(path: path.appending(key), "expected a non-empty string, found \(value.kindDescription)")
        }
        return text
    }

    static func rejectUnknownKeys(in object: JSONObject, at path: JSONPath, allowed: [String], what: String) throws(InputError) {
        for key in object.keys where !allowed.contains(key) {
            throw InputError(path: path.appending(key), unknown(what, key, expected: allowed))
        }
    }

    /// `unknown colour "orang"; did you mean "orange"?`, or the list of names when none is near.
    static func unknown(_ what: String, _ name: String, expected known: [String]) -> String {
        let message = "unknown \(what) \(JSONWriter.quoted(name))"
        if let near = NameSuggestion.closest(to: name, in: known) { return message + "; did you mean \(JSONWriter.quoted(near))?" }
        return message + "; expected one of \(known.joined(separator: ", "))"
    }
}
