import Foundation
import IsletTestSupport
import Testing

private typealias F = ServeFixtures
private typealias H = HTTP2Frames

/// `islet serve --headless` under the attacks of issue 13 and issue 18 (items 2-4, 7), each
/// bounded in time and traffic, on loopback only. After each one a good push still gets 200.
/// What the server's memory and CPU do meanwhile depends on the machine: `make bench` measures
/// them (scripts/bench-endpoint), and these tests count what the server did and answered.
@Suite(.serialized) struct EndpointAttackTests {
    /// A good push gets 200.
    private func expectStillServing(_ serve: ServeProcess, after attack: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let answer = try Curl.run(F.h2c(serve, body: F.update()))
        #expect(answer.status == 200, "a good push after \(attack)", sourceLocation: sourceLocation)
    }

    /// Sends `bytes`, then a PING, and reads until its acknowledgement: everything sent before has
    /// been read by the server. False if the server closed the connection first.
    private func roundTrip(_ socket: RawSocket, after bytes: [UInt8] = [], tag: UInt8 = 0x5A) -> Bool {
        socket.send(bytes + H.pingFrame(tag))
        var received: [UInt8] = []
        while true {
            let chunk = socket.readSome()
            guard !chunk.isEmpty else { return false }
            received += chunk
            if RawSocket.frames(received).contains(where: { $0.type == H.ping && $0.payload == [UInt8](repeating: tag, count: 8) }) { return true }
        }
    }

    /// Whether the server ended the connection with GOAWAY (or closed it outright).
    private func endsConnection(_ socket: RawSocket) -> Bool {
        guard let received = socket.readUntilClosed() else { return false }
        return received.isEmpty || RawSocket.frames(received).contains { $0.type == H.goAway }
    }

    @Test func rapidResetIsCutOff() throws {
        let serve = try ServeProcess()
        serve.discardRecords()
        let socket = try RawSocket(port: serve.port)
        var flood = H.preface
        for index in 0..<3000 {
            let stream = UInt32(2 * index + 1)
            flood += H.headersFrame(stream: stream, H.request(path: "/3/device/\(serve.updateToken)")) + H.resetFrame(stream: stream)
        }
        socket.send(flood)
        #expect(endsConnection(socket))
        try expectStillServing(serve, after: "rapid reset")
    }

    @Test func aContinuationFloodIsCutOff() throws {
        let serve = try ServeProcess()
        let socket = try RawSocket(port: serve.port)
        var flood = H.preface + H.headersFrame(stream: 1, H.request(path: "/"), endHeaders: false)
        for index in 0..<2000 { flood += H.frame(type: H.continuation, flags: 0, stream: 1, H.literal("x-\(index)", "y")) }
        socket.send(flood)
        #expect(endsConnection(socket))
        try expectStillServing(serve, after: "a CONTINUATION flood")
    }

    @Test func settingsAndPingFloodsFromAClientThatNeverReadsAreCutOff() throws {
        let serve = try ServeProcess()
        for frame in [H.frame(type: H.settings, flags: 0, stream: 0, []), H.pingFrame()] {
            let socket = try RawSocket(port: serve.port, sendTimeout: 2)
            socket.send(H.preface + Array([[UInt8]](repeating: frame, count: 20_000).joined()))
            #expect(endsConnection(socket))
        }
        try expectStillServing(serve, after: "SETTINGS and PING floods")
    }

    @Test func hpackBombsAndHugeOrNumerousHeadersAreRefused() throws {
        let serve = try ServeProcess()
        serve.discardRecords()
        let socket = try RawSocket(port: serve.port)
        // 4 KB in the dynamic table, then 200 requests naming it 100 times each: 400 KB of
        // headers a request from 100 bytes on the wire.
        var attack = H.preface + H.headersFrame(stream: 1, H.request(path: "/") + H.literal("x-bomb", String(repeating: "a", count: 4000), indexed: true), endStream: true)
        for index in 1...200 {
            let block = H.request(path: "/") + Array([[UInt8]](repeating: H.newestEntry, count: 100).joined())
            attack += H.headersFrame(stream: UInt32(2 * index + 1), block, endStream: true)
        }
        // And 3000 distinct small headers in one request, over HEADERS and CONTINUATION.
        let numerous = (0..<3000).flatMap { H.literal("x-\($0)", "v") }
        let pieces = stride(from: 0, to: numerous.count, by: 12_000).map { Array(numerous[$0..<min($0 + 12_000, numerous.count)]) }
        attack += H.headersFrame(stream: 1001, H.request(path: "/") + pieces[0], endStream: true, endHeaders: pieces.count == 1)
        for (index, piece) in pieces.enumerated().dropFirst() {
            attack += H.frame(type: H.continuation, flags: index == pieces.count - 1 ? H.endHeaders : 0, stream: 1001, piece)
        }
        #expect(roundTrip(socket, after: attack), "the server keeps the connection and answers")
        try expectStillServing(serve, after: "HPACK bombs")
    }

