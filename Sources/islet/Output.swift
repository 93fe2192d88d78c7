import Glibc
import IsletInput

/// Writes text to standard output or standard error, unbuffered by Foundation, all of it.
struct Output: Sendable {
    let descriptor: Int32

    static let standard = Output(descriptor: 1)
    static let error = Output(descriptor: 2)

    /// Writes `text` through the one escaping rule (`JSONWriter.neutralized`, its lines kept):
    /// every report, warning and error islet prints passes here, so a name from the widget's
    /// sources, an asset catalog or a file name reaches no terminal as a control it would obey.
    func write(_ text: String) {
        write(bytes: Array(JSONWriter.neutralizedLines(text).utf8))
    }

    /// Writes `bytes` as they are: only a picture islet made (a board's cells, already through
    /// `TerminalText`, with its own colour sequences; SVG; PNG) goes this way.
    func write(bytes: [UInt8]) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// A file created (or emptied) at `path` for writing, as `render --output` writes a picture;
    /// the caller closes it.
    static func create(_ path: String) throws -> Output {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw InputError(file: path, "cannot write the output: \(String(cString: strerror(errno)))") }
        return Output(descriptor: descriptor)
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    /// Whether this stream is a terminal (colour is only sent to terminals unless asked).
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The width of the terminal this stream writes to, or nil when it is not one: a row wider
    /// than the terminal wraps onto a line of its own, so a board is laid out to fit it.
    var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
