/// Bytes waiting for the socket to accept them, oldest first. Sending consumes from the front
/// without moving the rest each time; the storage is compacted once most of it is sent.
struct ConnectionOutput {
    private var storage: [UInt8] = []
    private var start = 0

    var count: Int { storage.count - start }
    var isEmpty: Bool { start == storage.count }

    mutating func append(_ bytes: some Collection<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Lets `fill` write up to `count` bytes at the end and keeps as many as it reports written.
    mutating func append(upTo count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Int) {
        let end = storage.count
        storage.append(contentsOf: repeatElement(0, count: count))
        let written = storage.withUnsafeMutableBytes { fill(UnsafeMutableRawBufferPointer(rebasing: $0[end...])) }
        storage.removeLast(count - max(0, min(written, count)))
    }

    /// Runs `send` on the unsent bytes and drops as many as it reports sent.
    mutating func send(_ send: (UnsafeRawBufferPointer) -> Int) -> Int {
        let sent = storage.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        if sent > 0 { consume(sent) }
        return sent
    }

    mutating func removeAll() {
        storage = []
        start = 0
    }

    private mutating func consume(_ sent: Int) {
        start += sent
        if start == storage.count {
            storage.removeAll(keepingCapacity: storage.capacity <= 1 << 20)
            start = 0
        } else if start >= 1 << 16, start >= storage.count / 2 {
            storage.removeFirst(start)
            start = 0
        }
    }
}
