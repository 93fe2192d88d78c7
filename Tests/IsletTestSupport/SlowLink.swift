import Foundation

/// A terminal at the far end of a slow link, for a test (issue 33, item 10): islet runs on a
/// pseudo-terminal whose other end this reads at `bytesPerSecond`, and what it reads reaches the
/// pretended terminal `latency` later; keys and the terminal's answers (to `ESC [ 5 n` and
/// `ESC [ 6 n`, as xterm answers them) travel back with the same latency. Everything runs on
/// one thread that waits in `poll`, so the link's pace is the only clock it keeps.
public final class SlowLink {
    public let bytesPerSecond: Int
    public let latency: Duration
    /// Every byte islet wrote, as the terminal received it.
    public private(set) var received: [UInt8] = []
    /// When islet wrote the sequence that leaves the alternate screen (read off the link's near
    /// end, before the latency: what islet did, not when the far end saw it).
    public private(set) var restoreSentAt: ContinuousClock.Instant?
    /// When the last key typed reached islet.
    public private(set) var lastKeyArrivedAt: ContinuousClock.Instant?
    /// How many questions the terminal answered.
    public private(set) var answers = 0
    public let process = Process()

    private let master: Int32
    private var nearEnd: [UInt8] = []
    /// Bytes on their way to the terminal, and when they arrive.
    private var toTerminal: [(at: ContinuousClock.Instant, bytes: [UInt8])] = []
    /// Bytes on their way to islet (keys, answers), and when they arrive.
    private var toIslet: [(at: ContinuousClock.Instant, bytes: [UInt8], isKey: Bool)] = []
    private var scanned = 0
    static let tick = Duration.milliseconds(20)

    /// Starts islet with `arguments` on a `columns` x `rows` pseudo-terminal named `term`.
    public init(_ arguments: [String], columns: Int, rows: Int, term: String = "xterm-256color", bytesPerSecond: Int = 2048, latency: Duration = .milliseconds(300)) throws {
        self.bytesPerSecond = bytesPerSecond
        self.latency = latency
        let pty = try PseudoTerminalCalls()
        master = pty.open(O_RDWR | O_NOCTTY)
        guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master) else { throw ServeError("no pseudo-terminal") }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw ServeError("cannot open \(String(cString: name))") }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = IsletProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = IsletProcess.packageRoot
        process.environment = IsletProcess.environment.merging(["TERM": term, "LC_ALL": "C.UTF-8", "NO_COLOR": ""]) { $1 }
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Types `text`: it reaches islet after the latency.
    public func type(_ text: String) {
        toIslet.append((ContinuousClock.now + latency, Array(text.utf8), true))
    }

    /// Runs the link until `condition` holds or `limit` passes; false on the limit.
    @discardableResult
    public func run(until limit: Duration, _ condition: (SlowLink) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        let milliseconds = Int32(Self.tick.components.attoseconds / 1_000_000_000_000_000)
        // Bytes the link may carry now: it fills at the link's rate, up to a tenth of a second's worth.
        var budget = 0.0, last = ContinuousClock.now
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            var descriptor = pollfd(fd: master, events: Int16(budget >= 1 ? POLLIN : 0), revents: 0)
            _ = poll(&descriptor, 1, milliseconds)
            let now = ContinuousClock.now
            budget = min(budget + Double(bytesPerSecond) * Self.seconds(last.duration(to: now)), Double(bytesPerSecond) / 10)
            last = now
            if budget >= 1, descriptor.revents & Int16(POLLIN) != 0 { budget -= Double(readNearEnd(limit: Int(budget), at: now)) }
            deliver(at: now)
        }
        return condition(self)
    }

    /// Whether islet has ended and everything it wrote has reached the terminal.
    public var isDone: Bool { !process.isRunning && toTerminal.isEmpty }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Reads at most `limit` bytes off the near end; answers how many.
    private func readNearEnd(limit: Int, at now: ContinuousClock.Instant) -> Int {
        var chunk = [UInt8](repeating: 0, count: limit)
        let count = read(master, &chunk, limit)
        guard count > 0 else { return 0 }
        let searchFrom = max(0, nearEnd.count - 8)
        nearEnd += chunk[0..<count]
        if restoreSentAt == nil, Self.contains(nearEnd[searchFrom...], Array("\u{1B}[?1049l".utf8)) { restoreSentAt = now }
        toTerminal.append((now + latency, Array(chunk[0..<count])))
        return count
    }

    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= bytes.count else { return false }
        return (bytes.startIndex...(bytes.endIndex - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// Hands the terminal what has arrived (answering its questions) and islet what has.
    private func deliver(at now: ContinuousClock.Instant) {
        while let first = toTerminal.first, first.at <= now {
            toTerminal.removeFirst()
            received += first.bytes
            answerQuestions(at: now)
        }
        while let first = toIslet.first, first.at <= now {
            toIslet.removeFirst()
            _ = first.bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if first.isKey { lastKeyArrivedAt = now }
        }
    }

    private func answerQuestions(at now: ContinuousClock.Instant) {
        let status = Array("\u{1B}[5n".utf8), position = Array("\u{1B}[6n".utf8)
        while scanned + 4 <= received.count {
            let window = Array(received[scanned..<scanned + 4])
            if window == status || window == position {
                toIslet.append((now + latency, Array((window == status ? "\u{1B}[0n" : "\u{1B}[1;1R").utf8), false))
                answers += 1
                scanned += 4
            } else {
                scanned += 1
            }
        }
    }
}

/// The C library's pseudo-terminal calls, which Swift's Glibc module leaves out (they need
/// `_XOPEN_SOURCE`): looked up by name, as the C library exports them.
private struct PseudoTerminalCalls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(nil, name) else { throw ServeError("the C library has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        open = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
}
