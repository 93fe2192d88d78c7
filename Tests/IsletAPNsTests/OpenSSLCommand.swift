import Foundation

/// Runs the real `openssl` (and `curl`) command-line tools, so keys, signatures and
/// certificates are made and checked by code nobody here wrote.
enum OpenSSLCommand {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Output {
        let status: Int32
        let standardOutput: Data
        let standardError: String
        var text: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    /// Runs `tool` (found on PATH) with `arguments`, feeding it `input`.
    static func run(_ arguments: [String], tool: String = "openssl", input: Data = Data()) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: outData, standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Runs it and answers its standard output, throwing with its standard error when it fails.
    @discardableResult
    static func succeed(_ arguments: [String], tool: String = "openssl", input: Data = Data()) throws -> Data {
        let output = try run(arguments, tool: tool, input: input)
        guard output.status == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited \(output.status): \(output.standardError)")
        }
        return output.standardOutput
    }

    /// A new PKCS#8 P-256 key, the shape of Apple's `.p8`, written to `path`.
    static func makeP8(at path: String) throws {
        let sec1 = try succeed(["ecparam", "-name", "prime256v1", "-genkey", "-noout"])
        try succeed(["pkcs8", "-topk8", "-nocrypt", "-out", path], input: sec1)
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("islet-crypto-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
