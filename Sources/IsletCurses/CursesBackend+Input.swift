import CNCurses
import Glibc
import IsletCells

/// Reading input: keys, button-1 mouse reports and resizes, as `InputEvent`s.
extension CursesBackend {
    /// The next event, waiting at most `timeout` (nil: until there is one). Keys islet has no
    /// `Key` for (F1, Home, Delete, wheel turns) are skipped without ending the wait early.
    public func nextInput(timeout: Duration?) -> InputEvent? {
        guard let window else { return nil }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        while true {
            wtimeout(window, deadline.map { Self.milliseconds(clock.now.duration(to: $0)) } ?? -1)
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == islet_err() { return terminalHungUp ? .hangup : nil }
            if let event = event(status: status, code: code, window: window) { return event }
            if let deadline, clock.now >= deadline { return nil }
        }
    }

    /// True when the terminal's descriptor reports a hang-up or an error: reads fail at once
    /// from then on, and a caller that waited again would spin.
    private var terminalHungUp: Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Whole milliseconds, rounded up so a short wait does not become a poll; 0 when past.
    static func milliseconds(_ duration: Duration) -> Int32 {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    private func event(status: Int32, code: wint_t, window: UnsafeMutablePointer<WINDOW>) -> InputEvent? {
        guard status == KEY_CODE_YES else {
            guard !lateReplies.swallows(UInt32(code), at: .now) else { return nil }
            return KeyMapping.character(UInt32(code)).map { .key($0) }
        }
        let key = Int32(bitPattern: code)
        switch key {
        case KEY_RESIZE: return .resize(resized(window))
        case KEY_MOUSE: return mouseEvent()
        case sgrMouseKey: return sgrMouseEvent(window)
        case Self.statusAnswerKeyCode:
            statusAnswered()
            lateReplies.end()
            return nil
        default: return KeyMapping.functionKey(key).map { .key($0) }
        }
    }

    /// ncurses has resized its screen (it handles SIGWINCH); the shadow follows, releasing the
    /// colour pairs of cells that fell off.
    private func resized(_ window: UnsafeMutablePointer<WINDOW>) -> GridSize {
        let newSize = GridSize(columns: max(0, Int(islet_getmaxx(window))), rows: max(0, Int(islet_getmaxy(window))))
        var newShadow = [Int32](repeating: 0, count: newSize.columns * newSize.rows)
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                let pair = shadow[row * size.columns + column]
                if row < newSize.rows, column < newSize.columns {
                    newShadow[row * newSize.columns + column] = pair
                } else {
                    colors.release(pair)
                }
            }
        }
        shadow = newShadow
        size = newSize
        relay?.recorder.resize(columns: newSize.columns, rows: newSize.rows)
        return newSize
    }

    private func mouseEvent() -> InputEvent? {
        var report = MEVENT()
        guard getmouse(&report) == islet_ok() else { return nil }
        if report.bstate & islet_button1_pressed() != 0 {
            return .mouse(column: Int(report.x), row: Int(report.y), pressed: true)
        }
        if report.bstate & islet_button1_released() != 0 {
            return .mouse(column: Int(report.x), row: Int(report.y), pressed: false)
        }
        return nil
    }

    /// The rest of `ESC [ < b ; x ; y M` (or `m`), which arrives in the same read.
    private func sgrMouseEvent(_ window: UnsafeMutablePointer<WINDOW>) -> InputEvent? {
        wtimeout(window, 50)
        var parameters = ""
        for _ in 0..<SGRMouseReport.maximumLength {
            var code: wint_t = 0
            guard wget_wch(window, &code) == islet_ok(), let scalar = Unicode.Scalar(code) else { return nil }
            if scalar == "M" || scalar == "m" {
                return SGRMouseReport.event(parameters: parameters, released: scalar == "m")
            }
            parameters.unicodeScalars.append(scalar)
        }
        return nil
    }
}

/// What key a code from `wget_wch` is.
enum KeyMapping {
    /// A character code: Return, Tab, Escape and Backspace (DEL or ^H) by name, other C0 codes
    /// as Ctrl plus their lower-case letter (or `@ \ ] ^ _`), C1 codes dropped.
    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(code + 0x60))))
        case 0x00, 0x1C...0x1F: return .control(Character(Unicode.Scalar(UInt8(code + 0x40))))
        case 0x80...0x9F: return nil
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }

    /// A function-key code (`KEY_*`).
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        default: nil
        }
    }
}

/// An SGR (DEC mode 1006) mouse report, `ESC [ < button ; column ; row M` for a press and `m` for
/// a release, 1-based. Only the left button counts, with or without Shift, Meta or Control;
/// motion (32), the wheel (64) and other buttons are not taps.
enum SGRMouseReport {
    static let maximumLength = 24

    static func event(parameters: String, released: Bool) -> InputEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let button = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
              column >= 1, row >= 1, button >= 0, button & ~(4 | 8 | 16) == 0
        else { return nil }
        return .mouse(column: column - 1, row: row - 1, pressed: !released)
    }
}
