import IsletModel
import IsletSources
import Testing

@Suite struct SchemaComparisonTests {
    static func declaration(_ contentState: String, name: String = "DeliveryAttributes", attributes: String = SwiftReports.deliverySchema.attributes) throws -> ActivityDeclaration {
        try #require(try SwiftReports.report([SwiftReports.activity(name, attributes: attributes, contentState: contentState)]).activities.first).declaration
    }

    @Test func theSameTypesAgree() throws {
        let layout = try Self.declaration(SwiftReports.deliverySchema.contentState)
        #expect(SchemaComparison.differences(layout: layout, swift: layout).isEmpty)
    }

    @Test func saysWhatIsMissingDifferentAndRenamed() throws {
        let layout = try Self.declaration(SwiftReports.deliverySchema.contentState)
        let swift = try Self.declaration(
            #"{"driver_name": "String", "eta": "Date", "step": {"enum": ["confirmed", "preparing", "picked_up", "delivering", "delivered"]}, "progress": "Double?", "tip": "Int"}"#,
            attributes: #"{"orderNumber": "String", "restaurantName": "String"}"#
        )
        #expect(SchemaComparison.differences(layout: layout, swift: swift).map(\.description) == [
            "attributes.orderNumber: the layout says Int, the Swift String",
            "contentState.driverName: the layout declares it, the Swift does not; the Swift has driver_name",
            "contentState.eta: the layout says ClosedRange<Date>, the Swift Date",
            #"contentState.step: the case "pickedUp" is "picked_up" in the Swift"#,
            "contentState.driver_name: the Swift declares it (String), the layout does not",
            "contentState.tip: the Swift declares it (Int), the layout does not",
        ])
    }

    @Test func anAddedCaseAndAnotherOrderAreNamed() throws {
        let layout = try Self.declaration(#"{"step": {"enum": ["a", "b"]}, "late": "Bool"}"#)
        let added = try Self.declaration(#"{"step": {"enum": ["a", "b", "c"]}, "late": "Bool?"}"#)
        #expect(SchemaComparison.differences(layout: layout, swift: added).map(\.description) == [
            #"contentState.step: the Swift has a case "c" the layout does not"#,
            "contentState.late: the layout says Bool, the Swift Bool?",
        ])
        let reordered = try Self.declaration(#"{"step": {"enum": ["b", "a"]}, "late": "Bool"}"#)
        #expect(SchemaComparison.differences(layout: layout, swift: reordered).map(\.message) == [
            "the cases are in another order in the Swift (comparisons follow the Swift's order)",
        ])
    }

    @Test func anotherNameIsADifference() throws {
        let layout = try Self.declaration("{}")
        let swift = try Self.declaration("{}", name: "OrderAttributes")
        #expect(SchemaComparison.differences(layout: layout, swift: swift).map(\.description) == [
            "activity: the layout says DeliveryAttributes, the Swift declares OrderAttributes",
        ])
    }
}
