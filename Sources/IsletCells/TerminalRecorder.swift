/// Where a backend sends a copy of everything it writes to the terminal, so a session can be
/// kept (as an asciicast, by `IsletApp`) without the backend knowing any file format.
public protocol TerminalRecorder: AnyObject, Sendable {
    /// The session starts in a terminal of this size.
    func begin(columns: Int, rows: Int)
    /// Bytes the terminal was sent, in order.
    func output(_ bytes: UnsafeRawBufferPointer)
    /// The terminal changed size.
    func resize(columns: Int, rows: Int)
    /// The session ended; nothing more will be recorded.
    func finish()
}
