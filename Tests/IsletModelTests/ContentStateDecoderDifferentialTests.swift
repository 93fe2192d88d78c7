import Foundation
import IsletModel
import Testing

/// Judges hundreds of payloads with islet's decoder and with Swift's real `JSONDecoder`
/// (compiled from `SwiftCodeGenerator`'s structs) and fails on any disagreement in verdict,
/// error kind, coding path or missing key.
@Suite struct ContentStateDecoderDifferentialTests {
    @Test func isletDecodesExactlyAsSwiftDoes() throws {
        let declarations = try DecoderTestSchemas.all()
        let harness = try SwiftDecoderHarness.compile(declarations)
        var cases: [(declaration: String, type: String, schema: StructSchema, mutation: PayloadMutations.Case)] = []
        for declaration in declarations {
            let now = 1_782_000_000.0
            for (type, schema) in [(declaration.name, declaration.attributes), (declaration.name + ".ContentState", declaration.contentState)] {
                let base = SampleValue.make(for: schema, now: now)
                for mutation in PayloadMutations.cases(for: schema, base: base) {
                    cases.append((declaration.name, type, schema, mutation))
                }
            }
        }
        let swift = try harness.verdicts(cases.map { ($0.type, JSONWriter.compact($0.mutation.json)) })
        var disagreements: [String] = []
        var outcomes: [String: Int] = [:]
        for (index, testCase) in cases.enumerated() {
            let islet = verdict(testCase.mutation.json, schema: testCase.schema)
            outcomes[String(islet.prefix(while: { $0 != "\t" })), default: 0] += 1
            if islet != swift[index] {
                disagreements.append("\(testCase.type) \(testCase.mutation.label): \(JSONWriter.compact(testCase.mutation.json))\n  swift: \(swift[index].debugEscaped)\n  islet: \(islet.debugEscaped)")
            }
        }
        #expect(cases.count >= 500, "only \(cases.count) payloads were judged")
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count) payloads judged differently:\n\(disagreements.prefix(40).joined(separator: "\n"))")
        for kind in ["ok", "typeMismatch", "valueNotFound", "keyNotFound", "dataCorrupted"] {
            #expect(outcomes[kind, default: 0] > 0, "no payload produced \(kind)")
        }
    }

    private func verdict(_ json: JSONValue, schema: StructSchema) -> String {
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
