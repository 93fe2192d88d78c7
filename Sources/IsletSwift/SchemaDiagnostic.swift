import IsletInput

/// Something the Swift reader wants a person to know: a syntax error, a type it could not follow,
/// copies that disagree. It names the file and place, and, where it concerns one field of one
/// activity, the activity and the field's path, so `check` can attach it to that field.
public struct SchemaDiagnostic: Equatable, Sendable {
    /// Whether the sources could not be read as written (`error`) or were read with a caveat.
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// What kind of caveat, as the interchange JSON spells it (docs/DECISIONS.md, "When islet reads Swift").
    public enum Code: String, Sendable {
        case syntaxError, customDecoding, unresolvedType, conflictingCopies, noActivities, noContentState
    }

    public let code: Code
    public let severity: Severity
    public let file: String
    /// Absent when the diagnostic is about all the sources (no activity found in any of them).
    public let location: IsletInput.SourceLocation?
    public let message: String
    public var activity: String?
    public var path: String?

    public init(
        _ code: Code, severity: Severity = .warning, file: String, at location: IsletInput.SourceLocation?, _ message: String,
        activity: String? = nil, path: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.activity = activity
        self.path = path
    }

    /// The interchange form: `{"severity", "code", "file", "line", "column", "message", "activity", "path"}`.
    public var json: JSONValue {
        var object = JSONObject()
        object.append("severity", .string(severity.rawValue))
        object.append("code", .string(code.rawValue))
        object.append("file", .string(file))
        if let location {
            object.append("line", .number(JSONNumber(location.line)))
            object.append("column", .number(JSONNumber(location.column)))
        }
        object.append("message", .string(message))
        if let activity { object.append("activity", .string(activity)) }
        if let path { object.append("path", .string(path)) }
        return .object(object)
    }
}

extension SchemaDiagnostic {
    /// `file:line:column: error: message`, as compilers print it.
    public var compilerLine: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}
