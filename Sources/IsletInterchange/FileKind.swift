import Glibc

/// What a path names, links followed, read with `stat` rather than Foundation's `FileManager`,
/// so the `islet-swift` helper, which walks folders and reads files with it, loads no Foundation.
public enum FileKind: Equatable, Sendable {
    case missing, directory, other

    public init(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        self = (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// The names in the folder at `path`, without "." and "..", in the order the system gives
    /// them; nil when it cannot be listed.
    public static func names(inFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The whole content of the file at `path`, or nil when it cannot be opened or read (a
    /// directory cannot).
    public static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
