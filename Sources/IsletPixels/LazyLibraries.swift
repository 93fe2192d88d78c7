internal import CPixels

/// The C libraries a picture needs, opened before their first call: their functions are
/// `CLazyLink`'s stubs, compiled against the libraries' -dev headers, which end islet with
/// status 2 when a library is missing. Asking here first turns a missing library into a
/// labelled placeholder or an error naming its Debian package instead.
public enum LazyLibraries {
    /// Nil when `open` (one of `CLazyLink`'s openers) opened every library a use needs; else the
    /// line naming the one that could not be opened and its Debian package.
    public static func missing(_ open: (UnsafeMutablePointer<CChar>?, Int) -> Bool) -> String? {
        var reason = [CChar](repeating: 0, count: 512)
        guard !open(&reason, reason.count) else { return nil }
        return String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A glib error's message, read through `GError` as glib's header declares it, and the error
    /// freed; `fallback` when there is none.
    static func message(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? fallback
    }
}
