import FoundationEssentials
import Glibc
import IsletAPNs
import IsletCells

/// Runs the previewer: turns inputs (keys, a payload stream, endpoint requests, saved layout
/// and Swift files, time) into messages for `PreviewState`, makes the screen once a frame, and draws it
/// through a backend, writing only the cells that changed. It sleeps in `poll` until something
/// happens: no frames while nothing moves, one a second while a timer shows, about 30 a second
/// while an animation runs.
public final class PreviewRuntime {
    public private(set) var state: PreviewState
    /// The frame on display: clicks are resolved against it and the next frame animates from it.
    public private(set) var screen: PreviewScreen
    private let terminal: Terminal
    private var backend: any TerminalBackend { terminal.backend }
    private let now: () -> Date
    private var stream: LiveStream?
    private var watcher: FileWatcher?
    private let reloader: SourceReloader?
    private var playlist: DemoPlaylist?
    /// When the demo's current act ran out of pushes.
    private var actDoneSince: Date?
    /// The APNs endpoint of `islet serve`, serviced in the same loop so a request sees the phone as drawn.
    private var endpoint: EndpointServer?
    /// Told of every exchange after it is answered (the `--log` and `--tokens` files).
    private var recordExchange: ((EndpointExchange, PreviewState) -> Void)?

    /// - Parameters:
    ///   - streamDescriptor: a descriptor to read pushes from as they arrive (stdin), if any.
    ///   - sourcePaths: the command's SOURCES to watch (a layout file, Swift files, folders of
    ///     Swift); `reloader` reads them again, off this thread, when one is saved.
    public init(
        state: PreviewState, backend: any TerminalBackend, now: @escaping () -> Date,
        streamDescriptor: Int32? = nil, streamName: String = "stdin",
        sourcePaths: [String] = [], reloader: SourceReloader? = nil, playlist: DemoPlaylist? = nil
    ) {
        self.playlist = playlist
        var state = state
        state.palette = backend.palette
        self.state = state
        screen = PreviewScreen(state: state, wall: now())
        terminal = Terminal(backend: backend)
        self.now = now
        self.reloader = reloader
        stream = streamDescriptor.map { LiveStream(descriptor: $0, name: streamName) }
        watcher = sourcePaths.isEmpty ? nil : FileWatcher(paths: sourcePaths)
    }

    /// Serves the endpoint from this loop: its requests are judged against the previewer's phone.
    /// - Parameter addresses: where the endpoint listens, as the person should write it (with the scheme).
    public func attach(
        _ server: EndpointServer, gateway: APNsGateway, addresses: [String], record: ((EndpointExchange, PreviewState) -> Void)? = nil
    ) {
        endpoint = server
        recordExchange = record
        state.serve(with: gateway, addresses: addresses)
    }

    /// Answers one endpoint request against the phone as it is now.
    func answer(_ request: EndpointRequest) -> EndpointResponse {
        state.update(.endpoint(request), at: now())
        guard let exchange = state.lastExchange else { return EndpointResponse(status: 503) }
        recordExchange?(exchange, state)
        return exchange.response
    }

    /// Forgets what the gateway kept about a closed connection.
    func connectionClosed(_ connectionID: Int) {
        state.update(.connectionClosed(connectionID), at: now())
    }

    /// Applies a message now and draws the screen if it changed.
    public func send(_ message: PreviewMessage) {
        state.update(message, at: now())
        draw()
    }

    /// Makes the screen for the current state and draws it, handing the backend only the
    /// cells that differ.
    public func draw() {
        screen = PreviewScreen(state: state, wall: now(), previous: screen)
        terminal.draw(screen.render())
    }

    /// How often a runtime holding a frame back looks again whether the terminal has drained,
    /// besides waking when the terminal's answer arrives as input.
    static let drainCheck = 0.25

    /// Runs until the person quits or, with no terminal input, the stream ends. A frame is drawn
    /// only once the terminal has shown the previous one (`TerminalBackend.hasDrained`), so on a
    /// slow link frames are coalesced into the latest, and a key is read at once, never behind
    /// frames queued for the terminal.
    public func run() {
        send(.resize(backend.size))
        var owesFrame = false
        while !state.wantsToQuit {
            let wake = nextWake()
            waitForInput(timeout: owesFrame ? min(wake ?? Self.drainCheck, Self.drainCheck) : wake)
            drainTerminal()
            drainStream()
            if watcher?.changed() == true { reloader?.request() }
            for message in reloader?.take() ?? [] { state.update(message, at: now()) }
            state.update(.tick, at: now())
            advancePlaylist()
            owesFrame = !backend.hasDrained
            if !owesFrame { draw() }
        }
    }

