import FoundationEssentials
import Glibc
import IsletInput
import IsletModel

/// The helper's answers to `islet-swift read`, kept on disk by what they were made from, so a
/// command given sources it has read before neither starts the helper nor parses anything
/// (docs/DECISIONS.md, "A cache of the Swift reader's answers"). An entry's name is the SHA-256 of
/// every input the answer depends on: the helper's own file (path, device, inode, size and
/// modification time, so a rebuilt helper misses), the working folder, the paths as given, and
/// the path and every byte of each `.swift` file the walk finds, read or not by the helper, since
/// a new file can change what it reads. An entry holds its answer's length and SHA-256, so a
/// truncated or damaged one is ignored, and is written whole by `StateFiles`, so concurrent
/// writers never expose half an entry. `ISLET_CACHE=off` turns it off.
public struct SwiftReadCache: Sendable {
    /// Set to `off` (or `0`, `no`, `false`) to read without the cache.
    public static let switchVariable = "ISLET_CACHE"
    /// The entries kept; the oldest beyond this are removed when one is written.
    static let entryLimit = 64
    /// Names the entries' layout and the helper's answer's, so a change to either misses every old entry.
    private static let magic = "islet-swift-read-cache 3"

    /// The folder holding the entries.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/islet/swift`, else `~/.cache/islet/swift`; nil when `ISLET_CACHE` turns
    /// the cache off or neither variable names a folder.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftReadCache? {
        if let setting = environment[switchVariable]?.lowercased(), ["off", "0", "no", "false"].contains(setting) { return nil }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return SwiftReadCache(folder: base + "/islet/swift") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return SwiftReadCache(folder: home + "/.cache/islet/swift")
    }

    /// The entry's name for reading `paths` with the helper at `helper`; nil when the sources
    /// cannot all be read (the helper then says why, and nothing is cached).
    public func key(for paths: [String], helper: String) -> String? {
        guard let files = try? SwiftSourceWalk.sources(at: paths) else { return nil }
        var status = stat()
        guard stat(helper, &status) == 0 else { return nil }
        let hash = SHA256()
        func field(_ text: String) {
            hash.update(text.utf8.count.description.utf8)
            hash.update([0x3a])
            hash.update(text.utf8)
        }
        field(Self.magic)
        field("\(helper) \(status.st_dev) \(status.st_ino) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)")
        field(FileManager.default.currentDirectoryPath)
        for path in paths { field(path) }
        for file in files {
            field(file.path)
            field(String(file.bytes.count))
            hash.update(file.bytes)
        }
        return hash.hexDigest()
    }

    /// The answer kept under `key`; nil when there is none or it is damaged. An entry that is a
    /// link, a pipe or larger than any answer is not read.
    public func load(_ key: String) -> [UInt8]? {
        guard let bytes = try? RegularFile.read(path(of: key), limit: Self.entryBytes, followingLinks: false),
              let newline = bytes.firstIndex(of: 0x0a) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
        let body = Array(bytes[(newline + 1)...])
        guard header.count == 4, "\(header[0]) \(header[1])" == Self.magic, header[2] == String(body.count),
              header[3] == SHA256.hexDigest(of: body) else { return nil }
        // Used now: the pruning below removes the entries used longest ago.
        utimensat(AT_FDCWD, path(of: key), nil, AT_SYMLINK_NOFOLLOW)
        return body
    }

    /// The largest entry: the longest answer the helper may give, and its header line.
    private static let entryBytes = ReadLimit(bytes: ChildProcess.byteLimit + 256, what: "a cache entry")

    /// Keeps `answer` under `key`. Best effort: a folder that cannot be written only means the next
    /// run starts the helper again.
    public func store(_ key: String, _ answer: [UInt8]) {
        let entry = Array("\(Self.magic) \(answer.count) \(SHA256.hexDigest(of: answer))\n".utf8) + answer
        guard (try? StateFiles.makeDirectory(folder)) != nil, (try? StateFiles.write(entry, to: path(of: key), mode: 0o600)) != nil else { return }
        prune()
    }

    private func path(of key: String) -> String { "\(folder)/\(key)" }

    /// Removes the oldest entries past `entryLimit`, and partial files a writer left behind. Only
    /// islet's own files go (`isEntry`, `isPartial`), and only regular files in the folder itself:
    /// a folder that is a link, or a link in it, is never followed, so a cache folder pointed
    /// elsewhere cannot cost a person their files.
    private func prune() {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return }
        defer { close(directory) }
        guard let names = FileKind.names(inFolderOpenAs: directory) else { return }
        var entries: [(name: String, modified: Int)] = []
        let now = time(nil)
        for name in names where Self.isEntry(name) || Self.isPartial(name) {
            var status = stat()
            guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            if Self.isPartial(name) {
                // A writer that died mid-write; any live writer finishes within a minute.
                if now - status.st_mtim.tv_sec > 60 { unlinkat(directory, name, 0) }
                continue
            }
            entries.append((name, status.st_mtim.tv_sec))
        }
        guard entries.count > Self.entryLimit else { return }
        for entry in entries.sorted(by: { $0.modified < $1.modified }).prefix(entries.count - Self.entryLimit) {
            unlinkat(directory, entry.name, 0)
        }
    }

    /// An entry's name: a key, 64 lowercase hexadecimal digits.
    static func isEntry<Name: StringProtocol>(_ name: Name) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A file `StateFiles.write` makes before renaming it to an entry: `KEY.PID.tmp`.
    static func isPartial(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && isEntry(parts[0]) && !parts[1].isEmpty && parts[1].allSatisfy(\.isASCII) && parts[1].allSatisfy(\.isNumber)
            && "." + parts[2] == StateFiles.temporarySuffix
    }
}
