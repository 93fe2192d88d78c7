import Foundation
import IsletTestSupport

/// Runs the tools the documentation tests need beside `islet` (man, bash, zsh, sh) and reads the
/// package's committed files.
enum DocsSupport {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The full path of a program on `PATH`, or nil when it is not installed.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program with no standard input, killing it after `timeout` seconds. With
    /// `mergingErrors` both streams go to one pipe, in the order written, as on a terminal.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: URL = IsletProcess.packageRoot,
        mergingErrors: Bool = false, timeout: TimeInterval = 60
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let errorData = mergingErrors ? nil : ReadInBackground(errors.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errorData?.wait() ?? Data(), as: UTF8.self)
        )
    }

    /// Reads a committed file of the package, or nil when it is missing.
    static func committed(_ path: String) -> String? {
        try? String(contentsOf: IsletProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first line where two texts differ, to say where a stale file went wrong.
    static func firstDifference(_ old: String, _ new: String, names: (String, String) = ("committed", "generated")) -> String {
        let left = old.components(separatedBy: "\n"), right = new.components(separatedBy: "\n")
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : "(end)", b = index < right.count ? right[index] : "(end)"
            if a != b { return "line \(index + 1): \(names.0) \(a.debugDescription), \(names.1) \(b.debugDescription)" }
        }
        return "no difference"
    }
}

/// Drains a pipe on another thread, so a child that fills one pipe cannot stall on it.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
