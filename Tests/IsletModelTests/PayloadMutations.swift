import IsletInput
import IsletModel

/// Valid payloads for a schema and the mistakes servers make with them: wrong types, missing
/// keys, nulls, extra and snake_case keys, bad ranges, numbers that do not fit, bad enum values,
/// each at every level of nesting.
enum PayloadMutations {
    struct Case {
        let label: String
        let json: JSONValue
    }

    static func cases(for schema: StructSchema, base: JSONValue) -> [Case] {
        var cases = [Case(label: "valid", json: base)]
        cases += wholeDocument(schema: schema, base: base)
        walk(.structure(schema), at: [], base: base, into: &cases)
        return cases
    }

    private static func wholeDocument(schema: StructSchema, base: JSONValue) -> [Case] {
        var cases: [Case] = [
            Case(label: "document null", json: .null),
            Case(label: "document array", json: .array([base])),
            Case(label: "document string", json: .string("{}")),
            Case(label: "document empty object", json: .object(JSONObject())),
            Case(label: "extra keys", json: base.appendingMember("extra", .number("1")).appendingMember("stale_date", .string("x"))),
        ]
        guard case .object(let object) = base else { return cases }
        var snake = JSONObject()
        for member in object.members { snake.append(snakeCase(member.key), member.value) }
        cases.append(Case(label: "snake_case keys", json: .object(snake)))
        if let first = schema.fields.first {
            let wrong: JSONValue = first.type.unwrapped == .string ? .number("1") : .string("wrong")
            var wrongFirst = JSONObject([.init(key: first.key, value: wrong)])
            for member in object.members { wrongFirst.append(member.key, member.value) }
            cases.append(Case(label: "repeated key, wrong value first", json: .object(wrongFirst)))
            cases.append(Case(label: "repeated key, wrong value last", json: base.appendingMember(first.key, wrong)))
        }
        return cases
    }

    private static func walk(_ type: SchemaType, at path: [JSONPath.Component], base: JSONValue, into cases: inout [Case]) {
        let here = JSONPath(path).description
        func add(_ label: String, _ replacement: JSONValue?) {
            cases.append(Case(label: "\(here): \(label)", json: base.replacing(at: path, with: replacement)))
        }
        if !path.isEmpty {
            if case .key = path.last { add("missing", nil) }
            add("null", .null)
            for (label, value) in values(for: type) { add(label, value) }
        }
        switch type.unwrapped {
        case .structure(let schema):
            guard let current = base.value(at: path), case .object = current else { return }
            if !path.isEmpty {
                add("empty object", .object(JSONObject()))
                cases.append(Case(label: "\(here): extra key", json: base.appendingMember("extra_key", .bool(true), at: path)))
            }
            for field in schema.fields {
                walk(field.type, at: path + [.key(field.key)], base: base, into: &cases)
            }
        case .enumeration(let schema) where !schema.hasRawValues:
            // Into the associated values of the case the sample holds.
            guard let current = base.value(at: path), case .object(let object) = current, let member = object.members.first,
                let index = schema.index(of: .string(member.key)), let payload = schema.payloads?[index] else { return }
            walk(.structure(payload), at: path + [.key(member.key)], base: base, into: &cases)
        case .dictionary(_, let value):
            guard let current = base.value(at: path), case .object(let object) = current, let first = object.members.first else { return }
            walk(value, at: path + [.key(first.key)], base: base, into: &cases)
        case .array(let element), .set(let element):
            guard let current = base.value(at: path), case .array(let items) = current, !items.isEmpty else { return }
            add("empty array", .array([]))
            add("null element", .array([items[0], .null]))
            add("element of the wrong kind", .array([items[0], .object(JSONObject())]))
            walk(element, at: path + [.index(items.count - 1)], base: base, into: &cases)
        default:
            return
        }
    }

