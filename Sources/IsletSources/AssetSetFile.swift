import IsletInput

/// A file an asset set's `Contents.json` names (an image set's or a symbol set's `filename`),
/// kept inside the set's folder as Xcode keeps it: a name with `..`, an absolute path or a link
/// that leads out of the folder is refused, so a catalog cannot have islet draw or read a file
/// from anywhere else on the machine.
enum AssetSetFile {
    /// The file's path under `folder`; `path` is where the name stands in the JSON.
    /// - Throws: `InputError` at `path` when the name leads out of the set's folder.
    static func path(_ filename: String, inSet folder: String, at path: JSONPath) throws(InputError) -> String {
        guard !filename.isEmpty, !filename.hasPrefix("/"), !filename.split(separator: "/").contains("..") else {
            throw InputError(path: path, "\"\(filename)\" is not a file inside the set's folder; a set's files are kept inside it")
        }
        let file = folder + "/" + filename
        if let real = FileKind.realPath(file), let root = FileKind.realPath(folder), !real.hasPrefix(root + "/") {
            throw InputError(path: path, "\"\(filename)\" is a link leading out of the set's folder (to \(real)), which islet does not follow")
        }
        return file
    }
}
