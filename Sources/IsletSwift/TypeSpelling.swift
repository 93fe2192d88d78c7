import IsletInput

/// A TYPE of the interchange JSON being built: a Swift spelling (`"[String]?"`) while every part
/// is a standard type, or an object (`{"struct": …}`, `{"enum": …}`, `{"array": …}`,
/// `{"opaque": …}`) once a declared or unreadable type is inside, so containers know which form
/// to write.
enum TypeSpelling: Equatable {
    case text(String)
    case object(JSONObject)

    var json: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .object(let object): .object(object)
        }
    }

    /// `T?`: the spelling with `?`, the object with `"optional": true` (a double optional decodes
    /// as one: a missing key and `null` both give `nil`).
    var optional: TypeSpelling {
        switch self {
        case .text(let text): return .text(text.hasSuffix("?") ? text : text + "?")
        case .object(var object):
            if object["optional"] == nil { object.append("optional", .bool(true)) }
            return .object(object)
        }
    }

    /// An opaque value: any JSON passes, with the reason and a note for the check's warning.
    static func opaque(_ written: String, reason: SchemaDiagnostic.Code, note: String) -> TypeSpelling {
        var object = JSONObject()
        object.append("opaque", .string(written))
        object.append("reason", .string(reason.rawValue))
        object.append("note", .string(note))
        return .object(object)
    }

    /// `{"struct": fields}` or `{"enum": cases}` with the Swift name kept whole (`Shared.Phase`),
    /// so two types of one last name in different scopes stay apart.
    static func named(_ form: String, _ body: JSONValue, name: String) -> TypeSpelling {
        var object = JSONObject()
        object.append(form, body)
        object.append("name", .string(name))
        return .object(object)
    }
}
