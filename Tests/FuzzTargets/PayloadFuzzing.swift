import IsletApp
import IsletBundle
import IsletFeed
import IsletInput
import IsletModel

/// One push, as a server under test sends it: a body or a `{"path", "headers", "body"}`
/// envelope, read by the stream reader and the APNs payload rules, applied twice by a phone that
/// holds the layout's activity (a second arrival tests what the first one left), and, when it
/// changed something, every activity the phone then holds drawn. The first byte picks the bundled layout.
enum PayloadFuzzing {
    static func run(_ input: [UInt8]) -> Bool {
        guard let selector = input.first, !FuzzScene.layouts.isEmpty else { return false }
        let layout = FuzzScene.layouts[Int(selector) % FuzzScene.layouts.count]
        let body = Array(input.dropFirst())
        guard let document = try? JSONParser.parse(bytes: body) else { return false }
        let item = StreamEntry.read(document.value, rawByteCount: body.count, line: 1)
        guard case .entry(let entry) = item else { return false }
        let policy = ReplayPolicy.replay
        var engine = policy.phone(holding: HeldActivity(layout: layout), before: entry, at: layout.previewMoment ?? FuzzScene.fallbackMoment)
        var schedule = policy.schedule(from: policy.clockStart(for: [item], otherwise: layout.previewMoment ?? FuzzScene.fallbackMoment))
        let outcomes = (0..<2).map { _ in
            let outcome = engine.apply(entry.delivery, at: schedule.arrival(of: entry))
            var record = JSONStreamWriter()
            record.beginObject()
            outcome.writeMembers(to: &record)
            record.endObject()
            return outcome
        }
        // A refused push leaves the held activity as every other input leaves it: drawing it again finds nothing.
        guard outcomes.contains(where: \.isApplied) else { return false }
        FuzzScene.draw(engine, layout: layout, at: schedule.now)
        return outcomes[0].isApplied
    }

    /// Every line of the bundled samples, each with the layout it was written for.
    static var seeds: [[UInt8]] {
        BundledLayouts.samples.flatMap { sample in
            let index = BundledLayouts.layouts.firstIndex { sample.name.hasPrefix($0.name) } ?? 0
            return lines(ofSample: sample.name).map { [UInt8(index)] + Array($0.utf8) }
        }
    }

    /// The payloads of a bundled sample stream, one a line (its comments left out).
    static func lines(ofSample name: String) -> [Substring] {
        let stream = BundledLayouts.samples.first { $0.name == name }?.ndjson ?? ""
        return stream.split(separator: "\n").filter { $0.hasPrefix("{") }
    }
}
