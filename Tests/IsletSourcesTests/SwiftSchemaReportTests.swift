import IsletInput
import Testing

@Suite struct SwiftSchemaReportTests {
    @Test func readsActivitiesThroughTheLayoutSchemaParser() throws {
        let report = try SwiftReports.report([SwiftReports.delivery], diagnostics: [SwiftReports.customDecoding])
        let activity = try #require(report.activities.first)
        #expect(activity.name == "DeliveryAttributes")
        #expect(activity.file == "Sources/Widget/Model.swift" && activity.line == 12)
        #expect(activity.declaration.attributes.fields.map(\.name) == ["orderNumber", "restaurantName"])
        #expect(activity.declaration.contentState.field(named: "eta")?.type == .dateRange)
        #expect(activity.declaration.contentState.field(named: "progress")?.type == .optional(.double))
    }

    @Test func diagnosticsReadAsCompilersWriteThem() throws {
        let report = try SwiftReports.report([], diagnostics: [SwiftReports.syntaxError, SwiftReports.customDecoding])
        #expect(report.diagnostics.map(\.description) == [
            "Sources/Widget/Broken.swift:3:7: error: expected '}' to end struct",
            "Sources/Widget/Model.swift:30:5: warning: ContentState has its own init(from:): islet judges pushes only as far as the stored properties tell",
        ])
        #expect(report.diagnostics.map(\.isSyntaxError) == [true, false])
    }

    @Test func aSchemaIsletCannotReadNamesItsPlace() {
        let bad = SwiftReports.activity("A", attributes: "{}", contentState: #"{"when": "Tomorrow"}"#)
        #expect {
            try SwiftReports.report([bad])
        } throws: { error in
            (error as? InputError)?.path?.description == "activities[0].contentState.when"
        }
    }

    @Test func aDiagnosticWithAnUnknownSeverityIsRefused() {
        let odd = #"{"severity": "fatal", "code": "x", "message": "m"}"#
        #expect(throws: InputError.self) { try SwiftReports.report([], diagnostics: [odd]) }
    }
}
