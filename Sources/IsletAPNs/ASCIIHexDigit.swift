extension UInt8 {
    /// `0`–`9`, `a`–`f` or `A`–`F`: tokens and `apns-id`s are checked byte by byte, as they arrive
    /// with every request.
    var isASCIIHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
