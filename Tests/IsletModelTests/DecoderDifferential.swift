import Foundation
import IsletInput
import IsletModel

/// One run of the decoder differential: every payload `PayloadMutations` makes for each
/// declaration's attributes and content state, judged by islet's decoder and by a compiled
/// `SwiftDecoderHarness`, with every disagreement in verdict, error kind, coding path or
/// missing key written out.
struct DecoderDifferential {
    struct Case {
        let type: String
        let schema: StructSchema
        let mutation: PayloadMutations.Case
    }

    let cases: [Case]
    /// One paragraph per payload judged differently: the payload, then Swift's and islet's verdicts.
    let disagreements: [String]
    /// How many payloads islet judged `ok`, `typeMismatch`, `keyNotFound` and so on.
    let outcomes: [String: Int]

    init(_ declarations: [ActivityDeclaration], harness: SwiftDecoderHarness) throws {
        var cases: [Case] = []
        for declaration in declarations {
            let now = 1_782_000_000.0
            for (type, schema) in [(declaration.name, declaration.attributes), (declaration.name + ".ContentState", declaration.contentState)] {
                let base = SampleValue.make(for: schema, now: now)
                cases += PayloadMutations.cases(for: schema, base: base).map { Case(type: type, schema: schema, mutation: $0) }
            }
        }
        let swift = try harness.verdicts(cases.map { ($0.type, JSONWriter.compact($0.mutation.json)) })
        var disagreements: [String] = []
        var outcomes: [String: Int] = [:]
        for (index, testCase) in cases.enumerated() {
            let islet = Self.verdict(testCase.mutation.json, schema: testCase.schema)
            outcomes[String(islet.prefix(while: { $0 != "\t" })), default: 0] += 1
            if islet != swift[index] {
                disagreements.append("\(testCase.type) \(testCase.mutation.label): \(JSONWriter.compact(testCase.mutation.json))\n  swift: \(swift[index].debugEscaped)\n  islet: \(islet.debugEscaped)")
            }
        }
        self.cases = cases
        self.disagreements = disagreements
        self.outcomes = outcomes
    }

    /// The disagreements as one message, the first 40 in full.
    var report: String {
        "\(disagreements.count) of \(cases.count) payloads judged differently:\n\(disagreements.prefix(40).joined(separator: "\n"))"
    }

    /// islet's verdict in the harness's words: `ok` or `kind<TAB>path<TAB>missing key`.
    static func verdict(_ json: JSONValue, schema: StructSchema) -> String {
        do {
            _ = try ContentStateDecoder.decode(json, as: schema)
            return "ok"
        } catch {
            let path = error.codingPath.map { component in
                switch component {
                case .key(let key): key
                case .index(let index): "#\(index)"
                }
            }.joined(separator: "/")
            return "\(error.kind.rawValue)\t\(path)\t\(error.missingKey ?? "")"
        }
    }
}

private extension String {
    var debugEscaped: String { replacingOccurrences(of: "\t", with: " | ") }
}
