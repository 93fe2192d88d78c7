import Foundation
import IsletAPNs
import IsletTestSupport
import Testing

/// The transport under abuse: silent and slow clients, too many connections, garbage frames,
/// a client that never reads. Each test checks what another client, or the abuser, notices.
struct EndpointAbuseTests {
    private let shortIdle = EndpointLimits(idleTimeout: .seconds(1))

    @Test func aSlowRequestLineIsClosedByTheIdleTimeout() throws {
        let endpoint = try RunningEndpoint(limits: shortIdle)
        defer { endpoint.stop() }
        let slow = try RawSocket(port: endpoint.port)
        slow.send("POST /3/dev")
        // Closed (end of stream) well before the 8 s receive timeout, and with nothing said.
        #expect(slow.readUntilClosed() == [])
    }

    @Test func anIdleHTTP2ConnectionGetsGoAwayWithIdleTimeout() throws {
        let endpoint = try RunningEndpoint(limits: shortIdle)
        defer { endpoint.stop() }
        let idle = try RawSocket(port: endpoint.port)
        idle.send(RawSocket.http2Preface + RawSocket.emptySettings)
        let received = try #require(idle.readUntilClosed())
        let goAway = try #require(RawSocket.frames(received).first { $0.type == 7 })
        // Last stream ID (4 bytes), error code NO_ERROR (4 bytes), then the opaque data.
        #expect(goAway.payload[4..<8].elementsEqual([0, 0, 0, 0]))
        #expect(String(decoding: goAway.payload.dropFirst(8), as: UTF8.self) == #"{"reason":"IdleTimeout"}"#)
    }

    @Test func connectionsPastTheCapAreRefusedWhileEveryOneIsBusy() throws {
        let endpoint = try RunningEndpoint(limits: EndpointLimits(maximumConnections: 2))
        defer { endpoint.stop() }
        var held = [try RawSocket(port: endpoint.port), try RawSocket(port: endpoint.port)]
        for socket in held {
            // A request whose body is still on its way: in flight, so never closed for a newcomer.
            socket.send("GET /held HTTP/1.1\r\nHost: x\r\n\r\nPOST /held HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
            #expect(socket.read(until: "\"path\"").hasPrefix("HTTP/1.1 200 OK"))
        }
        let refused = try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/third"])
        #expect(refused.status != 0)
        #expect(refused.standardOutput.isEmpty)

        held.removeLast()
        // The server has seen the released connection close: the refused ones were never its own.
        #expect(try #require(endpoint.echo).wait { _, closed in closed == 1 }, "the server saw the released connection close")
        let accepted = try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/third"])
        #expect(accepted.status == 0, "\(accepted.standardError)")
        #expect(try EchoHandler.decode(accepted.standardOutput).path == "/third")
    }

    @Test func atTheCapTheOldestIdleConnectionMakesRoom() throws {
        let endpoint = try RunningEndpoint(limits: EndpointLimits(maximumConnections: 2))
        defer { endpoint.stop() }
        let oldest = try RawSocket(port: endpoint.port)
        oldest.send("GET /first HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(oldest.read(until: "\"path\"").hasPrefix("HTTP/1.1 200 OK"))
        // Only the first bytes of a head: a slow client, not a request in flight.
        let trickling = try RawSocket(port: endpoint.port)
        trickling.send("PO")
        let newcomer = try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/third"])
        #expect(newcomer.status == 0, "\(newcomer.standardError)")
        #expect(oldest.readUntilClosed() == [], "the oldest idle connection was closed for the newcomer")
    }

    @Test func aRequestHeadMustBeWholeWithinTheRequestTimeout() throws {
        let endpoint = try RunningEndpoint(limits: EndpointLimits(requestTimeout: .seconds(1)))
        defer { endpoint.stop() }
        let slow = try RawSocket(port: endpoint.port)
        slow.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(slow.read(until: "\"path\"").hasPrefix("HTTP/1.1 200 OK"))
        // A byte every 300 ms is progress for the idle clock (60 s), not for the head's. The
        // trickle is the slow client under test, not a wait for an event.
        let trickle = Thread {
            for byte in "GET /b HTTP/1.1\r\nHost: x\r\n".utf8 {
                guard slow.send([byte]) == 1 else { return }
                Thread.sleep(forTimeInterval: 0.3)
            }
        }
        trickle.start()
        #expect(slow.readUntilClosed() == [])
    }

    @Test func garbageAfterThePrefaceGetsGoAwayAndOthersAreStillServed() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let rogue = try RawSocket(port: endpoint.port)
        rogue.send(RawSocket.http2Preface + RawSocket.emptySettings + [UInt8](repeating: 0xFF, count: 64))
        let received = try #require(rogue.readUntilClosed())
        let goAway = try #require(RawSocket.frames(received).first { $0.type == 7 })
        #expect(goAway.payload[4..<8] != [0, 0, 0, 0][...], "an error code, not NO_ERROR")

        let result = try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/next"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func malformedHTTP1IsAnswered400AndClosed() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let client = try RawSocket(port: endpoint.port)
        client.send("GET /x HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n")
        let answer = String(decoding: try #require(client.readUntilClosed()), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(answer.contains("connection: close\r\n"))
    }

    @Test func oversizedHeadersAreAnswered431() throws {
        let endpoint = try RunningEndpoint(limits: EndpointLimits(maximumHeaderBytes: 1024))
        defer { endpoint.stop() }
        for flag in ["--http1.1", "--http2-prior-knowledge"] {
            let result = try ClientCommand.curl([flag, "-w", "%{http_code}", "-o", "/dev/null", "-H", "x-big: \(String(repeating: "a", count: 2000))", "\(endpoint.url)/"])
            #expect(result.standardOutput == "431", "\(flag)")
        }
    }

    @Test func aClientThatNeverReadsDoesNotStallOthers() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let greedy = try RawSocket(port: endpoint.port)
        let request = Array("GET /3/device/pipelined HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        let flood = Array([[UInt8]](repeating: request, count: 2000).joined())
        // Sent without reading a single answer: the server stops reading once its output backs up.
        let sender = Thread { for _ in 0..<20 { greedy.send(flood) } }
        sender.start()
        #expect(try #require(endpoint.echo).wait { answered, _ in answered["/3/device/pipelined", default: 0] >= 100 }, "the server is answering the flood")
        let result = try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/other"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try EchoHandler.decode(result.standardOutput).path == "/other")
    }
}
