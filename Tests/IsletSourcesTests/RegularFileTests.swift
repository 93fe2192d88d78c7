import Foundation
import IsletInput
import Testing

/// `RegularFile`, the one way islet reads an outside file: a named pipe, a device, a socket or a
/// link to one is refused at once with a message naming the file, and a file past its kind's
/// limit is refused before it is read (issue 29, item 8).
@Suite(.timeLimit(.minutes(1))) struct RegularFileTests {
    /// The reason `RegularFile.read` gives for `path`, or nil when it reads.
    private static func refusal(_ path: String, limit: ReadLimit = .swiftSource, followingLinks: Bool = true) -> String? {
        do {
            _ = try RegularFile.read(path, limit: limit, followingLinks: followingLinks)
            return nil
        } catch {
            return error.description
        }
    }

    /// A FIFO with no writer blocked `open` and then `read` forever; a link to `/dev/zero` read
    /// until memory ran out.
    @Test func aPipeADeviceAndASocketAreRefusedWithoutBlocking() throws {
        let folder = try AssetCatalogFolder(texts: [:])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/W.swift", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Zero.swift", withDestinationPath: "/dev/zero")
        #expect(Self.refusal(folder.path + "/W.swift") == "\(folder.path)/W.swift: the file is a named pipe (FIFO), not a regular file; islet reads regular files only")
        #expect(Self.refusal(folder.path + "/Zero.swift") == "\(folder.path)/Zero.swift: the file is a device, not a regular file; islet reads regular files only")
        #expect(Self.refusal(folder.path) == "\(folder.path): the file is a directory")
        #expect(Self.refusal(folder.path + "/Missing.swift") == "\(folder.path)/Missing.swift: the file does not exist")
    }

    @Test func aFileLargerThanItsKindsLimitIsRefusedAndOneAtTheLimitIsRead() throws {
        let folder = try AssetCatalogFolder(["Big.swift": Data(count: ReadLimit.swiftSource.bytes + 1), "Full.swift": Data(count: ReadLimit.swiftSource.bytes)])
        defer { folder.remove() }
        #expect(Self.refusal(folder.path + "/Big.swift") == "\(folder.path)/Big.swift: the file is 1048577 bytes, more than the 1 MB islet reads of a Swift source file")
        #expect(Self.refusal(folder.path + "/Full.swift") == nil)
        #expect(try RegularFile.read(folder.path + "/Full.swift", limit: .swiftSource).count == 1 << 20)
    }

    @Test func aLinkIsFollowedOnlyWhenAsked() throws {
        let folder = try AssetCatalogFolder(texts: ["real.txt": "text"])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.txt", withDestinationPath: "real.txt")
        #expect(Self.refusal(folder.path + "/link.txt") == nil)
        #expect(Self.refusal(folder.path + "/link.txt", followingLinks: false) == "\(folder.path)/link.txt: the file is a symbolic link, which islet does not follow here")
    }
}
