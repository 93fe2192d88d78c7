import Glibc

/// What a path names, links followed, read with `stat` rather than Foundation's `FileManager`,
/// so the `islet-swift` helper, which walks folders with it, loads no Foundation.
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
        opendir(path).map(names(closing:))
    }

    /// The names in the folder open as `descriptor`, which stays open, as `names(inFolder:)`
    /// lists them: for a walk that opened the folder itself (without following a link).
    public static func names(inFolderOpenAs descriptor: Int32) -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let folder = fdopendir(copy) else {
            close(copy)
            return nil
        }
        return names(closing: folder)
    }

    private static func names(closing folder: OpaquePointer) -> [String] {
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

    /// The path with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file's device and inode, links followed: what a walk keeps so that a folder reached
    /// again through a link is walked once. Nil when there is no such file.
    public static func identity(atPath path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}

/// Which file a path names, whatever links led to it.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
}
