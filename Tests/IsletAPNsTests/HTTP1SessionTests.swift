@testable import IsletAPNs
import Testing

/// The HTTP/1.1 session fed bytes directly: framing, pipelining and the refusals that real
/// clients are too well behaved to trigger.
struct HTTP1SessionTests {
    private final class Recorder: EndpointHandler {
        var requests: [EndpointRequest] = []
        func respond(to request: EndpointRequest) -> EndpointResponse {
            requests.append(request)
            return EndpointResponse(status: 200, body: Array("ok".utf8))
        }
        func connectionClosed(_ connectionID: Int) {}
    }

    private let recorder = Recorder()

    private func session(_ limits: EndpointLimits = EndpointLimits(keptBodyBytes: 16, maximumHeaderBytes: 256)) -> HTTP1Session {
        HTTP1Session(handler: recorder, limits: limits, connectionID: 7)
    }

    private func exchange(_ session: HTTP1Session, _ text: String) -> String {
        Array(text.utf8).withUnsafeBytes { session.receive($0) }
        return String(decoding: session.output(budget: 1 << 20), as: UTF8.self)
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() {
        let session = session()
        let output = exchange(session, "GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGET /c HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(recorder.requests.map(\.path) == ["/a", "/b", "/c"])
        #expect(recorder.requests[1].body == Array("abc".utf8))
        #expect(recorder.requests.allSatisfy { $0.transport == .http1 && $0.connectionID == 7 })
        #expect(output.components(separatedBy: "HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok").count == 4)
        #expect(!session.isFinished)
    }

    /// A client that pipelines faster than it reads: the session asks for no more input once
    /// what it has not parsed is above its bound, and asks again once answers have been taken.
    @Test func unparsedInputAboveTheBoundStopsReading() {
        let limits = EndpointLimits()
        let session = session(limits)
        let request = Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        var received = 0
        while session.wantsInput, received < 100 * limits.unparsedInputLimit {
            request.withUnsafeBytes { session.receive($0) }
            received += request.count
            // The client reads a little: one answer's worth of output is taken now and then.
            if received.isMultiple(of: 64 * request.count) { _ = session.output(budget: 16) }
        }
        #expect(!session.wantsInput)
        #expect(received <= limits.unparsedInputLimit + request.count + 64 * request.count)
        while !session.wantsInput { _ = session.output(budget: 4096) }
        #expect(session.wantsInput)
    }

    /// A handler's headers go out as given, except the framing the transport owns (in any case)
    /// and line breaks, which would end a header early and start one of the value's choosing.
    @Test func anAnswersHeadersCannotForgeFramingOrSplitALine() {
        let response = EndpointResponse(status: 200, headers: [
            HeaderField("islet-explanation", "one\r\nset-cookie: forged"), HeaderField("Content-Length", "99"),
            HeaderField("CONNECTION", "upgrade"), HeaderField("apns-id", "abc"),
        ], body: Array("ok".utf8))
        let written = String(decoding: HTTP1Response.serialize(response, closing: false), as: UTF8.self)
        #expect(written == "HTTP/1.1 200 OK\r\nislet-explanation: oneset-cookie: forged\r\napns-id: abc\r\ncontent-length: 2\r\n\r\nok")
    }

    @Test func aRequestSplitAcrossReadsWaitsForTheRest() {
        let session = session()
        #expect(exchange(session, "POST /a HTTP/1.1\r\nHo").isEmpty)
        #expect(exchange(session, "st: x\r\nContent-Length: 4\r\n\r\nab").isEmpty)
        #expect(exchange(session, "cd").hasPrefix("HTTP/1.1 200 OK"))
        #expect(recorder.requests.first?.body == Array("abcd".utf8))
    }

    @Test func headerNamesAreLowercasedAndRepeatsKept() {
        _ = exchange(session(), "GET / HTTP/1.1\r\nHost: x\r\nApns-Topic: a\r\nAPNS-TOPIC:  b \r\n\r\n")
        #expect(recorder.requests.first?.headers == [HeaderField("host", "x"), HeaderField("apns-topic", "a"), HeaderField("apns-topic", "b")])
    }

    @Test func chunkedBodiesAreDecoded() {
        _ = exchange(session(), "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\nA\r\n0123456789\r\n0\r\nTrailer: t\r\n\r\n")
        #expect(recorder.requests.first?.body == Array("abc0123456789".utf8))
    }

    @Test func aBodyAnnouncedOverTheLimitIsAnsweredAtOnceAndTheConnectionCloses() {
        let session = session()
        let output = exchange(session, "POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nabc")
        #expect(output.hasPrefix("HTTP/1.1 200 OK\r\n") && output.contains("connection: close\r\n"))
        #expect(recorder.requests.first?.body == [] && recorder.requests.first?.bodyByteCount == 100_000)
        #expect(session.isFinished)
    }

    @Test func aChunkedBodyOverTheLimitIsCountedNotKept() {
        let session = session()
        _ = exchange(session, "POST /big HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n14\r\n01234567890123456789\r\n")
        #expect(recorder.requests.first?.body.count == 16 && recorder.requests.first?.bodyByteCount == 20)
        #expect(session.isFinished)
    }

    @Test func expectContinueIsAnsweredBeforeTheBody() {
        let session = session()
        #expect(exchange(session, "POST /a HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
        #expect(exchange(session, "hi").hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test(arguments: [
        ("GET  /a HTTP/1.1\r\nHost: x\r\n\r\n", "400 Bad Request"),
        ("GET /a HTTP/1.1\r\nHost : x\r\n\r\n", "400 Bad Request"),
        ("GET /a HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", "400 Bad Request"),
        ("GET /a HTTP/1.1\nHost: x\r\n\r\n", "400 Bad Request"),
        ("GET /a HTTP/1.1\r\n\r\n", "400 Bad Request"),
        ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n", "400 Bad Request"),
        ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", "400 Bad Request"),
        ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", "501 Not Implemented"),
        ("GET /a HTTP/2.0\r\nHost: x\r\n\r\n", "505 HTTP Version Not Supported"),
        ("GET /a HTTP/1.1\r\nHost: x\r\nX: \(String(repeating: "a", count: 300))\r\n\r\n", "431 Request Header Fields Too Large"),
    ])
    func malformedRequestsAreRefusedAndClosed(request: String, status: String) {
        let session = session()
        let output = exchange(session, request)
        #expect(output.hasPrefix("HTTP/1.1 \(status)\r\n"))
        #expect(output.contains("connection: close\r\n"))
        #expect(recorder.requests.isEmpty)
        #expect(session.isFinished)
    }

    @Test func aHeadThatNeverEndsIsRefusedOnceOverTheLimit() {
        let session = session()
        #expect(exchange(session, "GET /a HTTP/1.1\r\nX: ").isEmpty)
        #expect(exchange(session, String(repeating: "a", count: 300)).hasPrefix("HTTP/1.1 431 "))
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() {
        let closing = session()
        #expect(exchange(closing, "GET /a HTTP/1.0\r\n\r\n").contains("connection: close\r\n"))
        #expect(closing.isFinished)
        let keeping = session()
        #expect(exchange(keeping, "GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").contains("connection: keep-alive\r\n"))
        #expect(!keeping.isFinished)
    }

    @Test func theBudgetHoldsBackPipelinedRequests() {
        let session = session()
        var flood = ""
        for _ in 0..<10 { flood += "GET /a HTTP/1.1\r\nHost: x\r\n\r\n" }
        Array(flood.utf8).withUnsafeBytes { session.receive($0) }
        _ = session.output(budget: 100)
        #expect(recorder.requests.count < 10)
        #expect(session.hasPendingOutput)
        _ = session.output(budget: 1 << 20)
        #expect(recorder.requests.count == 10)
        #expect(!session.hasPendingOutput)
    }
}
