import Foundation
import IsletApp
import IsletCells
import IsletFeed
import IsletInput
import IsletModel
import IsletTestSupport
import IsletViews
import Testing

/// `islet check --json` and the previewer give every line of a stream the same outcome: both
/// set up and pace the phone by one `ReplayPolicy`, so what CI says of a stream is what a person
/// watching it in `islet preview` sees. Check runs as the binary a user runs; the previewer is
/// the `PreviewState` that `islet preview` builds, fed the same file.
@Suite("islet check and islet preview agree on every line")
struct CheckPreviewAgreementTests {
    /// A layout without a `preview` (the phone then holds sample values of its types).
    static let layoutWithoutPreview = #"""
    {
      "activity": "KettleAttributes", "bundleId": "com.example.kettle",
      "attributes": {"kettle": "String"}, "contentState": {"title": "String"},
      "lockScreen": {"text": "{attributes.kettle}: {state.title}"},
      "dynamicIsland": {"compactLeading": {"text": "K"}, "compactTrailing": {"text": "{state.title}"}, "minimal": {"text": "K"}}
    }
    """#
    static let oneUpdate = #"{"aps": {"timestamp": 1764327600, "event": "update", "content-state": {"title": "Boiling"}}}"# + "\n"

    /// Every bundled stream, lifecycle and mistakes, with its layout.
    static func samples() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: IsletProcess.packageRoot.appendingPathComponent("samples").path)) ?? []
        return names.filter { $0.hasSuffix(".ndjson") }.sorted()
    }

    /// What `islet check --json` says of each line, as `{"line", ...outcome}` in compact JSON.
    /// - Parameter sources: the layout or Swift sources, and any options after them.
    static func checked(_ sources: [String], stream: String, input: String? = nil) throws -> [String] {
        let result = try IsletProcess.run(["check", "--json"] + sources.prefix(1) + [stream] + sources.dropFirst(), input: input)
        #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
        guard case .array(let records) = try JSONParser.parse(result.standardOutput).value else { return [] }
        return records.map { record in
            var object = JSONObject()
            for member in record.objectValue?.members ?? [] where member.key != "file" { object.append(member.key, member.value) }
            return JSONWriter.compact(.object(object))
        }
    }

    /// What the previewer's log says of each line, in the same shape, after the phone's clock ran
    /// past every push; lines in order, as check lists them.
    private func previewed(_ state: PreviewState) throws -> [String] {
        var lines: [(line: Int, json: String)] = []
        for entry in state.log {
            guard let outcome = entry.outcome, let line = entry.source.split(separator: ":").last.flatMap({ Int($0) }) else { continue }
            var json = JSONStreamWriter()
            json.beginObject()
            json.member("line", line)
            outcome.writeMembers(to: &json)
            json.endObject()
            lines.append((line, JSONWriter.compact(try JSONParser.parse(bytes: json.bytes, recordLocations: false).value)))
        }
        return lines.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.json)
    }

    /// `islet preview LAYOUT FILE`: the file replayed, paced by its timestamps, run to its end.
    private func replayed(layout: ActivityLayout, file: String) throws -> PreviewState {
        let clock = ManualClock()
        var state = PreviewState(
            layout: layout, size: GridSize(columns: 100, rows: 30), wall: clock.now, phone: layout.previewMoment ?? clock.now,
            policy: .replay, replaying: try StreamSource.items(inFile: file), source: "file"
        )
        clock.advance(by: .seconds(48 * 3600))
        state.update(.tick, at: clock.now)
        return state
    }

    private func assertAgree(_ check: [String], _ preview: [String], _ name: String) {
        #expect(check.count == preview.count, "\(name): check judged \(check.count) lines, the previewer \(preview.count)")
        for (checked, previewed) in zip(check, preview) where checked != previewed {
            Issue.record("\(name):\n  check:   \(checked)\n  preview: \(previewed)")
        }
    }

    @Test("every bundled stream, paced from its file", arguments: samples())
    func bundledStream(_ sample: String) throws {
        let name = sample.replacingOccurrences(of: "-mistakes", with: "").replacingOccurrences(of: ".ndjson", with: "")
        let layoutPath = "layouts/\(name).json"
        let streamPath = IsletProcess.packageRoot.appendingPathComponent("samples/\(sample)").path
        let layout = try LayoutReader.read(String(contentsOfFile: IsletProcess.packageRoot.appendingPathComponent(layoutPath).path, encoding: .utf8))
        let check = try Self.checked([layoutPath], stream: streamPath)
        #expect(check.count >= 4)
        assertAgree(check, try previewed(try replayed(layout: layout, file: streamPath)), sample)
    }

    @Test("a layout without a preview and a stream of one update: both apply it to the activity the phone holds")
    func updateWithoutPreview() throws {
        let layoutPath = try IsletProcess.temporaryFile(Self.layoutWithoutPreview)
        let streamPath = try IsletProcess.temporaryFile(Self.oneUpdate, suffix: ".ndjson")
        let layout = try LayoutReader.read(Self.layoutWithoutPreview)
        let check = try Self.checked([layoutPath], stream: streamPath)
        #expect(check.count == 1)
        #expect(check.first?.contains(#""verdict":"applied""#) == true, "\(check)")
        assertAgree(check, try previewed(try replayed(layout: layout, file: streamPath)), "paced file")

        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        var live = PreviewState(layout: layout, size: GridSize(columns: 100, rows: 30), wall: wall, phone: wall, policy: .replay)
        for item in StreamParser.items(in: Array(Self.oneUpdate.utf8)) { live.update(.stream(item, source: "stdin", paced: false), at: wall) }
        assertAgree(try Self.checked([layoutPath], stream: "-", input: Self.oneUpdate), try previewed(live), "stdin")
    }
}
