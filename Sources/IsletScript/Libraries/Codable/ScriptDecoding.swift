import FoundationEssentials
import IsletInput
import IsletModel
import IsletProgram

/// An activity's attributes and content state decoded by the app's own code, run by the
/// interpreter: its `init(from:)`s with their containers, and Swift's synthesized `Codable`
/// around them, each leaf by the content-state decoder's rules. The engine runs it for `check`
/// and `serve`, so a payload such types decode gets the phone's verdict, and drawing takes its
/// values (every stored property by name, as `decodingSchema(_:inMemory:)` shapes them).
public struct ScriptDecoding: AppDecoding {
    let index: ProgramIndex
    /// The `ActivityAttributes` type, whose `ContentState` the content state is.
    let attributesType: String

    /// The app's decoding for the activity, when its schemas hold a type that decodes itself or
    /// its `ContentState` is an enum (which a struct schema cannot state): nil when the
    /// synthesized rules the schemas state are the whole story.
    init?(index: ProgramIndex, attributesType: String, declaration: ActivityDeclaration) {
        let enumState = index.type(named: "ContentState", from: attributesType)?.kind == .enum
        guard enumState || declaration.attributes.decodesItself || declaration.contentState.decodesItself else { return nil }
        self.index = index
        self.attributesType = attributesType
    }

    public func decode(_ json: JSONValue, contentState: Bool) throws(DecodingFailure) -> StateValue {
        let interpreter = Interpreter(index: index, environment: ScriptEnvironment(now: Date(timeIntervalSinceReferenceDate: 0)))
        let written = decodedType(contentState: contentState)
        let decoded: ScriptValue
        do {
            decoded = try interpreter.decodeValue(json, as: written, owner: attributesType, path: [], at: index.type(written, from: attributesType)?.spot ?? Self.nowhere)
        } catch {
            switch error {
            case .thrown(let thrown): throw interpreter.decodingFailure(from: thrown, at: [])
            case .budget: throw DecodingFailure(.dataCorrupted, at: [], "islet stopped the app's decoding code: \(interpreter.budgetMessage())")
            case .undecided(let why): throw DecodingFailure(.dataCorrupted, at: [], "islet could not run the app's decoding code: \(why.name): \(why.reason)")
            }
        }
        var problem: String?
        return interpreter.stateValue(decoded, schema: shape(contentState: contentState, interpreter), owner: attributesType, problem: &problem) ?? .record(StateRecord())
    }

    /// The attributes type, or its `ContentState`, as the attributes type's code names it.
    func decodedType(contentState: Bool) -> ScriptTypeRepr {
        .named(contentState ? "ContentState" : attributesType)
    }

    /// The shape of the decoded values, for carrying them to drawing and back.
    func shape(contentState: Bool, _ interpreter: Interpreter) -> SchemaType {
        interpreter.decodingSchema(decodedType(contentState: contentState), owner: attributesType, depth: 0, inMemory: true)
    }

    private static let nowhere = ScriptSpot(file: 0, line: 0, column: 0)
}

extension StructSchema {
    /// Whether some type in it decodes itself with the app's own code.
    var decodesItself: Bool {
        fields.contains { $0.type.decodesItself }
    }
}

extension SchemaType {
    /// Whether some part of the type decodes with the app's own code.
    var decodesItself: Bool {
        switch self {
        case .opaque(let opaque): opaque.reason == .customDecoding
        case .optional(let inner), .array(let inner), .set(let inner), .range(let inner, _), .dictionary(_, let inner): inner.decodesItself
        case .structure(let schema): schema.decodesItself
        case .enumeration(let schema): schema.payloads?.contains { $0.decodesItself } ?? false
        default: false
        }
    }
}
