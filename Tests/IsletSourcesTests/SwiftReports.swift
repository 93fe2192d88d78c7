import IsletProgram
import IsletSources

/// Answers of `islet-swift schema` written by hand, shaped as the helper writes them.
enum SwiftReports {
    static let deliverySchema = (
        attributes: #"{"orderNumber": "Int", "restaurantName": "String"}"#,
        contentState: #"{"driverName": "String", "eta": "ClosedRange<Date>", "step": {"enum": ["confirmed", "preparing", "pickedUp", "delivering", "delivered"]}, "progress": "Double?"}"#
    )

    /// One activity entry of the helper's answer.
    static func activity(_ name: String, attributes: String, contentState: String, file: String = "Sources/Widget/Model.swift", line: Int = 12) -> String {
        #"{"name": "\#(name)", "file": "\#(file)", "line": \#(line), "attributes": \#(attributes), "contentState": \#(contentState)}"#
    }

    static func document(_ activities: [String], diagnostics: [String] = []) -> String {
        #"{"activities": [\#(activities.joined(separator: ", "))], "diagnostics": [\#(diagnostics.joined(separator: ", "))]}"#
    }

    /// `islet-swift read`'s answer: the delivery activity's schema on one line, then `program`'s bytes.
    static func readAnswer(program: ScriptProgram) -> [UInt8] {
        Array(document([delivery]).utf8) + [UInt8(ascii: "\n")] + program.bytes
    }

    static func report(_ activities: [String], diagnostics: [String] = []) throws -> SwiftSchemaReport {
        try SwiftSchemaReport.read(document(activities, diagnostics: diagnostics))
    }

    static var delivery: String {
        activity("DeliveryAttributes", attributes: deliverySchema.attributes, contentState: deliverySchema.contentState)
    }

    static let syntaxError = #"{"severity": "error", "code": "syntaxError", "file": "Sources/Widget/Broken.swift", "line": 3, "column": 7, "message": "expected '}' to end struct"}"#
    static let customDecoding = #"{"severity": "warning", "code": "customDecoding", "file": "Sources/Widget/Model.swift", "line": 30, "column": 5, "message": "ContentState has its own init(from:): islet judges pushes only as far as the stored properties tell", "activity": "DeliveryAttributes", "path": "contentState"}"#
}
