import Glibc

/// The `.swift` files behind the paths a person named: files as they are, folders walked in name
/// order, skipping what holds no app code islet should judge (build output, dependencies, tests,
/// hidden folders), so `islet check Sources/` reads what the app and its widget compile. In
/// IsletInterchange because the reader (`islet-swift`) and the previewer, which watches the same
/// folders for saved files, must agree on what is read.
public enum SwiftSourceWalk {
    /// Folder names never walked into, besides hidden ones.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Tests"]

    /// Every file to read, in a stable order; a path that does not exist, a file that is not
    /// Swift or a folder with no `.swift` file in it is an error naming that path.
    public static func files(at paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        var visited: Set<String> = []
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
        var seen: Set<String> = []
        return files.filter { seen.insert(canonical($0) ?? $0).inserted }
    }

    /// Every folder walked for the folders among `paths` (a path that is no folder adds none):
    /// where a saved or new `.swift` file changes what islet reads.
    public static func folders(at paths: [String]) -> [String] {
        var folders: [String] = []
        var visited: Set<String> = []
        for path in paths {
            guard FileKind(atPath: path) == .directory else { continue }
            _ = walk(path, visited: &visited, folders: &folders)
        }
        return folders
    }

    /// The `.swift` files under `folder`, adding each folder walked to `folders`; `visited` holds
    /// the folders already walked, so a link that loops back is walked once.
    private static func walk(_ folder: String, visited: inout Set<String>, folders: inout [String]) -> [String] {
        guard visited.insert(canonical(folder) ?? folder).inserted,
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

    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
