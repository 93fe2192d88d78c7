import FoundationEssentials
import IsletInput
import IsletModel
import IsletViews

/// A small delivery layout written one region a line, so a test can swap one piece and know
/// the line an error points at: line 5 is the content state, 6 the preview, 7 the lock screen,
/// 9 to 11 the island's compact leading, compact trailing and minimal views.
enum LayoutFixture {
    static let contentState = #"""
    { "driverName": "String", "eta": "ClosedRange<Date>", "step": { "enum": ["confirmed", "preparing", "pickedUp", "delivering", "delivered"] }, "progress": "Double?", "stops": { "array": { "struct": { "name": "String", "done": "Bool" } } } }
    """#
    static let contentStateJSON = #"""
    { "driverName": "Marco", "eta": [786020100, 786021120], "step": "delivering", "progress": 0.6, "stops": [{ "name": "Luigi's", "done": true }, { "name": "Home", "done": false }] }
    """#
    static let preview = preview()

    /// A preview of the fixture's schema, with its moment and content state replaceable.
    static func preview(at moment: String = "786020400", contentState: String = contentStateJSON) -> String {
        #"{ "at": \#(moment), "attributes": { "orderNumber": 4127 }, "contentState": \#(contentState) }"#
    }

    static func text(
        contentState: String = contentState,
        preview: String = preview,
        lockScreen: String = #"{ "text": "Order #{attributes.orderNumber}" }"#,
        compactLeading: String = #"{ "image": "box.truck.fill" }"#,
        compactTrailing: String = #"{ "timer": "state.eta" }"#,
        minimal: String = #"{ "image": "box.truck.fill" }"#
    ) -> String {
        """
        {
          "activity": "DeliveryAttributes",
          "bundleId": "com.example.delivery",
          "attributes": { "orderNumber": "Int" },
          "contentState": \(contentState),
          "preview": \(preview),
          "lockScreen": \(lockScreen),
          "dynamicIsland": {
            "compactLeading": \(compactLeading),
            "compactTrailing": \(compactTrailing),
            "minimal": \(minimal)
          }
        }
        """
    }

    /// The one-line description of the error reading `text` as `x.json` gives, or nil if it reads.
    static func error(_ text: String) -> String? {
        do {
            _ = try LayoutReader.read(text, file: "x.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// The lock-screen view of a layout whose lock screen is `view`, ready to resolve.
    static func lockScreen(_ view: String, contentState: String = contentState) throws -> (ActivityLayout, ViewNode) {
        let layout = try LayoutReader.read(text(contentState: contentState, lockScreen: view), file: "x.json")
        return (layout, layout.lockScreen)
    }

    /// Content state decoded as a phone would, from JSON text.
    static func state(_ json: String, for layout: ActivityLayout) throws -> StateValue {
        try ActivityDataDecoder.decode(try JSONParser.parse(json).value, as: layout.contentState, at: .root)
    }

    /// The preview's moment: 2025-11-28 11:00:00 UTC.
    static let previewMoment = Date(timeIntervalSinceReferenceDate: 786_020_400)
}
