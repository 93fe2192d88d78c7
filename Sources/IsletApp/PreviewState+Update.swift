import FoundationEssentials
import IsletFeed
import IsletViews

extension PreviewState {
    /// Holding the mouse on the island this long expands it, as touch-and-hold does.
    static let holdToExpand = 0.5

    /// Applies one message at wall time `wall`, then lets time catch up: due pushes apply,
    /// stale dates and limits take effect.
    public mutating func update(_ message: PreviewMessage, at wall: Date) {
        switch message {
        case .stream(let item, let source, let paced):
            receive(item, source: source, paced: paced, at: wall)
        case .streamEnded(let source):
            log.append(LogEntry(time: phoneNow(wall), source: source, summary: "end of stream", tone: .info))
        case .tick:
            break
        case .key(let key):
            handle(key, at: wall)
        case .mouse(let target, let pressed):
            handleMouse(on: target, pressed: pressed, at: wall)
        case .endpoint(let request):
            lastExchange = answer(request, at: wall)
        case .connectionClosed(let connectionID):
            gateway?.connectionClosed(connectionID)
        case .resize(let newSize):
            size = newSize
        case .terminalClosed:
            wantsToQuit = true
        case .layoutChanged(let newLayout):
            reload(newLayout, at: wall)
        case .layoutFailed(let error):
            layoutError = error
            log.append(LogEntry(time: phoneNow(wall), source: drawingSource, summary: "not reloaded", details: error.lines, tone: .ignored))
        case .readerRestarted(let how):
            log.append(LogEntry(time: phoneNow(wall), source: drawingSource, summary: "Swift reader restarted", details: [how], tone: .warning))
        case .terminalNote(let note, let detail):
            log.append(LogEntry(time: phoneNow(wall), source: "terminal", summary: note, details: [detail], tone: .info))
        }
        catchUp(at: wall)
    }

    func phoneNow(_ wall: Date) -> Date { clock.phoneTime(at: wall) }

    /// Takes one stream item: a paced push waits for the time the policy gives it, a live one
    /// applies now, a line that is no push is logged with the outcome `islet check` gives it.
    mutating func receive(_ item: StreamItem, source: String, paced: Bool, at wall: Date) {
        let label = "\(source):\(item.line)"
        switch item {
        case .problem(let problem):
            let summary = problem.refusedStatus.map { "refused by APNs (\($0))" } ?? "unreadable line"
            let phone = phoneNow(wall)
            let outcome = StreamJudge.outcome(of: problem, at: phone)
            log.append(LogEntry(time: phone, source: label, summary: summary, details: [problem.error.message], tone: .ignored, outcome: outcome))
        case .entry(let entry):
            if !streamHasBegun { begin(with: entry, at: phoneNow(wall)) }
            guard paced else {
                apply(entry, source: label, at: phoneNow(wall), wall: wall)
                return
            }
            var schedule = self.schedule ?? policy.schedule(from: phoneNow(wall))
            let due = schedule.arrival(of: entry)
            self.schedule = schedule
            pending.append(PendingPush(entry: entry, source: label, due: due))
        }
    }

    /// The stream's first push has been read: the held activity goes if the policy says the
    /// stream meant to start its own on an empty phone.
    private mutating func begin(with first: StreamEntry, at phone: Date) {
        streamHasBegun = true
        guard let id = heldActivityID, !policy.holdsActivity(before: first) else { return }
        engine = policy.phone(holding: HeldActivity(layout: layout), accepting: companions.map(\.declaration), before: first, at: phone)
        alertExpansion = nil
        heldActivityID = nil
        log.append(LogEntry(time: phone, source: drawingSource, summary: "activity #\(id) withdrawn", details: ["the stream starts its own activity"], tone: .info))
    }

    /// Applies a push at the phone's time `phone`, which the wall clock reached at `wall`.
    private mutating func apply(_ entry: StreamEntry, source: String, at phone: Date, wall: Date) {
        let alert = engine.expandedAlert
        let outcome = engine.apply(entry.delivery, at: phone)
        noteAlert(since: alert, at: wall)
        log.append(.outcome(outcome, source: source, time: phone))
        if outcome.isApplied { noteLayoutWarnings(at: phone, touched: outcome.activityIDs) }
    }

    /// Applies pushes whose time has come and moves the engine to the phone's time.
    mutating func catchUp(at wall: Date) {
        let phone = phoneNow(wall)
        while let next = pending.first, next.due <= phone {
            _ = pending.popFirst()
            apply(next.entry, source: next.source, at: next.due, wall: min(wall, clock.wallTime(reaching: next.due) ?? wall))
        }
        expireAlert(at: wall)
        for transition in engine.advance(to: phone) {
            log.append(.transition(transition))
        }
        if let pressedAt, !isHolding, wall.timeIntervalSince(pressedAt) >= Self.holdToExpand {
            isHolding = true
        }
        if log.count > 500 { log.removeFirst(log.count - 500) }
        skipStillTime(at: wall)
    }

    /// With a `stillLimit` (the demo), moves the phone's clock ahead when the next push or
    /// scheduled change (a stale date, an ending's dismissal) is further away than the limit,
    /// so it arrives after `stillLimit` wall seconds instead: each layout shows its changes,
    /// then moves on. Not while the clock is paused, nor while an alert holds the island open.
    mutating func skipStillTime(at wall: Date) {
        guard let stillLimit, !clock.isPaused, alertExpansion == nil, let next = pending.first?.due else { return }
        let phone = phoneNow(wall)
        let change = ([next] + engine.nextScheduledChanges(after: phone)).min() ?? next
        let lead = stillLimit * clock.speed
        if change.timeIntervalSince(phone) > lead { clock.jump(to: change.addingTimeInterval(-lead), at: wall) }
    }

    /// Applies the next waiting push now, moving the phone's clock to its time.
    mutating func step(at wall: Date) {
        guard let next = pending.first else {
            notice = "no push is waiting"
            return
        }
        clock.jump(to: next.due, at: wall)
    }

    private mutating func reload(_ newLayout: ActivityLayout, at wall: Date) {
        layoutError = nil
        let phone = phoneNow(wall)
        if newLayout.declaration == layout.declaration {
            layout = newLayout
            log.append(LogEntry(time: phone, source: drawingSource, summary: "reloaded", tone: .info))
            warnedSymbols = []
            noteLayoutWarnings(at: phone)
        } else {
            layout = newLayout
            log.append(LogEntry(time: phone, source: drawingSource, summary: "reloaded with new types: activities restarted", tone: .warning))
            engine = policy.phone(holding: HeldActivity(layout: newLayout), accepting: companions.map(\.declaration), before: nil, at: phone)
            alertExpansion = nil
            warnedSymbols = []
            noteHeldActivity(at: phone)
        }
        resetAnimations()
    }
}
