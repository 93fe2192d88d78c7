import FoundationEssentials
import Glibc
import IsletModel

/// Reads `--files DIR`, the folder that stands for the App Group container: every file under it
/// by its path inside, read once before rendering so the interpreter never touches the disk.
/// Only what is really inside DIR is read: a symbolic link that leads out of it is left out
/// (with a problem line), so a widget's path cannot reach the rest of the machine.
public enum AppContainerReader {
    /// The files, and a line for each one left out.
    public struct Result: Sendable {
        public var files: [String: Data]
        public var problems: [String]
    }

    /// Files larger than this are left out: a widget's container holds small state files and
    /// thumbnails, and a render must not read a video into memory.
    public static let fileLimit = 16 << 20

    /// - Throws: `InputError` naming the folder when it is not a folder islet can read.
    public static func read(_ folder: String) throws(InputError) -> Result {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory, let root = realPath(folder),
            let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder)
        else {
            throw InputError(file: folder, "--files needs a folder islet can read, standing for the App Group container")
        }
        var result = Result(files: [:], problems: [])
        for relative in paths.sorted() {
            let path = folder + "/" + relative
            guard let real = realPath(path) else { continue }
            guard real.hasPrefix(root + "/") else {
                result.problems.append("\(folder)/\(relative): leads out of the --files folder (to \(real)), so it is left out")
                continue
            }
            var isFolder = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder else { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: real)[.size] as? Int) ?? 0
            guard size <= fileLimit else {
                result.problems.append("\(folder)/\(relative): \(size) bytes, more than the \(fileLimit >> 20) MB islet reads from --files, so it is left out")
                continue
            }
            if let bytes = FileManager.default.contents(atPath: real) { result.files[relative] = bytes }
        }
        return result
    }

    /// The path with every symbolic link and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
