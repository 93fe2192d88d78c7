import SwiftSyntax

/// Which files of a folder the widget's program needs: those the configurations and previews
/// can reach. The parser is slow for every line, so a file is parsed only when it mentions
/// `ActivityConfiguration` or `Preview` (the roots), or when its bytes may declare a name the
/// files parsed so far refer to (`SourceScan.declaredWords`: the word after `struct`,
/// `extension`, `func`, `var`, `let`, `case`, …); the reader repeats until no unparsed file
/// may declare a name referred to. Both tests err only towards parsing (docs/DECISIONS.md,
/// "Lowering the widget's Swift").
enum ReachableFiles {
    static let rootWords = ["ActivityConfiguration", "Preview", "PreviewProvider"]

    /// The parsed files, in the order given; every file is parsed when none is a root.
    static func parse(_ files: [SourceFile], cache: ParseCache = ParseCache()) -> [ParsedSource] {
        var parsed = [ParsedSource?](repeating: nil, count: files.count)
        let scans = files.map { SourceScan($0.text) }
        var declared: [Set<String>?] = scans.map { $0.declaredWords() }
        var next = firstRound(files, scans: scans)
        var referenced: Set<String> = []
        while !next.isEmpty {
            for (index, source) in zip(next, cache.parse(next.map { files[$0] })) {
                parsed[index] = source
                declared[index] = []
                referenced.formUnion(source.references)
            }
            next = files.indices.filter { index in
                guard parsed[index] == nil else { return false }
                guard let words = declared[index] else { return true }
                return !words.isDisjoint(with: referenced)
            }
        }
        return parsed.compactMap { $0 }
    }

    /// The files parsed first, whatever they refer to: the roots and the files named on their
    /// own, or every file when none is a root.
    static func firstRound(of files: [SourceFile]) -> [SourceFile] {
        firstRound(files, scans: files.map { SourceScan($0.text) }).map { files[$0] }
    }

    private static func firstRound(_ files: [SourceFile], scans: [SourceScan]) -> [Int] {
        let roots = files.indices.filter { files[$0].alwaysParsed || rootWords.contains(where: scans[$0].mentions) }
        return roots.isEmpty ? Array(files.indices) : roots
    }

    /// The names a file refers to: variables, functions, members and types it uses (not the
    /// names it declares or the argument labels it writes).
    static func references(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, let parent = token.parent else { continue }
            switch parent.kind {
            case .declReferenceExpr, .identifierType, .memberType: names.insert(text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text)
            default: continue
            }
        }
        return names
    }
}
