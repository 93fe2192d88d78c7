import Glibc

/// Tells when a file was saved, with inotify on its folder (editors often save by writing a new
/// file and renaming it over the old one, which a watch on the file itself would miss). No
/// polling: the descriptor becomes readable only when something happened.
final class FileWatcher {
    let descriptor: Int32
    private let fileName: String

    init?(path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
        guard inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, mask) >= 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// True when the watched file changed since the last call; reads every pending event.
    func changed() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var touched = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return touched }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (nameLength, name) = buffer.withUnsafeBytes { raw -> (Int, String) in
                    let event = raw.load(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<min(count, start + Int(event.len))].prefix { $0 != 0 }
                    return (Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                if name == fileName { touched = true }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
    }
}
