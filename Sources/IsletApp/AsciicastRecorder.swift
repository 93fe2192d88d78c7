import Glibc
import IsletCells
import IsletInput
import IsletModel
import Synchronization

/// Writes a terminal session as an asciicast v2 file (the format `asciinema play` reads): a
/// header line, then one `[seconds, "o", data]` line per output write and `[seconds, "r",
/// "WxH"]` per resize. Each line goes to the file with one `write(2)` as it happens, so a
/// session killed at any moment leaves a file that plays up to its last line.
///
/// Output arrives as bytes, cut wherever the writer cut them; a UTF-8 sequence split across
/// writes is held back until the rest arrives, so every event's text is whole characters (bytes
/// that are not UTF-8 at all become U+FFFD). Times come from `now`, a monotonic reading, and
/// never go backwards in the file. Output may come from another thread than resizes.
public final class AsciicastRecorder: TerminalRecorder {
    /// What the header says besides the size: when the session started and what ran.
    public struct Header: Sendable {
        /// Seconds since 1970 at the start of the session.
        public var timestamp: Int
        /// `TERM`, `SHELL` and the like, in this order; unset variables are left out.
        public var environment: [(name: String, value: String)]
        public var title: String?

        public init(timestamp: Int, environment: [(name: String, value: String)] = [], title: String? = nil) {
            self.timestamp = timestamp
            self.environment = environment
            self.title = title
        }
    }

    private struct State {
        var descriptor: Int32
        var started: Duration?
        var lastSeconds: Duration = .zero
        /// The start of a UTF-8 sequence whose remaining bytes have not been written yet.
        var pending: [UInt8] = []
        var failed = false
    }

    public let path: String
    private let header: Header
    private let now: @Sendable () -> Duration
    private let state: Mutex<State>

    /// Creates (or empties) the file at `path` now, so a path that cannot be written is an
    /// error before anything else happens. Nothing is written until `begin`.
    public init(path: String, header: Header, now: @escaping @Sendable () -> Duration = AsciicastRecorder.monotonicNow) throws(RecordingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
        self.header = header
        self.now = now
        state = Mutex(State(descriptor: descriptor))
    }

    deinit {
        finish()
    }

    /// The continuous clock's reading: the default time source.
    public static let monotonicNow: @Sendable () -> Duration = {
        let origin = ContinuousClock.now
        return { ContinuousClock.now - origin }
    }()

    /// Writes the header; event times count from here.
    public func begin(columns: Int, rows: Int) {
        state.withLock { state in
            guard state.started == nil else { return }
            state.started = now()
            var line = #"{"version": 2, "width": \#(columns), "height": \#(rows), "timestamp": \#(header.timestamp)"#
            if !header.environment.isEmpty {
                line += #", "env": {"# + header.environment.map { "\(JSONWriter.quoted($0.name)): \(JSONWriter.quoted($0.value))" }.joined(separator: ", ") + "}"
            }
            if let title = header.title { line += #", "title": \#(JSONWriter.quoted(title))"# }
            Self.writeLine(line + "}\n", to: &state)
        }
    }

    /// Records bytes sent to the terminal (after `begin`; before it they are dropped).
    public func output(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        state.withLock { state in
            guard state.started != nil else { return }
            var data = state.pending
            data.append(contentsOf: bytes)
            let whole = Self.completeLength(data)
            state.pending = Array(data[whole...])
            guard whole > 0 else { return }
            let text = String(decoding: data[..<whole], as: UTF8.self)
            event("o", text, into: &state)
        }
    }

    public func output(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { output($0) }
    }

    /// Records that the terminal is now `columns` × `rows`.
    public func resize(columns: Int, rows: Int) {
        state.withLock { state in
            guard state.started != nil else { return }
            event("r", "\(columns)x\(rows)", into: &state)
        }
    }

    /// Writes what is still held back of a split character (as U+FFFD) and closes the file.
    /// Later calls do nothing.
    public func finish() {
        state.withLock { state in
            guard state.descriptor >= 0 else { return }
            if state.started != nil, !state.pending.isEmpty {
                let text = String(decoding: state.pending, as: UTF8.self)
                state.pending = []
                event("o", text, into: &state)
            }
            close(state.descriptor)
            state.descriptor = -1
        }
    }

    private func event(_ code: String, _ data: String, into state: inout State) {
        guard let started = state.started else { return }
        state.lastSeconds = max(state.lastSeconds, now() - started)
        Self.writeLine("[\(Self.seconds(state.lastSeconds)), \"\(code)\", \(JSONWriter.quoted(data))]\n", to: &state)
    }

    /// One `write(2)` a line, retried only for what a partial write left; a failed write stops
    /// the recording rather than the session.
    private static func writeLine(_ line: String, to state: inout State) {
        guard state.descriptor >= 0, !state.failed else { return }
        var line = line
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(state.descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    state.failed = true
                    return
                }
                offset += written
            }
        }
    }

    /// `seconds` with six decimals, as asciinema writes them.
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let micro = String(attoseconds / 1_000_000_000_000)
        return "\(whole)." + String(repeating: "0", count: 6 - micro.count) + micro
    }

    /// How many leading bytes of `data` can be written now: all of them, unless they end in the
    /// valid beginning of a UTF-8 sequence that is still missing bytes.
    static func completeLength(_ data: [UInt8]) -> Int {
        let count = data.count
        guard count > 0 else { return 0 }
        for back in 1...min(3, count) {
            let byte = data[count - back]
            if byte & 0xC0 == 0x80 { continue }
            let needed: Int = switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 1
            }
            return needed > back ? count - back : count
        }
        return count
    }
}

/// The recording's file cannot be created or written.
public struct RecordingError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot write the recording: \(reason)" }
}
