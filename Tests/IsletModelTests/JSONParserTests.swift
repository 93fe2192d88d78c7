import IsletModel
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

    @Test func invalidUTF8InAStringIsRefusedWhereTheRunEnds() {
        let bytes: [UInt8] = Array(#"{"k": "ab"#.utf8) + [0xFF] + Array(#"c"}"#.utf8)
        let error = #expect(throws: InputError.self) { try JSONParser.parse(bytes: bytes) }
        #expect(error?.message == "a string holds bytes that are not valid UTF-8")
        #expect(error?.location == SourceLocation(line: 1, column: 12))
    }
}
