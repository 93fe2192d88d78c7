import Foundation
@testable import IsletSources
import Testing

/// The cache's pruning and reading where the folder holds more than islet put there: pruning
/// unlinked every name in the folder, through a folder that was a link too (37 unrelated files
/// were deleted), and an entry that was a link to `/dev/zero` was read until memory ran out
/// (issue 29, items 8 and 10).
@Suite(.timeLimit(.minutes(1))) struct SwiftReadCachePruneTests {
    /// A fresh folder under the temporary one, removed by the caller.
    private static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-prune-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `names` into `folder`, each modified `age` seconds ago.
    private static func write(_ names: [String], in folder: String, age: TimeInterval = 3600) throws {
        for name in names {
            try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: folder + "/" + name)
        }
    }

    private static func key(_ index: Int) -> String { SHA256.hexDigest(of: Array("entry \(index)".utf8)) }

    /// Names islet never writes: another program's files, and names that look almost like keys.
    private static let strangers = (0..<70).map { "photo-\($0).jpg" } + [
        String(repeating: "A", count: 64), String(repeating: "a", count: 63), String(repeating: "g", count: 64),
        key(0) + ".txt", key(0) + ".x.tmp", "notes.tmp", key(1) + ".12.tmp.bak",
    ]

    @Test func onlyIsletsOwnEntriesArePruned() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let entries = (1...SwiftReadCache.entryLimit + 5).map(Self.key)
        try Self.write(Self.strangers + entries, in: root)
        try Self.write([Self.key(999) + ".4242.tmp"], in: root)
        SwiftReadCache(folder: root).store(Self.key(1000), Array("answer".utf8))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: root))
        #expect(Set(Self.strangers).isSubset(of: left), "\(Set(Self.strangers).subtracting(left))")
        #expect(left.filter { SwiftReadCache.isEntry($0) }.count == SwiftReadCache.entryLimit)
        #expect(left.contains(Self.key(1000)))
        #expect(!left.contains(Self.key(999) + ".4242.tmp"), "a writer's file left an hour ago is removed")
    }

    @Test func aCacheFolderThatIsALinkIsNeverPruned() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let elsewhere = root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let lookalikes = (1...SwiftReadCache.entryLimit + 10).map(Self.key)
        try Self.write(lookalikes, in: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: root + "/swift", withDestinationPath: elsewhere)
        SwiftReadCache(folder: root + "/swift").store(Self.key(1000), Array("answer".utf8))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: elsewhere))
        #expect(Set(lookalikes).isSubset(of: left), "\(lookalikes.count - left.intersection(lookalikes).count) files deleted through the link")
    }

    @Test func anEntryThatIsALinkOrAPipeIsNotReadAndNotFollowed() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = SwiftReadCache(folder: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/" + Self.key(1), withDestinationPath: "/dev/zero")
        #expect(mkfifo(root + "/" + Self.key(2), 0o600) == 0)
        try Self.write(["target"], in: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/" + Self.key(3), withDestinationPath: root + "/target")
        #expect(cache.load(Self.key(1)) == nil)
        #expect(cache.load(Self.key(2)) == nil)
        #expect(cache.load(Self.key(3)) == nil)
        try Self.write((10..<(10 + SwiftReadCache.entryLimit + 5)).map(Self.key), in: root)
        cache.store(Self.key(1000), Array("answer".utf8))
        #expect(FileManager.default.fileExists(atPath: root + "/target"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + Self.key(3))) == root + "/target", "a link is left as it is")
    }
}
