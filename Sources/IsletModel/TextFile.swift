import FoundationEssentials

/// Reads a file a person named, with an error that names it and says why it cannot be read.
public enum TextFile {
    /// The file's text. `described` is how the error speaks of it: "the file does not exist",
    /// "the auth key file is a directory".
    public static func read(_ path: String, described description: String = "the file") throws(InputError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory = false
            let reason = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                ? (isDirectory ? "is a directory" : "cannot be read") : "does not exist"
            throw InputError(file: path, "\(description) \(reason)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
