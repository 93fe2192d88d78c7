import Glibc

/// The one way islet reads a file from outside (a widget's Swift, an asset catalog's JSON, a
/// `--files` or `--defaults` file, a file named on the command line): opened without
/// blocking and checked with `fstat` before a byte is read, so a named pipe, a device, a socket
/// or a link to `/dev/zero` is refused with a message naming the file instead of hanging islet
/// or filling its memory, and read only up to the limit of its kind (docs/DECISIONS.md, "Limits
/// on outside input: files").
public enum RegularFile {
    /// The file's bytes. `described` is how an error speaks of it ("the file", "the auth key
    /// file"); with `followingLinks` false a symbolic link is refused rather than followed.
    /// - Throws: `InputError` naming the file and saying why it was not read.
    public static func read(_ path: String, limit: ReadLimit, described: String = "the file", followingLinks: Bool = true) throws(InputError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let reason = switch errno {
            case ENOENT: "does not exist"
            case ELOOP where !followingLinks: "is a symbolic link, which islet does not follow here"
            case ENXIO: "is a socket, not a regular file"
            default: "cannot be opened: \(String(cString: strerror(errno)))"
            }
            throw InputError(file: path, "\(described) \(reason)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError(file: path, "\(described) cannot be read: \(String(cString: strerror(errno)))") }
        if let kind = notRegular(status.st_mode) { throw InputError(file: path, "\(described) \(kind)") }
        guard status.st_size <= limit.bytes else { throw tooLarge(path, Int(status.st_size), limit, described) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(file: path, "\(described) cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            // The file grew after fstat: what it holds now is past the limit just the same.
            guard bytes.count <= limit.bytes else { throw tooLarge(path, bytes.count, limit, described) }
        }
    }

    /// Why a file of `mode` is not read, in words; nil for a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory"
        case S_IFIFO: "is a named pipe (FIFO), not a regular file; islet reads regular files only"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file; islet reads regular files only"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limit: ReadLimit, _ described: String) -> InputError {
        InputError(file: path, "\(described) is \(size) bytes, more than the \(ReadLimit.words(limit.bytes)) islet reads of \(limit.what)")
    }
}

/// The most bytes islet reads of one kind of outside file, and how a message names the kind.
/// Each is far above what a widget needs and far below what would take islet's memory or time
/// (docs/DECISIONS.md, "Limits on outside input: files").
public struct ReadLimit: Sendable, Equatable {
    public let bytes: Int
    /// "a Swift source file", as in "more than the 1 MB islet reads of a Swift source file".
    public let what: String

    public init(bytes: Int, what: String) {
        self.bytes = bytes
        self.what = what
    }

    /// One `.swift` file: the helper holds up to 370 MB for a megabyte of dense Swift.
    public static let swiftSource = ReadLimit(bytes: 1 << 20, what: "a Swift source file")
    /// All the `.swift` files one command reads, together (`SwiftSourceWalk.sources`): eight
    /// dense megabytes took the helper to 2.8 GB.
    public static let swiftSources = ReadLimit(bytes: 4 << 20, what: "Swift sources in one run")
    /// A `Contents.json` of an asset catalog, its group or one of its sets.
    public static let assetContents = ReadLimit(bytes: 1 << 20, what: "an asset catalog's Contents.json")
    /// One file of the `--files` folder.
    public static let containerFile = ReadLimit(bytes: 16 << 20, what: "a --files file")
    /// All the `--files` files one run reads, together.
    public static let containerFiles = ReadLimit(bytes: 64 << 20, what: "--files in one run")
    /// The `--defaults` file.
    public static let defaults = ReadLimit(bytes: 16 << 20, what: "a --defaults file")
    /// An image file a widget draws (an image set's, `UIImage(contentsOfFile:)`'s, a layout's
    /// `imageFile`): as much as one `--files` file; its pixels have their own limit.
    public static let picture = ReadLimit(bytes: 16 << 20, what: "a picture")
    /// A custom symbol's SVG: the SF Symbols app's templates are tens of kilobytes.
    public static let customSymbol = ReadLimit(bytes: 1 << 20, what: "a custom symbol's SVG")
    /// One of the widget's string tables (`.strings`, `.stringsdict`, `.xcstrings`) or its
    /// `Info.plist`: a large app's String Catalog holds a few megabytes.
    public static let stringTable = ReadLimit(bytes: 16 << 20, what: "a string table")
    /// All the string tables one command reads, together.
    public static let stringTables = ReadLimit(bytes: 64 << 20, what: "string tables in one run")
    /// A layout, state, stream or key file named on the command line.
    public static let namedFile = ReadLimit(bytes: 64 << 20, what: "a file named on the command line")

    /// `1 MB`, `640 KB` or `12 bytes`: a limit as a message says it.
    public static func words(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}
