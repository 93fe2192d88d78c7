import Foundation
import IsletTestSupport

/// Payloads for the delivery layout, timestamped now so the phone takes them as fresh.
enum ServeFixtures {
    static let referenceOffset = 978_307_200

    static var now: Int { Int(Date().timeIntervalSince1970) }

    static func update(driver: String = "Bo", offset: Int = 0, event: String = "update", extra: String = "") -> String {
        let eta = now - referenceOffset
        return #"{"aps": {"timestamp": \#(now + offset), "event": "\#(event)", "content-state": {"driverName": "\#(driver)", "eta": [\#(eta), \#(eta + 900)], "step": "pickedUp", "progress": 0.5}\#(extra)}}"#
    }

    static func start(channel: String? = nil) -> String {
        let eta = now - referenceOffset
        let listen = channel.map { #""input-push-channel": "\#($0)""# } ?? #""input-push-token": 1"#
        return #"{"aps": {"timestamp": \#(now), "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": 7, "restaurantName": "Pho 88"}, "content-state": {"driverName": "Al", "eta": [\#(eta), \#(eta + 600)], "step": "confirmed"}, "alert": {"title": "Order placed", "body": "Pho 88 has it"}, \#(listen)}}"#
    }

    /// curl arguments for an h2c push with the right headers, then `extra`.
    static func h2c(_ serve: ServeProcess, token: String? = nil, body: String, headers: [String]? = nil, extra: [String] = []) -> [String] {
        let headerArguments = (headers ?? ["apns-push-type: liveactivity", "apns-topic: \(serve.topic)"]).flatMap { ["-H", $0] }
        return ["--http2-prior-knowledge"] + headerArguments + extra + ["--data-binary", body, "\(serve.url)/3/device/\(token ?? serve.updateToken)"]
    }
}
