import Foundation
import IsletInput
import IsletProgram
import IsletSources
import Testing

/// Finding and running `islet-swift`, with small shell scripts standing in for it, so what
/// islet does with each kind of answer is pinned down whatever the real reader says.
@Suite struct SwiftReaderTests {
    /// A stand-in helper: a script that prints `output`, `error` and exits with `status`.
    static func standIn(output: String, error: String = "", status: Int32 = 0) throws -> SwiftReader {
        try standIn(bytes: Array(output.utf8), error: error, status: status)
    }

    /// A stand-in helper that prints `bytes`, as `read` and `program` print a program's bytes.
    static func standIn(bytes: [UInt8], error: String = "", status: Int32 = 0) throws -> SwiftReader {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("out"))
        try error.write(to: folder.appendingPathComponent("err"), atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("islet-swift")
        try """
        #!/bin/sh
        echo "$@" > '\(folder.path)/arguments'
        cat '\(folder.path)/out'
        cat '\(folder.path)/err' >&2
        exit \(status)

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return SwiftReader(executable: script.path)
    }

    @Test func runsSchemaWithThePathsAndReadsTheAnswer() throws {
        let reader = try Self.standIn(output: SwiftReports.document([SwiftReports.delivery]))
        let report = try reader.schema(of: ["Sources/Widget", "Extra.swift"])
        #expect(report.activities.map(\.name) == ["DeliveryAttributes"])
        let folder = URL(fileURLWithPath: reader.executable).deletingLastPathComponent()
        #expect(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8) == "schema Sources/Widget Extra.swift\n")
    }

    @Test func aRefusedPathIsTheHelpersOwnMessage() throws {
        let reader = try Self.standIn(output: "", error: "islet-swift: no .swift file in Empty/\n", status: 2)
        #expect {
            try reader.schema(of: ["Empty/"])
        } throws: { error in
            (error as? InputError)?.description == "islet-swift: no .swift file in Empty/"
        }
    }

    @Test func aCrashOrAnAnswerThatIsNotJSONNamesTheHelper() throws {
        let crashing = try Self.standIn(output: "", error: "Fatal error: oops\n", status: 134)
        #expect {
            try crashing.schema(of: ["A.swift"])
        } throws: { error in
            (error as? InputError)?.description == "\(crashing.executable): failed with status 134 reading A.swift: Fatal error: oops"
        }
        let garbled = try Self.standIn(output: "not json")
        #expect {
            try garbled.schema(of: ["A.swift"])
        } throws: { error in
            (error as? InputError)?.file == garbled.executable
        }
    }

    @Test func isLookedForBesideIsletThenInItsLibraryFolder() {
        #expect(SwiftReader.searchPath(ownExecutable: "/usr/bin/islet") == ["/usr/bin/islet-swift", "/usr/bin/../lib/islet/islet-swift"])
    }

    @Test func aMissingHelperSaysWhereItLookedAndWhatToDo() {
        #expect {
            try SwiftReader.locate(environment: [:], ownExecutable: "/nonexistent/bin/islet")
        } throws: { error in
            let message = (error as? InputError)?.message ?? ""
            return message.contains("/nonexistent/bin/islet-swift and /nonexistent/bin/../lib/islet/islet-swift") && message.contains("swift build --product islet-swift")
        }
    }

    @Test func theVariableChoosesTheHelperAndMustNameAProgram() throws {
        let reader = try Self.standIn(output: "{}")
        #expect(try SwiftReader.locate(environment: [SwiftReader.overrideVariable: reader.executable], ownExecutable: nil).executable == reader.executable)
        #expect(throws: InputError.self) {
            try SwiftReader.locate(environment: [SwiftReader.overrideVariable: "/nonexistent/islet-swift"], ownExecutable: nil)
        }
    }
}

/// `program` and `read`: the lowered program decoded from what the helper prints.
@Suite struct SwiftReaderProgramTests {
    static let program = ScriptProgram(
        files: ["W/A.swift"],
        functions: [ScriptFunction(name: "f", body: [.return(ScriptExpression(.integer(1), at: ScriptSpot(file: 0, line: 1, column: 12)), spot: ScriptSpot(file: 0, line: 1, column: 5))], spot: ScriptSpot(file: 0, line: 1, column: 1))]
    )

    @Test func runsProgramWithThePathsAndDecodesTheAnswer() throws {
        let reader = try SwiftReaderTests.standIn(bytes: Self.program.bytes)
        #expect(try reader.program(of: ["W"]) == Self.program)
        let folder = URL(fileURLWithPath: reader.executable).deletingLastPathComponent()
        #expect(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8) == "program W\n")
    }

    @Test func readAnswersTheSchemaAndTheProgramOfOneRun() throws {
        let reader = try SwiftReaderTests.standIn(bytes: SwiftReports.readAnswer(program: Self.program))
        let (schema, program) = try reader.read(["W"])
        #expect(schema.activities.map(\.name) == ["DeliveryAttributes"])
        #expect(program == Self.program)
    }

    @Test func syntaxErrorsAreTheHelpersLinesAsAnError() throws {
        let reader = try SwiftReaderTests.standIn(output: "", error: "W/A.swift:3:9: error: expected '}'\nW/B.swift:1:1: error: bad\n", status: 2)
        #expect {
            try reader.program(of: ["W"])
        } throws: { error in
            (error as? InputError)?.description == "W/A.swift:3:9: error: expected '}'\n  W/B.swift:1:1: error: bad"
        }
    }

    @Test func anAnswerThatIsNotAProgramNamesTheHelperAndTheByte() throws {
        let reader = try SwiftReaderTests.standIn(output: #"{"files": [1]}"#)
        #expect {
            try reader.program(of: ["W"])
        } throws: { error in
            let error = error as? InputError
            return error?.file == reader.executable && error?.message.contains("byte 0: not a lowered program of this version of islet") == true
        }
        let truncated = try SwiftReaderTests.standIn(bytes: Array(SwiftReports.readAnswer(program: Self.program).dropLast()))
        #expect {
            try truncated.read(["W"])
        } throws: { error in
            (error as? InputError)?.message.contains("the program ends too soon") == true
        }
    }
}
