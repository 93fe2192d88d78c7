import Foundation
import IsletSources
import Testing

/// An asset catalog read as a stranger may have written it: links that loop, a pipe where a
/// `Contents.json` goes, a set whose file lies outside it (issue 29, items 7, 8 and 12). Each
/// read ends at once with the sets that read and a located line for each that does not.
@Suite(.timeLimit(.minutes(1))) struct AssetCatalogBoundsTests {
    /// A folder with a widget's source and `files`, `prepare` run on it, read for catalogs, with
    /// the folder's path taken out of the problems.
    private static func read(_ files: [String: String], _ prepare: (String) throws -> Void = { _ in }) throws -> AssetCatalogReader.Result {
        let folder = try AssetCatalogFolder(texts: files.merging(["Widget.swift": "struct W {}\n"]) { first, _ in first })
        defer { folder.remove() }
        try prepare(folder.path)
        var result = AssetCatalogReader.read([folder.path])
        result.problems = result.problems.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        return result
    }

    private static let red = AssetCatalogReaderTests.colorSet(AssetCatalogReaderTests.entry("srgb", #""red" : "1.0", "green" : "0.0", "blue" : "0.0""#))

    /// Two links to `.` in a group made the walk follow 2^depth paths (a hang with growing
    /// memory); each folder is walked once, and its set read once.
    @Test func linksThatLoopAreWalkedOnce() throws {
        let result = try Self.read(["Assets.xcassets/Group/Red.colorset/Contents.json": Self.red]) { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/Assets.xcassets/Group/a", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: root + "/Assets.xcassets/Group/b", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: root + "/Assets.xcassets/Group/up", withDestinationPath: "..")
        }
        #expect(result.assets.colors.keys.sorted() == ["Red"])
        #expect(result.problems == [])
    }

    /// A FIFO named `Contents.json` blocked the read forever.
    @Test func aPipeForContentsIsAProblemAndTheOtherSetsRead() throws {
        let result = try Self.read(["Assets.xcassets/Red.colorset/Contents.json": Self.red]) { root in
            try FileManager.default.createDirectory(atPath: root + "/Assets.xcassets/Pipe.colorset", withIntermediateDirectories: true)
            #expect(mkfifo(root + "/Assets.xcassets/Pipe.colorset/Contents.json", 0o600) == 0)
        }
        #expect(result.assets.colors.keys.sorted() == ["Red"])
        #expect(result.problems == ["Assets.xcassets/Pipe.colorset/Contents.json: the file is a named pipe (FIFO), not a regular file; islet reads regular files only"])
    }

    /// `"filename": "../../…"` drew image files from anywhere; a name that climbs out, an
    /// absolute path and a link leading out are refused where the JSON names them.
    @Test func aSetsFileOutsideItsFolderIsRefused() throws {
        let image = { (name: String) in ImageSetReaderTests.imageSet([#"{ "filename" : "\#(name)", "idiom" : "universal" }"#]) }
        let result = try Self.read([
            "Assets.xcassets/Climb.imageset/Contents.json": image("../../secret.png"),
            "Assets.xcassets/Absolute.imageset/Contents.json": image("/etc/passwd"),
            "Assets.xcassets/Linked.imageset/Contents.json": image("linked.png"),
            "Assets.xcassets/Inside.imageset/Contents.json": image("inside.png"),
            "Assets.xcassets/Inside.imageset/inside.png": "png",
            "Assets.xcassets/Out.symbolset/Contents.json": #"{ "symbols" : [ { "filename" : "../x.svg", "idiom" : "universal" } ] }"#,
        ]) { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/Assets.xcassets/Linked.imageset/linked.png", withDestinationPath: "/etc/hostname")
        }
        #expect(result.assets.images.keys.sorted() == ["Inside"])
        #expect(result.assets.symbols.isEmpty)
        #expect(result.problems.sorted() == [
            #"Assets.xcassets/Absolute.imageset/Contents.json:1:31: images[0].filename: "/etc/passwd" is not a file inside the set's folder; a set's files are kept inside it"#,
            #"Assets.xcassets/Climb.imageset/Contents.json:1:31: images[0].filename: "../../secret.png" is not a file inside the set's folder; a set's files are kept inside it"#,
            #"Assets.xcassets/Linked.imageset/Contents.json:1:31: images[0].filename: "linked.png" is a link leading out of the set's folder (to /etc/hostname), which islet does not follow"#,
            #"Assets.xcassets/Out.symbolset/Contents.json:1:32: symbols[0].filename: "../x.svg" is not a file inside the set's folder; a set's files are kept inside it"#,
        ])
    }
}
