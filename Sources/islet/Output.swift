import Glibc

/// Writes text to standard output or standard error, unbuffered by Foundation, all of it.
struct Output: Sendable {
    let descriptor: Int32

    static let standard = Output(descriptor: 1)
    static let error = Output(descriptor: 2)

    func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

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

    /// Whether this stream is a terminal (colour is only sent to terminals unless asked).
    var isTerminal: Bool { isatty(descriptor) == 1 }
}
