/// The bytes of request headers and bodies that open HTTP/2 streams keep, across every
/// connection of a server. HPACK lets a client make 16 KB of headers from a few bytes on the wire
/// and keep a stream open for ever, so a per-stream cap alone lets a few hundred connections hold
/// gigabytes; one shared count caps them all. A stream whose next piece does not fit is refused
/// (RST_STREAM REFUSED_STREAM, which tells a client it may retry) and gives back what it held.
final class StreamMemoryBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `bytes` as kept if they fit within the limit; false (and nothing counted) if not.
    func take(_ bytes: Int) -> Bool {
        guard bytes <= limit - used else { return false }
        used += bytes
        return true
    }

    /// Gives back bytes counted by `take`.
    func give(_ bytes: Int) {
        used -= bytes
    }
}
