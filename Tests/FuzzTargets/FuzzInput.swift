/// The shape of the inputs that arrive in pieces: the first byte is the size of each read (0 for
/// one read of everything), the rest is what the client or the pipe sends. Fuzzers mutate the
/// read size with the bytes, so incremental parsers are tried at every split.
struct FuzzInput {
    let readSize: Int
    let bytes: ArraySlice<UInt8>

    init(_ input: [UInt8]) {
        readSize = Int(input.first ?? 0)
        bytes = input.dropFirst()
    }

    /// The bytes as the reads that deliver them.
    var reads: [ArraySlice<UInt8>] {
        guard readSize > 0, bytes.count > readSize else { return [bytes] }
        return stride(from: bytes.startIndex, to: bytes.endIndex, by: readSize).map {
            bytes[$0..<min($0 + readSize, bytes.endIndex)]
        }
    }

    /// A seed: `bytes` sent in reads of `readSize` (0: all at once).
    static func seed(_ bytes: some Sequence<UInt8>, readSize: UInt8 = 0) -> [UInt8] {
        [readSize] + Array(bytes)
    }
}
