import FoundationEssentials
import IsletCells
import IsletLayout

extension PreviewState {
    /// A key press: the action `KeyBindings` binds it to, if any.
    mutating func handle(_ key: Key, at wall: Date) {
        notice = nil
        guard let action = KeyBindings.action(for: key) else { return }
        perform(action, at: wall)
    }

    /// What each action does; exhaustive, so a new action in the table must be handled here.
    private mutating func perform(_ action: KeyAction, at wall: Date) {
        switch action {
        case .quit:
            wantsToQuit = true
        case .back:
            if showsHelp { showsHelp = false } else { choose(.live) }
        case .toggleHelp:
            showsHelp.toggle()
        case .showCompact: chooseIsland(.compact)
        case .showMinimal: chooseIsland(.minimal)
        case .showExpanded: chooseIsland(.expanded)
        case .showBoard: choose(.board)
        case .showSmall: choose(.small)
        case .switchPlace:
            place = place.other
            if mode.showsBoard { mode = .live }
            boardScroll = 0
            let both = ScreenPlan(size: size, geometry: SurfaceGeometry(device: device, projection: projection), preferred: place).showsBoth
            notice = both ? "home and lock screen side by side; the \(place.label) shows when only one fits" : "showing the \(place.label)"
        case .nextDevice, .previousDevice:
            let step = action == .nextDevice ? 1 : DeviceCatalog.all.count - 1
            deviceIndex = (deviceIndex + step) % DeviceCatalog.all.count
            notice = "device: \(device.name)" + (device.hasIsland ? "" : Self.noIsland)
            if !device.hasIsland, !mode.showsBoard { mode = .live }
            resetAnimations()
        case .toggleAppearance:
            dark.toggle()
            notice = dark ? "dark appearance" : "light appearance"
            resetAnimations()
        case .togglePause:
            clock.setPaused(!clock.isPaused, at: wall)
            notice = clock.isPaused ? "clock paused" : "clock running"
        case .faster:
            clock.setSpeed(clock.speed * 2, at: wall)
            notice = "clock ×\(Self.speedText(clock.speed))"
        case .slower:
            clock.setSpeed(clock.speed / 2, at: wall)
            notice = "clock ×\(Self.speedText(clock.speed))"
        case .realSpeed:
            clock.setSpeed(1, at: wall)
            notice = "clock ×1"
        case .nextPush:
            step(at: wall)
        case .rotateToken:
            rotateToken(at: wall)
        case .nextPreview, .previousPreview:
            stepPreview(by: action == .nextPreview ? 1 : -1, at: wall)
        case .scrollUp, .scrollDown, .pageUp, .pageDown:
            scrollBoard(action, at: wall)
        }
    }

    /// Moves a board taller than the terminal a row or a page (a page less one row, so the row
    /// at the edge stays in sight), never past its ends; elsewhere says what the keys are for.
    private mutating func scrollBoard(_ action: KeyAction, at wall: Date) {
        guard mode.showsBoard else {
            notice = "nothing to scroll here: the arrows, j k, PgUp and PgDn scroll a board (b) taller than the terminal"
            return
        }
        let window = PreviewScreen(state: self, wall: wall).boardWindow()
        let limit = window?.limit ?? 0
        guard let window, limit > 0 else {
            notice = "the whole board is in sight: nothing to scroll"
            return
        }
        let page = max(1, window.rows - 1)
        let step = switch action {
        case .scrollUp: -1
        case .scrollDown: 1
        case .pageUp: -page
        default: page // .pageDown
        }
        boardScroll = min(max(0, min(boardScroll, limit) + step), limit)
    }

    /// Shows the next (or previous) of the app's preview states on the activity the phone held
    /// from the start, which then changes as a push would change it, morph included.
    private mutating func stepPreview(by step: Int, at wall: Date) {
        let samples = layout.widget?.previews ?? []
        guard !samples.isEmpty else {
            notice = "no #Preview states: give Swift sources with #Preview blocks for \(layout.activity)"
            return
        }
        let phone = phoneNow(wall)
        previewIndex = (previewIndex + step + samples.count) % samples.count
        let sample = samples[previewIndex]
        guard let id = heldActivityID,
            engine.showPreview(of: id, attributes: sample.data.attributes, contentState: sample.data.contentState, at: phone)
        else {
            notice = "the preview activity has ended; preview states show on it only"
            return
        }
        notice = "preview state \(previewIndex + 1) of \(samples.count): \(sample.title)"
        log.append(LogEntry(time: phone, source: "swift", summary: "activity #\(id) shows preview state \(previewIndex + 1) of \(samples.count)", details: [sample.title], tone: .info))
        noteLayoutWarnings(at: phone, touched: [id])
    }

    /// Gives the shown activity a new update token; the old one stops working, so a backend that
    /// keeps using it sees what a rotation does (410 ExpiredToken from `islet serve`).
    private mutating func rotateToken(at wall: Date) {
        guard let activity = primaryActivity, let old = activity.pushToken else {
            notice = "no activity with an update token to rotate"
            return
        }
        let phone = phoneNow(wall)
        guard let new = engine.rotatePushToken(of: activity.id, at: phone) else { return }
        notice = "activity #\(activity.id) has a new update token"
        log.append(LogEntry(
            time: phone, source: "phone", summary: "activity #\(activity.id)'s update token rotated",
            details: ["was \(old.prefix(16))…, now \(new)"], tone: .info
        ))
    }

    static func speedText(_ speed: Double) -> String {
        speed == speed.rounded() ? String(Int(saturating: speed)) : String(speed)
    }

    private mutating func choose(_ newMode: DisplayMode) {
        mode = mode == newMode ? .live : newMode
        boardScroll = 0
        notice = "showing \(mode.label)"
    }

    /// What a phone without a Dynamic Island does instead of one.
    static let noIsland = " has no Dynamic Island: an alert shows the lock-screen view as a banner"

    /// Forces an island presentation on the home screen, which comes into view if the lock
    /// screen was shown alone; a phone without an island says what it does instead.
    private mutating func chooseIsland(_ newMode: DisplayMode) {
        guard device.hasIsland else {
            notice = device.name + Self.noIsland
            return
        }
        place = .home
        choose(newMode)
    }

    /// A press on the island starts a hold (it expands after `holdToExpand`); a release is a tap
    /// unless the hold expanded the island.
    mutating func handleMouse(on target: TapTarget?, pressed: Bool, at wall: Date) {
        if pressed {
            pressedAt = target?.slot == .island ? wall : nil
            return
        }
        defer {
            pressedAt = nil
            isHolding = false
        }
        if isHolding { return }
        if let url = target?.url {
            notice = "tap opens \(url)"
        } else if target != nil {
            notice = "tap opens the app (no widgetURL or Link here)"
        }
    }
}
