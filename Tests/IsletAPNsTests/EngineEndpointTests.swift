import FoundationEssentials
import IsletAPNs
import IsletModel
import IsletTestSupport
import Testing

private typealias F = GatewayFixtures

/// `serve --headless` keeps a phone of its own: every request is judged at the time its clock
/// reads, so the phone's limits fall when that clock says, not when the request was built.
struct EngineEndpointTests {
    @Test func eachRequestIsJudgedAtTheClocksTimeAndTheEightHourLimitFallsOnIt() throws {
        let (engine, token) = try F.engineWithActivity()
        let clock = ManualClock(now: F.date(10))
        var received: [Date] = []
        let endpoint = EngineEndpoint(engine: engine, gateway: APNsGateway(settings: .init(bundleID: F.bundleID)), clock: clock) { exchange, _ in
            received.append(exchange.receivedAt)
        }
        #expect(endpoint.respond(to: F.push(to: token, body: F.updateBody(at: 5, driver: "Bo"))).status == 200)
        #expect(endpoint.engine.activity(1)?.updateCount == 1)

        clock.advance(by: .seconds(8 * 3600))
        let late = endpoint.respond(to: F.push(to: token, body: F.updateBody(at: 8 * 3600 + 5)))
        #expect(late.status == 410, "the activity ended at the limit the clock passed")
        #expect(late.reason == "Unregistered")
        #expect(received == [F.date(10), F.date(8 * 3600 + 10)])
    }
}
