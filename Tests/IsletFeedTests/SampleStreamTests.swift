import Foundation
import IsletFeed
import IsletInput
import IsletModel
import Testing

/// The bundled sample streams say what islet says about them: every lifecycle stream applies
/// cleanly, and every line of a `-mistakes` stream gets the verdict, reasons and warnings its
/// `// expect:` comment promises.
@Suite struct SampleStreamTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func layoutNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("layouts").path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func declaration(_ name: String) throws -> ActivityDeclaration {
        let text = try String(contentsOf: root.appendingPathComponent("layouts/\(name).json"), encoding: .utf8)
        let layout = try JSONParser.parse(text).value
        let activity = layout.objectValue?["activity"]?.stringValue ?? name
        return ActivityDeclaration(
            name: activity,
            attributes: try SchemaParser.parseStruct(layout.objectValue?["attributes"] ?? .object(JSONObject()), typeName: activity, at: JSONPath([.key("attributes")])),
            contentState: try SchemaParser.parseStruct(layout.objectValue?["contentState"] ?? .object(JSONObject()), typeName: "ContentState", at: JSONPath([.key("contentState")]))
        )
    }

    static func judge(_ file: String, layout: String) throws -> [StreamJudge.Record] {
        let items = try StreamSource.items(inFile: root.appendingPathComponent("samples/\(file)").path)
        let held = HeldActivity(declaration: try declaration(layout), preview: nil)
        return StreamJudge.judge([(file, items)], holding: held, policy: .replay, otherwise: Date())
    }

    @Test func everyBundledLayoutHasBothSampleStreams() {
        let samples = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("samples").path)) ?? [])
        #expect(!Self.layoutNames().isEmpty)
        for name in Self.layoutNames() {
            #expect(samples.contains("\(name).ndjson"), "samples/\(name).ndjson is missing")
            #expect(samples.contains("\(name)-mistakes.ndjson"), "samples/\(name)-mistakes.ndjson is missing")
        }
    }

    @Test(arguments: layoutNames())
    func theLifecycleStreamAppliesCleanly(layout: String) throws {
        let records = try Self.judge("\(layout).ndjson", layout: layout)
        #expect(records.count >= 4)
        for record in records {
            #expect(record.outcome.isApplied, "line \(record.line): \(record.outcome.reasons)")
            #expect(record.outcome.diagnoses.isEmpty, "line \(record.line): \(record.outcome.diagnoses)")
        }
        #expect(records.first?.outcome.verdict == .applied(.started))
        #expect(records.last?.outcome.verdict == .applied(.ended))
        #expect(records.contains { !$0.outcome.transitions.filter { $0.kind == .becameStale }.isEmpty }, "the stream never goes stale")
    }

    @Test(arguments: layoutNames())
    func eachMistakeGetsTheVerdictItsCommentPromises(layout: String) throws {
        let file = "\(layout)-mistakes.ndjson"
        let text = try String(contentsOf: Self.root.appendingPathComponent("samples/\(file)"), encoding: .utf8)
        var expectations: [String] = []
        var expectation: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                if let range = trimmed.range(of: "expect:") { expectation = trimmed[range.upperBound...].trimmingCharacters(in: .whitespaces) }
            } else if !trimmed.isEmpty {
                expectations.append(expectation ?? "(no expect comment)")
                expectation = nil
            }
        }
        let records = try Self.judge(file, layout: layout)
        #expect(records.count == expectations.count)
        for (record, expected) in zip(records, expectations) {
            let outcome = record.outcome
            var said: String
            switch outcome.verdict {
            case .applied(let change): said = "applied \(change.rawValue)"
            case .ignored(let reasons): said = "ignored " + reasons.map(\.code.rawValue).joined(separator: " ")
            }
            if !outcome.diagnoses.isEmpty { said += "; warn " + outcome.diagnoses.map(\.code.rawValue).joined(separator: " ") }
            #expect(said == expected, "\(file):\(record.line)")
        }
    }
}
