import Testing

/// The app and its widget extension each keep a copy of the attribute types.
@Suite struct CopiesTests {
    private let appCopy = """
    import ActivityKit

    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var courier: String
            var eta: Date
        }
        var orderNumber: String
    }
    """

    @Test func copiesThatAgreeAreOneType() {
        let schema = SwiftReading.schema([("App/Delivery.swift", appCopy), ("Widget/Delivery.swift", appCopy)])
        #expect(schema.activities.count == 1)
        #expect(schema.diagnostics.isEmpty)
    }

    @Test func copiesThatDifferAreReportedAndTheWidgetsCopyWins() {
        let widgetCopy = appCopy.replacing("var eta: Date", with: "var eta: Int")
        let widget = """
        import SwiftUI
        import WidgetKit

        struct DeliveryLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: DeliveryAttributes.self) { context in
                    Text(context.state.courier)
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("") } } compactLeading: { } compactTrailing: { } minimal: { }
                }
            }
        }
        """
        let schema = SwiftReading.schema([
            ("Sources/App/Delivery.swift", appCopy), ("Sources/DeliveryWidget/Model/Delivery.swift", widgetCopy),
            ("Sources/DeliveryWidget/DeliveryLiveActivity.swift", widget),
        ])
        #expect(schema.only?.file == "Sources/DeliveryWidget/Model/Delivery.swift")
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"courier": "String", "eta": "Int"}"#))
        let conflicts = schema.diagnostics(.conflictingCopies)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message == #"""
            DeliveryAttributes.ContentState has copies that differ, at Sources/DeliveryWidget/Model/Delivery.swift:4 and Sources/App/Delivery.swift:4: \#
            contentState.eta is "Int" in the first and "Date" in the second; islet uses Sources/DeliveryWidget/Model/Delivery.swift:4, \#
            the copy nearest Sources/DeliveryWidget/Model/Delivery.swift, where it is used
            """#)
        #expect(conflicts.first?.activity == "DeliveryAttributes")
    }

    @Test func withoutAConfigurationTheFirstCopyReadWins() {
        let widgetCopy = appCopy.replacing("var orderNumber: String", with: "var orderNumber: Int")
        let schema = SwiftReading.schema([("App/Delivery.swift", appCopy), ("Widget/Delivery.swift", widgetCopy)])
        #expect(schema.only?.file == "App/Delivery.swift")
        #expect(schema.diagnostics(.conflictingCopies).first?.message.contains("attributes.orderNumber is \"String\" in the first and \"Int\" in the second") == true)
    }
}