    /// Replacement values that probe the decoding rules of one type.
    private static func values(for type: SchemaType) -> [(String, JSONValue)] {
        let generic: [(String, JSONValue)] = [("a string", .string("text")), ("a boolean", .bool(true)), ("a number", .number("7"))]
        switch type.unwrapped {
        case .string:
            return [("a number", .number("5")), ("empty", .string("")), ("emoji", .string("é 🍕 ⬇️")), ("object", .parse(#"{"a":1}"#))]
        case .integer(let width) where width != .int:
            return integerValues(width)
        case .integer:
            return ["20.5", "20.0", "1e2", "1E2", "1.5e1", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                    "-9223372036854775809", "1e19", "9.21e18", "9007199254740993.0", "9007199254740993.5", "1.0000000000000001", "1e-2",
                    "100e-2", "1e400", "9223372036854775807.0"].map { ($0, .number($0)) }
                + [("a number as a string", .string("20")), ("a boolean", .bool(true)), ("an array", .array([.number("1")]))]
        case .floatingPoint(.double), .floatingPoint(.cgFloat):
            return ["5", "1e400", "-1e400", "1e-400", "1e-310", "0e-999", "1.7976931348623157e308", "1.7976931348623159e308", "-0.0"]
                .map { ($0, .number($0)) } + [("a number as a string", .string("0.5")), ("a boolean", .bool(false))]
        case .floatingPoint(.float16):
            return ["65504", "65519", "65520", "-65520", "1e-8", "6e-8", "1e-50", "1e39", "0.1", "5"].map { ($0, .number($0)) }
                + [("a number as a string", .string("0.5"))]
        case .floatingPoint:
            return ["1e39", "3.4028235e38", "3.4028236e38", "3.40282356e38", "1e-50", "1e-45", "1e-46", "0.1", "-1e39", "5"]
                .map { ($0, .number($0)) } + [("a number as a string", .string("0.5"))]
        case .bool:
            return [("1", .number("1")), ("0", .number("0")), ("\"true\"", .string("true")), ("false", .bool(false))]
        case .date:
            return ["1700000000", "721692800", "-1", "1.5", "1e400", "1e-400", "1700000000000"].map { ($0, .number($0)) }
                + [("ISO 8601 string", .string("2023-11-14T22:13:20Z")), ("object", .parse(#"{"seconds":1}"#))]
        case .url:
            return ["", "http://x y", "a b", "http://[::1", "pizza://order/1", "https://example.com/a?b=c#d", "http://a:b:c", "%", "é", "://"]
                .map { ("\"\($0)\"", .string($0)) } + [("a number", .number("5"))]
        case .range(.date, closed: true):
            return [
                ("reversed", .parse("[721694600, 721692800]")), ("equal bounds", .parse("[721692800, 721692800]")),
                ("one element", .parse("[721692800]")), ("empty", .parse("[]")), ("three elements", .parse("[1, 2, 3]")),
                ("object-shaped", .parse(#"{"lowerBound": 721692800, "upperBound": 721694600}"#)),
                ("null upper bound", .parse("[721692800, null]")), ("string lower bound", .parse(#"["a", 2]"#)),
                ("string upper bound", .parse(#"[1, "b"]"#)), ("huge lower bound", .parse("[1e400, 2]")),
                ("Unix seconds", .parse("[1700000000, 1700001800]")), ("a string", .string("721692800...721694600")),
            ]
        case .enumeration(let schema) where !schema.hasRawValues:
            return keyedEnumValues(schema)
        case .enumeration(let schema):
            var values: [(String, JSONValue)] = schema.rawValues.map { raw in
                switch raw {
                case .string(let text): ("raw \(raw)", .string(text))
                case .int(let value): ("raw \(raw)", .number(String(value)))
                }
            }
            if schema.isIntegerBacked {
                values += [("99", .number("99")), ("1.0", .number("1.0")), ("1.5", .number("1.5")), ("\"1\"", .string("1"))]
            } else {
                values += [("unknown case", .string("nope")), ("a number", .number("1"))]
                if case .string(let text) = schema.rawValues.last {
                    values.append(("upper-cased", .string(text.uppercased())))
                }
                for case .string(let text) in schema.rawValues where text.contains("_") || text.contains("-") {
                    values.append(("camelCase of \(text)", .string(camelCase(text))))
                }
            }
            return values
        case .array:
            return [("an object", .object(JSONObject())), ("a string", .string("[1]"))]
        case .set(let element):
            let sample = SampleValue.make(for: element, named: "x", now: sampleNow)
            return [("an object", .object(JSONObject())), ("repeated elements", .array([sample, sample, sample]))]
        case .structure:
            return [("an array", .array([])), ("a string", .string("{}")), ("a number", .number("1"))]
        case .optional, .opaque:
            return generic + [("an object", .parse(#"{"a":[1]}"#))]
        case .decimal, .uuid, .data, .range, .dictionary:
            return wideValues(for: type.unwrapped)
        }
    }

    static func snakeCase(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isUppercase {
                text += "_" + character.lowercased()
            } else {
                text.append(character)
            }
        }
        return text
    }

    private static func camelCase(_ raw: String) -> String {
        let words = raw.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}
