extension String {
    /// Calls `body` with the text's UTF-8 bytes in contiguous memory. Code that runs for every
    /// request or every cell reads bytes this way: in callgrind, iterating `utf8` or comparing it
    /// with `starts(with:)` cost about a hundred instructions a byte, and a loop over these bytes
    /// a few.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8(body)
    }
}
