import Foundation
import IsletInput
import IsletScript
import IsletSources
import Testing

/// `--defaults FILE`: JSON or a property list (XML or binary), keyed by suite name or one
/// suite's keys, and an error naming the file, the path and the reason for anything else.
@Suite struct AppDefaultsReaderTests {
    private func read(_ text: String, name: String = "defaults.json") throws -> ScriptAppGroup {
        try read(Data(text.utf8), name: name)
    }

    private func read(_ bytes: Data, name: String) throws -> ScriptAppGroup {
        let folder = try AssetCatalogFolder([name: bytes])
        defer { folder.remove() }
        return try AppDefaultsReader.read(folder.path + "/" + name)
    }

    /// Top-level keys that are suite names (`group.…`, `standard`) hold each suite's keys; a
    /// whole number is an integer, any other number a real, as a property list holds them.
    @Test func jsonKeyedBySuite() throws {
        let group = try read(#"{"group.com.example.orders": {"stops": 3, "eta": 2.5, "driver": "Ana", "late": false}, "standard": {"units": ["km"]}}"#)
        #expect(group.suites["group.com.example.orders"] == ["stops": .integer(3), "eta": .real(2.5), "driver": .string("Ana"), "late": .bool(false)])
        #expect(group.suites["standard"] == ["units": .array([.string("km")])])
        #expect(group.anySuite == nil)
    }

    /// A file of plain keys is the shorthand for one suite: every suite the widget opens reads it.
    @Test func jsonShorthandForOneSuite() throws {
        let group = try read(#"{"stops": 3, "profile": {"name": "Ana"}}"#)
        #expect(group.suites.isEmpty)
        #expect(group.anySuite == ["stops": .integer(3), "profile": .dictionary(["name": .string("Ana")])])
    }

    /// XML and binary property lists read through FoundationEssentials' decoder, dates and data included.
    @Test func propertyListsInBothForms() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>group.com.example.orders</key>
              <dict><key>stops</key><integer>3</integer><key>late</key><true/><key>eta</key><real>2.5</real>
                <key>since</key><date>2025-12-01T14:40:00Z</date><key>token</key><data>AQID</data></dict>
            </dict></plist>
            """
        let fromXML = try read(xml, name: "defaults.plist")
        #expect(fromXML.suites["group.com.example.orders"] == [
            "stops": .integer(3), "late": .bool(true), "eta": .real(2.5), "since": .date(Date(timeIntervalSince1970: 1_764_600_000)), "token": .data(Data([1, 2, 3])),
        ])
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let binary = try encoder.encode(["group.com.example.orders": ["driver": "Ana"]])
        #expect(binary.starts(with: Array("bplist".utf8)))
        #expect(try read(binary, name: "defaults.plist").suites["group.com.example.orders"] == ["driver": .string("Ana")])
    }

    /// Every refusal names the file, where in it, and why.
    @Test func badFilesSayWhereAndWhy() throws {
        let cases: [(String, String)] = [
            (#"{"group.a": {"x": 1}, "stops": 3}"#, #"defaults.json: stops: the top level mixes suite names (group.a) with a key that is not one"#),
            (#"{"group.a": 3}"#, #"defaults.json: ["group.a"]: expected a dictionary of the suite's keys, found a number"#),
            (#"{"group.a": {"x": null}}"#, #"defaults.json:1:19: ["group.a"].x: null is not a value UserDefaults can hold"#),
            (#"[1, 2]"#, "defaults.json: expected a dictionary of suites (or of one suite's keys) at the top, found an array"),
            (#"{"group.a": {"#, "defaults.json:1:"),
        ]
        for (text, start) in cases {
            #expect(throws: InputError.self) { try read(text) }
            do {
                _ = try read(text)
            } catch let error as InputError {
                let message = error.description.replacingOccurrences(of: #"^.*/defaults\.json"#, with: "defaults.json", options: .regularExpression)
                #expect(message.hasPrefix(start), "\(message)")
            }
        }
        #expect(throws: InputError.self) { try read("<plist><dict><key>a</key></dict>", name: "broken.plist") }
        #expect(throws: InputError.self) { try AppDefaultsReader.read("/nonexistent/defaults.json") }
    }
}

/// `--files DIR`: every file under the folder by its path inside, and nothing outside it, each
/// read when the widget asks for it.
@Suite(.timeLimit(.minutes(1))) struct AppContainerReaderTests {
    @Test func readsTheFolderAndLeavesOutLinksThatLeadOut() throws {
        let outside = try AssetCatalogFolder(texts: ["secret.txt": "private"])
        defer { outside.remove() }
        let container = try AssetCatalogFolder(texts: ["state/today.json": "{}", "note.txt": "hi"])
        defer { container.remove() }
        try FileManager.default.createSymbolicLink(atPath: container.path + "/leak.txt", withDestinationPath: outside.path + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: container.path + "/alias.txt", withDestinationPath: "note.txt")
        let read = try AppContainerReader.read(container.path)
        #expect(read.files.paths == ["alias.txt", "note.txt", "state/today.json"])
        #expect(read.files.read("alias.txt") == .bytes(Data("hi".utf8)))
        #expect(read.files.read("state/today.json") == .bytes(Data("{}".utf8)))
        #expect(read.files.read("leak.txt") == nil)
        #expect(read.problems.count == 1 && read.problems[0].contains("leak.txt: leads out of the --files folder"), "\(read.problems)")
        #expect(throws: InputError.self) { try AppContainerReader.read(container.path + "/note.txt") }
    }

    /// `--files` loaded every file up front with no total bound (300 files of 16 MB: 4.7 GB):
    /// a file is read when first asked for, with what it holds then, and once the run has
    /// read 64 MB a further file is refused with the figures (issue 29, item 15).
    @Test func filesAreReadOnUseWithinTheRunsTotal() throws {
        let container = try AssetCatalogFolder(texts: ["note.txt": "before"])
        defer { container.remove() }
        for name in ["a", "b", "c", "d", "e"] {
            // Sparse: 16 MB each on disk costs nothing, and reads as zeros.
            FileManager.default.createFile(atPath: container.path + "/" + name + ".bin", contents: nil)
            #expect(truncate(container.path + "/" + name + ".bin", off_t(ReadLimit.containerFile.bytes)) == 0)
        }
        let read = try AppContainerReader.read(container.path)
        try "after".write(toFile: container.path + "/note.txt", atomically: true, encoding: .utf8)
        #expect(read.files.read("note.txt") == .bytes(Data("after".utf8)), "read when asked, not when listed")
        for name in ["a", "b", "c"] { #expect(read.files.read(name + ".bin") == .bytes(Data(count: 16 << 20))) }
        #expect(read.files.read("d.bin") == .refused("its 16777216 bytes would pass the 64 MB islet reads of --files in one run, 50331653 bytes of which were read already"))
        #expect(read.files.read("e.bin") == .refused("its 16777216 bytes would pass the 64 MB islet reads of --files in one run, 50331653 bytes of which were read already"))
    }

    /// A pipe in the folder blocked the read of `--files` forever, a link to `/dev/zero` read
    /// until memory ran out, and a link back up made the walk loop: the pipe is listed and
    /// refused, with the reason, when read; the link leads out, so it is left out with a line;
    /// the loop is walked once.
    @Test func aPipeADeviceAndALoopAreRefusedWhenRead() throws {
        let container = try AssetCatalogFolder(texts: ["state/today.json": "{}"])
        defer { container.remove() }
        #expect(mkfifo(container.path + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: container.path + "/zero.bin", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: container.path + "/state/again", withDestinationPath: "..")
        let read = try AppContainerReader.read(container.path)
        #expect(read.files.paths == ["pipe.json", "state/today.json"])
        #expect(read.files.read("pipe.json") == .refused("the file is a named pipe (FIFO), not a regular file; islet reads regular files only"))
        #expect(read.problems == ["\(container.path)/zero.bin: leads out of the --files folder (to /dev/zero), so it is left out"])
    }
}
