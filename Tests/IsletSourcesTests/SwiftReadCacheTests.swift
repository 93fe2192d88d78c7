import Dispatch
import Foundation
import IsletProgram
@testable import IsletSources
import Testing

/// The cache of `islet-swift read`'s answers: a stand-in helper counts its runs, so what the
/// cache saves, and when it must not, is seen from outside.
@Suite struct SwiftReadCacheTests {
    /// A folder of sources, an empty cache folder and a stand-in helper that notes each run in
    /// `runs` and answers the delivery activity's schema and a program.
    struct Workspace {
        let root: URL
        let reader: SwiftReader
        let cache: SwiftReadCache
        var sources: String { root.appendingPathComponent("Widget").path }
        var runs: Int { ((try? String(contentsOf: root.appendingPathComponent("runs"), encoding: .utf8)) ?? "").count }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-read-cache-\(UUID().uuidString)")
            let widget = root.appendingPathComponent("Widget")
            try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
            try "struct DeliveryAttributes {}\n".write(to: widget.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
            try "struct Helpers {}\n".write(to: widget.appendingPathComponent("Helpers.swift"), atomically: true, encoding: .utf8)
            try Data(SwiftReports.readAnswer(program: ScriptProgram(files: ["Widget/Model.swift"]))).write(to: root.appendingPathComponent("answer"))
            let script = root.appendingPathComponent("islet-swift")
            try """
            #!/bin/sh
            printf x >> '\(root.path)/runs'
            cat '\(root.path)/answer'

            """.write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            reader = SwiftReader(executable: script.path)
            cache = SwiftReadCache(folder: root.appendingPathComponent("cache/islet/swift").path)
        }

        func entries() -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: cache.folder)) ?? []
        }
    }

    @Test func theSameSourcesAreReadOnceAndAnsweredAlike() throws {
        let work = try Workspace()
        let first = try work.reader.read([work.sources], cache: work.cache)
        let second = try work.reader.read([work.sources], cache: work.cache)
        #expect(work.runs == 1, "the second read is the kept answer")
        #expect(first.program == second.program)
        #expect(second.schema.activities.map(\.name) == ["DeliveryAttributes"])
        #expect(try work.reader.read([work.sources]).program == first.program, "without a cache the helper runs")
        #expect(work.runs == 2)
    }

    @Test func anyChangeToTheSourcesOrTheHelperReadsAgain() throws {
        let work = try Workspace()
        _ = try work.reader.read([work.sources], cache: work.cache)
        // A file the helper may never parse still counts: a change to it can make it reachable.
        try "struct Helpers { var a = 1 }\n".write(toFile: work.sources + "/Helpers.swift", atomically: true, encoding: .utf8)
        _ = try work.reader.read([work.sources], cache: work.cache)
        #expect(work.runs == 2)
        try "struct Extra {}\n".write(toFile: work.sources + "/Extra.swift", atomically: true, encoding: .utf8)
        _ = try work.reader.read([work.sources], cache: work.cache)
        #expect(work.runs == 3, "a new file is a change")
        _ = try work.reader.read([work.sources], cache: work.cache)
        #expect(work.runs == 3)
        // A rebuilt helper is another reader: its answers may differ.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: work.reader.executable)
        _ = try work.reader.read([work.sources], cache: work.cache)
        #expect(work.runs == 4)
    }

    @Test func aDamagedEntryIsIgnoredAndWrittenAgain() throws {
        let work = try Workspace()
        let expected = try work.reader.read([work.sources], cache: work.cache).program
        let key = try #require(work.cache.key(for: [work.sources], helper: work.reader.executable))
        let entry = work.cache.folder + "/" + key
        let whole = try Data(contentsOf: URL(fileURLWithPath: entry))
        for damaged in [whole.prefix(whole.count / 2), Data(whole.map { $0 == UInt8(ascii: "W") ? UInt8(ascii: "V") : $0 }), Data("{}".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: entry))
            #expect(work.cache.load(key) == nil)
            #expect(try work.reader.read([work.sources], cache: work.cache).program == expected)
            #expect(work.cache.load(key) != nil, "the helper's answer replaced the damaged entry")
        }
        #expect(work.runs == 4)
    }

    @Test func concurrentWritersLeaveOneWholeEntry() throws {
        let work = try Workspace()
        let answers = (0..<4).map { index in [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: 40_000 + index) }
        let cache = work.cache
        let mixed = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            cache.store("shared", answers[index % answers.count])
            if let seen = cache.load("shared"), !answers.contains(seen) { mixed.add() }
        }
        #expect(mixed.value == 0, "a reader saw a mixed or partial entry")
        let kept = try #require(cache.load("shared"))
        #expect(answers.contains(kept))
        #expect(work.entries() == ["shared"], "no partial file is left behind")
    }

    @Test func keysAreSHA256() {
        #expect(SHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hexDigest(of: long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let pieces = SHA256()
        for byte in long { pieces.update([byte]) }
        #expect(pieces.hexDigest() == SHA256.hexDigest(of: long), "fed a byte at a time")
    }

    @Test func isOffWhenToldAndFollowsXDG() {
        #expect(SwiftReadCache.standard(environment: ["HOME": "/home/a", "ISLET_CACHE": "off"]) == nil)
        #expect(SwiftReadCache.standard(environment: ["HOME": "/home/a", "ISLET_CACHE": "0"]) == nil)
        #expect(SwiftReadCache.standard(environment: ["HOME": "/home/a"])?.folder == "/home/a/.cache/islet/swift")
        #expect(SwiftReadCache.standard(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/var/cache/a"])?.folder == "/var/cache/a/islet/swift")
        #expect(SwiftReadCache.standard(environment: [:]) == nil)
    }
}

/// Counts from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}
