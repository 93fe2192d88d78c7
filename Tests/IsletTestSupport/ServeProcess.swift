import Foundation
import Testing

/// `islet serve --headless` running in the background for a test, on a port the system chose:
/// the first line it prints says where it listens and which tokens the phone holds; every
/// later line is the record of one request. Stopped with SIGINT, as Ctrl-C would.
public final class ServeProcess {
    public let process = Process()
    /// The first listening URL (`http://127.0.0.1:PORT`).
    public let url: String
    /// The start line's `tokens` object.
    public let tokens: [String: Any]
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered = Data()

    public init(layout: String = "layouts/delivery.json", arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = IsletProcess.binary
        process.arguments = ["serve", layout, "--headless", "--port", "0"] + arguments
        process.currentDirectoryURL = IsletProcess.packageRoot
        process.environment = IsletProcess.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        buffered = Data()
        let first = Self.readLine(from: output.fileHandleForReading, buffer: &buffered)
        guard let first, let start = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any],
              let listening = start["listening"] as? [String], let url = listening.first, let tokens = start["tokens"] as? [String: Any] else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ServeError("islet serve did not start: \(first ?? "no output") \(stderr)")
        }
        self.url = url
        self.tokens = tokens
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    public var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }

    /// The update token of the activity the phone starts with (the layout's preview).
    public var updateToken: String {
        ((tokens["activities"] as? [[String: Any]])?.first?["updateToken"] as? String) ?? ""
    }

    public var pushToStartToken: String {
        ((tokens["pushToStart"] as? [String: String])?.values.first) ?? ""
    }

    public var topic: String { (tokens["topic"] as? String) ?? "" }

    /// The next record line, parsed.
    public func nextRecord() throws -> [String: Any] {
        guard let line = Self.readLine(from: output.fileHandleForReading, buffer: &buffered),
              let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw ServeError("islet serve printed no record")
        }
        return record
    }

    /// What stdout held after the lines read so far, to its end: call after `stop`.
    public func remainingOutput() -> String {
        buffered.append(output.fileHandleForReading.readDataToEndOfFile())
        defer { buffered = Data() }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Reads and throws away every record from now on, for a test that sends more requests than
    /// it reads records (a full pipe would stop the server).
    public func discardRecords() {
        let handle = output.fileHandleForReading
        Thread { while !handle.availableData.isEmpty {} }.start()
    }

    /// Sends SIGINT and answers the exit status and what was left on stderr.
    public func stop() -> (status: Int32, standardError: String) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    private static func readLine(from handle: FileHandle, buffer: inout Data) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

public struct ServeError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// A request made by the real `curl`, as a backend's shell script would.
public struct Curl {
    public struct Answer {
        public let status: Int
        public let headers: [String: String]
        public let body: String

        public var reason: String? {
            guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else { return nil }
            return object["reason"] as? String
        }
    }

    /// Runs `curl -s -i` with `arguments` and parses the last response it printed.
    public static func run(_ arguments: [String]) throws -> Answer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-i", "--max-time", "20"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n", options: .backwards, range: text.startIndex..<text.endIndex) ?? text.range(of: "\r\n\r\n") else {
            throw ServeError("curl \(arguments.joined(separator: " ")) got no answer (exit \(process.terminationStatus))")
        }
        let head = String(text[..<split.lowerBound])
        // Skip interim answers (100 Continue): the last status line is the answer.
        let lines = head.components(separatedBy: "\r\n")
        let statusIndex = lines.lastIndex { $0.hasPrefix("HTTP/") } ?? 0
        let status = Int(lines[statusIndex].split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines[(statusIndex + 1)...] {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
