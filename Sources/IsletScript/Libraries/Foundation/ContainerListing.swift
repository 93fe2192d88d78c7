/// A folder of the App Group container as `FileManager.contentsOfDirectory` lists it, built
/// from the paths of the files `--files` supplied (which hold only what is really inside the folder: links
/// that lead out of it were left out when it was read). Apple documents the order as undefined;
/// islet lists names in code-point order so a render is repeatable. A folder that holds no file
/// is not known, since `--files` carries files only.
enum ContainerListing {
    /// One name in the folder, and whether it is a folder itself.
    struct Entry: Equatable {
        let name: String
        let isFolder: Bool
    }

    /// The names directly inside `folder` (a path inside the container, "" for its top), sorted;
    /// nil when no supplied file is under it (the top always exists).
    static func entries(of folder: String, in paths: [String]) -> [Entry]? {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names: [String: Bool] = [:]
        for path in paths where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            guard let name = rest.split(separator: "/", omittingEmptySubsequences: true).first else { continue }
            names[String(name), default: false] = names[String(name), default: false] || rest.count > name.count
        }
        guard !names.isEmpty || folder.isEmpty else { return nil }
        return names.keys.sorted().map { Entry(name: $0, isFolder: names[$0]!) }
    }
}
