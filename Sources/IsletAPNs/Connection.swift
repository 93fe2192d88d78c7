import Glibc

/// One accepted socket. It moves bytes between the socket, TLS (on TLS listeners) and the HTTP
/// session that ALPN or the first bytes chose; it keeps the idle clock and the request clocks
/// (`EndpointLimits.requestTimeout`), and it stops reading while more than `outputLimit` bytes
/// wait to be sent or the session has too much unparsed input, so a client that does not read
/// cannot make the server buffer without bound. Nothing here blocks: every socket call is non-blocking
/// and the rest of the work waits for the next poll.
final class Connection {
    private enum Phase {
        /// Before the protocol is known: the TLS handshake, then the first plaintext bytes.
        case detecting([UInt8])
        case session(any ConnectionSession)
        /// The last bytes are going out; then the write side is shut and input is read and dropped
        /// until the client closes or `until` passes. Closing with unread input would reset the
        /// connection, and a reset can destroy an answer (a 413) before the client reads it.
        case closing(until: ContinuousClock.Instant, writeShut: Bool)
    }

    /// Unsent bytes above which the connection stops reading (and stops answering).
    static let outputLimit = 256 << 10
    /// How long a closing connection waits for its last bytes to go and for the client to leave.
    static let lingerTime = Duration.seconds(2)

    let id: Int
    let descriptor: Int32
    private let tls: TLSChannel?
    private let handler: any EndpointHandler
    private let limits: EndpointLimits
    private let budget: StreamMemoryBudget
    private var phase = Phase.detecting([])
    private var output = ConnectionOutput()
    private var inputEnded = false
    private(set) var lastProgress: ContinuousClock.Instant
    private(set) var isClosed = false
    let acceptedAt: ContinuousClock.Instant
    /// When the request head being read began, and how many requests had come before it.
    private var headClock: (since: ContinuousClock.Instant, requestCount: Int)?

    init(
        id: Int, descriptor: Int32, tls: TLSContext?, handler: any EndpointHandler, limits: EndpointLimits, budget: StreamMemoryBudget,
        now: ContinuousClock.Instant
    ) {
        self.id = id
        self.descriptor = descriptor
        self.tls = tls.flatMap(TLSChannel.init)
        self.handler = handler
        self.limits = limits
        self.budget = budget
        lastProgress = now
        acceptedAt = now
        if tls != nil, self.tls == nil { closeNow() }
    }

    /// What to ask poll(2) about this socket.
    var pollEvents: Int16 {
        var events: Int16 = 0
        if wantsInput { events |= Int16(POLLIN) }
        if !output.isEmpty || sessionHasPendingOutput { events |= Int16(POLLOUT) }
        return events
    }

    /// When the connection is to be closed if nothing happens before: its idle timeout, the time
    /// its first request or the head under way must be whole by, or the end of its lingering close.
    var deadline: ContinuousClock.Instant {
        var deadline = lastProgress + limits.idleTimeout
        switch phase {
        case let .closing(until, _):
            return until
        case .detecting:
            deadline = min(deadline, acceptedAt + limits.requestTimeout)
        case let .session(session):
            if session.requestCount == 0 { deadline = min(deadline, acceptedAt + limits.requestTimeout) }
        }
        if let headClock { deadline = min(deadline, headClock.since + limits.requestTimeout) }
        return deadline
    }

    /// Whether the connection may be closed to make room for a new one: nothing sent or asked is
    /// waiting on it (a request head still arriving counts as nothing).
    var isEvictable: Bool {
        guard !isClosed, output.isEmpty else { return isClosed }
        switch phase {
        case .detecting, .closing: return true
        case let .session(session): return session.isIdle
        }
    }

    /// Reads what poll(2) reported for this socket and lets the session answer it; the answers
    /// wait for `handleOutput`, so the server reads every connection before any answer goes out.
    func handleInput(_ events: Int16, buffer: UnsafeMutableRawBufferPointer, now: ContinuousClock.Instant) {
        if events & Int16(POLLERR | POLLNVAL) != 0 { return closeNow() }
        if events & Int16(POLLIN | POLLHUP) != 0 {
            if wantsInput { read(into: buffer, now: now) } else if events & Int16(POLLHUP) != 0 { return closeNow() }
        }
    }

    /// Sends what the session has to say and the socket takes, and closes a finished exchange.
    func handleOutput(now: ContinuousClock.Instant) {
        advance(now: now)
        guard case let .session(session) = phase, session.isReadingHead else { return headClock = nil }
        // A new head starts the clock again; bytes of the same head do not.
        if headClock?.requestCount != session.requestCount { headClock = (now, session.requestCount) }
    }

    /// Nothing happened before the deadline: an idle HTTP/2 client is told why (GOAWAY with
    /// `{"reason":"IdleTimeout"}`, as APNs does) before the connection closes.
    func expire(now: ContinuousClock.Instant) {
        guard case let .session(session) = phase else { return closeNow() }
        session.goAway(reason: "IdleTimeout")
        pull(from: session)
        guard !output.isEmpty else { return closeNow() }
        beginClosing(now: now)
        advance(now: now)
    }

