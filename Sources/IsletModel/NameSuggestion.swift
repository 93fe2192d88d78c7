/// Finds the declared name a misspelt one was meant to be, for "did you mean" hints.
public enum NameSuggestion {
    /// The candidate closest to `name`, ignoring case, `_` and `-`, when it is close enough to be
    /// a plausible slip (two edits, or a third of its letters for long names).
    public static func closest(to name: String, in candidates: [String]) -> String? {
        nearest(to: name, in: candidates, limit: 1).first
    }

    /// Up to `limit` candidates close enough to `name` to be plausible slips, nearest first (the
    /// order of `candidates` among equals), for an error that lists what was likely meant.
    public static func nearest(to name: String, in candidates: [String], limit: Int) -> [String] {
        let target = normalized(name)
        let ranked = candidates.enumerated().compactMap { index, candidate -> (name: String, distance: Int, index: Int)? in
            let distance = editDistance(target, normalized(candidate))
            return distance <= max(2, normalized(candidate).count / 3) ? (candidate, distance, index) : nil
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(limit).map(\.name)
    }

    static func normalized(_ name: String) -> [Character] {
        Array(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
