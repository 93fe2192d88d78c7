import FoundationEssentials
import IsletInput
import IsletModel
import Testing

/// The schema forms that surprise people, as a developer meets them: the rules the differential
/// test proved, pinned here as what islet says, and the warnings beside values it cannot judge.
@Suite struct WideSchemaTests {
    private let schema: StructSchema = {
        let text = #"""
        { "small": "UInt8", "byId": "[Int: String]", "names": "[String: Int]",
          "motion": {"enum": {"idle": {}, "moving": {"_0": "Double"}, "paused": {"reason": "String"}}},
          "eta": {"type": "Date", "key": "eta_seconds"}, "distance": {"opaque": "Measurement<UnitLength>", "reason": "unresolvedType"},
          "badge": {"opaque": "Badge", "reason": "customDecoding", "note": "init(from:) in Badge.swift:12", "optional": true} }
        """#
        return try! SchemaParser.parseStruct(.parse(text), typeName: "ContentState", at: .root)
    }()

    private let valid = #""small": 3, "byId": {"1": "a"}, "names": {"a": 1}, "motion": {"idle": {}}, "eta_seconds": 5, "distance": {"value": 3}"#

    private func decode(_ fields: String) -> Result<StateValue, DecodingFailure> {
        Result { () throws(DecodingFailure) in try ContentStateDecoder.decode(.parse("{\(fields)}"), as: schema) }
    }

    private func failure(_ fields: String) -> DecodingFailure? {
        if case .failure(let failure) = decode(fields) { return failure }
        return nil
    }

    @Test func aNarrowIntegerOutOfRangeFailsAtTheRootAsSwiftSaysButIsLocatedForPeople() throws {
        let found = try #require(failure(valid.replacing(#""small": 3"#, with: #""small": 300"#)))
        #expect(found.kind == .dataCorrupted)
        #expect(found.codingPath.isEmpty)
        #expect(found.description == #"dataCorrupted at small: The number 300 does not fit in UInt8; Swift reports it only as "The given data was not valid JSON." at the root."#)
        #expect(failure(valid.replacing(#""small": 3"#, with: #""small": 255.0"#)) == nil)
    }

    @Test func anIntKeyedDictionaryIsAnObjectWithIntegerKeysNotAFlatArray() throws {
        #expect(failure(valid.replacing(#"{"1": "a"}"#, with: #"{"+1": "a", "02": "b"}"#)) == nil)
        #expect(failure(valid.replacing(#"{"1": "a"}"#, with: #"[1, "a"]"#))?.description
            == "typeMismatch at byId: Expected to decode Dictionary<String, Any> but found an array instead.")
        #expect(failure(valid.replacing(#"{"1": "a"}"#, with: #"{"one": "a"}"#))?.description
            == #"typeMismatch at byId.one: Expected Int key but found String key "one" instead."#)
    }

    @Test func anEnumWithoutRawValuesIsOneKeyNamingTheCase() throws {
        let moving = try decode(valid.replacing(#"{"idle": {}}"#, with: #"{"moving": {"_0": 2.5}}"#)).get()
        guard case .record(let record) = moving else { Issue.record("not a record"); return }
        #expect(record["motion"] == .enumCase(raw: .string("moving"), index: 1, associated: StateRecord(["_0": .double(2.5)])), "the associated value is kept for the widget's `case .moving(let speed)`")
        #expect(failure(valid.replacing(#"{"idle": {}}"#, with: #""idle""#))?.kind == .typeMismatch)
        #expect(failure(valid.replacing(#"{"idle": {}}"#, with: #"{"paused": {}}"#))?.description
            == #"keyNotFound at motion.paused.reason: No value associated with key "reason"."#)
        #expect(failure(valid.replacing(#"{"idle": {}}"#, with: #"{"idle": {}, "moving": {"_0": 1}}"#))?.swiftCodingPath == ["motion"])
    }

    @Test func aRenamedFieldIsReadFromItsJSONKeyAndKeepsItsSwiftName() throws {
        guard case .record(let record) = try decode(valid).get() else { Issue.record("not a record"); return }
        #expect(record["eta"] == .date(Date(timeIntervalSinceReferenceDate: 5)))
        #expect(failure(valid.replacing("eta_seconds", with: "eta"))?.description == #"keyNotFound at eta_seconds: No value associated with key "eta_seconds"."#)
    }

    @Test func aValueIsletCannotJudgeIsAcceptedWithAWarningNamingWhy() throws {
        #expect(failure(valid.replacing(#"{"value": 3}"#, with: "null")) == nil)
        let check = PayloadCheck(declarations: [ActivityDeclaration(name: "A", attributes: StructSchema(typeName: "A", fields: []), contentState: schema)])
        let body = JSONValue.parse(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {\#(valid), "badge": "gold"}}}"#)
        let warnings = check.diagnose(body).filter { $0.code == .customDecoding || $0.code == .unresolvedType }
        #expect(warnings.map(\.code) == [.unresolvedType, .customDecoding])
        #expect(warnings.map(\.path.description) == ["aps.content-state.distance", "aps.content-state.badge"])
        #expect(warnings[1].message == "Badge decodes with the app's own code (init(from:) in Badge.swift:12), which islet cannot follow: islet accepted this value as far as it can tell")
        let withoutBadge = JSONValue.parse(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {\#(valid), "badge": null}}}"#)
        #expect(check.diagnose(withoutBadge).map(\.code) == [.unresolvedType])
    }

    @Test func theWarningReachesTheJSONRecordsOfCheckAndServe() throws {
        var engine = ActivityEngine(declarations: [ActivityDeclaration(name: "A", attributes: StructSchema(typeName: "A", fields: []), contentState: schema)])
        let text = #"{"aps": {"timestamp": 1782000000, "event": "start", "attributes-type": "A", "attributes": {}, "content-state": {\#(valid)}, "alert": {"title": "t", "body": "b"}}}"#
        let outcome = engine.apply(PushDelivery(body: .parse(text), byteCount: text.utf8.count), at: Date(timeIntervalSince1970: 1_782_000_000))
        #expect(outcome.isApplied)
        var json = JSONStreamWriter()
        json.beginObject()
        outcome.writeMembers(to: &json)
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self).contains(#""warnings":[{"code":"unresolvedType","path":"aps.content-state.distance","#))
    }

    @Test func everySpellingReadsAndPrintsAsSwiftWritesIt() throws {
        for spelling in ["Int8", "UInt64", "Float16", "Decimal", "CGFloat", "UUID", "Data", "[String: [Int?]]", "[Int: Set<String>]?",
                         "Range<Double>", "ClosedRange<String>", "Set<URL>", "[[String: Bool]]"] {
            #expect(try SchemaParser.parseType(.string(spelling), fieldName: "x", at: .root).description == spelling)
        }
        #expect(try SchemaParser.parseType(.string("Optional< [ Int ] >"), fieldName: "x", at: .root) == .optional(.array(.int)))
    }

    @Test func aTypeSwiftCouldNotDecodeIsRefusedWhenTheSchemaIsRead() {
        func message(_ json: String) -> String? {
            do throws(InputError) {
                _ = try SchemaParser.parseStruct(.parse(json), typeName: "S", at: .root)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(#"{"a": "Range<Bool>"}"#) == #"a: "Range<Bool>": a range's bounds must be Comparable (a number, String or Date), and Bool is not"#)
        #expect(message(#"{"a": "\#(String(repeating: "[", count: 5000))Int\#(String(repeating: "]", count: 5000))"}"#)?.contains("longer than 512") == true)
        #expect(message(#"{"a": "[Double: Int]"}"#)?.hasPrefix(#"a: unknown type "[Double: Int]""#) == true)
        #expect(message(#"{"a": {"type": "Int", "key": "x"}, "b": {"type": "Int", "key": "x"}}"#) == #"b: b and a both read the JSON key "x""#)
        #expect(message(#"{"a": {"opaque": "Foo", "reason": "guess"}}"#) == #"a.reason: expected "reason": "unresolvedType" or "customDecoding""#)
        #expect(message(#"{"a": {"enum": {"x": {"y": {"type": "Int", "key": "z"}}}}}"#) == "a.enum.x.y.key: an associated value's JSON key is its label; it cannot be renamed")
    }
}
