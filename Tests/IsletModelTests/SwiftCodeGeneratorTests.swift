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
}
