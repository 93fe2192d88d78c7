import IsletInput
import IsletModel

/// What `islet-swift schema` answered (the contract in docs/DECISIONS.md, "When islet reads
/// Swift"): each `ActivityAttributes` type found, its schema in the layout file's spelling,
/// and what the reader has to say about the sources.
public struct SwiftSchemaReport: Sendable {
    /// One activity type as the sources declare it.
    public struct Activity: Sendable {
        public let declaration: ActivityDeclaration
        /// Where it is declared, `file:line`.
        public let file: String
        public let line: Int
        /// The schemas as the helper wrote them, for a layout file to carry unchanged.
        public let attributes: JSONValue
        public let contentState: JSONValue

        public var name: String { declaration.name }
    }

    /// A note about the sources: a syntax error, code islet cannot follow, a type it has not read.
    public struct Diagnostic: Sendable, CustomStringConvertible {
        public enum Severity: String, Sendable {
            case error, warning
        }

        public let severity: Severity
        /// `syntaxError`, `customDecoding`, `unresolvedType`, `conflictingCopies`, `noActivities`, ...
        public let code: String
        public let file: String?
        public let line: Int?
        public let column: Int?
        public let message: String

        /// `file:line:column: error: message`, as compilers write it.
        public var description: String {
            var place = file ?? ""
            if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            return JSONWriter.neutralized((place.isEmpty ? "" : place + ": ") + "\(severity.rawValue): \(message)")
        }

        /// A syntax error stops islet (exit 2): the sources are not what the app builds.
        public var isSyntaxError: Bool { code == "syntaxError" }

        /// The reader's note that an activity's `ContentState` is an enum: the interpreter draws
        /// and decodes it, but a layout file cannot hold it, so `import` stops at it.
        public var isEnumContentState: Bool { code == "noContentState" && message.contains(" is an enum, ") }
    }

    public let activities: [Activity]
    public let diagnostics: [Diagnostic]

    public init(activities: [Activity], diagnostics: [Diagnostic]) {
        self.activities = activities
        self.diagnostics = diagnostics
    }

    /// Reads the helper's JSON document; its schemas go through `SchemaParser`, as a layout's do.
    public static func read(_ text: String) throws(InputError) -> SwiftSchemaReport {
        try read(JSONParser.parse(text).value)
    }

    /// Reads the document already parsed (`islet-swift read` nests it under `"schema"`).
    public static func read(_ root: JSONValue) throws(InputError) -> SwiftSchemaReport {
        guard let object = root.objectValue else { throw InputError(path: .root, "expected an object, found \(root.kindDescription)") }
        var activities: [Activity] = []
        for (index, item) in try array(object, "activities", at: .root).enumerated() {
            activities.append(try activity(item, at: JSONPath.root.appending("activities").appending(index: index)))
        }
        var diagnostics: [Diagnostic] = []
        for (index, item) in try array(object, "diagnostics", at: .root).enumerated() {
            diagnostics.append(try diagnostic(item, at: JSONPath.root.appending("diagnostics").appending(index: index)))
        }
        return SwiftSchemaReport(activities: activities, diagnostics: diagnostics)
    }

    private static func activity(_ json: JSONValue, at path: JSONPath) throws(InputError) -> Activity {
        guard let object = json.objectValue else { throw InputError(path: path, "expected an object, found \(json.kindDescription)") }
        let name = try string(object, "name", at: path)
        let attributes = object["attributes"] ?? .object(JSONObject())
        let contentState = object["contentState"] ?? .object(JSONObject())
        let declaration = ActivityDeclaration(
            name: name,
            attributes: try SchemaParser.parseStruct(attributes, typeName: name, at: path.appending("attributes")),
            contentState: try SchemaParser.parseStruct(contentState, typeName: "ContentState", at: path.appending("contentState"))
        )
        return Activity(
            declaration: declaration, file: try string(object, "file", at: path), line: object["line"]?.numberValue?.exactInt ?? 0,
            attributes: attributes, contentState: contentState
        )
    }

    private static func diagnostic(_ json: JSONValue, at path: JSONPath) throws(InputError) -> Diagnostic {
        guard let object = json.objectValue else { throw InputError(path: path, "expected an object, found \(json.kindDescription)") }
        let severityText = try string(object, "severity", at: path)
        guard let severity = Diagnostic.Severity(rawValue: severityText) else {
            throw InputError(path: path.appending("severity"), "expected \"error\" or \"warning\", found \(JSONWriter.quoted(severityText))")
        }
        return Diagnostic(
            severity: severity, code: try string(object, "code", at: path), file: object["file"]?.stringValue,
            line: object["line"]?.numberValue?.exactInt, column: object["column"]?.numberValue?.exactInt,
            message: try string(object, "message", at: path)
        )
    }

    private static func array(_ object: JSONObject, _ key: String, at path: JSONPath) throws(InputError) -> [JSONValue] {
        guard let value = object[key] else { return [] }
        guard let items = value.arrayValue else { throw InputError(path: path.appending(key), "expected an array, found \(value.kindDescription)") }
        return items
    }

    private static func string(_ object: JSONObject, _ key: String, at path: JSONPath) throws(InputError) -> String {
        guard let text = object[key]?.stringValue else { throw InputError(path: path.appending(key), "expected a string") }
        return text
    }
}
