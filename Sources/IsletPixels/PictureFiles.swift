import IsletCells
import FoundationEssentials
import IsletInput
import Synchronization

/// Image files decoded once for whoever owns this (one previewer session, one `render`): a
/// picture is resolved again for every frame the previewer draws, and decoding a photo costs
/// milliseconds. An entry is kept for a file's path and replaced when its size or modification
/// time changes, so a saved image shows on redraw. Pictures with no file (the bundled layouts')
/// are provided by their name up front.
public final class PictureFiles: Sendable {
    private struct Entry {
        let stamp: [Int]
        let result: Result<PixelImage, PixelImage.Failure>
    }

    private let cache = Mutex<[String: Entry]>([:])
    private let provided = Mutex<[String: [UInt8]]>([:])

    /// An empty cache, with nothing provided.
    public init() {}

    /// The decoded image at `path`, or why it cannot be shown (no such file, not an image, no decoder).
    public func image(at path: String) -> Result<PixelImage, PixelImage.Failure> {
        cached(path, as: path, limit: .picture) { (bytes) throws(PixelImage.Failure) in try PixelImage(decoding: bytes) }
    }

    /// A custom symbol's SVG at `path`, its `Regular-M` glyph drawn `height` pixels tall (at most
    /// `PixelImage.longestSymbolSide`).
    public func symbol(at path: String, height: Int) -> Result<PixelImage, PixelImage.Failure> {
        cached(path, as: "\(path)#\(height)", limit: .customSymbol) { (bytes) throws(PixelImage.Failure) in
            try PixelImage(svg: bytes, element: "#Regular-M", height: height)
        }
    }

    /// An image file's `bytes` a widget read at run time (`UIImage(contentsOfFile:)` from the App
    /// Group container), decoded once while they stay the same; `name` says where they came from.
    public func image(of bytes: [UInt8], named name: String) -> Result<PixelImage, PixelImage.Failure> {
        remembered(name, as: "bytes:" + name, stamp: [bytes.count, bytes.hashValue], bytes: { () throws(PixelImage.Failure) in bytes }) { (bytes) throws(PixelImage.Failure) in
            try PixelImage(decoding: bytes)
        }
    }

    /// What `decode` makes of the file at `path` (or the bytes provided for it), remembered
    /// under `key` while the file is unchanged; a file is read as `RegularFile` reads any outside
    /// file (a regular file, within `limit`).
    private func cached(
        _ path: String, as key: String, limit: ReadLimit, _ decode: ([UInt8]) throws(PixelImage.Failure) -> PixelImage
    ) -> Result<PixelImage, PixelImage.Failure> {
        let provided = self.provided.withLock { $0[path] }
        let stamp = provided == nil ? Self.stamp(path) : []
        let bytes = { () throws(PixelImage.Failure) -> [UInt8] in
            if let provided { return provided }
            guard !stamp.isEmpty else { throw PixelImage.Failure("no such file") }
            return try Self.read(path, limit: limit)
        }
        return remembered(path, as: key, stamp: stamp, bytes: bytes, decode)
    }

    /// The file's bytes, or why `RegularFile` would not read them (the path is said by the caller).
    private static func read(_ path: String, limit: ReadLimit) throws(PixelImage.Failure) -> [UInt8] {
        do { return try RegularFile.read(path, limit: limit) } catch { throw PixelImage.Failure(error.message) }
    }

    /// The cache's answer for `key` when its stamp is `stamp`, else `decode` of `bytes()`.
    private func remembered(
        _ name: String, as key: String, stamp: [Int], bytes: () throws(PixelImage.Failure) -> [UInt8], _ decode: ([UInt8]) throws(PixelImage.Failure) -> PixelImage
    ) -> Result<PixelImage, PixelImage.Failure> {
        if let entry = cache.withLock({ $0[key] }), entry.stamp == stamp { return entry.result }
        let result = Result { () throws(PixelImage.Failure) in try decode(try bytes()) }.mapError { PixelImage.Failure("\(name): \($0.description)") }
        cache.withLock { $0[key] = Entry(stamp: stamp, result: result) }
        return result
    }

    /// Makes `bytes` the file at `path` whatever the disk holds, decoded when first drawn: how
    /// the bundled layouts' pictures travel inside the binary.
    public func provide(_ bytes: [UInt8], for path: String) {
        provided.withLock { $0[path] = bytes }
    }

    /// The file's size and modification time; empty when there is no such file.
    private static func stamp(_ path: String) -> [Int] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return [] }
        let size = (attributes[.size] as? Int) ?? -1
        let time = (attributes[.modificationDate] as? Date).map { Int($0.timeIntervalSince1970 * 1000) } ?? -1
        return [size, time]
    }
}
