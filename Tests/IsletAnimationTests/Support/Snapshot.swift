import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>.txt` beside these tests (STYLE.md, "Snapshots as
/// text, recorded on purpose"): a missing file is recorded and the test fails; `ISLET_RECORD=1`
/// re-records it and fails, so a run with the variable set never passes by accident.
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    let relative = "Tests/IsletAnimationTests/Snapshots/\(name).txt"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    let recording = ProcessInfo.processInfo.environment["ISLET_RECORD"] == "1"
    if let existing, !recording {
        guard existing != text else { return }
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let differing = (0..<max(old.count, new.count)).filter { index in
            (index < old.count ? old[index] : nil) != (index < new.count ? new[index] : nil)
        }
        let diff = differing.prefix(12).map { index in
            "line \(index + 1):\n- \(index < old.count ? old[index] : "")\n+ \(index < new.count ? new[index] : "")"
        }
        let message = "Snapshot \(relative) does not match (re-record with ISLET_RECORD=1):\n" + diff.joined(separator: "\n")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let why = existing == nil ? "No snapshot existed" : "ISLET_RECORD=1 is set"
        Issue.record("\(why): recorded \(relative). Check it, then run the tests again without ISLET_RECORD.", sourceLocation: sourceLocation)
    } catch {
        Issue.record("Could not record snapshot \(relative): \(error)", sourceLocation: sourceLocation)
    }
}
