import IsletModel
import Testing

/// The Swift an app developer pastes into the app and the widget.
@Suite struct SwiftCodeGeneratorTests {
    @Test func writesActivityAttributesWithANestedContentStateAndItsTypes() {
        let source = SwiftCodeGenerator().file(for: EngineFixtures.delivery)
        #expect(source == """
        import Foundation
        import ActivityKit

        struct DeliveryAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var driverName: String
                var eta: ClosedRange<Date>
                var step: Step
                var progress: Double?

                enum Step: String, Codable, Hashable {
                    case confirmed
                    case preparing
                    case pickedUp = "picked_up"
                    case delivered
                }
            }

            var orderNumber: Int
            var restaurantName: String
        }

        """)
    }

    @Test func withoutActivityKitTheSameShapeIsPlainCodable() {
        let source = SwiftCodeGenerator(usesActivityKit: false).file(for: EngineFixtures.delivery)
        #expect(!source.contains("ActivityKit"))
        #expect(source.contains("struct DeliveryAttributes: Codable {"))
    }

    @Test func caseNamesComeFromRawValuesAndStayValidSwift() throws {
        let declaration = try DecoderTestSchemas.declaration(fromLayout: DecoderTestSchemas.naming)
        let source = SwiftCodeGenerator().declaration(for: declaration)
        for line in ["var `default`: String", "case `default`", "case `case`", #"case _2fast = "2fast""#, #"case inTransit = "IN_TRANSIT""#,
                     #"case onTheWay = "on_the_way""#, "case onTheWay5 = \"onTheWay\"", #"case value6 = """#, #"case value7 = "🍕""#] {
            #expect(source.contains(line), "missing \(line) in\n\(source)")
        }
        let coverage = try DecoderTestSchemas.declaration(fromLayout: DecoderTestSchemas.coverage)
        #expect(SwiftCodeGenerator().declaration(for: coverage).contains("case valueMinus1 = -1"))
    }

    @Test func renamedKeysGetCodingKeysAndEnumsWithoutRawValuesTheirAssociatedValues() throws {
        let layout = #"""
        {"activity": "TripAttributes", "attributes": {},
         "contentState": {"eta": {"type": "Date", "key": "eta_at"}, "count": "Int",
                          "motion": {"enum": {"idle": {}, "moving": {"_0": "Double"}, "paused": {"reason": {"enum": ["a", "b"]}, "until": "Date?"}},
                                     "name": "Motion"},
                          "byId": {"dictionary": {"struct": {"name": "String"}, "name": "Stop"}, "keyType": "Int"},
                          "distance": {"opaque": "Measurement<UnitLength>", "reason": "unresolvedType", "note": "Foundation"},
                          "stops": {"opaque": "@Clamped Int", "reason": "customDecoding"}}}
        """#
        let source = SwiftCodeGenerator().declaration(for: try DecoderTestSchemas.declaration(fromLayout: layout))
        #expect(source == """
        struct TripAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var eta: Date
                var count: Int
                var motion: Motion
                var byId: [Int: Stop]
                // islet cannot judge this type (unresolvedType): Foundation
                var distance: Measurement<UnitLength>
                // islet cannot judge this type (customDecoding)
                @Clamped var stops: Int

                enum CodingKeys: String, CodingKey {
                    case eta = "eta_at"
                    case count
                    case motion
                    case byId
                    case distance
                    case stops
                }

                enum Motion: Codable, Hashable {
                    case idle
                    case moving(Double)
                    case paused(reason: Reason, until: Date?)

                    enum Reason: String, Codable, Hashable {
                        case a
                        case b
                    }
                }

                struct Stop: Codable, Hashable {
                    var name: String
                }
            }

        }

        """)
    }
}
