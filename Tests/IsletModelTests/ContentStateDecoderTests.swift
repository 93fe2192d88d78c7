import FoundationEssentials
import IsletModel
import Testing

/// REFERENCE.md §3's table, as the messages a developer reads; the differential test proves the
/// verdicts, these pin down what islet says about them.
@Suite struct ContentStateDecoderTests {
    let schema = EngineFixtures.delivery.contentState

    private func failure(_ fields: String) -> DecodingFailure? {
        do {
            _ = try ContentStateDecoder.decode(.parse("{\(fields)}"), as: schema)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidStateDecodesDatesFromTheReferenceDate() throws {
        let value = try ContentStateDecoder.decode(.parse(EngineFixtures.state()), as: schema)
        guard case .record(let record) = value, case .dateRange(let range)? = record["eta"] else { Issue.record("no range"); return }
        #expect(range.lowerBound == Date(timeIntervalSince1970: 803_692_800 + 978_307_200))
        #expect(record["progress"] == .double(0.5))
    }

    @Test func reportsSwiftsKindAndPathWithAReadableReason() {
        #expect(failure(#""eta": [1, 2], "step": "confirmed""#)?.description == #"keyNotFound at driverName: No value associated with key "driverName"."#)
        #expect(failure(#""driverName": 5, "eta": [1, 2], "step": "confirmed""#)?.description == "typeMismatch at driverName: Expected to decode String but found a number instead.")
        #expect(failure(#""driverName": "A", "eta": [2, 1], "step": "confirmed""#)?.description == "dataCorrupted at eta: Cannot initialize ClosedRange<Date> with a lowerBound greater than upperBound.")
        #expect(failure(#""driverName": "A", "eta": [1], "step": "confirmed""#)?.swiftCodingPath == ["eta", "Index 1"])
        #expect(failure(#""driverName": "A", "eta": [1, 2], "step": "onTheWay""#)?.reason == #"Cannot initialize Step from invalid String value "onTheWay"; the raw values are "confirmed", "preparing", "picked_up", "delivered"."#)
        #expect(failure(#""driverName": null, "eta": [1, 2], "step": "confirmed""#)?.kind == .valueNotFound)
    }

    @Test func aNumberThatDoesNotFitIsReportedAtTheRootAsSwiftDoesButLocatedForPeople() throws {
        let found = failure(#""driverName": "A", "eta": [1, 1e400], "step": "confirmed""#)
        let failure = try #require(found)
        #expect(failure.kind == .dataCorrupted)
        #expect(failure.codingPath.isEmpty)
        #expect(failure.location.description == "eta[1]")
    }

    @Test func optionalsAcceptNullAndAbsenceAndExtraKeysAreIgnored() {
        #expect(failure(#""driverName": "A", "eta": [1, 2], "step": "confirmed", "progress": null, "extra": true"#) == nil)
        #expect(failure(#""driverName": "A", "eta": [1, 2], "step": "confirmed", "progress": 20.0"#) == nil)
    }

    @Test func theFirstOfRepeatedKeysCountsAsInSwift() {
        #expect(failure(#""driverName": "A", "driverName": 5, "eta": [1, 2], "step": "confirmed""#) == nil)
        #expect(failure(#""driverName": 5, "driverName": "A", "eta": [1, 2], "step": "confirmed""#)?.kind == .typeMismatch)
    }
}
