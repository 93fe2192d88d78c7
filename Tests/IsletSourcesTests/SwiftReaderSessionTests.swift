import Foundation
import IsletInput
import IsletModel
import IsletSources
import IsletTestSupport
import Testing

/// `islet-swift serve` behind a `SwiftReaderSession`, as the previewer keeps it: the built helper
/// answers as a run of `read` does, sees each save, and a helper that breaks is replaced by a run;
/// one that does not answer in time, or dies between reads, is reaped and started again.
@Suite struct SwiftReaderSessionTests {
    static let helper = IsletProcess.packageRoot.appendingPathComponent(".build/debug/islet-swift").path

    static func copyOfTheDeliverySample() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-session-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: IsletProcess.packageRoot.appendingPathComponent("samples/swift/delivery").path, toPath: folder)
        return folder
    }

    @Test func answersAsARunDoesAndSeesEachSave() throws {
        let folder = try Self.copyOfTheDeliverySample()
        let reader = SwiftReader(executable: Self.helper)
        let session = try #require(SwiftReaderSession(executable: Self.helper))
        session.prime([folder])
        let served = try reader.read([folder], session: session)
        #expect(served.program == (try reader.read([folder])).program)
        #expect(served.schema.activities.map(\.name) == (try reader.read([folder])).schema.activities.map(\.name))
        let files = try #require(FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") })
        let edited = try #require(try files.first { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).contains("Text(\"") })
        let text = try String(contentsOfFile: folder + "/" + edited, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"", with: "Text(\"Saved ").write(toFile: folder + "/" + edited, atomically: true, encoding: .utf8)
        let afterSave = try reader.read([folder], session: session)
        #expect(afterSave.program != served.program)
        #expect(afterSave.program == (try reader.read([folder])).program, "the changed file was parsed again")
    }

    @Test func aRefusedPathIsTheHelpersMessageAndTheSessionGoesOn() throws {
        let reader = SwiftReader(executable: Self.helper)
        let session = try #require(SwiftReaderSession(executable: Self.helper))
        #expect {
            try reader.read(["/nonexistent/Widget"], session: session)
        } throws: { error in
            (error as? InputError)?.description.contains("/nonexistent/Widget") == true
        }
        let folder = try Self.copyOfTheDeliverySample()
        #expect(try reader.read([folder], session: session).schema.activities.isEmpty == false)
    }

    @Test func aHelperThatDoesNotServeIsReplacedByARun() throws {
        // A stand-in that prints a read answer whatever it is asked: as a server it answers
        // nothing islet can read, so the session breaks and a run of its own answers.
        let folder = try Self.copyOfTheDeliverySample()
        let answer = FileManager.default.temporaryDirectory.appendingPathComponent("islet-answer-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.helper)
        process.arguments = ["read", folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try output.write(to: answer)
        let script = answer.path + ".sh"
        try "#!/bin/sh\ncat '\(answer.path)'\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let session = try #require(SwiftReaderSession(executable: script))
        let read = try SwiftReader(executable: script).read([folder], session: session)
        #expect(read.program == (try SwiftReader(executable: Self.helper).read([folder])).program)
    }

    /// A stand-in helper: a shell script running `body`.
    static func standIn(_ body: String) throws -> String {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("islet-stand-in-\(UUID().uuidString).sh").path
        try "#!/bin/sh\n\(body)\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return script
    }

    /// Whether `pid` is still a process (a zombie counts): false once it was reaped.
    static func exists(_ pid: Int32) -> Bool {
        FileManager.default.fileExists(atPath: "/proc/\(pid)")
    }

    @Test func aHelperThatDoesNotAnswerIsKilledReapedAndStartedAgain() throws {
        let script = try Self.standIn("exec sleep 600")
        let session = try #require(SwiftReaderSession(executable: script, timeout: .seconds(1)))
        let first = try #require(session.helperPID)
        // The read ends (the stand-in would sleep 600 s) with the timeout's error.
        #expect {
            try SwiftReader(executable: script).read(["/tmp"], session: session)
        } throws: { error in
            (error as? InputError)?.description.contains("did not answer within 1 s reading /tmp; islet killed it and started it again") == true
        }
        #expect(!Self.exists(first), "the helper that did not answer was killed and reaped")
        let second = try #require(session.helperPID, "another helper was started")
        #expect(second != first)
        session.stop()
        #expect(!Self.exists(second), "stop kills and reaps the helper")
    }

    @Test func aHelperThatDiesBetweenReadsIsReapedAndStartedAgain() throws {
        let script = try Self.standIn("exec sleep 600")
        let session = try #require(SwiftReaderSession(executable: script))
        let first = try #require(session.helperPID)
        #expect(session.checkHelper() == nil, "a running helper is left alone")
        kill(first, SIGKILL)
        var note: String?
        _ = Polling.until(timeout: .seconds(20)) {
            note = session.checkHelper()
            return note != nil
        }
        #expect(note == "islet-swift was killed by signal 9")
        #expect(!Self.exists(first), "no zombie stays")
        #expect(session.helperPID != nil && session.helperPID != first)
    }
}
