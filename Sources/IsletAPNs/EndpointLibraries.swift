import CLazyLink

/// libssl, libcrypto and libnghttp2 are loaded on their first call, not when islet starts
/// (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use"). The endpoint opens them at
/// its start instead, so a missing one is an `EndpointError` before `islet serve` takes the
/// terminal, not an exit from inside its first request.
enum EndpointLibraries {
    /// Opens the three libraries, or throws a line naming the one missing and its Debian package.
    static func open() throws(EndpointError) {
        var reason = [CChar](repeating: 0, count: 512)
        guard islet_lazy_link_open_endpoint_libraries(&reason, reason.count) else {
            throw EndpointError(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
