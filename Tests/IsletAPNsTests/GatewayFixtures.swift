import FoundationEssentials
import IsletAPNs
import IsletInput
import IsletModel
import IsletTestSupport
import Testing

/// A phone with one delivery activity and requests shaped the way a backend sends them.
enum GatewayFixtures {
    static let bundleID = "com.example.delivery"
    static let topic = bundleID + ".push-type.liveactivity"
    static let t0 = 1_782_000_000.0

    static func date(_ offset: Double) -> Date { Date(timeIntervalSince1970: t0 + offset) }

    static let declaration: ActivityDeclaration = {
        // Constant schemas known to parse.
        ActivityDeclaration(
            name: "DeliveryAttributes",
            attributes: try! SchemaParser.parseStruct(json(#"{"orderNumber": "Int"}"#), typeName: "DeliveryAttributes", at: .root),
            contentState: try! SchemaParser.parseStruct(json(#"{"driverName": "String", "progress": "Double"}"#), typeName: "ContentState", at: .root)
        )
    }()

    static func json(_ text: String) -> JSONValue {
        (try? JSONParser.parse(text, recordLocations: false).value) ?? .null
    }

    static func startBody(at offset: Double) -> String {
        #"{"aps": {"timestamp": \#(Int(t0 + offset)), "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": 42}, "content-state": {"driverName": "Ana", "progress": 0.1}, "alert": {"title": "Order placed", "body": "On its way"}, "input-push-token": 1}}"#
    }

    /// An engine whose activity 1, started by push at t0, holds an update token.
    static func engineWithActivity(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (ActivityEngine, token: String) {
        var engine = ActivityEngine(declarations: [declaration])
        let startToken = try #require(engine.pushToStartTokens["DeliveryAttributes"], sourceLocation: sourceLocation)
        try engine.applySetup(PushDelivery(body: json(startBody(at: 0)), target: .device(startToken)), at: date(0), sourceLocation: sourceLocation)
        return (engine, try #require(engine.activity(1)?.pushToken, sourceLocation: sourceLocation))
    }

    static func updateBody(at offset: Double, driver: String = "Ana", event: String = "update") -> String {
        #"{"aps": {"timestamp": \#(Int(t0 + offset)), "event": "\#(event)", "content-state": {"driverName": "\#(driver)", "progress": 0.5}}}"#
    }

    static func push(
        to token: String, body: String, headers: [HeaderField] = standardHeaders, method: String = "POST", connection: Int = 1
    ) -> EndpointRequest {
        EndpointRequest(method: method, path: "/3/device/\(token)", headers: headers, body: Array(body.utf8), connectionID: connection)
    }

    static let standardHeaders = [HeaderField("apns-push-type", "liveactivity"), HeaderField("apns-topic", topic)]

    static func replacing(_ name: String, with value: String?) -> [HeaderField] {
        standardHeaders.filter { $0.name != name } + (value.map { [HeaderField(name, $0)] } ?? [])
    }
}

extension EndpointResponse {
    /// The `reason` of an error body.
    var reason: String? {
        (try? JSONParser.parse(bytes: body, recordLocations: false).value)?.objectValue?["reason"]?.stringValue
    }

    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }
}

extension ActivityEngine {
    /// The driver's name activity `id` shows.
    func driver(of id: Int) -> String? {
        guard case .record(let record) = activity(id)?.contentState, case .string(let name) = record["driverName"] else { return nil }
        return name
    }
}
