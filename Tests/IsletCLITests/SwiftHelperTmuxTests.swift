import Foundation
import Glibc
import IsletTestSupport
import Testing

/// `islet preview FOLDER` while its `islet-swift` helper misbehaves (issue 29, items 9 and 17):
/// a stopped helper never holds the screen, so `q` quits without waiting for its read and the
/// terminal is restored; a helper that stops answering a read is killed and started again, and
/// the log says so; one killed from outside is reaped at once, not left a zombie while the
/// previewer runs.
@Suite("islet preview with a helper that stops, hangs or dies", .serialized)
struct SwiftHelperTmuxTests {
    /// The previewer on a copy of the delivery sample, its first picture drawn, with its pid and
    /// its helper's.
    private func startPreview() throws -> (pane: TmuxPane, folder: URL, islet: Int32, helper: Int32)? {
        let folder = try SwiftSourcesTests.copyOfSample("delivery")
        guard let pane = try TmuxPane.start(["preview", folder.path], columns: 160, rows: 40) else { return nil }
        try pane.waitFor(text: "is on the way")
        let islet = try #require(Processes.all().first { $0.arguments.first?.hasSuffix("/islet") == true && $0.arguments.contains(folder.path) }?.pid)
        let helper = try #require(Self.helper(of: islet), "islet preview keeps its helper running")
        return (pane, folder, islet, helper)
    }

    private static func helper(of islet: Int32) -> Int32? {
        Processes.children(of: islet).first { $0.name == "islet-swift" && $0.state != "Z" }?.pid
    }

    @Test("with its helper stopped and a save waiting on it, the screen still answers and q quits without waiting for the read")
    func quitsWhileTheHelperIsStopped() throws {
        guard let (pane, folder, islet, helper) = try startPreview() else { return }
        kill(helper, SIGSTOP)
        defer { kill(helper, SIGKILL) }
        try SwiftSourcesTests.saveNewDeliverySentence(in: folder)
        // The save waits on the helper once islet's request sits unread in the stopped helper's socket.
        #expect(Polling.until { (Processes.unreadInput(of: helper) ?? 0) > 0 }, "islet's read request never reached the stopped helper's socket")
        try pane.send(keys: "?")
        try pane.waitFor(text: "show or hide this help")
        // Under the reader's 10 s timeout: an islet whose q waited on the read would still be running.
        try pane.send(keys: "q")
        try pane.waitFor("islet to end", timeout: .seconds(5)) { $0.contains("EXIT=0") }
        #expect(try pane.modes() == TmuxPane.restoredModes)
        #expect(Processes.state(of: islet) == nil, "islet has ended")
        #expect(Processes.state(of: helper) == nil, "islet killed its stopped helper as it quit")
    }

    @Test("a helper that does not answer a read is killed, reaped and started again, and the log says so")
    func aStoppedHelperIsReplaced() throws {
        guard let (pane, folder, islet, helper) = try startPreview() else { return }
        kill(helper, SIGSTOP)
        defer { kill(helper, SIGKILL) }
        try SwiftSourcesTests.saveNewDeliverySentence(in: folder)
        try pane.waitFor("the timeout in the log", timeout: .seconds(20)) { $0.contains("did not answer within 10 s") }
        #expect(Processes.state(of: helper) == nil, "the stopped helper was killed and reaped")
        let replacement = Self.helper(of: islet)
        #expect(replacement != nil && replacement != helper, "a new helper runs")
        try SwiftSourcesTests.saveNewDeliverySentence(in: folder)
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("a helper killed from outside is reaped while the previewer runs, and started again")
    func aKilledHelperIsReaped() throws {
        guard let (pane, _, islet, helper) = try startPreview() else { return }
        kill(helper, SIGKILL)
        try pane.waitFor("the restart in the log") { $0.contains("Swift reader restarted") && $0.contains("islet-swift was killed by signal 9") }
        let zombies = Processes.children(of: islet).filter { $0.state == "Z" }
        #expect(zombies.isEmpty, "zombie children of islet: \(zombies.map(\.pid))")
        #expect(Self.helper(of: islet) != nil, "a new helper runs")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }
}

/// The processes of this machine as `/proc` lists them: enough to find islet, its helper and
/// their states.
enum Processes {
    struct Entry {
        let pid: Int32
        let parent: Int32
        /// `/proc/PID/stat`'s one-letter state: R, S, T (stopped), Z (zombie).
        let state: String
        let name: String
        let arguments: [String]
    }

    static func all() -> [Entry] {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return pids.compactMap(entry)
    }

    static func children(of parent: Int32) -> [Entry] {
        all().filter { $0.parent == parent }
    }

    /// The bytes waiting unread in the socket `pid` reads as its standard input, from the receive
    /// queue `ss` (iproute2) lists for it; nil when that input is no socket `ss` lists.
    static func unreadInput(of pid: Int32) -> Int? {
        guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/0"),
              link.hasPrefix("socket:["), link.hasSuffix("]") else { return nil }
        let inode = link.dropFirst("socket:[".count).dropLast()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ss", "-x", "-H"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Netid, state, receive queue, send queue, local address and port (the inode), peer's.
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count >= 6, fields[5] == inode { return Int(fields[2]) }
        }
        return nil
    }

    /// The state of `pid`, nil when there is no such process.
    static func state(of pid: Int32) -> String? {
        entry(pid)?.state
    }

    private static func entry(_ pid: Int32) -> Entry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let parent = Int32(fields[1]) else { return nil }
        let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        let arguments = command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return Entry(pid: pid, parent: parent, state: String(fields[0]), name: name, arguments: arguments)
    }
}
