import IsletInput
import Testing

/// Strings are built from byte runs; escapes, multi-byte UTF-8 and bad bytes must read as before.
struct JSONParserTests {
    @Test func stringsKeepEscapesAndUTF8AroundThem() throws {
        let text = #"{"a": "plain", "b": "caf\u00e9 \"q\" \\ \n tab\t é ☕ \ud83d\ude00 end", "": ""}"#
        let value = try JSONParser.parse(text).value
        #expect(value.objectValue?["a"] == .string("plain"))
        #expect(value.objectValue?["b"] == .string("café \"q\" \\ \n tab\t é ☕ 😀 end"))
        #expect(value.objectValue?[""] == .string(""))
    }

    /// Issue 18, item 12: the decoded bytes were copied at every escape, so 400,000 `\u00e9`
    /// took 5.2 s. Grown in place, these 120,000 (720 KB) read
    /// in milliseconds; copying would move some 14 GB.
    @Test func aStringOfEscapesReadsInOnePass() throws {
        let count = 120_000
        let text = #"{"a": "x"# + String(repeating: #"\u00e9"#, count: count) + #"\n"}"#
        let value = try JSONParser.parse(text, recordLocations: false).value
        #expect(value.objectValue?["a"] == .string("x" + String(repeating: "é", count: count) + "\n"))
    }

    @Test func invalidUTF8InAStringIsRefusedWhereTheRunEnds() {
        let bytes: [UInt8] = Array(#"{"k": "ab"#.utf8) + [0xFF] + Array(#"c"}"#.utf8)
        let error = #expect(throws: InputError.self) { try JSONParser.parse(bytes: bytes) }
        #expect(error?.message == "a string holds bytes that are not valid UTF-8")
        #expect(error?.location == SourceLocation(line: 1, column: 12))
    }

    /// Issue 33, item 9: a trailing comma was reported on the line of the `}` after it.
    @Test("a trailing comma is reported where the comma is, not on the next line where the container ends", arguments: [
        ("{\n  \"a\": 1,\n}\n", IsletInput.SourceLocation(line: 2, column: 9), "'}'"),
        ("[1,\n 2 ,  \n\n]", IsletInput.SourceLocation(line: 2, column: 4), "']'"),
        ("{\"a\": [1, {\"b\": 2,}]}", IsletInput.SourceLocation(line: 1, column: 18), "'}'"),
    ])
    func trailingComma(text: String, location: IsletInput.SourceLocation, closing: String) {
        let error = #expect(throws: InputError.self) { try JSONParser.parse(text) }
        #expect(error?.location == location)
        #expect(error?.message == "a trailing comma before \(closing): JSON allows none; delete the ','")
    }
}
