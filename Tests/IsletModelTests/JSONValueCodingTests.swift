import IsletModel
import Testing

/// Any `Codable` value through `JSONValue` with no Foundation: what the lowered program relies
/// on, checked on small types whose JSON is known.
@Suite struct JSONValueCodingTests {
    struct Reading: Codable, Equatable {
        enum Kind: Codable, Equatable {
            case plain
            case labelled(value: Int, note: String?)
            case unlabelled(Double)
        }

        var name: String
        var count: Int8
        var ratio: Double?
        var kinds: [Kind]
        var table: [String: Bool]
    }

    @Test func membersKeepTheirOrderAndAnAbsentOptionalIsLeftOut() throws {
        let reading = Reading(name: "a", count: -3, ratio: nil, kinds: [.plain, .labelled(value: 2, note: nil), .unlabelled(0.5)], table: ["k": true])
        let json = try JSONValueEncoder.encode(reading)
        #expect(JSONWriter.compact(json) == #"{"name":"a","count":-3,"kinds":[{"plain":{}},{"labelled":{"value":2}},{"unlabelled":{"_0":0.5}}],"table":{"k":true}}"#)
        #expect(try JSONValueDecoder.decode(Reading.self, from: json) == reading)
    }

    @Test func aNumberThatDoesNotFitAndAMissingKeyAreLocated() throws {
        let tooBig = try JSONParser.parse(#"{"name":"a","count":300,"kinds":[],"table":{}}"#).value
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(Reading.self, from: tooBig) }
        let missing = try JSONParser.parse(#"{"name":"a","count":1,"kinds":[{"labelled":{"note":"x"}}],"table":{}}"#).value
        do {
            _ = try JSONValueDecoder.decode(Reading.self, from: missing)
            Issue.record("decoded a case without its value")
        } catch let error as DecodingError {
            let (path, reason) = JSONValueDecoder.describe(error)
            #expect(path.description == "kinds[0].labelled")
            #expect(reason == #"no member "value""#)
        }
    }

    @Test func aNumberJSONCannotHoldIsRefused() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder.encode([Double.infinity]) }
    }
}
