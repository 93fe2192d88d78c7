import IsletProgram
import IsletScript
import IsletSwift
import Testing

/// Lowers small sources written the way widget code is, and writes what came out as
/// `ScriptOutline` text, so each test states the expected program in one readable line.
enum Lowering {
    static func program(_ text: String, path: String = "Widget/View.swift") -> ScriptProgram {
        let result = ScriptProgramReader.read(sources: [(path: path, text: text)])
        #expect(result.diagnostics.isEmpty, "syntax errors: \(result.diagnostics.map(\.compilerLine))")
        return result.program
    }

    static func program(_ files: [(String, String)]) -> ScriptProgram {
        ScriptProgramReader.read(sources: files.map { (path: $0.0, text: $0.1) }).program
    }

    /// The outline of one expression, written as the value of a global.
    static func expression(_ text: String) -> String {
        guard let initial = program("let value = " + text).globals.first?.initial else {
            Issue.record("no global read from \(text)")
            return ""
        }
        return ScriptOutline.text(initial)
    }

    /// The outline of a function body's statements.
    static func body(_ text: String) -> String {
        guard let function = program("func f() {\n" + text + "\n}").functions.first else {
            Issue.record("no function read")
            return ""
        }
        return ScriptOutline.text(function.body)
    }

    /// The outline of the whole program of one file.
    static func outline(_ text: String) -> String {
        ScriptOutline.text(program(text))
    }
}
