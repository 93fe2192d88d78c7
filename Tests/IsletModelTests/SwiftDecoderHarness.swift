import Foundation
import IsletModel
import IsletTestSupport

/// Swift's real `JSONDecoder`, asked through a small program compiled with `swiftc`: either from
/// the structs `SwiftCodeGenerator` writes, or from an app's own Swift files beside a stub
/// `ActivityKit` (the one protocol they conform to). Compiled once per test run into a
/// temporary folder.
struct SwiftDecoderHarness {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let executable: URL

    /// Writes and compiles the program for these declarations.
    static func compile(_ declarations: [ActivityDeclaration]) throws -> SwiftDecoderHarness {
        let generator = SwiftCodeGenerator(usesActivityKit: false)
        let structs = declarations.map { generator.declaration(for: $0) + "\n" }.joined()
        return try build(structs: structs, sources: [], activities: declarations.map(\.name))
    }

    /// Compiles Swift source files that declare the named `ActivityAttributes` types, as an
    /// app's widget extension would, with `import ActivityKit` answered by a stub module.
    static func compile(sources: [URL], activities: [String]) throws -> SwiftDecoderHarness {
        try build(structs: "", sources: sources, activities: activities)
    }

    /// What Swift says for each (type, JSON text): `ok` or `kind<TAB>path<TAB>missing key`.
    func verdicts(_ cases: [(type: String, json: String)]) throws -> [String] {
        let input = cases.map { "\($0.type)\t\($0.json)\n" }.joined()
        let result = try Self.run(executable, [], input: input)
        guard result.status == 0 else { throw Failure(description: "the harness failed: \(result.error)") }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard lines.count == cases.count else {
            throw Failure(description: "the harness answered \(lines.count) lines for \(cases.count) payloads")
        }
        return lines
    }

    private static func build(structs: String, sources: [URL], activities: [String]) throws -> SwiftDecoderHarness {
        guard let swiftc = findExecutable("swiftc") else {
            throw Failure(description: "swiftc is not on PATH; the differential decoder test needs the Swift toolchain's compiler")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-decoder-harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var flags = ["-swift-version", "5", "-Onone"]
        if !sources.isEmpty {
            flags += try activityKitStub(in: folder, swiftc: swiftc)
        }
        let main = folder.appendingPathComponent("main.swift")
        try (structs + driver(activities: activities)).write(to: main, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("harness")
        let files = sources.map(\.path) + [main.path]
        let result = try run(swiftc, flags + files + ["-o", executable.path], input: "")
        guard result.status == 0 else {
            throw Failure(description: "swiftc failed on \(files.joined(separator: " ")):\n\(result.error)")
        }
        return SwiftDecoderHarness(executable: executable)
    }

    /// Builds `ActivityKit` as a static library holding only `ActivityAttributes`, declared as
    /// Apple declares it, and answers the flags that let sources import it.
    private static func activityKitStub(in folder: URL, swiftc: URL) throws -> [String] {
        let source = folder.appendingPathComponent("ActivityKit.swift")
        try """
        public protocol ActivityAttributes: Decodable, Encodable {
            associatedtype ContentState: Decodable, Encodable, Hashable
        }

        """.write(to: source, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("libActivityKit.a")
        let arguments = ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "ActivityKit",
                         "-emit-module-path", folder.appendingPathComponent("ActivityKit.swiftmodule").path, source.path, "-o", library.path]
        let result = try run(swiftc, arguments, input: "")
        guard result.status == 0 else { throw Failure(description: "swiftc failed on the ActivityKit stub:\n\(result.error)") }
        return ["-I", folder.path, "-L", folder.path, "-lActivityKit"]
    }

    /// The program's `main.swift`: reads `Type<TAB>JSON` lines and prints one verdict a line.
    private static func driver(activities: [String]) -> String {
        var text = SwiftDecodingReport.source + """
        /// Stands in for a type islet cannot judge: accepts any value.
        struct AnyJSON: Codable, Hashable {
            init(from decoder: Decoder) throws {}
            func encode(to encoder: Encoder) throws {}
        }

        func verdict<T: Decodable>(_ type: T.Type, _ data: Data) -> String {
            do {
                _ = try JSONDecoder().decode(T.self, from: data)
                return "ok"
            } catch {
                return failureText(error)
            }
        }

        answerLines([

        """
        for name in activities {
            text += "    \"\(name)\": { verdict(\(name).self, $0) },\n"
            text += "    \"\(name).ContentState\": { verdict(\(name).ContentState.self, $0) },\n"
        }
        text += """
        ])

        """
        return text
    }

    private static func findExecutable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func run(_ executable: URL, _ arguments: [String], input: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Data handed from a reader thread, so a full stderr pipe never blocks the child.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.withLock {
            data = value
            condition.signal()
        }
    }

    /// The data, once the reader thread has handed it over.
    func wait() -> Data {
        condition.withLock {
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