    /// Moves the demo to its next act once the current one has shown its last push for a while.
    private func advancePlaylist() {
        guard let pause = playlist?.pause else { return }
        let wall = now()
        guard state.pending.isEmpty else {
            actDoneSince = nil
            return
        }
        let doneSince = actDoneSince ?? wall
        actDoneSince = doneSince
        if wall.timeIntervalSince(doneSince) >= pause { startNextAct() }
    }

    private func startNextAct() {
        guard var playlist, let next = playlist.next(after: state, wall: now()) else { return }
        self.playlist = playlist
        state = next
        // A new act is a new picture: its first frame appears without a transition.
        screen = PreviewScreen(state: state, wall: now())
        actDoneSince = nil
    }

    /// Seconds until something on screen must change by itself; nil: nothing will.
    public func nextWake() -> Double? {
        let wall = now()
        if screen.isAnimating(at: wall) { return 1.0 / 30 }
        var deadlines: [Date] = []
        if let due = state.pending.first?.due, let wallDue = state.clock.wallTime(reaching: due) { deadlines.append(wallDue) }
        if let pressedAt = state.pressedAt { deadlines.append(pressedAt.addingTimeInterval(PreviewState.holdToExpand)) }
        if let alert = state.alertExpansion { deadlines.append(alert.until) }
        let phone = state.clock.phoneTime(at: wall)
        for date in state.engine.nextScheduledChanges(after: phone) {
            if let wallDate = state.clock.wallTime(reaching: date) { deadlines.append(wallDate) }
        }
        if let actDoneSince, let pause = playlist?.pause { deadlines.append(actDoneSince.addingTimeInterval(pause)) }
        if let due = endpoint?.nextDeadline() {
            let seconds = ContinuousClock.now.duration(to: due).seconds
            deadlines.append(wall.addingTimeInterval(max(0, seconds)))
        }
        // The status bar and the lock-screen clock show the phone's minute.
        let nextMinute = Date(timeIntervalSince1970: (phone.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
        if let wallMinute = state.clock.wallTime(reaching: nextMinute) { deadlines.append(wallMinute) }
        if screen.showsRunningTimer, !state.clock.isPaused {
            let fraction = phone.timeIntervalSince1970 - phone.timeIntervalSince1970.rounded(.down)
            deadlines.append(wall.addingTimeInterval((1 - fraction) / state.clock.speed))
        }
        guard let soonest = deadlines.min() else { return nil }
        return max(0.005, soonest.timeIntervalSince(wall))
    }

    private func waitForInput(timeout: Double?) {
        var descriptors: [pollfd] = []
        if let terminal = backend.inputDescriptor { descriptors.append(pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)) }
        if let stream, !stream.isFinished { descriptors.append(pollfd(fd: stream.descriptor, events: Int16(POLLIN), revents: 0)) }
        if let watcher { descriptors.append(pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)) }
        if let reloader { descriptors.append(pollfd(fd: reloader.descriptor, events: Int16(POLLIN), revents: 0)) }
        let ownCount = descriptors.count
        descriptors += endpoint?.pollDescriptors() ?? []
        let milliseconds = timeout.map { Int32(Int(saturating: min(60_000, ($0 * 1000).rounded(.up)))) } ?? -1
        if descriptors.isEmpty {
            if let event = backend.nextInput(timeout: timeout.map { .milliseconds(Int(saturating: $0 * 1000)) }) {
                state.update(screen.message(for: event), at: now())
            }
            return
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        endpoint?.service(Array(descriptors[ownCount...]))
    }

    private func drainTerminal() {
        while let event = backend.nextInput(timeout: .zero) {
            state.update(screen.message(for: event), at: now())
            if state.wantsToQuit { return }
        }
    }

    private func drainStream() {
        guard let stream else { return }
        for message in stream.readAvailable() {
            state.update(message, at: now())
        }
    }
}
