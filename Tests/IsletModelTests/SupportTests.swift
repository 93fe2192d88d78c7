import IsletModel
import Testing

/// The small pieces the engine and messages lean on: JSON writing, dates in words, name
/// suggestions.
@Suite struct SupportTests {
    @Test func jsonIsWrittenBackWithOrderAndLiteralsKept() {
        let text = #"{"b":1.50,"a":[true,null,"x\n\"y\""],"c":{}}"#
        #expect(JSONWriter.compact(.parse(text)) == text)
        #expect(JSONWriter.pretty(.parse(#"{"a":[1]}"#)) == "{\n  \"a\": [\n    1\n  ]\n}")
    }

    @Test func theStreamWriterWritesWhatTheTreeWriterWrites() {
        var json = JSONStreamWriter()
        json.beginObject()
        json.key("a")
        json.beginArray()
        json.number(1)
        json.string("x\n\"y\"")
        json.beginObject()
        json.endObject()
        json.null()
        json.endArray()
        json.key("b")
        json.value(.parse(#"{"c":[true,{"d":2.50}]}"#))
        json.key("e")
        json.strings([])
        json.key("f")
        json.string(nil as String?)
        json.endObject()
        json.newline()
        json.beginArray()
        json.endArray()
        let expected = #"{"a":[1,"x\n\"y\"",{},null],"b":{"c":[true,{"d":2.50}]},"e":[],"f":null}"# + "\n[]"
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
        #expect(JSONWriter.compact(.parse(String(expected.prefix { $0 != "\n" }))) == String(expected.prefix { $0 != "\n" }))
    }

    @Test func controlCharactersAreEscapedAndEverythingElseKept() {
        #expect(JSONWriter.compact(.string("a\u{1B}[31mb\u{7F}é🚚\u{85}")) == #""a\u001b[31mb\#u{7F}é🚚\#u{85}""#)
        #expect(JSONWriter.quoted("a\u{1B}b\u{7F}c\u{85}dé") == #""a\u001bb\u007fc\u0085dé""#)
        #expect(JSONWriter.quoted("\t\u{08}\u{0C}\r") == #""\t\b\f\r""#)
        #expect(JSONWriter.quoted("a\u{2028}b\u{2029}c\u{2027}") == #""a\u2028b\u2029c\#u{2027}""#)
        #expect(JSONWriter.compact(.string("a\u{2028}b")) == "\"a\u{2028}b\"", "compact JSON keeps them: JSON allows them raw")
    }

    /// Strings are scanned before they are copied: a byte that needs escaping is found wherever
    /// it sits, and the bytes next to the escaping bounds (space, tilde) are kept as they are.
    @Test func everyByteThatNeedsEscapingIsFoundWhereverItSits() {
        let escapes: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\u{1F}", #"\u001f"#), ("\n", #"\n"#), ("\u{7F}", "\u{7F}")]
        for length in 1...19 {
            for place in 0..<length {
                for (special, escaped) in escapes {
                    let text = String(repeating: "a", count: place) + String(special) + String(repeating: "~", count: length - place - 1)
                    let written = "\"" + String(repeating: "a", count: place) + escaped + String(repeating: "~", count: length - place - 1) + "\""
                    #expect(JSONWriter.compact(.string(text)) == written, "\(length) bytes, \(special.unicodeScalars.first!.value) at \(place)")
                }
            }
            let plain = String(repeating: " ~", count: length)
            #expect(JSONWriter.compact(.string(plain)) == "\"\(plain)\"")
        }
        #expect(JSONWriter.compact(.string("abcdefghé")) == "\"abcdefghé\"")
    }

    @Test func datesReadAsUTC() {
        #expect(UTCDateText.format(unixSeconds: 0) == "1970-01-01 00:00 UTC")
        #expect(UTCDateText.format(unixSeconds: 1_700_000_000) == "2023-11-14 22:13 UTC")
        #expect(UTCDateText.format(unixSeconds: 1_700_000_000 + 978_307_200) == "2054-11-14 22:13 UTC")
    }

    @Test func suggestionsIgnoreCaseAndSeparatorsButNotRealDifferences() {
        #expect(NameSuggestion.closest(to: "stale_date", in: APNsPayload.knownKeys) == "stale-date")
        #expect(NameSuggestion.closest(to: "contentState", in: APNsPayload.knownKeys) == "content-state")
        #expect(NameSuggestion.closest(to: "custom", in: APNsPayload.knownKeys) == nil)
    }
}
