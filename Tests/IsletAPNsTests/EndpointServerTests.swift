import Foundation
import IsletAPNs
import IsletTestSupport
import Testing

/// The transport with real clients: curl over h2c, HTTP/1.1 and a Unix socket, nghttp, h2load.
struct EndpointServerTests {
    private let push = ["-X", "POST", "-H", "apns-topic: com.example.app", "-H", "apns-push-type: liveactivity", "-H", "x-dup: one", "-H", "x-dup: two", "--data-binary", #"{"aps":{}}"#]

    @Test func curlWithPriorKnowledgeSpeaksHTTP2() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let result = try ClientCommand.curl(["--http2-prior-knowledge"] + push + ["\(endpoint.url)/3/device/abc123"])
        #expect(result.status == 0, "\(result.standardError)")
        let echo = try EchoHandler.decode(result.standardOutput)
        #expect(echo.transport == "HTTP/2")
        #expect(echo.method == "POST")
        #expect(echo.path == "/3/device/abc123")
        #expect(echo.values("apns-topic") == ["com.example.app"])
        #expect(echo.values("x-dup") == ["one", "two"])
        #expect(echo.bodyBytes == 10 && echo.keptBytes == 10)
    }

    /// `--headless` promises that a request's record is written before its answer leaves: the
    /// handler is told answers are about to go before their bytes are sent, for HTTP/1.1 (whose
    /// answers are made as output is pulled) as for HTTP/2, on a connection kept open.
    @Test func theHandlerIsToldBeforeEachAnswerLeaves() throws {
        let handler = OrderingHandler()
        let endpoint = try RunningEndpoint(EndpointConfiguration(listeners: [.tcp(host: "127.0.0.1", port: 0)]), handler: handler)
        defer { endpoint.stop() }
        let socket = try RawSocket(port: endpoint.port)
        for path in ["/one", "/two"] {
            socket.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(socket.read(until: "answer \(path)").contains("answer \(path)"))
            #expect(handler.events.last == "told", "after \(path): \(handler.events)")
        }
        #expect(handler.events == ["answered /one", "told", "answered /two", "told"])
    }

