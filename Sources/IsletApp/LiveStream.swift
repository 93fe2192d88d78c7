import Glibc
import IsletFeed

/// A payload stream read as it arrives (stdin, a pipe): bytes are taken without blocking and
/// parsed into pushes; a half-written line waits for the rest.
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

    /// Messages for everything readable now; the end of the stream once it closes.
    func readAvailable() -> [PreviewMessage] {
        guard !isFinished else { return [] }
        var messages: [PreviewMessage] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                messages += parser.feed(buffer[0..<count]).map { .stream($0, source: name, paced: false) }
                continue
            }
            if count == 0 {
                isFinished = true
                messages += parser.finish().map { .stream($0, source: name, paced: false) }
                messages.append(.streamEnded(source: name))
            } else if errno == EINTR {
                continue
            }
            return messages
        }
    }
}
