import IsletInput
import IsletModel

/// Probes for the types beyond the first schema vocabulary: integer widths, Decimal, UUID, Data,
/// ranges over any bound, dictionaries and enums without raw values.
extension PayloadMutations {
    static let sampleNow = 1_782_000_000.0

    /// Each width's bounds and one past them, plus the literals that take the slow paths.
    static func integerValues(_ width: IntegerType) -> [(String, JSONValue)] {
        let limits: [IntegerType: (String, String, String, String)] = [
            .int8: ("-128", "127", "-129", "128"), .int16: ("-32768", "32767", "-32769", "32768"),
            .int32: ("-2147483648", "2147483647", "-2147483649", "2147483648"),
            .int64: ("-9223372036854775808", "9223372036854775807", "-9223372036854775809", "9223372036854775808"),
            .uint8: ("0", "255", "-1", "256"), .uint16: ("0", "65535", "-1", "65536"), .uint32: ("0", "4294967295", "-1", "4294967296"),
            .uint64: ("0", "18446744073709551615", "-1", "18446744073709551616"), .uint: ("0", "18446744073709551615", "-1", "18446744073709551616"),
        ]
        var literals = ["300", "-0", "-0.0", "1e2", "2.5", "255.0", "127.0", "-128.0", "1e19", "9007199254740993.0",
                        "18446744073709551615.0", "1.8446744073709551615e19", "-9223372036854775808.0", "1e400"]
        if let (min, max, below, above) = limits[width] { literals += [min, max, below, above, max + ".0"] }
        return literals.map { ($0, .number($0)) } + [("a number as a string", .string("20")), ("a boolean", .bool(true))]
    }

    static func keyedEnumValues(_ schema: EnumSchema) -> [(String, JSONValue)] {
        let names = schema.rawValues.compactMap { raw -> String? in if case .string(let name) = raw { return name } else { return nil } }
        var values: [(String, JSONValue)] = [
            ("no case", .object(JSONObject())), ("unknown case", .parse(#"{"nope": {}}"#)),
            ("the case name as a string", .string(names[0])), ("an array", .array([])),
            ("case with null", .object(JSONObject([.init(key: names[0], value: .null)]))),
            ("case with an array", .object(JSONObject([.init(key: names[0], value: .array([]))]))),
            ("case and an unknown key", .object(JSONObject([.init(key: names[0], value: .object(JSONObject())), .init(key: "extra", value: .number("1"))]))),
            ("repeated case, array first", .object(JSONObject([.init(key: names[0], value: .array([])), .init(key: names[0], value: .object(JSONObject()))]))),
        ]
        if names.count > 1 {
            values.append(("two cases", .object(JSONObject(names.prefix(2).map { .init(key: $0, value: .object(JSONObject())) }))))
        }
        for (name, payload) in zip(names, schema.payloads ?? []) {
            values.append(("\(name) without values", .object(JSONObject([.init(key: name, value: .object(JSONObject()))]))))
            values.append(("\(name)", .object(JSONObject([.init(key: name, value: SampleValue.make(for: payload, now: sampleNow))]))))
        }
        return values
    }

    static func wideValues(for type: SchemaType) -> [(String, JSONValue)] {
        switch type {
        case .decimal:
            return ["1e-128", "1e-129", "1e127", "1e128", "0.1", "-0", "1.5e-130", "1e400", "123456789012345678901234567890123456789012e100",
                    "3.14159265358979323846264338327950288419716939937510", "0.000000000000000000000000000000000000000000001"]
                .map { ($0, .number($0)) } + [("a number as a string", .string("1")), ("a boolean", .bool(true))]
        case .uuid:
            return ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8c36c495a93fc0c247a3e6e5f",
                    "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF",
                    "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", " E621E1F8-C36C-495A-93FC-0C247A3E6E5F", ""]
                .map { ("\"\($0)\"", .string($0)) } + [("a number", .number("1"))]
        case .data:
            return ["aGVsbG8=", "aGVsbG8", "aGVs bG8=", "aGVsbG8=\n", "aGVsbG8-_w==", "aGVsbG8+/w==", "", "====", "YQ", "YQ==", "YR==", "YQ==YQ==", "Y===", "é"]
                .map { ("\"\($0)\"", .string($0)) } + [("a number", .number("1")), ("bytes as an array", .parse("[104, 105]"))]
        case .range(let bound, _):
            let (low, high) = orderedPair(bound)
            return [
                ("reversed", .array([high, low])), ("equal bounds", .array([low, low])), ("one element", .array([low])),
                ("empty", .array([])), ("three elements", .array([low, high, low])),
                ("object-shaped", .object(JSONObject([.init(key: "lowerBound", value: low), .init(key: "upperBound", value: high)]))),
                ("null upper bound", .array([low, .null])), ("wrong kind lower bound", .array([.bool(true), high])),
                ("huge upper bound", .array([low, .number("1e400")])), ("a string", .string("1...2")),
            ]
        case .dictionary(let key, let value):
            let sample = SampleValue.make(for: value, named: "x", now: sampleNow)
            let wrong: JSONValue = value.unwrapped == .bool ? .string("wrong") : .bool(true)
            func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(pairs.map { .init(key: $0.0, value: $0.1) })) }
            var values: [(String, JSONValue)] = [
                ("empty", object([])), ("an array", .array([sample])), ("a string", .string("{}")),
                ("null value", object([("1", .null)])), ("wrong value", object([("1", wrong)])),
                ("repeated key, wrong first", object([("1", wrong), ("1", sample)])), ("repeated key, wrong last", object([("1", sample), ("1", wrong)])),
            ]
            if key == .int {
                for spelling in ["x", "+1", "01", "-1", "1.0", " 1", "99999999999999999999", ""] {
                    values.append(("key \(JSONWriter.quoted(spelling))", object([(spelling, sample)])))
                }
            }
            return values
        default:
            return []
        }
    }

    /// Two valid bounds, lower first.
    private static func orderedPair(_ bound: SchemaType) -> (JSONValue, JSONValue) {
        switch bound {
        case .string: (.string("apple"), .string("banana"))
        case .date: (.number("721692800"), .number("721694600"))
        case .decimal: (.number("0.30000000000000001"), .number("0.3000000000000001"))
        default: (.number("1"), .number("2"))
        }
    }
}