    @Test func curlOverHTTP1KeepsRepeatedHeaders() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let result = try ClientCommand.curl(["--http1.1"] + push + ["\(endpoint.url)/3/device/abc123"])
        #expect(result.status == 0, "\(result.standardError)")
        let echo = try EchoHandler.decode(result.standardOutput)
        #expect(echo.transport == "HTTP/1.1")
        #expect(echo.path == "/3/device/abc123")
        #expect(echo.values("x-dup") == ["one", "two"])
        #expect(echo.values("host") == ["127.0.0.1:\(endpoint.port)"])
        #expect(echo.bodyBytes == 10)
    }

    @Test func oneHTTP1ConnectionServesSeveralRequests() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let url = "\(endpoint.url)/one"
        let result = try ClientCommand.curl(["--http1.1", "-v", url, url.replacingOccurrences(of: "one", with: "two")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Re-using existing connection"))
        #expect(result.standardOutput.contains(#""path":"\/one""#) && result.standardOutput.contains(#""path":"\/two""#))
    }

    @Test func unixSocketServesBothProtocolsAndIsRemovedOnStop() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.file("e.sock")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        #expect(throws: EndpointError.self) { try EndpointServer(configuration: EndpointConfiguration(listeners: [.unix(path: path)]), handler: EchoHandler()) }
        try FileManager.default.removeItem(atPath: path)
        Self.leaveStaleSocket(at: path)

        let endpoint = try RunningEndpoint(EndpointConfiguration(listeners: [.unix(path: path)]))
        defer { endpoint.stop() }
        #expect(endpoint.server.boundAddresses == ["unix:\(path)"])
        let live = #expect(throws: EndpointError.self) { try EndpointServer(configuration: EndpointConfiguration(listeners: [.unix(path: path)]), handler: EchoHandler()) }
        #expect(live?.description == "cannot listen on unix:\(path): another server is answering on it")
        #expect(endpoint.server.boundPorts.isEmpty)
        for (flag, transport) in [("--http2-prior-knowledge", "HTTP/2"), ("--http1.1", "HTTP/1.1")] {
            let result = try ClientCommand.curl(["--unix-socket", path, flag, "http://localhost/3/device/a"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try EchoHandler.decode(result.standardOutput).transport == transport)
        }
        endpoint.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A socket file as a killed server leaves it: bound, then closed without being removed.
    private static func leaveStaleSocket(at path: String) {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(descriptor)
    }

    @Test func nghttpIsAnswered() throws {
        let scratch = try ScratchDirectory()
        let body = scratch.file("body.json")
        try Data(#"{"aps":{"event":"update"}}"#.utf8).write(to: URL(fileURLWithPath: body))
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let result = try ClientCommand.run("nghttp", ["-t", "20", "-d", body, "-H", "x-dup: a", "-H", "x-dup: b", "\(endpoint.url)/3/device/xyz"])
        #expect(result.status == 0, "\(result.standardError)")
        let echo = try EchoHandler.decode(result.standardOutput)
        #expect(echo.method == "POST" && echo.path == "/3/device/xyz" && echo.transport == "HTTP/2")
        #expect(echo.values("x-dup") == ["a", "b"])
        #expect(echo.bodyBytes == 26)
    }

    @Test func h2loadManyStreamsOnFewConnectionsAllSucceed() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let result = try ClientCommand.run("h2load", ["-n", "2000", "-c", "4", "-m", "10", "\(endpoint.url)/3/device/abc"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("2000 succeeded, 0 failed, 0 errored"), "\(result.standardOutput)")
    }

    @Test func aBodyOverTheLimitIsAnsweredWithoutBeingKept() throws {
        let scratch = try ScratchDirectory()
        let body = scratch.file("big.bin")
        try Data(repeating: 0x61, count: 10_000_000).write(to: URL(fileURLWithPath: body))
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        for flag in ["--http2-prior-knowledge", "--http1.1"] {
            let result = try ClientCommand.curl([flag, "-w", "\n%{http_code}", "--data-binary", "@\(body)", "\(endpoint.url)/3/device/big"])
            let lines = result.standardOutput.split(separator: "\n")
            #expect(lines.last == "413", "\(flag): \(result.standardError)")
            let echo = try EchoHandler.decode(String(lines.first ?? ""))
            #expect(echo.keptBytes <= EndpointLimits().keptBodyBytes, "\(flag)")
            #expect(echo.bodyBytes > EndpointLimits().keptBodyBytes, "\(flag)")
        }
        // The server is still there for the next client.
        #expect(try ClientCommand.curl(["--http2-prior-knowledge", "\(endpoint.url)/after"]).status == 0)
    }

    @Test func aClientThatKeepsSendingPastItsAnswerIsResetWithNoError() throws {
        let scratch = try ScratchDirectory()
        let body = scratch.file("huge.bin")
        try Data(repeating: 0x61, count: 24 << 20).write(to: URL(fileURLWithPath: body))
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let result = try ClientCommand.run("nghttp", ["-v", "-t", "20", "-d", body, "\(endpoint.url)/3/device/huge"])
        #expect(result.standardOutput.contains(":status: 413"))
        let reset = try #require(result.standardOutput.range(of: "recv RST_STREAM frame"))
        #expect(result.standardOutput[reset.upperBound...].prefix(80).contains("error_code=NO_ERROR"))
    }

    @Test func stoppingSendsGoAwayToHTTP2Clients() throws {
        let endpoint = try RunningEndpoint()
        let client = try RawSocket(port: endpoint.port)
        client.send(RawSocket.http2Preface + RawSocket.emptySettings)
        #expect(RawSocket.frames(client.readSome()).first?.type == 4, "the server's SETTINGS")
        endpoint.stop()
        let received = try #require(client.readUntilClosed())
        let goAway = try #require(RawSocket.frames(received).first { $0.type == 7 })
        #expect(goAway.payload.count == 8 && goAway.payload[4..<8].elementsEqual([0, 0, 0, 0]))
    }

    @Test func aPortInUseIsAnEndpointError() throws {
        let endpoint = try RunningEndpoint()
        defer { endpoint.stop() }
        let configuration = EndpointConfiguration(listeners: [.tcp(host: "127.0.0.1", port: endpoint.port)])
        let error = #expect(throws: EndpointError.self) { try EndpointServer(configuration: configuration, handler: EchoHandler()) }
        #expect(error?.description == "cannot listen on 127.0.0.1:\(endpoint.port): Address already in use")
    }

    @Test func boundAddressesNameIPv4AndIPv6() throws {
        let configuration = EndpointConfiguration(listeners: [.tcp(host: "127.0.0.1", port: 0), .tcp(host: "::1", port: 0)])
        let endpoint = try RunningEndpoint(configuration)
        defer { endpoint.stop() }
        let ports = endpoint.server.boundPorts
        #expect(ports.count == 2 && ports.allSatisfy { $0 > 0 })
        #expect(endpoint.server.boundAddresses == ["127.0.0.1:\(ports[0])", "[::1]:\(ports[1])"])
        let result = try ClientCommand.curl(["--http2-prior-knowledge", "http://[::1]:\(ports[1])/v6"])
        #expect(try EchoHandler.decode(result.standardOutput).path == "/v6")
        #expect(throws: EndpointError.self) {
            try EndpointServer(configuration: EndpointConfiguration(listeners: [.tcp(host: "example.com", port: 0)]), handler: EchoHandler())
        }
    }
}
