import Glibc
import IsletFeed

/// A payload stream read as it arrives (stdin, a pipe): bytes are taken without blocking, a
/// bounded amount a turn, and parsed into pushes; a half-written line waits for the rest.
final class LiveStream {
    let descriptor: Int32
    let name: String
    private var parser = StreamParser()
    private(set) var isFinished = false

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Bytes read in one turn of the previewer's loop: about a hundred pushes. A writer faster
    /// than the screen (`yes`, `/dev/zero`) would otherwise keep the loop reading forever, with
    /// no frame drawn and no key read; the rest waits for the next turn (docs/DECISIONS.md, "Limits").
    static let bytesPerTurn = 65_536

    /// Messages for what one read takes now (at most `bytesPerTurn`); the end of the stream once it closes.
    func readAvailable() -> [PreviewMessage] {
        guard !isFinished else { return [] }
        var buffer = [UInt8](repeating: 0, count: Self.bytesPerTurn)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { return parser.feed(buffer[0..<count]).map { .stream($0, source: name, paced: false) } }
            if count < 0, errno == EINTR { continue }
            guard count == 0 else { return [] }
            isFinished = true
            return parser.finish().map { .stream($0, source: name, paced: false) } + [.streamEnded(source: name)]
        }
    }
}
