import IsletBundle
import IsletInput
import IsletSources
import IsletViews
import Testing

@Suite struct ActivitySourcesTests {
    static let now = 1_782_000_000.0
    static var deliveryLayout: ActivitySources.LayoutFile {
        ActivitySources.LayoutFile(path: "layouts/delivery.json", text: BundledLayouts.layouts.first { $0.name == "delivery" }!.json)
    }

    static let order = SwiftReports.activity(
        "CoffeeOrderAttributes", attributes: #"{"storeName": "String"}"#,
        contentState: #"{"status": {"enum": ["received", "ready"]}, "readyAt": "Date"}"#, file: "Sources/Widget/Order.swift", line: 4
    )

    @Test func swiftAloneIsDrawnWithAGenericLayout() throws {
        let sources = try ActivitySources.resolve(layout: nil, swift: try SwiftReports.report([SwiftReports.delivery]), activity: nil, bundleId: nil, now: Self.now)
        #expect(sources.layouts.map(\.activity) == ["DeliveryAttributes"])
        #expect(sources.chosen.bundleId == "com.example.delivery")
        #expect(sources.guessedBundleId)
        #expect(sources.chosen.preview != nil)
        #expect(sources.warnings.isEmpty)
    }

    @Test func activityChoosesAndEveryOtherFollows() throws {
        let report = try SwiftReports.report([SwiftReports.delivery, Self.order])
        let first = try ActivitySources.resolve(layout: nil, swift: report, activity: nil, bundleId: "com.shop.app", now: Self.now)
        #expect(first.layouts.map(\.activity) == ["DeliveryAttributes", "CoffeeOrderAttributes"])
        #expect(first.layouts.allSatisfy { $0.bundleId == "com.shop.app" })
        #expect(!first.guessedBundleId)
        let chosen = try ActivitySources.resolve(layout: nil, swift: report, activity: "CoffeeOrderAttributes", bundleId: nil, now: Self.now)
        #expect(chosen.layouts.map(\.activity) == ["CoffeeOrderAttributes", "DeliveryAttributes"])
    }

    @Test func anUnknownActivitySuggestsTheNearest() throws {
        let report = try SwiftReports.report([SwiftReports.delivery, Self.order])
        #expect {
            try ActivitySources.resolve(layout: nil, swift: report, activity: "DeliveryAttribute", bundleId: nil, now: Self.now)
        } throws: { error in
            (error as? InputError)?.message == "--activity DeliveryAttribute: the Swift sources declare no such activity; did you mean DeliveryAttributes? (they declare DeliveryAttributes, CoffeeOrderAttributes)"
        }
    }

    @Test func aSyntaxErrorStopsWithWhereItIs() throws {
        let report = try SwiftReports.report([SwiftReports.delivery], diagnostics: [SwiftReports.syntaxError])
        #expect {
            try ActivitySources.resolve(layout: nil, swift: report, activity: nil, bundleId: nil, now: Self.now)
        } throws: { error in
            (error as? InputError)?.details == ["Sources/Widget/Broken.swift:3:7: error: expected '}' to end struct"]
        }
    }

    @Test func sourcesWithoutActivitiesAreAnError() throws {
        #expect {
            try ActivitySources.resolve(layout: nil, swift: try SwiftReports.report([]), activity: nil, bundleId: nil, now: Self.now)
        } throws: { error in
            (error as? InputError)?.message == "the Swift sources declare no type conforming to ActivityAttributes"
        }
    }

    @Test func aLayoutThatAgreesWithTheSwiftKeepsItsViewsAndSaysNothing() throws {
        let sources = try ActivitySources.resolve(layout: Self.deliveryLayout, swift: try SwiftReports.report([SwiftReports.delivery]), activity: nil, bundleId: nil, now: Self.now)
        let own = try LayoutReader.read(Self.deliveryLayout.text)
        #expect(sources.warnings.isEmpty)
        #expect(sources.layouts == [own])
    }

    @Test func aLayoutThatDisagreesIsToldAndTheSwiftIsUsed() throws {
        let swift = SwiftReports.activity(
            "DeliveryAttributes", attributes: SwiftReports.deliverySchema.attributes,
            contentState: #"{"driverName": "String", "eta": "ClosedRange<Date>", "step": {"enum": ["confirmed", "preparing", "pickedUp", "delivering", "delivered"]}, "progress": "Double?", "tip": "Int"}"#
        )
        let sources = try ActivitySources.resolve(layout: Self.deliveryLayout, swift: try SwiftReports.report([swift]), activity: nil, bundleId: nil, now: Self.now)
        #expect(sources.warnings.prefix(2) == [
            "layouts/delivery.json and the Swift (Sources/Widget/Model.swift:12) disagree; islet uses the Swift:",
            "  contentState.tip: the Swift declares it (Int), the layout does not",
        ])
        #expect(sources.warnings.count == 3 && sources.warnings[2].hasPrefix("layouts/delivery.json: its preview does not decode with the Swift's types"))
        #expect(sources.warnings.last?.contains(#"key "tip""#) == true)
        #expect(sources.chosen.contentState.field(named: "tip") != nil)
        #expect(sources.chosen.preview == nil, "the layout's preview has no tip: sample values stand in")
    }

    @Test func aViewBindingWhatTheSwiftLacksIsAnErrorInTheLayout() throws {
        let swift = SwiftReports.activity("DeliveryAttributes", attributes: SwiftReports.deliverySchema.attributes, contentState: #"{"driverName": "String"}"#)
        #expect {
            try ActivitySources.resolve(layout: Self.deliveryLayout, swift: try SwiftReports.report([swift]), activity: nil, bundleId: nil, now: Self.now)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.file == "layouts/delivery.json" && error.location != nil
        }
    }

    /// The layout is read with the Swift's types themselves, not with its JSON rewritten: a
    /// layout that leaves out `attributes` still gets the Swift's (a rewrite replaced only the
    /// keys the layout wrote, so such a layout kept no attributes at all).
    @Test func aLayoutWithoutAttributesTakesTheSwifts() throws {
        let text = #"""
        {"activity": "CoffeeOrderAttributes", "bundleId": "com.shop.coffee",
         "contentState": {"status": {"enum": ["received", "ready"]}, "readyAt": "Date"},
         "lockScreen": {"text": "Order"},
         "dynamicIsland": {"compactLeading": {"text": "C"}, "compactTrailing": {"text": "{state.status}"}, "minimal": {"text": "C"}}}
        """#
        let file = ActivitySources.LayoutFile(path: "coffee.json", text: text)
        let sources = try ActivitySources.resolve(layout: file, swift: try SwiftReports.report([Self.order]), activity: nil, bundleId: nil, now: Self.now)
        #expect(sources.chosen.attributes.field(named: "storeName")?.type == .string)
        #expect(sources.chosen.contentState.field(named: "readyAt")?.type == .date)
        #expect(sources.chosen.bundleId == "com.shop.coffee")
    }
}
