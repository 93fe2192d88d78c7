import FoundationEssentials
import Glibc
import IsletFeed
import IsletInput
import IsletViews

/// Reads the files a command names, turning "cannot read" into an error that names the file.
/// A built-in layout or stream that `BundledNames` chose is read at its repository path, from
/// the binary, where no such file is on disk.
enum InputFiles {
    static func text(at path: String) throws -> String {
        if path == "-" { return readStandardInput() }
        if access(path, F_OK) != 0, let text = BundledNames.builtInText(at: path) { return text }
        return try TextFile.read(path)
    }

    /// The items of the stream file at `path`, or of the built-in stream there.
    static func streamItems(at path: String) throws -> [StreamItem] {
        if access(path, F_OK) != 0, let text = BundledNames.builtInText(at: path) { return StreamParser.items(in: Array(text.utf8)) }
        return try StreamSource.items(inFile: path)
    }

    static func json(at path: String) throws -> JSONDocument {
        do {
            return try JSONParser.parse(try text(at: path))
        } catch let error as InputError {
            throw error.located(in: path, document: nil)
        }
    }

    static func layout(at path: String) throws -> ActivityLayout {
        try LayoutReader.read(try text(at: path), file: path)
    }

    private static func readStandardInput() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(0, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
