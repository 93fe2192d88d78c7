import Foundation
import IsletInput
import IsletProgram
@testable import IsletScript
import IsletSwift
import IsletTestSupport

/// The compiler as the oracle for the app's own `Codable`: each program of
/// `Tests/CodableCorpus` (types, a `Root`, a `show(_:)` and `// json:` inputs) is compiled with
/// `swiftc` against Foundation's `JSONDecoder`, and run by islet's interpreter on the same
/// source; both answer one line an input: `ok` and what `show` prints, or the `DecodingError`'s
/// case, coding path and missing key as `SwiftDecodingReport` words them.
struct CodableOracle {
    /// One program of the corpus, wrapped in an enum of its own so all compile into one executable.
    struct Program {
        let name: String
        /// The file's source, as both sides read it: `enum ProgramNN { … }`.
        let source: String
        let inputs: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CodableCorpus")

    /// Every program of the corpus, in file order.
    static func corpus() throws -> [Program] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try files.enumerated().map { position, file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let name = "Program\(position + 1)"
            let inputs = text.split(separator: "\n").compactMap { line in line.hasPrefix("// json: ") ? String(line.dropFirst(9)) : nil }
            let body = text.replacingOccurrences(of: "\nfunc show(", with: "\nstatic func show(")
            return Program(name: name, source: "enum \(name) {\n\(body)\n}\n", inputs: inputs)
        }
    }

    /// What `swiftc`'s program prints for every input of every program, in order. The executable
    /// is kept in the temporary folder under a hash of its source, so it is compiled once.
    static func compiled(_ programs: [Program]) throws -> [String] {
        let source = programs.map(\.source).joined() + driver(programs)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-codable-oracle-\(fingerprint(source))")
        let executable = folder.appendingPathComponent("oracle")
        if !FileManager.default.isExecutableFile(atPath: executable.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let main = folder.appendingPathComponent("main.swift")
            try source.write(to: main, atomically: true, encoding: .utf8)
            let building = folder.appendingPathComponent("oracle-\(UUID().uuidString)")
            let result = try OracleProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "5", "-Onone", main.path, "-o", building.path], input: "")
            guard result.status == 0 else { throw Failure(description: "swiftc failed:\n\(result.error)") }
            try FileManager.default.moveItem(at: building, to: executable)
        }
        let input = programs.flatMap { program in program.inputs.map { "\(program.name)\t\($0)\n" } }.joined()
        let result = try OracleProcess.run(executable, [], input: input)
        guard result.status == 0 else { throw Failure(description: "the oracle failed: \(result.error)") }
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What islet's interpreter answers for every input of `program`, in the oracle's words.
    static func interpreted(_ program: Program) -> [String] {
        let read = ScriptProgramReader.read(sources: [(path: "Corpus/\(program.name).swift", text: program.source)])
        guard read.diagnostics.isEmpty else { return program.inputs.map { _ in "syntax errors: \(read.diagnostics.map(\.compilerLine))" } }
        let index = ProgramIndex(read.program)
        let spot = ScriptSpot(file: 0, line: 0, column: 0)
        return program.inputs.map { text in
            let interpreter = Interpreter(index: index, environment: ScriptEnvironment(now: Date(timeIntervalSinceReferenceDate: 0)))
            guard let json = try? JSONParser.parse(text).value else { return "unreadable input \(text)" }
            do {
                let value = try interpreter.decodeValue(json, as: .named("\(program.name).Root"), owner: nil, path: [], at: spot)
                guard let show = index.type(named: program.name)?.methods.first(where: { $0.name == "show" }) else { return "no show(_:)" }
                let shown = try interpreter.invoke(show, owner: program.name, receiver: nil, captured: nil, [ScriptElement(value)], at: spot)
                return "ok " + interpreter.describe(shown)
            } catch let stop as ScriptStop {
                guard case .thrown(let thrown) = stop else { return "stopped: \(interpreter.budgetMessage())" }
                let failure = interpreter.decodingFailure(from: thrown, at: [])
                let path = failure.codingPath.map { component in
                    switch component {
                    case .key(let key): key
                    case .index(let position): "#\(position)"
                    }
                }.joined(separator: "/")
                return "\(failure.kind.rawValue)\t\(path)\t\(failure.missingKey ?? "")"
            } catch {
                return "\(error)"
            }
        }
    }

    /// The oracle's `main.swift` after the programs: reads `ProgramNN<TAB>JSON` lines and prints one answer a line.
    private static func driver(_ programs: [Program]) -> String {
        var text = SwiftDecodingReport.source + """
        func answer<T: Decodable>(_ type: T.Type, _ data: Data, _ show: (T) -> String) -> String {
            do {
                return "ok " + show(try JSONDecoder().decode(T.self, from: data))
            } catch {
                return failureText(error)
            }
        }

        answerLines([

        """
        for program in programs {
            text += "    \"\(program.name)\": { answer(\(program.name).Root.self, $0, \(program.name).show) },\n"
        }
        text += """
        ])

        """
        return text
    }

    /// FNV-1a over the source's bytes: names the cached executable.
    private static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(hash, radix: 16)
    }
}
