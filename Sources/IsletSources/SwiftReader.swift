import FoundationEssentials
import Glibc
import IsletInput
import IsletProgram

/// `islet-swift`, the dynamically linked helper that reads Swift with the toolchain's
/// swift-syntax (docs/DECISIONS.md, "When islet reads Swift"). islet itself stays static and
/// runs it only when it is given Swift sources.
public struct SwiftReader: Sendable {
    public static let helperName = "islet-swift"
    /// Names the helper to run instead of looking for it (a development build, a test's stand-in).
    public static let overrideVariable = "ISLET_SWIFT"

    /// The helper's path.
    public let executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// The helper for the running islet: `$ISLET_SWIFT`, else beside islet's own executable (a
    /// development build's `.build/debug`), else in `../lib/islet/` from it (the package).
    /// - Throws: `InputError` naming every place looked in.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment, ownExecutable: String? = ownExecutablePath()) throws(InputError) -> SwiftReader {
        if let chosen = environment[overrideVariable], !chosen.isEmpty {
            guard access(chosen, X_OK) == 0 else {
                throw InputError(file: chosen, "\(overrideVariable) names this as \(helperName), but it is not an executable file")
            }
            return SwiftReader(executable: chosen)
        }
        let candidates = searchPath(ownExecutable: ownExecutable)
        if let found = candidates.first(where: { access($0, X_OK) == 0 }) {
            return SwiftReader(executable: found)
        }
        let places = candidates.isEmpty ? "islet's own folder (unknown)" : candidates.joined(separator: " and ")
        throw InputError(
            "reading Swift sources needs \(helperName), which is not installed here (looked for \(places)); build it with `swift build --product \(helperName)` or install the islet package, or give a layout file instead"
        )
    }

    /// Where the helper may be, in order, for islet at `ownExecutable`.
    public static func searchPath(ownExecutable: String?) -> [String] {
        guard let ownExecutable, let slash = ownExecutable.lastIndex(of: "/") else { return [] }
        let folder = String(ownExecutable[..<slash])
        return [folder + "/" + helperName, folder + "/../lib/islet/" + helperName]
    }

    /// `/proc/self/exe`, the running program's real path.
    public static func ownExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `islet-swift schema PATHS` and reads its answer.
    /// - Throws: `InputError` with the helper's own message when it refuses the paths (exit 2),
    ///   or naming the helper when it fails or answers something that is not its JSON.
    public func schema(of paths: [String]) throws(InputError) -> SwiftSchemaReport {
        let output = try run("schema", paths)
        do throws(InputError) {
            return try SwiftSchemaReport.read(String(decoding: output, as: UTF8.self))
        } catch {
            throw unexpected(error)
        }
    }

    /// Runs `islet-swift program PATHS` and reads the lowered program islet interprets.
    /// - Throws: `InputError` listing the syntax errors (`file:line:column: error: …`) when a file
    ///   does not parse, and as `schema(of:)` otherwise.
    public func program(of paths: [String]) throws(InputError) -> ScriptProgram {
        try program(in: try run("program", paths), from: 0)
    }

    /// Runs `islet-swift read PATHS`: the schema and the program from one process. With a
    /// `cache`, an answer kept for exactly these sources and this helper is used instead, and a
    /// new answer is kept when the sources did not change while the helper read them. With a
    /// `session`, its running helper answers, unless it has broken.
    public func read(_ paths: [String], cache: SwiftReadCache? = nil, session: SwiftReaderSession? = nil) throws(InputError) -> (schema: SwiftSchemaReport, program: ScriptProgram) {
        let key = cache?.key(for: paths, helper: executable)
        if let cache, let key, let kept = cache.load(key), let answer = try? decodeRead(kept) { return answer }
        let output: [UInt8]
        if let answered = try session?.read(paths) { output = try checked(answered, paths) } else { output = try run("read", paths) }
        let answer = try decodeRead(output)
        if let cache, let key, cache.key(for: paths, helper: executable) == key { cache.store(key, output) }
        return answer
    }

    /// `read`'s answer: the schema's JSON on the first line, then the program's bytes.
    private func decodeRead(_ output: [UInt8]) throws(InputError) -> (schema: SwiftSchemaReport, program: ScriptProgram) {
        guard let newline = output.firstIndex(of: UInt8(ascii: "\n")) else {
            throw unexpected(InputError(path: .root, "expected the schema's JSON on a line, then the program"))
        }
        let schema: SwiftSchemaReport
        do throws(InputError) {
            schema = try SwiftSchemaReport.read(try JSONParser.parse(bytes: Array(output[..<newline]), recordLocations: false).value)
        } catch {
            throw unexpected(error)
        }
        return (schema, try program(in: output, from: newline + 1))
    }

    private func program(in output: [UInt8], from offset: Int) throws(InputError) -> ScriptProgram {
        do {
            return try ScriptProgram(bytes: output, from: offset)
        } catch {
            throw unexpected(InputError("not a lowered program: \(error)"))
        }
    }

    private func unexpected(_ error: InputError) -> InputError {
        InputError(file: executable, path: error.path, "its answer is not what islet expects (\(error.message)); is it from another version of islet?")
    }

    /// Runs the helper and answers what it printed on stdout.
    private func run(_ command: String, _ paths: [String]) throws(InputError) -> [UInt8] {
        try checked(try ChildProcess.run(executable, [command] + paths), paths)
    }

    /// What the helper printed on stdout, or the error its status and stderr say.
    private func checked(_ result: ChildProcess.Result, _ paths: [String]) throws(InputError) -> [UInt8] {
        let errorLines = String(decoding: result.error, as: UTF8.self).split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard result.status == 0 else {
            let said = errorLines.map(String.init)
            if result.status == 2, result.signal == nil, let first = said.first { throw InputError(first, details: Array(said.dropFirst())) }
            let failed = result.signal.map { HelperSignal.words($0, reading: paths) } ?? "failed with status \(result.status) reading \(paths.joined(separator: " "))"
            guard said.count > 1 else { throw InputError(file: executable, failed + (said.first.map { ": " + $0 } ?? "")) }
            throw InputError(file: executable, failed + ":", details: Array(said.prefix(5)))
        }
        return result.output
    }
}
