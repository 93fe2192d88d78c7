import FoundationEssentials
import IsletInput
import IsletModel

/// `islet codegen`: the Swift declaration matching a layout's schema, or a valid payload for
/// it, so the app, the widget and the server start from one definition (issue 3, item 6).
enum CodegenCommand: Command {
    static let name = "codegen"
    static let summary = "print the Swift ActivityAttributes struct, or a sample payload"
    static let about = """
    Prints the Swift struct an app declares for the layout's activity: ActivityAttributes with
    its nested ContentState (Codable, Hashable) and the enums and structs the schema names.
    Enum cases are named from their raw values (on_the_way becomes onTheWay = "on_the_way").

    \(ActivityInputs.about)
    """
    static let sample = Flag("sample", help: "print a valid start payload for the schema instead, dated now")
    static let noActivityKit = Flag("no-activitykit", help: "a plain Codable struct of the same shape (for a server or Linux)")
    static let operands = [ActivityInputs.sources.spec]
    static let options: [OptionUse] = [.one(sample), .one(noActivityKit)] + ActivityInputs.options

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let declaration = try ActivityInputs.load(arguments).chosen.declaration
        if arguments[Self.sample] {
            Output.standard.write(JSONWriter.pretty(samplePayload(declaration, now: Date().timeIntervalSince1970.rounded(.down))) + "\n")
        } else {
            Output.standard.write(SwiftCodeGenerator(usesActivityKit: !arguments[Self.noActivityKit]).file(for: declaration))
        }
        return 0
    }

    /// A push-to-start body with every field the schema declares, asking iOS for an update token
    /// (`input-push-token`), so the activity it starts can be updated by push after it.
    static func samplePayload(_ declaration: ActivityDeclaration, now: Double) -> JSONValue {
        let alert = JSONValue.object(JSONObject([
            .init(key: "title", value: .string(declaration.name)), .init(key: "body", value: .string("Started")),
        ]))
        let aps = JSONObject([
            .init(key: "timestamp", value: .number(JSONNumber(now))),
            .init(key: "event", value: .string("start")),
            .init(key: "attributes-type", value: .string(declaration.name)),
            .init(key: "attributes", value: SampleValue.make(for: declaration.attributes, now: now)),
            .init(key: "content-state", value: SampleValue.make(for: declaration.contentState, now: now)),
            .init(key: "stale-date", value: .number(JSONNumber(now + 3600))),
            .init(key: "alert", value: alert),
            .init(key: "input-push-token", value: .number(JSONNumber(1))),
        ])
        return .object(JSONObject([.init(key: "aps", value: .object(aps))]))
    }
}
