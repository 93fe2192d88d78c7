import Testing

/// A coding key or raw value written with escapes is the string the compiler makes of it, so
/// `check` expects the key the phone decodes, not the characters typed (issue 29, item 18).
@Suite struct EscapedLiteralKeysTests {
    private func contentState(_ body: String) -> String? {
        SwiftReading.schema("""
        struct OrderAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
        \(body)
            }
        }
        """).only?.contentStateJSON
    }

    @Test func codingKeysAreUnescaped() {
        let json = contentState(##"""
                var first: String
                var cafe: String
                var path: String
                var quoted: String
                var raw: String
                var rawTab: String
                var nul: String
                enum CodingKeys: String, CodingKey {
                    case first = "first\tname"
                    case cafe = "caf\u{E9}"
                    case path = "a\\b"
                    case quoted = "say \"hi\""
                    case raw = #"raw\tkey"#
                    case rawTab = #"raw\#tkey"#
                    case nul = "nul\0"
                }
        """##)
        #expect(json == SwiftReading.compact(#"""
            {"first": {"type": "String", "key": "first\tname"}, "cafe": {"type": "String", "key": "café"},
             "path": {"type": "String", "key": "a\\b"}, "quoted": {"type": "String", "key": "say \"hi\""},
             "raw": {"type": "String", "key": "raw\\tkey"}, "rawTab": {"type": "String", "key": "raw\tkey"},
             "nul": {"type": "String", "key": "nul\u0000"}}
            """#))
    }

    @Test func enumRawValuesAreUnescaped() {
        let schema = SwiftReading.schema(##"""
        struct OrderAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var phase: Phase }
        }
        enum Phase: String, Codable {
            case placed = "placed\n"
            case late = #"late\n"#
            case lost = "\u{1F4E6}"
        }
        """##)
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"phase": {"enum": ["placed\n", "late\\n", "📦"], "name": "Phase"}}"#))
    }
}
