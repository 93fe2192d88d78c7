/// "Did you mean …?" for misspelt names, by edit distance, ignoring case and underscores so
/// `driver_name` finds `driverName`.
public enum Suggestion {
    /// The candidate nearest to `word`, if it is near enough to be a likely misspelling.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = normalized(word)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, normalized(candidate))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    private static func normalized(_ word: String) -> [Character] {
        Array(word.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// Levenshtein distance between two character arrays.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
