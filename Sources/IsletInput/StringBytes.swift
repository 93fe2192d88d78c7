extension String {
    /// Calls `body` with the text's UTF-8 bytes in contiguous memory. Code that runs for every
    /// request or every cell reads bytes this way: iterating `utf8` or comparing it with
    /// `starts(with:)` goes through the string's index machinery for every byte, a loop over
    /// these bytes does not.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8(body)
    }
}
