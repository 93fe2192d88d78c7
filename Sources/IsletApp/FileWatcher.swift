import Glibc
import IsletInput

/// Tells when a source the previewer reads was saved: the layout file, a `.swift` file named on
/// the command line, or any `.swift` file, string table or `Info.plist` in (or new to) a folder
/// of Swift sources, with inotify on their folders (editors often save by writing a new file and
/// renaming it over the old one, which a watch on the file itself would miss). No polling: the descriptor becomes readable only when
/// something happened.
final class FileWatcher {
    let descriptor: Int32
    /// The files of a Swift folder a save of which changes what is drawn: its Swift and its
    /// string tables (and `Info.plist`, by name).
    private static let readSuffixes = [".swift", ".strings", ".stringsdict", ".xcstrings"]
    /// For each watched folder, the names in it that count: one file's, or every file of a kind above.
    private var interests: [Int32: [(String) -> Bool]] = [:]

    /// Watches `paths` as a command names its SOURCES: a folder as Swift sources (every folder
    /// the reader walks), anything else as one file. Nil when nothing could be watched.
    init?(paths: [String]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        let folders = SwiftSourceWalk.folders(at: paths)
        for folder in folders {
            watch(folder) { name in Self.readSuffixes.contains { name.hasSuffix($0) } || name == "Info.plist" }
        }
        for path in paths where !folders.contains(path) {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
            watch(folder.isEmpty ? "/" : folder) { $0 == fileName }
        }
        guard !interests.isEmpty else { return nil }
    }

    deinit {
        close(descriptor)
    }

    private func watch(_ folder: String, _ interest: @escaping (String) -> Bool) {
        let watch = inotify_add_watch(descriptor, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE))
        if watch >= 0 { interests[watch, default: []].append(interest) }
    }

    /// True when a watched file changed since the last call; reads every pending event.
    func changed() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var touched = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return touched }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, nameLength, name) = buffer.withUnsafeBytes { raw -> (Int32, Int, String) in
                    let event = raw.load(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<min(count, start + Int(event.len))].prefix { $0 != 0 }
                    return (event.wd, Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                if interests[watch]?.contains(where: { $0(name) }) == true { touched = true }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
    }
}
