import IsletInput

/// One Live Activity's types as read from Swift: the `attributes-type` name a push carries, where
/// the type is declared, and the decoded fields of its static attributes and its `ContentState`.
public struct SwiftActivity: Equatable, Sendable {
    public let name: String
    public let file: String
    public let line: Int
    public let attributes: JSONObject
    public let contentState: JSONObject

    public var json: JSONValue {
        var object = JSONObject()
        object.append("name", .string(name))
        object.append("file", .string(file))
        object.append("line", .number(JSONNumber(line)))
        object.append("attributes", .object(attributes))
        object.append("contentState", .object(contentState))
        return .object(object)
    }
}

/// What `islet-swift schema` prints: every activity found and every diagnostic, the document
/// `islet` reads back (docs/DECISIONS.md, "When islet reads Swift").
public struct SwiftSchema: Equatable, Sendable {
    public let activities: [SwiftActivity]
    public let diagnostics: [SchemaDiagnostic]
    /// The files found in folders but not parsed, since nothing in them could change the schema;
    /// their syntax errors, if any, are not reported (docs/DECISIONS.md, "Reading only the Swift
    /// that matters").
    public let skipped: [String]

    public var json: JSONValue {
        var object = JSONObject()
        object.append("activities", .array(activities.map(\.json)))
        object.append("diagnostics", .array(diagnostics.map(\.json)))
        object.append("skipped", .array(skipped.map { .string($0) }))
        return .object(object)
    }
}
