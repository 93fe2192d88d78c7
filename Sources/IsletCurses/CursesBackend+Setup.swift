import CNCurses
import Glibc
import IsletCells

/// Opening the terminal: which streams, which modes, colours, mouse, and the bytes that undo it.
extension CursesBackend {
    struct Streams {
        var input: UnsafeMutablePointer<FILE>
        var output: UnsafeMutablePointer<FILE>
        /// The `/dev/tty` stream to close at shutdown; nil for stdin and stdout.
        var owned: UnsafeMutablePointer<FILE>?
        var fd: Int32
    }

    static func openStreams(_ device: CursesOptions.Device) throws -> Streams {
        if device != .standardStreams, let tty = fopen("/dev/tty", "r+e") {
            return Streams(input: tty, output: tty, owned: tty, fd: fileno(tty))
        }
        guard device != .controllingTerminal, isatty(0) == 1, isatty(1) == 1,
              let input = islet_stdin(), let output = islet_stdout()
        else { throw CursesError.noTerminal }
        return Streams(input: input, output: output, owned: nil, fd: 1)
    }

    /// Keys arrive one at a time without echo (cbreak keeps Ctrl-C a signal), Return is `\r`,
    /// function keys and mouse reports are decoded, Escape waits 25 ms for a sequence rather
    /// than a second, and the cursor is hidden and left wherever drawing ends.
    static func configureModes(_ window: UnsafeMutablePointer<WINDOW>) {
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
    }

    static func startColors(_ options: CursesOptions) -> ColorCapabilities {
        var capabilities = ColorCapabilities(
            hasColors: has_colors(), colors: 0, pairs: 0, canChangeColor: false, mayChangePalette: false, directRGB: false, defaultColors: false
        )
        guard options.colorMode != .none, capabilities.hasColors, start_color() == islet_ok() else { return capabilities }
        capabilities.colors = Int(islet_colors())
        capabilities.pairs = Int(islet_color_pairs())
        capabilities.canChangeColor = can_change_color()
        capabilities.mayChangePalette = options.allowsPaletteChanges && islet_tigetstr("oc") != nil
        capabilities.directRGB = islet_tigetflag("RGB") != 0 || capabilities.colors >= 1 << 24
        capabilities.defaultColors = use_default_colors() == islet_ok()
        return capabilities
    }

    /// One cell's pixels: the window's pixel size (`TIOCGWINSZ`'s `ws_xpixel`, `ws_ypixel`,
    /// which xterm, kitty, WezTerm and foot fill in) over its cells; nil where the terminal
    /// leaves them 0, as screen and many others do (then `CellSizeQuery` asks).
    static func cellPixels(_ fd: Int32) -> PixelSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return PixelSize(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row))
    }

    /// The code `define_key` gives `ESC [ <`; above every ncurses key code.
    static let sgrMouseKeyCode: Int32 = KEY_MAX + 1

    /// Button-1 press and release as separate events (`mouseinterval(0)`). When terminfo only
    /// knows X10 reports (`kmous=\E[M`, as in tmux-256color and screen), SGR reports are turned
    /// on too (no 223-column limit) and decoded here; ncurses still decodes X10 ones.
    /// Nil when the terminal reports no mouse.
    static func startMouse(fd: Int32) -> MouseSetup? {
        let wanted = islet_button1_pressed() | islet_button1_released()
        guard mousemask(wanted, nil) & wanted != 0 else { return nil }
        mouseinterval(0)
        let kmous = islet_tigetstr("kmous").map { String(cString: $0) }
        guard kmous != "\u{1B}[<", define_key("\u{1B}[<", sgrMouseKeyCode) == islet_ok() else { return MouseSetup(sgrKey: nil) }
        writeAll(fd, Array("\u{1B}[?1006h".utf8))
        return MouseSetup(sgrKey: sgrMouseKeyCode)
    }

    struct MouseSetup {
        /// Set when islet decodes SGR reports itself (see `sgrMouseKey`).
        var sgrKey: Int32?
    }

    /// What `TerminalGuard` writes if the process dies with the screen open: mouse reporting
    /// off, attributes reset, the original colours back, cursor shown, keypad off, and the
    /// alternate screen left, from terminfo where it has the string.
    static func restoreSequence(mouse: Bool, depth: ColorDepth) -> [UInt8] {
        var bytes: [UInt8] = mouse ? Array("\u{1B}[?1006l\u{1B}[?1000l".utf8) : []
        var names = ["sgr0"]
        if depth != .monochrome { names.append("op") }
        if case .palette = depth { names.append("oc") }
        names += ["cnorm", "rmkx", "rmcup"]
        for name in names {
            if let value = islet_tigetstr(name) { bytes += withoutPadding(String(cString: value)) }
        }
        return bytes
    }

    /// terminfo strings may carry delays (`$<5>`), which tputs would turn into waiting.
    static func withoutPadding(_ capability: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var input = Array(capability.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "$"), input.first == UInt8(ascii: "<"), let end = input.firstIndex(of: UInt8(ascii: ">")) {
                input = input[(end + 1)...]
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// `ColorPairTable`'s definitions, sent to ncurses.
struct NCursesColorDevice: ColorDevice {
    mutating func definePair(_ number: Int32, foreground: Int32, background: Int32) {
        init_extended_pair(number, foreground, background)
    }

    /// ncurses takes RGB in thousandths.
    mutating func defineColor(_ number: Int32, as color: Color) {
        func scaled(_ value: UInt8) -> Int32 { (Int32(value) * 1000 + 127) / 255 }
        init_extended_color(number, scaled(color.red), scaled(color.green), scaled(color.blue))
    }
}
