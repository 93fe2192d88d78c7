/// Reads a file a person named, with an error that names it and says why it cannot be read.
public enum TextFile {
    /// The file's text, read as `RegularFile` reads any outside file, up to `limit`.
    /// `described` is how the error speaks of it: "the file does not exist", "the auth key file
    /// is a directory".
    public static func read(_ path: String, described description: String = "the file", limit: ReadLimit = .namedFile) throws(InputError) -> String {
        String(decoding: try RegularFile.read(path, limit: limit, described: description), as: UTF8.self)
    }
}
