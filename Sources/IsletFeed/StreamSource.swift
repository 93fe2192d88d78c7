import Glibc
import IsletInput

/// Reads stream items from a file or a file descriptor (stdin is 0) as bytes arrive, with the
/// POSIX calls only, so reading a stream does not load Foundation.
public enum StreamSource {
    /// Every item of a file, read whole.
    public static func items(inFile path: String) throws(InputError) -> [StreamItem] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw InputError(file: path, "cannot open the stream: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var items: [StreamItem] = []
        try read(descriptor) { items += $0 }
        return items
    }

    /// Reads until end of file, handing over each batch of items as soon as it is complete.
    public static func read(_ descriptor: Int32, _ deliver: ([StreamItem]) -> Void) throws(InputError) {
        var parser = StreamParser()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read the stream: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            let items = parser.feed(buffer[0..<count])
            if !items.isEmpty { deliver(items) }
        }
        let last = parser.finish()
        if !last.isEmpty { deliver(last) }
    }
}
