import IsletApp
import IsletBundle
import IsletFeed
import IsletModel

/// A payload stream as `islet preview LAYOUT -` and `islet check` read it: split into items as
/// the bytes arrive in reads of the chosen size, which must give what reading it whole gives,
/// then judged by the phone that holds the activity the stream names (`check`'s phone).
enum StreamFuzzing {
    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        let fuzz = FuzzInput(input)
        var parser = StreamParser()
        var items: [StreamItem] = []
        for read in fuzz.reads { items += parser.feed(read) }
        items += parser.finish()
        guard items == StreamParser.items(in: fuzz.bytes) else {
            throw FuzzFinding(description: "the stream parser answers differently when the stream arrives in reads of \(fuzz.readSize) bytes")
        }
        guard let layout = FuzzScene.layout(namedIn: fuzz.bytes) else { return false }
        let records = StreamJudge.judge(
            [(source: "fuzz", items: items)], holding: HeldActivity(layout: layout), policy: .replay,
            otherwise: layout.previewMoment ?? FuzzScene.fallbackMoment
        )
        var json = JSONStreamWriter()
        for record in records {
            json.beginObject()
            record.outcome.writeMembers(to: &json)
            json.endObject()
        }
        return records.contains { $0.outcome.isApplied }
    }

    /// The bundled samples, whole at once and a line's worth at a time.
    static var seeds: [[UInt8]] {
        BundledLayouts.samples.flatMap { [FuzzInput.seed($0.ndjson.utf8), FuzzInput.seed($0.ndjson.utf8, readSize: 61)] }
    }
}
