import Foundation
import Testing

/// The folder snapshot files live in: `Tests/IsletRasterTests/Snapshots`, found from this
/// file's own path so the tests run from any working directory.
let snapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

/// Whether `ISLET_RECORD=1` asks to re-record every snapshot (each one then fails, so a CI run
/// with the variable set cannot pass by accident).
private var isRecording: Bool {
    ProcessInfo.processInfo.environment["ISLET_RECORD"] == "1"
}

/// Compares `text` with `Snapshots/<name>.txt`, in the manner of swift-argument-parser's
/// dependency-free `assertSnapshot`: a missing file is recorded and the test fails; with
/// `ISLET_RECORD=1` the file is re-recorded and the test fails; a mismatch fails with a line diff.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = snapshotDirectory.appendingPathComponent(name + ".txt")
    let relative = "Tests/IsletRasterTests/Snapshots/\(name).txt"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if existing == nil || isRecording {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Could not record snapshot \(relative): \(error)", sourceLocation: sourceLocation)
            return
        }
        let why = existing == nil ? "No snapshot existed" : "ISLET_RECORD=1 is set"
        Issue.record("\(why): recorded \(relative). Check it, then run the tests again without ISLET_RECORD.", sourceLocation: sourceLocation)
        return
    }
    guard let existing, existing != text else { return }
    let message = "Snapshot \(relative) does not match (- expected, + actual; re-record with ISLET_RECORD=1):\n"
        + lineDiff(expected: existing, actual: text)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// A unified-style diff of two texts by lines (longest common subsequence), each changed line
/// with its line number in its own text; unchanged lines are left out except one either side.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    enum Step { case same(Int, Int), removed(Int), added(Int) }
    var steps: [Step] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            steps.append(.same(i, j)); i += 1; j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            steps.append(.removed(i)); i += 1
        } else {
            steps.append(.added(j)); j += 1
        }
    }
    let changed = steps.indices.filter { if case .same = steps[$0] { return false } else { return true } }
    var lines: [String] = []
    var lastShown = -1
    for index in steps.indices where changed.contains(where: { abs($0 - index) <= 1 }) {
        if lastShown >= 0, index > lastShown + 1 { lines.append("   ...") }
        lastShown = index
        switch steps[index] {
        case .same(let a, _): lines.append("  \(pad(a + 1)) | \(old[a])")
        case .removed(let a): lines.append("- \(pad(a + 1)) | \(old[a])")
        case .added(let b): lines.append("+ \(pad(b + 1)) | \(new[b])")
        }
    }
    return lines.joined(separator: "\n")
}

private func pad(_ number: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, 3 - text.count)) + text
}
