import Testing

/// Which types are activities, and where their ContentState is found.
@Suite struct ConformanceTests {
    @Test func findsDirectConformanceWithNestedContentState() {
        let schema = SwiftReading.schema("""
        import ActivityKit
        import Foundation

        struct PizzaDeliveryAttributes: ActivityAttributes {
            public typealias DeliveryStatus = ContentState

            public struct ContentState: Codable, Hashable {
                var driverName: String
                var deliveryTimer: ClosedRange<Date>
            }

            var numberOfPizzas: Int
            var totalAmount: String
        }
        """)
        let activity = schema.only
        #expect(activity?.name == "PizzaDeliveryAttributes")
        #expect(activity?.file == "Widget/Attributes.swift")
        #expect(activity?.line == 4)
        #expect(activity?.attributesJSON == SwiftReading.compact(#"{"numberOfPizzas": "Int", "totalAmount": "String"}"#))
        #expect(activity?.contentStateJSON == SwiftReading.compact(#"{"driverName": "String", "deliveryTimer": "ClosedRange<Date>"}"#))
        #expect(schema.diagnostics.isEmpty)
    }

    @Test func findsConformanceAddedInAnExtensionInAnotherFile() {
        let schema = SwiftReading.schema([
            ("Shared/Parking.swift", """
            struct ParkingAttributes {
                var zone: String
            }
            """),
            ("Widget/Parking+Activity.swift", """
            import ActivityKit

            @available(iOS 16.1, *)
            extension ParkingAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var minutesLeft: Int
                }
            }
            """),
        ])
        #expect(schema.only?.attributesJSON == SwiftReading.compact(#"{"zone": "String"}"#))
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"minutesLeft": "Int"}"#))
    }

    @Test func findsConformanceThroughATypealiasOfTheProtocol() {
        let schema = SwiftReading.schema("""
        typealias LiveAttributes = ActivityAttributes & Sendable

        struct TimerAttributes: LiveAttributes {
            struct ContentState: Codable, Hashable { var endsAt: Date }
        }
        """)
        #expect(schema.only?.name == "TimerAttributes")
        #expect(schema.only?.attributesJSON == "{}")
    }

    @Test func findsConformanceThroughProtocolsThatRefineIt() {
        let schema = SwiftReading.schema("""
        #if canImport(ActivityKit)
        import ActivityKit

        public protocol PushableAttributes: ActivityAttributes {}
        public protocol CampaignAttributes: PushableAttributes where ContentState: Sendable {}

        public struct PromoAttributes: CampaignAttributes {
            public struct ContentState: Codable, Hashable { public var headline: String }
            public var campaignID: String
        }
        #endif

        struct NotAnActivity: Codable { var headline: String }
        """)
        #expect(schema.activities.map(\.name) == ["PromoAttributes"])
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"headline": "String"}"#))
    }

    @Test func followsAContentStateTypealiasToATypeDeclaredElsewhere() {
        let schema = SwiftReading.schema([
            ("App/RideState.swift", "struct RideState: Codable, Hashable {\n    var etaMinutes: Int\n    var driver: String?\n}\n"),
            ("Widget/Ride.swift", "struct RideAttributes: ActivityAttributes {\n    typealias ContentState = RideState\n    let rideID: UUID\n}\n"),
        ])
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"etaMinutes": "Int", "driver": "String?"}"#))
        #expect(schema.only?.attributesJSON == SwiftReading.compact(#"{"rideID": "UUID"}"#))
    }

    /// A fuzz finding: the reader followed the alias into its own target without end and hung.
    @Test func anAliasOfItsOwnMemberIsFollowedOnceAndItsContentStateNotFound() {
        let schema = SwiftReading.schema("""
        typealias Con = Con.Inner
        struct ParcelAttributes: ActivityAttributes {
            typealias ContentState = Con.State
        }
        """)
        #expect(schema.only?.name == "ParcelAttributes")
        #expect(schema.only?.contentStateJSON == "{}")
        #expect(!schema.diagnostics.isEmpty)
    }

    @Test func findsAContentStateDeclaredInAnExtension() {
        let schema = SwiftReading.schema("""
        struct ScoreAttributes: ActivityAttributes { var home: String }

        extension ScoreAttributes {
            struct ContentState: Codable, Hashable { var homeScore: Int }
        }

        extension ScoreAttributes.ContentState {
            static let kickOff = Self(homeScore: 0)
        }
        """)
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"homeScore": "Int"}"#))
    }

    @Test func reportsAnActivityWithoutContentState() {
        let schema = SwiftReading.schema("struct BrokenAttributes: ActivityAttributes {\n    var name: String\n}\n")
        let missing = schema.diagnostics(.noContentState)
        #expect(missing.count == 1)
        #expect(missing.first?.severity == .error)
        #expect(missing.first?.location?.line == 1)
    }

    @Test func saysSoWhenNoTypeIsAnActivity() {
        let schema = SwiftReading.schema("struct Order: Codable { var id: Int }\n")
        #expect(schema.activities.isEmpty)
        #expect(schema.diagnostics(.noActivities).first?.message == "no type in the 1 Swift file read conforms to ActivityAttributes")
    }
}
