import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>.txt` in the folder of the test file that calls it, in
/// the manner of swift-argument-parser's dependency-free `assertSnapshot` (STYLE.md, "Snapshots
/// as text, recorded on purpose"): a missing file is recorded and the test fails; with
/// `ISLET_RECORD=1` every file is re-recorded and its test fails, so a run with the variable set
/// never passes by accident; a mismatch fails with a line diff.
public func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    let shown = file.path.hasPrefix(IsletProcess.packageRoot.path + "/")
        ? String(file.path.dropFirst(IsletProcess.packageRoot.path.count + 1)) : file.path
    let existing = try? String(contentsOf: file, encoding: .utf8)
    let recording = ProcessInfo.processInfo.environment["ISLET_RECORD"] == "1"
    if let existing, !recording {
        guard existing != text else { return }
        let message = "Snapshot \(shown) does not match (- expected, + actual; re-record with ISLET_RECORD=1):\n"
            + LineDiff(expected: existing, actual: text).description
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
        Issue.record("Could not record snapshot \(shown): \(error)", sourceLocation: sourceLocation)
        return
    }
    let why = existing == nil ? "No snapshot existed" : "ISLET_RECORD=1 is set"
    Issue.record("\(why): recorded \(shown). Check it, then run the tests again without ISLET_RECORD.", sourceLocation: sourceLocation)
}
