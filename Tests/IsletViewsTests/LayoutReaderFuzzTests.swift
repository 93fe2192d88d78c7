import IsletBundle
import IsletInput
import IsletModel
import Testing
@testable import IsletViews

/// Whatever a designer's editor leaves in a layout file, `LayoutReader.read` answers with a
/// layout or one `InputError` line naming the file and the line:column; it never traps, never
/// exhausts the stack and never hangs. Deterministic: a seeded generator, no Foundation randomness.
@Suite(.timeLimit(.minutes(1))) struct LayoutReaderFuzzTests {
    /// Mutated layouts read in all, shared among the bundled layouts: about 3 s in a debug build.
    static let mutations = 1600

    @Test func mutatedBundledLayoutsReadOrFailWithOneLocatedLine() {
        var random = SplitMix64(seed: 0x15_1E7)
        var outcomes = (read: 0, refused: 0)
        let perLayout = Self.mutations / max(1, BundledLayouts.layouts.count)
        for (name, json) in BundledLayouts.layouts {
            let document = try? JSONParser.parse(json).value
            #expect(document != nil, "\(name).json must itself be JSON")
            for _ in 0..<perLayout {
                var bytes = Array(json.utf8)
                for _ in 0..<random.next(below: 3) + 1 {
                    if let document, random.next(below: 3) == 0 {
                        bytes = Array(JSONWriter.pretty(LayoutMutator.mutateTree(document, using: &random)).utf8)
                    }
                    LayoutMutator.mutateBytes(&bytes, using: &random)
                }
                check(String(decoding: bytes, as: UTF8.self), outcomes: &outcomes)
            }
        }
        // Mutations must reach past the JSON parser: some layouts still read, most are refused.
        #expect(outcomes.read > 0)
        #expect(outcomes.refused > outcomes.read)
    }

    @Test func pathologicalDocumentsAreRefusedWithoutExhaustingTheStack() {
        let deepExpression = String(repeating: "(", count: 10_000) + "isStale" + String(repeating: ")", count: 10_000)
        let hostile = [
            String(repeating: "[", count: 10_000),
            String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            String(repeating: #"{"a":"#, count: 10_000),
            String(repeating: "[", count: 511) + String(repeating: "]", count: 511),
            LayoutFixture.text(lockScreen: #"{ "if": "\#(deepExpression)", "then": { "text": "x" } }"#),
            LayoutFixture.text(lockScreen: #"{ "text": "{\#(String(repeating: "!", count: 50_000))isStale}" }"#),
            LayoutFixture.text(lockScreen: #"{ "text": "Hi", "foreground": "\#(Array(repeating: "isStale ? red :", count: 5_000).joined(separator: " ")) blue" }"#),
            LayoutFixture.text(lockScreen: #"{ "text": "\#(String(repeating: "{{", count: 50_000)){" }"#),
            LayoutFixture.text(lockScreen: #"{ "text": "Hi", "lineLimit": 1e308 }"#),
            LayoutFixture.text(lockScreen: #"{ "text": "Hi", "padding": -1e308 }"#),
            LayoutFixture.text(preview: LayoutFixture.preview(at: "1e400")),
            "\0",
        ]
        var outcomes = (read: 0, refused: 0)
        for input in hostile {
            check(input, outcomes: &outcomes)
        }
        #expect(outcomes.read == 0)

        // As deep as JSON nesting allows (512 levels): 254 stacks, each an object and an array,
        // past the limit on view nesting, which names itself.
        let deepView = String(repeating: #"{"vstack": ["#, count: 254) + #"{"text": "x"}"# + String(repeating: "]}", count: 254)
        #expect(LayoutFixture.error(LayoutFixture.text(lockScreen: deepView))?.hasSuffix("the limit on view nesting is 64") == true)
        let farETA = LayoutFixture.contentStateJSON.replacingFirst("786021120", with: "1e308")
        #expect(throws: Never.self) { try LayoutReader.read(LayoutFixture.text(preview: LayoutFixture.preview(contentState: farETA)), file: "x.json") }
    }

    /// Reads `text`, requiring either a layout or an error of the form `x.json:LINE:COL: ...` on
    /// one printable line.
    private func check(_ text: String, outcomes: inout (read: Int, refused: Int)) {
        do {
            _ = try LayoutReader.read(text, file: "x.json")
            outcomes.read += 1
        } catch {
            outcomes.refused += 1
            let description = error.description
            // Text from the file is quoted escaped, so even a control character decoded from a JSON
            // escape in a key or value never reaches the message raw.
            if !description.unicodeScalars.allSatisfy(LayoutMutator.isPrintable) {
                Issue.record("not one printable line: \(description.debugDescription)\nfrom: \(text.debugDescription)")
                return
            }
            if description.wholeMatch(of: /x\.json:[0-9]+:[0-9]+: .+/) == nil {
                Issue.record("not located in x.json: \(description)\nfrom: \(text.debugDescription)")
            }
        }
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func element<T>(of items: [T]) -> T {
        items[next(below: items.count)]
    }
}

/// The edits the fuzz test makes: byte-level damage, and JSON values swapped for values of
/// other kinds so that mutations also reach the schema, view and expression checks.
enum LayoutMutator {
    static let structural = Array(#"{}[],:"\ "#.utf8)
    static let fragments: [String] = [
        "[", "]", "{", "}", ",", ":", "\"", "\\", "\\n", "\\u001b[31m", "\\u0000", "\\ud800", "null", "true", "-", "0", "1e400",
        "-1e400", "123456789012345678901234567890", "1e-400", "\u{FFFD}", "\u{1F69A}", "\u{2028}", "\u{0301}", "\u{7F}",
        String(repeating: "[", count: 10_000), String(repeating: "{\"a\":", count: 600), String(repeating: "9", count: 400),
    ]
    static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]

    static func mutateBytes(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : random.next(below: bytes.count + 1)
        switch random.next(below: 9) {
        case 0 where !bytes.isEmpty:
            let end = min(bytes.count, position + random.next(below: 8) + 1)
            bytes.removeSubrange(min(position, end)..<end)
        case 1:
            let count = random.next(below: 4) + 1
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
        case 2:
            bytes.insert(random.element(of: structural), at: position)
        case 3 where position < bytes.count:
            bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 4:
            bytes.removeSubrange(position...)
        case 5:
            bytes.insert(contentsOf: Array(random.element(of: fragments).utf8), at: position)
        case 6:
            bytes.insert(contentsOf: random.element(of: invalidUTF8), at: position)
        case 7:
            bytes.insert(UInt8(random.next(below: 0x20)), at: position)
        default:
            guard !bytes.isEmpty else { return }
            let start = random.next(below: bytes.count)
            let slice = bytes[start..<min(bytes.count, start + random.next(below: 64) + 1)]
            bytes.insert(contentsOf: slice, at: position)
        }
    }

    /// Replacement values of every JSON kind, several aimed at the checks behind the parser.
    static func replacement(using random: inout SplitMix64) -> JSONValue {
        let choices: [JSONValue] = [
            .null, .bool(true), .bool(false), .number(JSONNumber(literal: "0")), .number(JSONNumber(literal: "-1")),
            .number(JSONNumber(literal: "1e400")), .number(JSONNumber(literal: "1e308")), .number(JSONNumber(literal: "0.5")),
            .number(JSONNumber(literal: "123456789012345678901234567890")), .string(""), .string("state.eta"), .string("state.step"),
            .string("state.nope"), .string("cases(state.step)"), .string("{state.eta|timer}"), .string("{state.progress|percnt}"),
            .string("{{}"), .string("isStale ? orange : gray"), .string("infinity"),
            .string("\u{1B}[2J"), .string("line\nbreak"), .string("String"), .string("[Int]?"), .string("ClosedRange<Date>"),
            .array([]), .array([.object(JSONObject([.init(key: "text", value: .string("x"))]))]), .object(JSONObject()),
            .object(JSONObject([.init(key: "enum", value: .array([.string("a"), .number(JSONNumber(literal: "1"))]))])),
            .object(JSONObject([.init(key: "text", value: .string("{state.eta}")), .init(key: "font", value: .string("headline"))])),
        ]
        return random.element(of: choices)
    }

    static let extremeNumbers = ["1e308", "-1e308", "1e400", "5e-324", "0", "-1", "123456789012345678901234567890"]

    /// The document with one value, chosen uniformly, replaced, removed or renamed; or with
    /// every number made extreme, to reach each place a number is read.
    static func mutateTree(_ root: JSONValue, using random: inout SplitMix64) -> JSONValue {
        if random.next(below: 4) == 0 {
            return replacingNumbers(in: root, with: JSONNumber(literal: random.element(of: extremeNumbers)))
        }
        var counter = 0
        let target = random.next(below: count(root))
        return mutate(root, target: target, counter: &counter, using: &random)
    }

    private static func replacingNumbers(in value: JSONValue, with number: JSONNumber) -> JSONValue {
        switch value {
        case .number: .number(number)
        case .array(let items): .array(items.map { replacingNumbers(in: $0, with: number) })
        case .object(let object): .object(JSONObject(object.members.map { .init(key: $0.key, value: replacingNumbers(in: $0.value, with: number)) }))
        default: value
        }
    }

    /// A string value nested past any sensible depth, for wherever it is read as an expression.
    private static func nested(_ text: String, using random: inout SplitMix64) -> String {
        switch random.next(below: 3) {
        case 0: String(repeating: "(", count: 5_000) + text + String(repeating: ")", count: 5_000)
        case 1: String(repeating: "!", count: 5_000) + text
        default: Array(repeating: "isStale ? \(text) :", count: 2_000).joined(separator: " ") + " " + text
        }
    }

    private static func count(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let object): 1 + object.members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    private static func mutate(_ value: JSONValue, target: Int, counter: inout Int, using random: inout SplitMix64) -> JSONValue {
        let index = counter
        counter += 1
        if index == target {
            if case .string(let text) = value, random.next(below: 2) == 0 { return .string(nested(text, using: &random)) }
            return replacement(using: &random)
        }
        switch value {
        case .array(var items):
            for item in items.indices { items[item] = mutate(items[item], target: target, counter: &counter, using: &random) }
            return .array(items)
        case .object(let object):
            var members: [JSONObject.Member] = []
            for member in object.members {
                if counter == target, random.next(below: 2) == 0 {
                    // The member itself is the target: drop it, or keep its value under a damaged key.
                    counter += count(member.value)
                    let keys = [member.key + "s", String(member.key.dropLast()), member.key.uppercased(), ""]
                    if random.next(below: 2) == 0 { members.append(.init(key: random.element(of: keys), value: member.value)) }
                    continue
                }
                members.append(.init(key: member.key, value: mutate(member.value, target: target, counter: &counter, using: &random)))
            }
            return .object(JSONObject(members))
        default:
            return value
        }
    }

    /// Printable on one line: no C0 control but tab, no DEL or C1 control, no line separators.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !((scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
}
