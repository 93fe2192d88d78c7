import Glibc

/// A C library opened at run time with `dlopen` rather than linked: cairo, gdk-pixbuf and
/// chafa each bring glib, whose loading and constructors would cost every `islet render` tens of
/// milliseconds though most draw no picture (docs/DECISIONS.md, "Vector pictures"). Functions
/// are looked up by name with the C signature their caller declares.
public struct SharedLibrary: @unchecked Sendable {
    /// Why the library cannot be used on this machine: what it is for and the Debian package that has it.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The handle `dlopen` gave; never closed, as the functions looked up in it are kept.
    private let handle: UnsafeMutableRawPointer
    private let name: String

    /// Opens `file`; the error says that `purpose` needs `package`.
    public init(_ file: String, for purpose: String, debian package: String) throws(Unavailable) {
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            throw Unavailable(description: "\(purpose) needs the Debian package \(package): \(String(cString: dlerror()))")
        }
        self.handle = handle
        name = file
    }

    /// The function `symbol`, as `Function` (a `@convention(c)` type matching its C declaration).
    public func symbol<Function>(_ symbol: String) throws(Unavailable) -> Function {
        guard let address = dlsym(handle, symbol) else { throw Unavailable(description: "\(symbol) is missing from \(name)") }
        return unsafeBitCast(address, to: Function.self)
    }

    /// A glib `GError`'s message (its third field, after a quark and a code), the error freed
    /// with the library's `g_error_free`; `fallback` when there is none.
    static func message(of error: UnsafeMutableRawPointer?, freedBy free: @convention(c) (UnsafeMutableRawPointer?) -> Void, fallback: String) -> String {
        guard let error else { return fallback }
        defer { free(error) }
        return error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? fallback
    }
}
