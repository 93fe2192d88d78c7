import FoundationEssentials
import Glibc
import IsletInput
import IsletScript

/// Reads `--files DIR`, the folder that stands for the App Group container: every file under it
/// listed by its path inside before rendering, and each one read when the widget's code first
/// asks for it (`ScriptContainer`), as `RegularFile` reads any outside file and within
/// `ReadLimit.containerFiles` for the run, so a folder of videos costs nothing until read.
/// Only what is really inside DIR is listed: a symbolic link that leads out of it is left out
/// (with a problem line), so a widget's path cannot reach the rest of the machine, and a folder
/// reached again through a link is walked once.
public enum AppContainerReader {
    /// The files, and a line for each one left out.
    public struct Result: Sendable {
        public var files: ScriptContainer
        public var problems: [String]
    }

    /// - Throws: `InputError` naming the folder when it is not a folder islet can read.
    public static func read(_ folder: String) throws(InputError) -> Result {
        guard FileKind(atPath: folder) == .directory, let root = FileKind.realPath(folder), FileKind.names(inFolder: folder) != nil else {
            throw InputError(file: folder, "--files needs a folder islet can read, standing for the App Group container")
        }
        var listing = Listing(folder: folder, root: root)
        listing.walk("")
        let container = ScriptContainer(paths: listing.paths, totalLimit: .containerFiles) { relative in
            do throws(InputError) {
                return .bytes(Data(try RegularFile.read(folder + "/" + relative, limit: .containerFile)))
            } catch {
                return .refused(error.message)
            }
        }
        return Result(files: container, problems: listing.problems)
    }

    /// The walk through the folder: the files' paths inside it, and a line for each left out.
    private struct Listing {
        let folder: String
        let root: String
        var paths: [String] = []
        var problems: [String] = []
        private var visited: Set<FileIdentity> = []

        init(folder: String, root: String) {
            self.folder = folder
            self.root = root
        }

        /// The folder at `relative` inside the container ("" for its top).
        mutating func walk(_ relative: String) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let identity = FileKind.identity(atPath: path), visited.insert(identity).inserted else { return }
            guard let names = FileKind.names(inFolder: path) else {
                problems.append("\(path): cannot be listed (\(String(cString: strerror(errno)))), so what it holds is left out")
                return
            }
            for name in names.sorted() {
                let inner = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + inner
                guard let real = FileKind.realPath(full) else {
                    problems.append("\(full): a link to nothing, so it is left out")
                    continue
                }
                guard real.hasPrefix(root + "/") || real == root else {
                    problems.append("\(full): leads out of the --files folder (to \(real)), so it is left out")
                    continue
                }
                if FileKind(atPath: full) == .directory { walk(inner) } else { paths.append(inner) }
            }
        }
    }
}
