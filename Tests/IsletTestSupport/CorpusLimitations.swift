import Testing

/// The corpus widgets an islet limitation stops at the door (listed in samples/corpus/FINDINGS.md).
/// A check every corpus widget must pass runs for these inside `withKnownIssue`, so it still
/// fails loudly the day the limitation is lifted, and the entry must then go.
public enum CorpusLimitations {
    /// Widget folder → what stops its types reading without a caveat.
    public static let types: [String: String] = [:]

    /// Widget folder → what stops its own preview states being drawn.
    public static let previews: [String: String] = [:]

    /// Runs `check` for `widget`: as a known issue when `limits` lists the widget, plainly otherwise.
    public static func check(_ widget: String, against limits: [String: String], _ check: () throws -> Void) rethrows {
        if let reason = limits[widget] {
            withKnownIssue(Comment(rawValue: "\(widget): \(reason)")) { try check() }
        } else {
            try check()
        }
    }

    /// The lines of a whole-corpus command's `standardError` that no listed limitation explains.
    /// The explained ones are expected gone as a known issue, so the day they stop the list is mended.
    public static func unexplainedLines(of standardError: String) -> [String] {
        let lines = standardError.split(separator: "\n").map(String.init)
        // Only a refused preview state is written by a whole-corpus command; a type's caveat is `import`'s alone.
        let explained = lines.filter { line in previews.keys.contains { line.hasPrefix("samples/corpus/\($0)/") } }
        if !previews.isEmpty {
            withKnownIssue("corpus widgets listed in CorpusLimitations write to stderr") {
                #expect(explained.isEmpty, "\(explained)")
            }
        }
        return lines.filter { !explained.contains($0) }
    }
}
