import Foundation

/// Runs the programs the compiler oracles build (`swiftc`, then what it made), one way for
/// both: stdin written, stdout read, and stderr kept in a file so a chatty child never blocks.
enum OracleProcess {
    /// Runs `executable` with `input` on stdin; stderr goes to a file, so a child that writes a
    /// lot of it never blocks on a full pipe while stdout is read.
    static func run(_ executable: URL, _ arguments: [String], input: String) throws -> (status: Int32, output: String, error: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("islet-oracle-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), error)
    }
}
