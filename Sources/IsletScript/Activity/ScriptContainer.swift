import FoundationEssentials
import IsletInput
import Synchronization

/// The App Group container's files as the widget's code finds them: which files there are,
/// listed before the render, and each one's bytes, read by `load` the first time the code asks
/// for it and kept for the rest of the run, so a folder of large files costs only what the widget
/// reads. Everything kept together stays within `totalLimit`; a file past it, or one `load`
/// could not read (too large, no regular file, too many files open), reads as missing and says
/// why in the report of the App Group's reads (docs/DECISIONS.md, "Limits on outside input: files").
public final class ScriptContainer: Sendable, Equatable {
    /// What asking for one file gave.
    public enum Read: Sendable, Equatable {
        case bytes(Data)
        /// Why the file, which is in the container, was not read.
        case refused(String)
    }

    /// Every file's path inside the container (`state/today.json`), sorted.
    public let paths: [String]
    private let listed: Set<String>
    private let totalLimit: ReadLimit
    private let load: @Sendable (String) -> Read
    /// The reads so far, and the bytes they kept.
    private let kept = Mutex<(reads: [String: Read], bytes: Int)>(([:], 0))

    /// `load` reads a file by its path inside the container.
    public init(paths: [String], totalLimit: ReadLimit, load: @escaping @Sendable (String) -> Read) {
        self.paths = paths.sorted()
        self.listed = Set(paths)
        self.totalLimit = totalLimit
        self.load = load
    }

    /// A container of files already in memory.
    public convenience init(files: [String: Data]) {
        self.init(paths: Array(files.keys), totalLimit: ReadLimit(bytes: .max, what: "files in memory")) { path in
            files[path].map(Read.bytes) ?? .refused("not in memory")
        }
    }

    /// Whether the container holds a file at `path`, read or not.
    public func contains(_ path: String) -> Bool {
        listed.contains(path)
    }

    /// The file at `path`, read now unless it was before; nil when there is no such file.
    public func read(_ path: String) -> Read? {
        guard listed.contains(path) else { return nil }
        return kept.withLock { kept in
            if let earlier = kept.reads[path] { return earlier }
            var read = load(path)
            if case .bytes(let bytes) = read {
                if kept.bytes + bytes.count > totalLimit.bytes {
                    read = .refused("its \(bytes.count) bytes would pass the \(ReadLimit.words(totalLimit.bytes)) islet reads of \(totalLimit.what), \(kept.bytes) bytes of which were read already")
                } else {
                    kept.bytes += bytes.count
                }
            }
            kept.reads[path] = read
            return read
        }
    }

    /// One container is the same only as itself: its reads are its own.
    public static func == (left: ScriptContainer, right: ScriptContainer) -> Bool {
        left === right
    }
}
