import Foundation

/// Runs the built `islet` executable as a user would, capturing its output and exit status.
/// The binary is `.build/debug/islet` beside the package (`make test` builds it first), or
/// `$ISLET_BINARY`.
public struct IsletProcess {
    public struct Result {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
        /// Both streams' bytes as printed, for checks a decoded `String` would hide (`TerminalBytes`).
        public let outputBytes: [UInt8]
        public let errorBytes: [UInt8]
        /// The process was ended by a signal (a trap, a stack overflow), `status` being its number.
        public let signalled: Bool
    }

    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["ISLET_BINARY"] { return URL(fileURLWithPath: path) }
        return packageRoot.appendingPathComponent(".build/debug/islet")
    }

    /// The environment islet runs in under test: the caller's, with the Swift reader's cache in a
    /// folder of this test run's own rather than the person's `~/.cache`.
    public static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("islet-tests-cache-\(getpid())").path]) { $1 }
    }

    /// `launcher`, when given, is a command islet runs under (its path and arguments before islet's).
    public static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:], directory: URL = packageRoot, launcher: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [binary.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = Self.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self), standardError: String(decoding: errData, as: UTF8.self),
                      outputBytes: [UInt8](outData), errorBytes: [UInt8](errData), signalled: process.terminationReason == .uncaughtSignal)
    }

    /// Writes `text` to a fresh temporary file and answers its path.
    public static func temporaryFile(_ text: String, suffix: String = ".json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("islet-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
