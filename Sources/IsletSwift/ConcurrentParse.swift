import Dispatch

/// Parses files on every core: the toolchain's parser costs about 50 µs a line and each file's
/// parser is its own, so files are parsed side by side and kept in the order given.
enum ConcurrentParse {
    static func parse(_ files: [SourceFile]) -> [ParsedSource] {
        guard files.count > 1 else { return files.map { ParsedSource(path: $0.path, text: $0.text) } }
        var results = [ParsedSource?](repeating: nil, count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                slots[index] = ParsedSource(path: files[index].path, text: files[index].text)
            }
        }
        return results.compactMap { $0 }
    }
}

/// Files parsed once for both readers of `islet-swift read`: the schema and the program each
/// ask for the files they need, and a file both need is parsed by the first that asks. Kept by
/// `islet-swift serve` across requests, a file is parsed again only when its text changed.
final class ParseCache {
    private var parsed: [String: (text: String, source: ParsedSource)] = [:]
    /// Files a later request is sure to ask for, parsed in the same batch as the next request's.
    private var ahead: [SourceFile] = []

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
}
