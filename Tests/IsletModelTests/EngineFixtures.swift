import FoundationEssentials
import IsletModel

/// A delivery activity and pushes for it, for the engine and check tests.
enum EngineFixtures {
    static let t0 = 1_782_000_000.0

    static let delivery: ActivityDeclaration = {
        let layout = """
        {"activity": "DeliveryAttributes",
         "attributes": {"orderNumber": "Int", "restaurantName": "String"},
         "contentState": {"driverName": "String", "eta": "ClosedRange<Date>",
                          "step": {"enum": ["confirmed", "preparing", "picked_up", "delivered"]},
                          "progress": "Double?"}}
        """
        // The layout text is a constant known to parse.
        return try! DecoderTestSchemas.declaration(fromLayout: layout)
    }()

    static func date(_ offset: Double) -> Date { Date(timeIntervalSince1970: t0 + offset) }

    static func state(step: String = "preparing", driver: String = "Ana") -> String {
        #"{"driverName": "\#(driver)", "eta": [803692800, 803694600], "step": "\#(step)", "progress": 0.5}"#
    }

    static func start(at offset: Double, extra: String = "", type: String = "DeliveryAttributes") -> PushDelivery {
        push(#"{"aps": {"timestamp": \#(Int(t0 + offset)), "event": "start", "attributes-type": "\#(type)", "attributes": {"orderNumber": 42, "restaurantName": "Pizza"}, "content-state": \#(state()), "alert": {"title": "Order placed", "body": "We are on it"}\#(extra)}}"#)
    }

    static func update(at offset: Double, step: String = "picked_up", extra: String = "", target: PushDelivery.Target = .unspecified, priority: Int = 10) -> PushDelivery {
        push(#"{"aps": {"timestamp": \#(Int(t0 + offset)), "event": "update", "content-state": \#(state(step: step))\#(extra)}}"#, target: target, priority: priority)
    }

    static func end(at offset: Double, extra: String = "") -> PushDelivery {
        push(#"{"aps": {"timestamp": \#(Int(t0 + offset)), "event": "end", "content-state": \#(state(step: "delivered"))\#(extra)}}"#)
    }

    static func push(_ text: String, target: PushDelivery.Target = .unspecified, priority: Int = 10) -> PushDelivery {
        PushDelivery(body: .parse(text), byteCount: text.utf8.count, target: target, priority: priority)
    }
}
