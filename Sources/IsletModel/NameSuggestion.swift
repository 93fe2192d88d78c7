/// Finds the declared name a misspelt one was meant to be, for "did you mean" hints.
public enum NameSuggestion {
    /// The candidate closest to `name`, ignoring case, `_` and `-`, when it is close enough to be
    /// a plausible slip (two edits, or a third of its letters for long names).
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let target = normalized(name)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, normalized(candidate))
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, normalized(best.name).count / 3) else { return nil }
        return best.name
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
