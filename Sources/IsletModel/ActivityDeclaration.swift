/// What an app declares for one kind of Live Activity: the `ActivityAttributes` type's name (the
/// `attributes-type` a push-to-start must name), its static attributes and its `ContentState`.
/// The layout reader builds one from a layout file; the engine, the checks and code generation
/// read only this.
public struct ActivityDeclaration: Equatable, Sendable {
    public let name: String
    public let attributes: StructSchema
    public let contentState: StructSchema

    public init(name: String, attributes: StructSchema, contentState: StructSchema) {
        self.name = name
        self.attributes = attributes
        self.contentState = contentState
    }
}
