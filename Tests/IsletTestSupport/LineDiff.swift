/// What a failed snapshot shows: the two texts compared by lines along their longest common
/// subsequence, so an inserted line reads as one `+` rather than every later line changed.
/// Each changed line carries its number in its own text; unchanged lines are left out except
/// one either side of a change.
public struct LineDiff: CustomStringConvertible {
    private enum Step { case same(Int), removed(Int), added(Int) }

    private let old: [String]
    private let new: [String]
    private let steps: [Step]

    public init(expected: String, actual: String) {
        old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        steps = Self.steps(from: old, to: new)
    }

    public var description: String {
        let changed = steps.indices.filter { if case .same = steps[$0] { false } else { true } }
        var lines: [String] = []
        var lastShown: Int?
        for index in steps.indices where changed.contains(where: { abs($0 - index) <= 1 }) {
            if let lastShown, index > lastShown + 1 { lines.append("   ...") }
            lastShown = index
            switch steps[index] {
            case .same(let line): lines.append("  \(Self.number(line)) | \(old[line])")
            case .removed(let line): lines.append("- \(Self.number(line)) | \(old[line])")
            case .added(let line): lines.append("+ \(Self.number(line)) | \(new[line])")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The edit script: `common[i][j]` is the length of the longest common subsequence of
    /// `old[i...]` and `new[j...]`, walked from the front preferring removals on a tie.
    private static func steps(from old: [String], to new: [String]) -> [Step] {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                steps.append(.same(i))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                steps.append(.removed(i))
                i += 1
            } else {
                steps.append(.added(j))
                j += 1
            }
        }
        return steps
    }

    /// A 1-based line number, right-aligned in three columns.
    private static func number(_ line: Int) -> String {
        let text = String(line + 1)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }
}