    @Test func thousandsOfOpenStreamsLeaveEveryConnectionAnswering() throws {
        let serve = try ServeProcess()
        serve.discardRecords()
        var sockets: [RawSocket] = []
        for _ in 0..<16 {
            let socket = try RawSocket(port: serve.port)
            // 12 KB of headers from a few bytes each, a body begun and never ended: without a
            // budget, 16,000 such streams keep over 200 MB.
            var attack = H.preface + H.headersFrame(stream: 1, H.request(path: "/") + H.literal("x-bomb", String(repeating: "b", count: 4000), indexed: true), endStream: true)
            for index in 1...1000 {
                let stream = UInt32(2 * index + 1)
                let block = H.request(path: "/3/device/\(serve.updateToken)") + Array([[UInt8]](repeating: H.newestEntry, count: 3).joined())
                attack += H.headersFrame(stream: stream, block) + H.frame(type: H.data, flags: 0, stream: stream, [UInt8](repeating: 0x7B, count: 60))
            }
            #expect(roundTrip(socket, after: attack))
            sockets.append(socket)
        }
        sockets.removeAll()
        try expectStillServing(serve, after: "thousands of open streams")
    }

    @Test func clientsThatSendFasterThanTheyReadAreHeldAtAFewHundredKilobytes() throws {
        let serve = try ServeProcess()
        serve.discardRecords()
        let request = Array("GET /islet/tokens HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        let megabyte = Array([[UInt8]](repeating: request, count: 1_048_576 / request.count).joined())
        let http1 = try RawSocket(port: serve.port, sendTimeout: 2)
        // It reads its answers, slowly: the server may read only as fast as it answers. The pause
        // between reads is the slow client under test, not a wait for an event.
        let reader = Thread {
            for _ in 0..<250 {
                guard !http1.readSome().isEmpty else { return }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        reader.start()
        // Up to 100 MB, until a send times out: the server stopped reading.
        var sent = 0
        while sent < 100, http1.send(megabyte) == megabyte.count { sent += 1 }
        #expect(sent < 100)
        let http2 = try RawSocket(port: serve.port, sendTimeout: 2)
        var streams = H.preface
        for index in 0..<5000 { streams += H.headersFrame(stream: UInt32(2 * index + 1), H.request(path: "/islet/tokens"), endStream: true) }
        http2.send(streams)
        try expectStillServing(serve, after: "clients that never read")
    }

    @Test func slowClientsAtTheConnectionCapDoNotKeepAGoodOneOut() throws {
        let serve = try ServeProcess()
        var slow: [RawSocket] = []
        // 300 connections past the cap of 256, each with one byte of a request head or only the
        // HTTP/2 preface and PINGs: none has a request in flight, so the oldest make room.
        for index in 0..<300 {
            let socket = try RawSocket(port: serve.port)
            socket.send(index.isMultiple(of: 2) ? Array("P".utf8) : H.preface + H.pingFrame())
            slow.append(socket)
        }
        try expectStillServing(serve, after: "300 slow connections")
        #expect(slow[0].readUntilClosed() != nil, "the oldest slow connection was closed")
    }

    @Test func badChunkSizesAre400() throws {
        let serve = try ServeProcess()
        for size in ["fffffffffffffffffffff", "-1", "1 1", "0x10", "", "g"] {
            let socket = try RawSocket(port: serve.port)
            socket.send("POST /3/device/\(serve.updateToken) HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\nabc\r\n0\r\n\r\n")
            let answer = String(decoding: socket.readUntilClosed() ?? [], as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 400 "), "chunk size \"\(size)\": \(answer.prefix(40))")
        }
        try expectStillServing(serve, after: "bad chunk sizes")
    }

    @Test func tlsGarbageIsDroppedAndTLSStillServes() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("islet-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let serve = try ServeProcess(arguments: ["--tls"], environment: ["XDG_STATE_HOME": state.path])
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // A TLS record header that promises a handshake, then noise; and noise from the first byte.
        for attack in [[0x16, 0x03, 0x01, 0x40, 0x00] + garbage.prefix(16_384), garbage] {
            let socket = try RawSocket(port: serve.port)
            socket.send(attack)
            #expect(socket.readUntilClosed() != nil, "the connection is closed")
        }
        let certificate = state.appendingPathComponent("islet/localhost-cert.pem").path
        let headers = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(serve.topic)"]
        let answer = try Curl.run(["--http2", "--cacert", certificate] + headers + ["--data-binary", F.update(), "https://localhost:\(serve.port)/3/device/\(serve.updateToken)"])
        #expect(answer.status == 200)
    }

    @Test func maxConnectionsIsCappedToTheOpenFileLimit() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 48 && exec \"$0\" serve layouts/delivery.json --headless --port 0 --max-connections 256", IsletProcess.binary.path]
        process.currentDirectoryURL = IsletProcess.packageRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let start = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(start.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        // More connections than there are descriptors, each holding the start of a request.
        let held = try (0..<60).map { _ in try RawSocket(port: port) }
        for socket in held { socket.send("P") }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("accepting at most 16 connections, not 256"), "\(message)")
    }
}
