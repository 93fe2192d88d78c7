/// HTTP/1.1 for one connection: keep-alive, pipelining, Content-Length and chunked bodies,
/// `Expect: 100-continue`. Requests are parsed from buffered input only as output is taken, so
/// a pipelining client that does not read its answers is not served further, and the
/// connection stops reading once the unparsed input is above `unparsedInputLimit`.
final class HTTP1Session: ConnectionSession {
    private enum State {
        case head
        case fixedBody(HTTP1RequestHead, length: Int)
        case chunkedBody(HTTP1RequestHead, HTTP1ChunkedBody)
        /// The last answer is out; anything more the client sends is dropped.
        case closed
    }

    private let handler: any EndpointHandler
    private let limits: EndpointLimits
    private let connectionID: Int
    private var input: [UInt8] = []
    private var start = 0
    private var state = State.head
    private(set) var hasPendingOutput = false

    init(handler: any EndpointHandler, limits: EndpointLimits, connectionID: Int) {
        self.handler = handler
        self.limits = limits
        self.connectionID = connectionID
    }

    var isFinished: Bool {
        if case .closed = state { true } else { false }
    }

    private(set) var requestCount = 0

    var wantsInput: Bool { input.count - start <= limits.unparsedInputLimit }

    var isIdle: Bool {
        if case .head = state { !hasPendingOutput } else { false }
    }

    var isReadingHead: Bool {
        if case .head = state { start < input.count } else { false }
    }

    func receive(_ bytes: UnsafeRawBufferPointer) {
        guard !isFinished else { return }
        input.append(contentsOf: bytes)
    }

    func output(budget: Int) -> [UInt8] {
        var output: [UInt8] = []
        while output.count < budget, advance(&output) {}
        hasPendingOutput = !isFinished && output.count >= budget && start < input.count
        if start == input.count {
            input.removeAll(keepingCapacity: input.capacity <= 1 << 16)
            start = 0
        } else if start >= 4096, start >= input.count / 2 {
            input.removeFirst(start)
            start = 0
        }
        return output
    }

    func goAway(reason: String?) {}

    /// Moves the request at hand forward with the input there is; false when it needs more.
    private func advance(_ output: inout [UInt8]) -> Bool {
        switch state {
        case .closed:
            return false
        case .head:
            return readHead(&output)
        case let .fixedBody(head, length):
            guard input.count - start >= length else { return false }
            let body = Array(input[start..<(start + length)])
            start += length
            respond(to: head, body: body, byteCount: length, closing: false, &output)
            return true
        case .chunkedBody(let head, var body):
            guard start < input.count else { return false }
            do throws(HTTP1Failure) {
                start += try body.consume(input[start...])
            } catch {
                fail(error, &output)
                return true
            }
            if body.isComplete {
                respond(to: head, body: body.kept, byteCount: body.count, closing: false, &output)
            } else if body.count > limits.keptBodyBytes {
                respond(to: head, body: body.kept, byteCount: body.count, closing: true, &output)
            } else {
                state = .chunkedBody(head, body)
                return false
            }
            return true
        }
    }

    private func readHead(_ output: inout [UInt8]) -> Bool {
        // RFC 9112 §2.2: empty lines before a request line are ignored.
        while input.count - start >= 2, input[start] == 13, input[start + 1] == 10 { start += 2 }
        guard let end = headEnd() else {
            if input.count - start > limits.maximumHeaderBytes {
                fail(HTTP1Failure(431, "the request head is over \(limits.maximumHeaderBytes) bytes"), &output)
                return true
            }
            return false
        }
        let headBytes = input[start..<(end + 2)]
        start = end + 4
        let head: HTTP1RequestHead
        let framing: HTTP1RequestHead.Framing
        do throws(HTTP1Failure) {
            head = try HTTP1RequestHead.parse(headBytes)
            framing = try head.framing()
        } catch {
            fail(error, &output)
            return true
        }
        switch framing {
        case .none:
            respond(to: head, body: [], byteCount: 0, closing: false, &output)
        case let .length(length) where length > limits.keptBodyBytes:
            // Answered before the body is read, and the connection closes rather than read it.
            respond(to: head, body: [], byteCount: length, closing: true, &output)
        case let .length(length):
            state = .fixedBody(head, length: length)
            sendContinue(for: head, &output)
        case .chunked:
            state = .chunkedBody(head, HTTP1ChunkedBody(keptLimit: limits.keptBodyBytes, trailerLimit: limits.maximumHeaderBytes))
            sendContinue(for: head, &output)
        }
        return true
    }

    /// Where the empty line that ends the head starts (its CRLFCRLF), searching no further
    /// than the header limit allows.
    private func headEnd() -> Int? {
        // The head runs to the empty line's first CRLF, so it ends at most at the limit.
        let last = min(input.count - 4, start + limits.maximumHeaderBytes - 2)
        guard last >= start else { return nil }
        return input.withUnsafeBufferPointer { bytes in
            (start...last).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
        }
    }

    /// Tells a client that waits before sending its body to go ahead, unless it did not wait.
    private func sendContinue(for head: HTTP1RequestHead, _ output: inout [UInt8]) {
        if head.expectsContinue, start == input.count { output += HTTP1Response.continueInterim }
    }

    private func respond(to head: HTTP1RequestHead, body: [UInt8], byteCount: Int, closing: Bool, _ output: inout [UInt8]) {
        let request = EndpointRequest(
            method: head.method, path: head.path, headers: head.headers, body: body, bodyByteCount: byteCount,
            transport: .http1, connectionID: connectionID
        )
        requestCount += 1
        let response = handler.respond(to: request)
        let closes = closing || !head.keepsAlive
        HTTP1Response.serialize(response, closing: closes, keepAlive: !closes && head.minorVersion == 0, headOnly: head.method == "HEAD", into: &output)
        state = closes ? .closed : .head
    }

    private func fail(_ failure: HTTP1Failure, _ output: inout [UInt8]) {
        requestCount += 1
        output += HTTP1Response.failure(failure)
        state = .closed
    }
}
