import Glibc

/// The endpoint's network transport: TCP and Unix-domain listeners, HTTP/1.1 and HTTP/2
/// (cleartext, or TLS with ALPN), and the limits that keep it standing under abuse.
///
/// Single-threaded and poll(2)-based, so it runs on a thread of its own (`run(until:)`) or
/// inside another program's poll loop (`pollDescriptors`, `service`, `nextDeadline`). The
/// handler is called on that thread, one request at a time. Not thread-safe: make every call
/// from the servicing thread.
public final class EndpointServer {
    /// Where the server listens, in the configuration's order: `127.0.0.1:54321`,
    /// `[::1]:2197`, `unix:/tmp/islet.sock`.
    public let boundAddresses: [String]
    /// The TCP ports bound, in order: the real ones when the configuration asked for port 0.
    public let boundPorts: [Int]

    private let limits: EndpointLimits
    private let handler: any EndpointHandler
    private let tls: TLSContext?
    private var listeners: [Listener]
    private var connections: [Int32: Connection] = [:]
    private var nextConnectionID = 1
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var isStopped = false
    private let budget: StreamMemoryBudget
    /// A descriptor held in reserve: at the open-file limit it is closed to accept a waiting
    /// client and close it at once, so the listener stops being readable instead of spinning poll.
    private var spareDescriptor: Int32

    /// Binds and listens on every listener of `configuration`, or throws `EndpointError` naming
    /// the address or TLS file that failed (nothing stays bound then).
    public init(configuration: EndpointConfiguration, handler: any EndpointHandler) throws {
        try EndpointLibraries.open()
        limits = configuration.limits
        budget = StreamMemoryBudget(limit: configuration.limits.keptStreamBytes)
        spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
        self.handler = handler
        let tls = try configuration.tls.map { files throws(EndpointError) in try TLSContext(files: files) }
        var listeners: [Listener] = []
        for listener in configuration.listeners {
            listeners.append(try Listener(listener, usesTLS: tls != nil))
        }
        self.tls = tls
        self.listeners = listeners
        boundAddresses = listeners.map(\.address)
        boundPorts = listeners.compactMap(\.port)
    }

    deinit { stop() }

    /// The descriptors to poll and what to wait for on each; pass them, with what poll(2)
    /// reported, to `service`. Ask again before every poll: the set changes as clients come and go.
    public func pollDescriptors() -> [pollfd] {
        listeners.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            + connections.map { pollfd(fd: $0.key, events: $0.value.pollEvents, revents: 0) }
    }

    /// Handles what poll(2) reported: reads, answers, writes, accepts, and closes connections
    /// whose idle timeout has passed. Call it after every poll, also when poll timed out.
    public func service(_ polled: [pollfd]) {
        guard !isStopped else { return }
        let now = ContinuousClock.now
        readBuffer.withUnsafeMutableBytes { buffer in
            for entry in polled where entry.revents != 0 {
                connections[entry.fd]?.handleInput(entry.revents, buffer: buffer, now: now)
            }
        }
        // Every connection's requests are read and judged before any answer goes out, so a handler
        // that batches what it writes about them (the `--headless` records) writes it all when the
        // first answer of the turn is sent, and again only for HTTP/1.1 answers made as they go.
        for entry in polled where entry.revents != 0 {
            connections[entry.fd]?.handleOutput(now: now)
        }
        // And whatever was judged but never answered (a reset stream, a connection that failed)
        // is written by the end of the turn.
        handler.willSendAnswers()
        for connection in connections.values where !connection.isClosed && connection.deadline <= now {
            connection.expire(now: now)
        }
        for (descriptor, connection) in connections where connection.isClosed {
            connections[descriptor] = nil
            handler.connectionClosed(connection.id)
        }
        // Accepting last means a descriptor closed above cannot come back as a new connection
        // while entries of `polled` still refer to the old one.
        for entry in polled where entry.revents & Int16(POLLIN) != 0 {
            if let listener = listeners.first(where: { $0.descriptor == entry.fd }) { accept(from: listener, now: now) }
        }
    }

    /// The earliest moment `service` has something to do without any socket event (an idle
    /// timeout, the end of a lingering close); nil with no connections.
    public func nextDeadline() -> ContinuousClock.Instant? {
        connections.values.map(\.deadline).min()
    }

    /// Polls and services until `shouldStop` answers true, checking it at least every 250 ms.
    /// It does not stop the server: call `stop()` afterwards (on this thread).
    public func run(until shouldStop: () -> Bool) {
        while !shouldStop(), !isStopped {
            var descriptors = pollDescriptors()
            var timeout = Duration.milliseconds(250)
            if let deadline = nextDeadline() { timeout = max(.zero, min(timeout, ContinuousClock.now.duration(to: deadline))) }
            let (seconds, attoseconds) = timeout.components
            let milliseconds = Int32(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            service(descriptors)
        }
    }

    /// Closes the listeners (removing Unix socket files), sends GOAWAY to HTTP/2 clients and
    /// closes every connection. Safe to call more than once.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        for listener in listeners { listener.close() }
        listeners = []
        if spareDescriptor >= 0 { close(spareDescriptor) }
        spareDescriptor = -1
        let now = ContinuousClock.now
        for connection in connections.values {
            connection.stop(now: now)
            handler.connectionClosed(connection.id)
        }
        connections = [:]
    }

    /// Accepts the waiting clients. At `maximumConnections` the oldest connection with nothing in
    /// flight makes room (a slow or silent client cannot keep others out); when every one is busy,
    /// the newcomer is closed as soon as accepted.
    private func accept(from listener: Listener, now: ContinuousClock.Instant) {
        for _ in 0..<64 {
            guard let descriptor = Socket.accept(listener.descriptor) else {
                if Socket.outOfDescriptors { turnAwayWithSpare(listener) }
                return
            }
            guard connections.count < limits.maximumConnections || evictOldestIdle(now: now) else {
                close(descriptor)
                continue
            }
            if listener.port != nil { Socket.setOption(descriptor, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: 1) }
            connections[descriptor] = Connection(
                id: nextConnectionID, descriptor: descriptor, tls: listener.usesTLS ? tls : nil,
                handler: handler, limits: limits, budget: budget, now: now
            )
            nextConnectionID += 1
        }
    }

    /// Closes the connection accepted longest ago that has nothing in flight; false if none has.
    private func evictOldestIdle(now: ContinuousClock.Instant) -> Bool {
        guard let (descriptor, oldest) = connections.filter({ $0.value.isEvictable }).min(by: { $0.value.id < $1.value.id }) else { return false }
        oldest.stop(now: now)
        connections[descriptor] = nil
        handler.connectionClosed(oldest.id)
        return true
    }

    /// Out of descriptors: frees the spare one to accept the waiting client and close it, then
    /// takes it back. The client learns at once, and the listener is not left readable.
    private func turnAwayWithSpare(_ listener: Listener) {
        guard spareDescriptor >= 0 else { return }
        close(spareDescriptor)
        if let descriptor = Socket.accept(listener.descriptor) { close(descriptor) }
        spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }
}
