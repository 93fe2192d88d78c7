import FoundationEssentials
import IsletLayout
import IsletTerminal

extension PreviewState {
    /// The keys, as the help screen lists them.
    public static let keyHelp: [(keys: String, action: String)] = [
        ("c m e l b", "compact, minimal, expanded, lock screen, board (again: live)"),
        ("d / D", "next / previous device"),
        ("t", "light or dark"),
        ("space", "pause or resume the phone's clock"),
        ("+ / -", "run the clock faster / slower; 1 resets"),
        ("n", "apply the next waiting push now"),
        ("r", "rotate the activity's update token, as iOS may at any time"),
        ("click", "tap the island or card; hold to expand"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    mutating func handle(_ key: Key, at wall: Date) {
        notice = nil
        switch key {
        case .character("q"), .character("Q"), .control("c"), .control("d"):
            wantsToQuit = true
        case .escape:
            if showsHelp { showsHelp = false } else { choose(.live) }
        case .character("?"), .character("h"):
            showsHelp.toggle()
        case .character("c"): choose(.compact)
        case .character("m"): choose(.minimal)
        case .character("e"): choose(.expanded)
        case .character("l"): choose(.lock)
        case .character("b"): choose(.board)
        case .character("d"), .character("D"):
            let step = key == .character("d") ? 1 : DeviceCatalog.all.count - 1
            deviceIndex = (deviceIndex + step) % DeviceCatalog.all.count
            notice = "device: \(device.name)"
            resetAnimations()
        case .character("t"):
            dark.toggle()
            notice = dark ? "dark appearance" : "light appearance"
            resetAnimations()
        case .character(" "):
            clock.setPaused(!clock.isPaused, at: wall)
            notice = clock.isPaused ? "clock paused" : "clock running"
        case .character("+"), .character("="):
            clock.setSpeed(clock.speed * 2, at: wall)
            notice = "clock ×\(Self.speedText(clock.speed))"
        case .character("-"), .character("_"):
            clock.setSpeed(clock.speed / 2, at: wall)
            notice = "clock ×\(Self.speedText(clock.speed))"
        case .character("1"):
            clock.setSpeed(1, at: wall)
            notice = "clock ×1"
        case .character("n"):
            step(at: wall)
        case .character("r"):
            rotateToken(at: wall)
        default:
            break
        }
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
        speed == speed.rounded() ? String(Int(speed)) : String(speed)
    }

    private mutating func choose(_ newMode: DisplayMode) {
        mode = mode == newMode ? .live : newMode
        notice = "showing \(mode.label)"
    }

    mutating func handleMouse(column: Int, row: Int, pressed: Bool, at wall: Date) {
        let screen = PreviewScreen(state: self, wall: wall)
        if pressed {
            pressedAt = screen.islandCells?.contains(column: column, row: row) == true ? wall : nil
            return
        }
        defer {
            pressedAt = nil
            isHolding = false
        }
        if isHolding { return }
        if let url = screen.tapTarget(column: column, row: row) {
            notice = "tap opens \(url)"
        } else if screen.islandCells?.contains(column: column, row: row) == true || screen.cardCells?.contains(column: column, row: row) == true {
            notice = "tap opens the app (no widgetURL or Link here)"
        }
    }
}

extension CellRect {
    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < maxColumn && row >= self.row && row < maxRow
    }
}
