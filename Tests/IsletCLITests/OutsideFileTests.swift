import Foundation
import IsletInput
import IsletTestSupport
import Testing

/// The real islet given files a stranger prepared: a pipe or a device where a `.swift` file or a
/// `--files` file goes, a source too large to parse, a helper that dies of a signal. Each ends
/// at once with status 2 and a message naming the file and why, or, for a `--files` file, with
/// the reason in the report of the App Group's reads (issue 29, items 8, 13, 14 and 15).
@Suite(.timeLimit(.minutes(2))) struct OutsideFileTests {
    /// A fresh folder, removed by the caller.
    private static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-outside-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/Widget", withIntermediateDirectories: true)
        return path
    }

    /// A FIFO named `W.swift` blocked islet forever; a link to `/dev/zero` read until memory ran out.
    @Test func aPipeOrADeviceNamedSwiftIsRefused() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Widget/W.swift", 0o600) == 0)
        let pipe = try IsletProcess.run(["render", root + "/Widget"])
        #expect(pipe.status == 2)
        #expect(pipe.standardError.contains("\(root)/Widget/W.swift: the file is a named pipe (FIFO), not a regular file; islet reads regular files only"), "\(pipe.standardError)")
        try FileManager.default.removeItem(atPath: root + "/Widget/W.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Widget/W.swift", withDestinationPath: "/dev/zero")
        let zero = try IsletProcess.run(["check", root + "/Widget", "samples/delivery.ndjson"])
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("\(root)/Widget/W.swift: the file is a device, not a regular file; islet reads regular files only"), "\(zero.standardError)")
    }

    /// A 5.8 MB source took the helper to 666 MB and 14 s; past 1 MB a file is refused unread.
    @Test func aSourceTooLargeToParseIsRefused() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = String(repeating: "let value = [1, 2, 3].map { $0 * 2 }\n", count: 160_000)
        try text.write(toFile: root + "/Widget/Big.swift", atomically: true, encoding: .utf8)
        let result = try IsletProcess.run(["render", root + "/Widget"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(root)/Widget/Big.swift: the file is \(text.utf8.count) bytes, more than the 1 MB islet reads of a Swift source file"), "\(result.standardError)")
    }

    /// islet said only "failed with status 139" when the helper crashed: it names the signal and
    /// the files the helper was reading.
    @Test func aHelperKilledByASignalIsNamedWithItsFiles() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "struct A {}\n".write(toFile: root + "/Widget/A.swift", atomically: true, encoding: .utf8)
        try "#!/bin/sh\nkill -SEGV $$\n".write(toFile: root + "/islet-swift", atomically: true, encoding: .utf8)
        #expect(chmod(root + "/islet-swift", 0o755) == 0)
        let result = try IsletProcess.run(["render", root + "/Widget"], environment: ["ISLET_SWIFT": root + "/islet-swift", "ISLET_CACHE": "off"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(root)/islet-swift: killed by SIGSEGV (Segmentation fault) while reading \(root)/Widget/A.swift; a crash in islet's Swift reader"), "\(result.standardError)")
    }

    /// A pipe where the print-job widget's inventory goes was dropped from `--files` without a
    /// word (the report said "not supplied", though the folder holds it); the file is read when
    /// the widget asks, and the report says why it was not.
    @Test func aContainerFileThatCannotBeReadIsInTheReport() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Inventory", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/Inventory/spools.json", 0o600) == 0)
        let result = try IsletProcess.run(["import", "samples/corpus/print-job", "--coverage", "--json", "--files", root])
        #expect(result.status == 0, "\(result.standardError)")
        let coverage = try #require(try JSONParser.parse(result.standardOutput).value.objectValue)
        let reads = coverage["appGroupReads"]?.arrayValue?.compactMap(\.objectValue) ?? []
        #expect(reads.map { $0["path"]?.stringValue } == ["Inventory/spools.json"])
        #expect(reads.first?["supplied"] == .bool(false))
        #expect(reads.first?["notRead"]?.stringValue == "the file is a named pipe (FIFO), not a regular file; islet reads regular files only", "\(reads)")
        let render = try IsletProcess.run(["render", "samples/corpus/print-job", "--presentation", "lock", "--format", "text", "--files", root])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput.contains("App Group: 1 read of the App Group while rendering, 1 in --files but not read\n"), "\(render.standardOutput)")
        #expect(render.standardOutput.contains(
            #"! samples/corpus/print-job/PrintWidget/SpoolStore.swift:35:31: file "Inventory/spools.json" of the group.com.example.layercake container (Data(contentsOf:)): in --files but not read (the file is a named pipe (FIFO), not a regular file; islet reads regular files only), so it reads as an error thrown (no such file)"#
        ), "\(render.standardOutput)")
    }
}
