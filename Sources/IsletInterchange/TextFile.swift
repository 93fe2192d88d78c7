/// Reads a file a person named, with an error that names it and says why it cannot be read.
public enum TextFile {
    /// The file's text. `described` is how the error speaks of it: "the file does not exist",
    /// "the auth key file is a directory".
    public static func read(_ path: String, described description: String = "the file") throws(InputError) -> String {
        guard let bytes = FileKind.contents(atPath: path) else {
            let reason = switch FileKind(atPath: path) {
            case .missing: "does not exist"
            case .directory: "is a directory"
            case .other: "cannot be read"
            }
            throw InputError(file: path, "\(description) \(reason)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
