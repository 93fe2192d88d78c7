import COpenSSL

/// OpenSSL reports why a call failed on a thread-local queue rather than in the return value;
/// this turns that queue into one readable line for an error message, and empties it so an
/// old failure is never blamed on a later call.
enum OpenSSLErrorQueue {
    /// The queued errors, oldest first, joined by "; " (for example
    /// `error:1E08010C:DECODER routines::unsupported`), or a fallback when OpenSSL left none.
    static func drain() -> String {
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 256)
        while case let code = ERR_get_error(), code != 0 {
            ERR_error_string_n(code, &buffer, buffer.count)
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines.isEmpty ? "OpenSSL gave no detail" : lines.joined(separator: "; ")
    }

    /// Empties the queue before a call whose failure will be reported with `drain()`.
    static func clear() {
        ERR_clear_error()
    }
}
