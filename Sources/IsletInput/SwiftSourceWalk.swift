/// The `.swift` files behind the paths a person named: files as they are, folders walked in name
/// order, skipping what holds no app code islet should judge (build output, dependencies, tests,
/// hidden folders), so `islet check Sources/` reads what the app and its widget compile. In
/// IsletInput because the reader (`islet-swift`) and the previewer, which watches the same
/// folders for saved files, must agree on what is read.
public enum SwiftSourceWalk {
    /// Folder names never walked into, besides hidden ones.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Tests"]

    /// Every file to read, in a stable order; a path that does not exist, a file that is not
    /// Swift or a folder with no `.swift` file in it is an error naming that path.
    public static func files(at paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        var visited: Set<FileIdentity> = []
        for path in paths {
            let kind = FileKind(atPath: path)
            guard kind != .missing else { throw InputError(file: path, "the path does not exist") }
            if kind == .directory {
                var folders: [String] = []
                let found = walk(path, visited: &visited, folders: &folders)
                guard !found.isEmpty else {
                    throw InputError(file: path, "the folder holds no .swift file (outside \(skippedFolders.sorted().joined(separator: ", ")) and hidden folders)")
                }
                files += found
            } else {
                guard path.hasSuffix(".swift") else { throw InputError(file: path, "is not a .swift file or a folder") }
                files.append(path)
            }
        }
        var seen: Set<FileIdentity> = []
        return files.filter { file in FileKind.identity(atPath: file).map { seen.insert($0).inserted } ?? true }
    }

    /// The files `files(at:)` finds and their bytes, each read as `RegularFile` reads it, all
    /// before any is parsed: a file that is no regular file, is larger than `ReadLimit.swiftSource`
    /// or brings the sum past `ReadLimit.swiftSources` is an error naming it and the limit.
    public static func sources(at paths: [String]) throws(InputError) -> [(path: String, bytes: [UInt8])] {
        var sources: [(path: String, bytes: [UInt8])] = []
        var total = 0
        for file in try files(at: paths) {
            let bytes = try RegularFile.read(file, limit: .swiftSource)
            total += bytes.count
            guard total <= ReadLimit.swiftSources.bytes else {
                throw InputError(
                    file: file,
                    "with this file the Swift sources come to \(total) bytes, more than the \(ReadLimit.words(ReadLimit.swiftSources.bytes)) islet reads of \(ReadLimit.swiftSources.what); name the widget's own folder rather than the whole app's"
                )
            }
            sources.append((file, bytes))
        }
        return sources
    }

    /// Every folder walked for the folders among `paths` (a path that is no folder adds none):
    /// where a saved or new `.swift` file changes what islet reads.
    public static func folders(at paths: [String]) -> [String] {
        var folders: [String] = []
        var visited: Set<FileIdentity> = []
        for path in paths {
            guard FileKind(atPath: path) == .directory else { continue }
            _ = walk(path, visited: &visited, folders: &folders)
        }
        return folders
    }

    /// The `.swift` files under `folder`, adding each folder walked to `folders`; `visited` holds
    /// the folders already walked, so a link that loops back is walked once.
    private static func walk(_ folder: String, visited: inout Set<FileIdentity>, folders: inout [String]) -> [String] {
        guard let identity = FileKind.identity(atPath: folder), visited.insert(identity).inserted,
              let names = FileKind.names(inFolder: folder) else { return [] }
        folders.append(folder)
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let kind = FileKind(atPath: path)
            if kind == .directory {
                if !skippedFolders.contains(name) { files += walk(path, visited: &visited, folders: &folders) }
            } else if kind == .other, name.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }
}
