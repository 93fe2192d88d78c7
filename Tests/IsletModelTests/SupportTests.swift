import IsletInput
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

    /// One rule for every output (issue 18, item 1): the compact writer, the stream writer,
    /// `quoted` and the messages' `neutralized` escape the same characters and keep their neighbours.
    @Test func oneRuleEscapesEveryTerminalControlAndKeepsItsNeighbours() {
        let unsafe: [(Unicode.Scalar, String)] = [
            ("\u{1B}", #"\u001b"#), ("\u{07}", #"\u0007"#), ("\n", #"\n"#), ("\u{7F}", #"\u007f"#), ("\u{80}", #"\u0080"#),
            ("\u{9B}", #"\u009b"#), ("\u{9F}", #"\u009f"#), ("\u{61C}", #"\u061c"#), ("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#),
            ("\u{202A}", #"\u202a"#), ("\u{202E}", #"\u202e"#), ("\u{2066}", #"\u2066"#), ("\u{2069}", #"\u2069"#),
            ("\u{E0000}", #"\udb40\udc00"#), ("\u{E0041}", #"\udb40\udc41"#), ("\u{E007F}", #"\udb40\udc7f"#),
        ]
        for (scalar, escaped) in unsafe {
            let text = "a" + String(Character(scalar)) + "é"
            var stream = JSONStreamWriter()
            stream.string(text)
            for written in [JSONWriter.compact(.string(text)), JSONWriter.quoted(text), String(decoding: stream.bytes, as: UTF8.self)] {
                #expect(written == "\"a" + escaped + "é\"", "U+\(String(scalar.value, radix: 16))")
            }
            #expect(JSONWriter.neutralized(text) == "a" + escaped + "é")
            #expect(JSONWriter.printable(text) == JSONWriter.quoted(text))
        }
        let kept = "\u{A0}\u{61B}\u{2027}\u{202F}\u{2065}\u{206A}\u{E0080}🚚é \"\\"
        #expect(JSONWriter.neutralized(kept) == kept)
        #expect(JSONWriter.printable(kept) == kept)
        #expect(JSONWriter.quoted(kept) == "\"\u{A0}\u{61B}\u{2027}\u{202F}\u{2065}\u{206A}\u{E0080}🚚é \\\"\\\\\"")
        #expect(JSONWriter.quoted("\t\u{08}\u{0C}\r") == #""\t\b\f\r""#)
    }

    /// Strings are scanned before they are copied: a byte that needs escaping is found wherever
    /// it sits, and the bytes next to the escaping bounds (space, tilde) are kept as they are.
    @Test func everyByteThatNeedsEscapingIsFoundWhereverItSits() {
        let escapes: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\u{1F}", #"\u001f"#), ("\n", #"\n"#), ("\u{7F}", #"\u007f"#)]
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
