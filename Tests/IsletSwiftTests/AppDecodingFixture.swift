import IsletModel
import IsletScript
import IsletSwift
import Testing

/// A widget's activity as `check` reads it from Swift sources: its declaration from the schema,
/// with the app's own `init(from:)` attached when the app decodes its content state itself, so
/// tests judge pushes exactly as `check` would.
enum AppDecodingFixture {
    /// The first activity in `sources`, and whether the app's own code decodes its content state
    /// (else Swift's synthesized rules, as the schema states them, decide).
    static func declaration(from sources: [(path: String, text: String)]) throws -> (declaration: ActivityDeclaration, appDecodes: Bool) {
        let read = ScriptProgramReader.read(sources: sources)
        let schema = SwiftSchemaReader.read(sources: sources)
        let activity = try #require(schema.activities.first)
        let declaration = ActivityDeclaration(
            name: activity.name, attributes: try SchemaParser.parseStruct(.object(activity.attributes), typeName: activity.name, at: .root),
            contentState: try SchemaParser.parseStruct(.object(activity.contentState), typeName: "ContentState", at: .root)
        )
        let script = ScriptActivity(program: read.program, configuration: try #require(read.program.configurations.first), declaration: declaration)
        guard let decoding = script.appDecoding else { return (declaration, false) }
        return (ActivityDeclaration(name: declaration.name, attributes: declaration.attributes, contentState: declaration.contentState, appDecoding: decoding), true)
    }
}
