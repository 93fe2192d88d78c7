import IsletProgram
import IsletScript
import Testing

/// String literals reach the interpreter as text with escapes resolved and interpolations with
/// their labelled arguments, whatever form the literal was written in.
@Suite struct StringLoweringTests {
    private func parts(_ source: String) -> [ScriptStringPart] {
        guard case .string(let parts) = Lowering.program("let v = " + source).globals.first?.initial?.node else {
            Issue.record("not a string literal: \(source)")
            return []
        }
        return parts
    }

    @Test func escapesAreResolved() {
        #expect(parts(#""tab\there \"quoted\" back\\slash\nline \u{1F355}\0""#) == [.text("tab\there \"quoted\" back\\slash\nline 🍕\0")])
    }

    @Test func interpolationsKeepTheirLabelledArguments() {
        let lowered = parts(#""\(value, specifier: "%.1f") km · \(date, style: .time)""#)
        #expect(lowered.count == 3)
        #expect(ScriptOutline.text(.init(.string(lowered), at: .init(file: 0, line: 1, column: 1)))
            == #""\(value, specifier: "%.1f") km · \(date, style: .time)""#)
        guard case .interpolation(let arguments) = lowered.first else { Issue.record("no interpolation first"); return }
        #expect(arguments.map(\.label) == [nil, "specifier"])
    }

    @Test func anEmptyLiteralIsOneEmptyText() {
        #expect(parts(#""""#) == [.text("")])
    }

    @Test func rawStringsKeepBackslashesAndReadTheirOwnEscapes() {
        #expect(parts(##"#"C:\path \#(name) "q" \#n"#"##) == [.text(#"C:\path "#), .interpolation([.init(value: .init(.identifier("name"), at: .init(file: 0, line: 1, column: 22)))]), .text(" \"q\" \n")])
    }

    @Test func multiLineLiteralsLoseTheirIndentationAndContinuations() {
        let source = "\"\"\"\n    First \\(name)\n      indented\n    joined \\\n    here\n    \"\"\""
        #expect(ScriptOutline.text(.init(.string(parts(source)), at: .init(file: 0, line: 1, column: 1))) == #""First \(name)\n  indented\njoined here""#)
    }
}
