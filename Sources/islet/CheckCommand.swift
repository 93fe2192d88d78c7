import FoundationEssentials
import IsletApp
import IsletFeed
import IsletInput
import IsletModel
import IsletSources

/// `islet check`: judges payloads the way a phone holding the layout's activity would, in
/// order, and says for each whether it would be applied or ignored and why (issue 3, item 5).
/// Exit status 1 when any would be ignored, so CI fails on a payload a phone would drop.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "validate payloads the way a phone would; exit 1 on any failure"
    static let about = """
    Applies each payload, in order, to a simulated phone that holds the layout's activity
    (its preview, or sample values) unless the first payload starts one, the same phone that
    islet preview replays a stream on, and prints for each whether iOS would apply it or
    ignore it, with every reason, and warnings for what iOS accepts but is likely wrong (a
    Unix time in a Date, snake_case keys, a misspelt attributes-type ...).

    A PAYLOAD is a file holding one JSON body, NDJSON, or concatenated JSON (blank lines and //
    comments skipped; bare bodies or {"path", "headers", "body"} envelopes), or - for stdin.
    Each payload arrives at the time its aps.timestamp says, so stale dates and the 8-hour
    limit fall where they would.

    The phone has the app: a push may start or update any activity type the Swift sources
    declare, not only the one on show.

    \(ActivityInputs.about)

    Exit status: 0 all applied, 1 any ignored, 2 bad usage or unreadable sources.
    """
    static let payloads = Operand.files("PAYLOAD", naming: .stream)
    static let asJSON = Flag("json", help: "one JSON array of outcomes, for tools")
    static let operands = [ActivityInputs.sources.spec, payloads.spec]
    static let options: [OptionUse] = [.one(asJSON)] + ActivityInputs.drawingOptions

    typealias Record = StreamJudge.Record

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let sources = try ActivityInputs.load(arguments)
        var inputs: [(file: String, items: [StreamItem])] = []
        for path in arguments[Self.payloads] {
            let label = path == "-" ? "stdin" : path
            if path == "-" {
                var items: [StreamItem] = []
                try StreamSource.read(0) { items += $0 }
                inputs.append((label, items))
            } else {
                inputs.append((label, try InputFiles.streamItems(at: path)))
            }
        }
        let records = judge(inputs, sources: sources)
        if arguments[Self.asJSON] {
            Output.standard.write(JSONWriter.pretty(json(records)) + "\n")
        } else {
            Output.standard.write(records.map(text).joined() + summary(records))
        }
        return records.allSatisfy(\.outcome.isApplied) ? 0 : 1
    }

    /// Runs every item through one phone set up and paced by the replay policy the previewer
    /// shares: it holds the chosen activity unless the first push starts one, and takes pushes
    /// for every activity type the sources declare.
    static func judge(_ inputs: [(file: String, items: [StreamItem])], sources: ActivitySources) -> [Record] {
        StreamJudge.judge(
            inputs.map { (source: $0.file, items: $0.items) }, holding: HeldActivity(layout: sources.chosen),
            accepting: sources.declarations, policy: .replay, otherwise: sources.chosen.previewMoment ?? Date()
        )
    }

    private static func text(_ record: Record) -> String {
        let outcome = record.outcome
        let event = outcome.event?.rawValue ?? "-"
        let activities = outcome.activityIDs.isEmpty ? "" : " (activity \(outcome.activityIDs.map(String.init).joined(separator: ", ")))"
        var lines: [String] = []
        for transition in outcome.transitions {
            lines.append("  before it: activity \(transition.activityID) \(describe(transition.kind)) at \(UTCDateText.format(unixSeconds: transition.date.timeIntervalSince1970))")
        }
        switch outcome.verdict {
        case .applied(let change):
            lines.insert("\(record.source):\(record.line): \(event): applied, \(change.rawValue)\(activities)", at: 0)
        case .ignored(let reasons):
            let status = outcome.event == nil && reasons.first?.code == .notJSON ? "" : "; APNs answers \(outcome.apnsStatus)"
            lines.insert("\(record.source):\(record.line): \(event): ignored\(activities)\(status)", at: 0)
            lines += reasons.map { "  why: \($0)" }
        }
        lines += outcome.diagnoses.map { "  warning: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ kind: Transition.Kind) -> String {
        switch kind {
        case .becameStale: "became stale"
        case .endedByTimeLimit: "was ended by the system after 8 hours"
        case .removed: "left the lock screen"
        }
    }

    private static func summary(_ records: [Record]) -> String {
        let ignored = records.filter { !$0.outcome.isApplied }.count
        let warned = records.filter { !$0.outcome.diagnoses.isEmpty }.count
        return "\(records.count) payload\(records.count == 1 ? "" : "s"): \(records.count - ignored) applied, \(ignored) ignored, \(warned) with warnings\n"
    }

    /// The records as one array, written by the same stream the endpoint's records use and read
    /// back into a tree, so `--json` prints it indented for people.
    private static func json(_ records: [Record]) -> JSONValue {
        var json = JSONStreamWriter()
        json.beginArray()
        for record in records {
            json.beginObject()
            json.member("file", record.source)
            json.member("line", record.line)
            record.outcome.writeMembers(to: &json)
            json.endObject()
        }
        json.endArray()
        // The stream writes valid JSON by construction; a failure here would be islet's own bug.
        return (try? JSONParser.parse(bytes: json.bytes, recordLocations: false).value) ?? .array([])
    }
}
