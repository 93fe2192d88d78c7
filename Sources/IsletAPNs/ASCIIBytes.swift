import IsletInput

extension UInt8 {
    /// `0`–`9`, `a`–`f` or `A`–`F`: tokens and `apns-id`s are checked byte by byte, as they arrive
    /// with every request.
    var isASCIIHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }

    /// `A`–`Z` as `a`–`z`, every other byte as it is: header names are compared and sent in
    /// lower case.
    var asciiLowercased: UInt8 {
        (0x41...0x5A).contains(self) ? self + 0x20 : self
    }
}

extension String {
    /// The text as lowercase hexadecimal, or nil when a byte is not a hex digit: how a device
    /// token in a path is read. One pass over the bytes; only a token with an upper-case digit
    /// pays for `lowercased()`.
    var lowercaseHex: String? {
        let (isHex, hasUpperCase) = withUTF8Bytes { bytes in
            var hasUpperCase = false
            for byte in bytes {
                guard byte.isASCIIHexDigit else { return (false, false) }
                if byte != byte.asciiLowercased { hasUpperCase = true }
            }
            return (true, hasUpperCase)
        }
        guard isHex else { return nil }
        return hasUpperCase ? lowercased() : self
    }
}
