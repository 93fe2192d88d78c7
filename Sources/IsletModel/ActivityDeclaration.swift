import IsletInput

/// What an app declares for one kind of Live Activity: the `ActivityAttributes` type's name (the
/// `attributes-type` a push-to-start must name), its static attributes and its `ContentState`.
/// The layout reader builds one from a layout file; the engine, the checks and code generation
/// read only this.
public struct ActivityDeclaration: Equatable, Sendable {
    public let name: String
    public let attributes: StructSchema
    public let contentState: StructSchema
    /// The app's own decoding code, where its types decode themselves; nil where the
    /// synthesized rules the schemas state are the whole story.
    public let appDecoding: (any AppDecoding)?

    public init(name: String, attributes: StructSchema, contentState: StructSchema, appDecoding: (any AppDecoding)? = nil) {
        self.name = name
        self.attributes = attributes
        self.contentState = contentState
        self.appDecoding = appDecoding
    }

    /// The attributes as the phone decodes them: by the app's code when it has its own.
    public func decodeAttributes(_ json: JSONValue) throws(DecodingFailure) -> StateValue {
        if let appDecoding { return try appDecoding.decode(json, contentState: false) }
        return try ContentStateDecoder.decode(json, as: attributes)
    }

    /// The content state as the phone decodes it: by the app's code when it has its own.
    public func decodeContentState(_ json: JSONValue) throws(DecodingFailure) -> StateValue {
        if let appDecoding { return try appDecoding.decode(json, contentState: true) }
        return try ContentStateDecoder.decode(json, as: contentState)
    }

    /// Two declarations are the same when their types are; the decoding code, run from the same
    /// sources, is not compared.
    public static func == (left: ActivityDeclaration, right: ActivityDeclaration) -> Bool {
        left.name == right.name && left.attributes == right.attributes && left.contentState == right.contentState
            && (left.appDecoding == nil) == (right.appDecoding == nil)
    }
}
