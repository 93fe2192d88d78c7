import FoundationEssentials
import IsletInput
import IsletModel

/// The measurement behind DESIGN.md's budget "payload decode, validate and apply: over 20,000 a
/// second on one core": raw stream bytes parsed, checked by `PayloadCheck`, decoded and applied
/// by `ActivityEngine`, exactly the path every pushed line takes. `islet-bench` times it; it
/// lives beside the benchmark, not in IsletModel, so the shipped binary carries no workload.
public enum EngineBenchmark {
    /// A push-to-start and a run of updates for one declaration, as the bytes a stream carries.
    public struct Workload: Sendable {
        public let declaration: ActivityDeclaration
        public let start: [UInt8]
        public let updates: [[UInt8]]
        public let firstTimestamp: Double
    }

    /// Updates carry the schema's sample state with a changing number or string in each, so no
    /// two are alike; timestamps rise by one second.
    public static func workload(for declaration: ActivityDeclaration, updates count: Int = 200, firstTimestamp: Double = 1_782_000_000) -> Workload {
        let state = SampleValue.make(for: declaration.contentState, now: firstTimestamp)
        var startAPS = JSONObject()
        startAPS.append("timestamp", .number(JSONNumber(firstTimestamp)))
        startAPS.append("event", .string("start"))
        startAPS.append("attributes-type", .string(declaration.name))
        startAPS.append("attributes", SampleValue.make(for: declaration.attributes, now: firstTimestamp))
        startAPS.append("content-state", state)
        startAPS.append("alert", .object(JSONObject([.init(key: "title", value: .string("Started")), .init(key: "body", value: .string("Benchmark"))])))
        let updates = (1...max(1, count)).map { index -> [UInt8] in
            var aps = JSONObject()
            aps.append("timestamp", .number(JSONNumber(firstTimestamp + Double(index))))
            aps.append("event", .string("update"))
            aps.append("content-state", varied(state, as: .structure(declaration.contentState), by: index))
            aps.append("stale-date", .number(JSONNumber(firstTimestamp + Double(index) + 600)))
            return JSONWriter.compactBytes(.object(JSONObject([.init(key: "aps", value: .object(aps))])))
        }
        let start = JSONWriter.compactBytes(.object(JSONObject([.init(key: "aps", value: .object(startAPS))])))
        return Workload(declaration: declaration, start: start, updates: updates, firstTimestamp: firstTimestamp)
    }

    /// Runs the workload once on a fresh engine; answers how many updates were applied (all of
    /// them, when the pipeline is right), so the work cannot be optimised away.
    public static func run(_ workload: Workload) -> Int {
        var engine = ActivityEngine(declarations: [workload.declaration])
        guard apply(workload.start, to: &engine, at: workload.firstTimestamp) else { return 0 }
        var applied = 0
        for (index, bytes) in workload.updates.enumerated() where apply(bytes, to: &engine, at: workload.firstTimestamp + Double(index + 1)) {
            applied += 1
        }
        return applied
    }

    private static func apply(_ bytes: [UInt8], to engine: inout ActivityEngine, at seconds: Double) -> Bool {
        guard let body = try? JSONParser.parse(bytes: bytes, recordLocations: false).value else { return false }
        return engine.apply(PushDelivery(body: body, byteCount: bytes.count), at: Date(timeIntervalSince1970: seconds)).isApplied
    }

    /// The state with its strings and fractional numbers nudged by `index`, keeping it valid.
    private static func varied(_ value: JSONValue, as type: SchemaType, by index: Int) -> JSONValue {
        switch (type.unwrapped, value) {
        case (.string, .string(let text)): return .string("\(text) \(index)")
        case (.double, .number), (.float, .number): return .number(JSONNumber(literal: "0.\(index % 90 + 10)"))
        case (.structure(let schema), .object(let object)):
            return .object(JSONObject(object.members.map { member in
                let fieldType = schema.field(named: member.key)?.type ?? .string
                return .init(key: member.key, value: varied(member.value, as: fieldType, by: index))
            }))
        case (.array(let element), .array(let items)):
            return .array(items.map { varied($0, as: element, by: index) })
        default:
            return value
        }
    }
}
