import IsletInput
import IsletModel

/// Decodes attributes and content state together, turning the phone's decoding failure into
/// an input error located in the file that held the data.
public enum ActivityDataDecoder {
    public static func decode(
        attributes: JSONValue, contentState: JSONValue,
        attributesSchema: StructSchema, contentStateSchema: StructSchema, at path: JSONPath = .root
    ) throws(InputError) -> ActivityData {
        ActivityData(
            attributes: try decode(attributes, as: attributesSchema, at: path.appending("attributes")),
            contentState: try decode(contentState, as: contentStateSchema, at: path.appending("contentState"))
        )
    }

    public static func decode(_ json: JSONValue, as schema: StructSchema, at path: JSONPath) throws(InputError) -> StateValue {
        do {
            return try ContentStateDecoder.decode(json, as: schema)
        } catch {
            let failurePath = JSONPath(path.components + error.location.components)
            throw InputError(path: failurePath, "a phone would not decode this: \(error.kind.rawValue): \(error.reason)")
        }
    }
}
