import Foundation
import IsletInput
import Testing

/// The folder walk and file reads the `islet-swift` helper does with `stat`, `opendir` and
/// `read` (no Foundation): which files a folder gives, in which order, and what a path that
/// cannot be read is called, as `islet check` and the previewer's watch report them.
@Suite struct SourceWalkTests {
    /// A folder with app code, hidden and skipped folders, a file that is not Swift, a folder
    /// reached twice through a link and a link that loops back to the root.
    private func makeFolder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-walk-\(UUID().uuidString)").path
        for folder in ["Widget/Views", ".git", "Tests", "Pods/Kit", "Shared"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["Widget/Views/Ring.swift", "Widget/Bundle.swift", "Widget/notes.txt", ".git/Hook.swift", "Tests/Spec.swift",
                     "Pods/Kit/Kit.swift", "Shared/Model.swift", "App.swift"] {
            try Data("struct S {}\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Widget/Again", withDestinationPath: root + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: root + "/Shared/Loop", withDestinationPath: root)
        return root
    }

    @Test func aFolderGivesItsSwiftFilesInNameOrderOnce() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SwiftSourceWalk.files(at: [root, root + "/App.swift"])
        #expect(files.map { String($0.dropFirst(root.count + 1)) } == [
            "App.swift", "Shared/Model.swift", "Widget/Bundle.swift", "Widget/Views/Ring.swift",
        ])
        // Walked from Widget, the link to Shared is walked as a folder, and Shared's link back
        // to the root too; the root's own link, reached again, is not.
        let folders = SwiftSourceWalk.folders(at: [root + "/Widget", root + "/App.swift"])
        #expect(folders.map { String($0.dropFirst(root.count + 1)) } == ["Widget", "Widget/Again", "Widget/Again/Loop", "Widget/Views"])
    }

    @Test func pathsThatCannotBeReadSayWhy() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: InputError(file: root + "/Nothing", "the path does not exist")) { try SwiftSourceWalk.files(at: [root + "/Nothing"]) }
        #expect(throws: InputError(file: root + "/Widget/notes.txt", "is not a .swift file or a folder")) {
            try SwiftSourceWalk.files(at: [root + "/Widget/notes.txt"])
        }
        #expect(throws: InputError(file: root + "/Widget", "the file is a directory")) { try TextFile.read(root + "/Widget") }
        #expect(throws: InputError(file: root + "/Gone.swift", "the key does not exist")) {
            try TextFile.read(root + "/Gone.swift", described: "the key")
        }
        #expect(try TextFile.read(root + "/App.swift") == "struct S {}\n")
    }
}
