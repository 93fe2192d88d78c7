import FoundationEssentials
import Glibc
import IsletInput
import IsletViews

/// Reads the files a command names, turning "cannot read" into an error that names the file.
enum InputFiles {
    static func text(at path: String) throws -> String {
        if path == "-" { return readStandardInput() }
        return try TextFile.read(path)
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
