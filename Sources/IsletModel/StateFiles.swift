import Glibc
import IsletInput

/// Writes files the way secrets and files others poll should be written: folders made for the
/// user alone (0700), and each file replaced whole by a rename, so a reader never sees half a
/// key, half a `--tokens` file or half a cached Swift reading, and a key never exists, even
/// briefly, with a wider mode than asked.
public enum StateFiles {
    /// Makes `directory` and any missing parents with mode 0700; folders that exist are left as they are.
    public static func makeDirectory(_ directory: String) throws(InputError) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw InputError(file: String(prefix.dropLast()), "cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The suffix of a file being written, before it is renamed into place.
    public static let temporarySuffix = ".tmp"

    /// Replaces the file at `path` with `text`, created with `mode` (less the umask).
    public static func write(_ text: String, to path: String, mode: mode_t) throws(InputError) {
        try write(Array(text.utf8), to: path, mode: mode)
    }

    /// Replaces the file at `path` with `contents`, created with `mode` (less the umask).
    public static func write(_ contents: [UInt8], to path: String, mode: mode_t) throws(InputError) {
        let temporary = "\(path).\(getpid())\(temporarySuffix)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(writing: path) }
        var bytes = contents[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let error = failure(writing: path)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let error = failure(writing: path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(writing path: String) -> InputError {
        InputError(file: path, "cannot write: \(String(cString: strerror(errno)))")
    }
}
