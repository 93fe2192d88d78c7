/// Parses files on every core: the toolchain's parser is slow for every line and each file's
/// parser is its own, so files are parsed side by side and kept in the order given.
enum ConcurrentParse {
    /// With `prepared`, each file's lazily built parts are built too, on the parsing core
    /// (`ParsedSource.prepareForTwoReaders`).
    static func parse(_ files: [SourceFile], prepared: Bool = false) -> [ParsedSource] {
        guard files.count > 1 else { return files.map { parse($0, prepared: prepared) } }
        var results = [ParsedSource?](repeating: nil, count: files.count)
        // The longest files are handed out first, so the last ones are short and the cores
        // finish together.
        let longestFirst = files.indices.sorted { files[$0].text.utf8.count > files[$1].text.utf8.count }
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            Cores.perform(iterations: files.count) { taken in
                let index = longestFirst[taken]
                slots[index] = parse(files[index], prepared: prepared)
            }
        }
        return results.compactMap { $0 }
    }

    private static func parse(_ file: SourceFile, prepared: Bool) -> ParsedSource {
        let source = ParsedSource(path: file.path, text: file.text)
        if prepared { source.prepareForTwoReaders() }
        return source
    }

    /// Runs `first` and `second` side by side, one on this thread and one on another, and
    /// answers both results once both are done.
    /// The two share nothing they write: the caller hands each its own state.
    static func sideBySide<First, Second>(_ first: @escaping () -> First, _ second: @escaping () -> Second) -> (First, Second) {
        nonisolated(unsafe) let runFirst = first, runSecond = second
        nonisolated(unsafe) var firstResult: First?
        nonisolated(unsafe) var secondResult: Second?
        Cores.perform(iterations: 2) { index in
            if index == 0 { firstResult = runFirst() } else { secondResult = runSecond() }
        }
        // perform returns only after both iterations ran.
        return (firstResult!, secondResult!)
    }
}

/// Files parsed once for both readers of `islet-swift read`: the schema and the program each
/// ask for the files they need, and a file both need is parsed by the first that asks. Kept by
/// `islet-swift serve` across requests, a file is parsed again only when its text changed.
final class ParseCache {
    private var parsed: [String: (text: String, source: ParsedSource)] = [:]
    /// Files a later request is sure to ask for, parsed in the same batch as the next request's.
    private var ahead: [SourceFile] = []

    init() {}

    private init(parsed: [String: (text: String, source: ParsedSource)]) {
        self.parsed = parsed
    }

    /// Has the next `parse` parse `files` too, side by side with its own: the schema's first
    /// round is often one small file, which would leave the other cores idle.
    func parseAhead(_ files: [SourceFile]) {
        ahead = files
    }

    func parse(_ files: [SourceFile]) -> [ParsedSource] {
        var batched: Set<String> = []
        let stale = (files + ahead).filter { parsed[$0.path]?.text != $0.text && batched.insert($0.path).inserted }
        ahead = []
        for (file, source) in zip(stale, ConcurrentParse.parse(stale)) { parsed[file.path] = (file.text, source) }
        return files.compactMap { parsed[$0.path]?.source }
    }

    /// Parses every file of `files` not parsed yet in one batch, has each ready to be read by
    /// two threads at once, and answers a cache for each reader holding them all: the readers
    /// then parse nothing, and neither writes to a cache the other reads.
    func parseForTwoReaders(_ files: [SourceFile]) -> (ParseCache, ParseCache) {
        let stale = files.filter { parsed[$0.path]?.text != $0.text }
        for (file, source) in zip(stale, ConcurrentParse.parse(stale, prepared: true)) { parsed[file.path] = (file.text, source) }
        // A file kept from an earlier request may not have been prepared: cheap when it was.
        for file in files { parsed[file.path]?.source.prepareForTwoReaders() }
        ahead = []
        return (ParseCache(parsed: parsed), ParseCache(parsed: parsed))
    }
}
