import Foundation

/// A folder of files written for a test (an app's sources with an asset catalog), removed by
/// the caller with `remove()`.
struct AssetCatalogFolder {
    let path: String

    /// Writes each file (path relative to the folder → contents) into a fresh temporary folder.
    init(_ files: [String: Data]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-assets-\(UUID().uuidString)").path
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
    }

    init(texts: [String: String]) throws {
        try self.init(texts.mapValues { Data($0.utf8) })
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
