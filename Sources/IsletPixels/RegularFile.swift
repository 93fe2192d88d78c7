import Glibc

/// Reads a picture's file only when it is a regular file within a byte limit, asked of the
/// open file itself: a FIFO named `*.png` would block a read forever, a link to `/dev/zero` never
/// ends, and a 1 GB sparse `.png` would be read whole before its decoder refused it.
enum RegularFile {
    /// The file's bytes.
    /// - Throws: a failure saying the file is missing, not a regular file, or larger than `limit`.
    static func read(_ path: String, limit: Int) throws(PixelImage.Failure) -> [UInt8] {
        // Non-blocking, so opening a FIFO with no writer returns at once; fstat then refuses it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw PixelImage.Failure("cannot be opened (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw PixelImage.Failure("not a regular file") }
        guard status.st_size <= limit else { throw PixelImage.Failure("\(status.st_size) bytes, more than the \(limit >> 20) MB islet reads for a picture") }
        // One byte more than its size, to see a file that grew since fstat.
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        guard filled <= size else { throw PixelImage.Failure("grew while islet read it") }
        return Array(bytes[..<filled])
    }
}