    /// The server stops: HTTP/2 clients get GOAWAY(NO_ERROR) if the socket takes it at once.
    func stop(now: ContinuousClock.Instant) {
        if case let .session(session) = phase {
            session.goAway(reason: nil)
            pull(from: session)
            flush(now: now)
        }
        closeNow()
    }

    private var wantsInput: Bool {
        guard !isClosed, !inputEnded else { return false }
        if case .closing = phase { return true }
        if case let .session(session) = phase, !session.wantsInput { return false }
        return output.count < Self.outputLimit
    }

    private var sessionHasPendingOutput: Bool {
        if case let .session(session) = phase { session.hasPendingOutput } else { false }
    }

    private func read(into buffer: UnsafeMutableRawBufferPointer, now: ContinuousClock.Instant) {
        // A few reads a turn, so one fast client cannot starve the others. A read that does not
        // fill the buffer took all there was: another would only say EAGAIN.
        for _ in 0..<4 where wantsInput {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 {
                lastProgress = now
                receive(UnsafeRawBufferPointer(rebasing: buffer[..<count]), now: now)
                if count < buffer.count { return }
            } else if count == 0 {
                inputEnded = true
            } else if errno != EINTR {
                if !Socket.wouldBlock { closeNow() }
                return
            }
        }
    }

    private func receive(_ bytes: UnsafeRawBufferPointer, now: ContinuousClock.Instant) {
        if case .closing = phase { return }
        guard let tls else { return deliver(bytes) }
        var failed = false
        tls.receive(bytes) { event in
            switch event {
            case let .plaintext(plaintext): deliver(plaintext)
            case .closed: inputEnded = true
            case .failed: failed = true
            }
        }
        tls.takeCiphertext(into: &output)
        if failed {
            // A failed handshake or a bad record: send the alert if the socket takes it, and go.
            flush(now: now)
            closeNow()
        }
    }

    /// Hands plaintext to the session, choosing it first: ALPN `h2`, or the HTTP/2 preface.
    private func deliver(_ plaintext: UnsafeRawBufferPointer) {
        switch phase {
        case var .detecting(prefix):
            prefix.append(contentsOf: plaintext)
            let verdict = tls?.negotiatedProtocol == "h2" ? .http2 : ConnectionPreface.judge(prefix)
            let session: (any ConnectionSession)?
            switch verdict {
            case .undecided:
                phase = .detecting(prefix)
                return
            case .http2:
                session = HTTP2Session(handler: handler, limits: limits, budget: budget, connectionID: id)
            case .http1:
                session = HTTP1Session(handler: handler, limits: limits, connectionID: id)
            }
            guard let session else { return closeNow() }
            phase = .session(session)
            prefix.withUnsafeBytes { session.receive($0) }
        case let .session(session):
            session.receive(plaintext)
        case .closing:
            break
        }
    }

    /// Takes what the session has to say and sends what the socket accepts, until one of them
    /// has no more; then closes if the exchange is over.
    private func advance(now: ContinuousClock.Instant) {
        for _ in 0..<8 where !isClosed {
            if case let .session(session) = phase { pull(from: session) }
            flush(now: now)
            guard output.isEmpty, sessionHasPendingOutput else { break }
        }
        finishIfDone(now: now)
    }

    private func pull(from session: any ConnectionSession) {
        let budget = Self.outputLimit - output.count
        guard budget > 0 else { return }
        let plaintext = session.output(budget: budget)
        guard !plaintext.isEmpty else { return }
        // HTTP/1.1 answers are made here, HTTP/2 ones while reading: either way, whatever the
        // handler batched about them is written before they go.
        handler.willSendAnswers()
        if let tls {
            tls.send(plaintext)
            tls.takeCiphertext(into: &output)
        } else {
            output.append(plaintext)
        }
    }

    private func flush(now: ContinuousClock.Instant) {
        while !isClosed, !output.isEmpty {
            let sent = output.send { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                lastProgress = now
            } else if errno != EINTR {
                if !Socket.wouldBlock { closeNow() }
                return
            }
        }
    }

    private func finishIfDone(now: ContinuousClock.Instant) {
        guard !isClosed else { return }
        switch phase {
        case .detecting:
            if inputEnded { closeNow() }
        case let .session(session):
            if session.isFinished || inputEnded, !session.hasPendingOutput {
                beginClosing(now: now)
                finishIfDone(now: now)
            }
        case let .closing(until, writeShut):
            if writeShut {
                if inputEnded { closeNow() }
            } else if output.isEmpty {
                shutdown(descriptor, Int32(SHUT_WR))
                phase = .closing(until: until, writeShut: true)
                if inputEnded { closeNow() }
            }
        }
    }

    private func beginClosing(now: ContinuousClock.Instant) {
        if let tls {
            tls.close()
            tls.takeCiphertext(into: &output)
        }
        phase = .closing(until: now + Self.lingerTime, writeShut: false)
        flush(now: now)
    }

    func closeNow() {
        guard !isClosed else { return }
        isClosed = true
        close(descriptor)
        output.removeAll()
    }
}
