import IsletInput

/// Where `TimeZone(identifier:)` finds a zone: a folder of TZif files, the system's time zone
/// database (Debian's `tzdata` keeps it in /usr/share/zoneinfo). Injected with the rest of the
/// environment, so a test can name its own folder, or none.
public struct ScriptTimeZones: Sendable {
    public var folder: String?

    public init(folder: String? = "/usr/share/zoneinfo") {
        self.folder = folder
    }

    /// A zone file is a few kilobytes; anything near this is not one.
    static let limit = ReadLimit(bytes: 1 << 16, what: "a time zone file")

    /// The zone of an IANA identifier (`Europe/Paris`); nil for a name the folder lacks, or one
    /// that could lead out of it (`..`, an absolute path).
    public func zone(_ identifier: String) -> ZoneInfo? {
        guard let folder, Self.isIdentifier(identifier) else { return nil }
        guard let bytes = try? RegularFile.read(folder + "/" + identifier, limit: Self.limit) else { return nil }
        return ZoneInfo(tzif: bytes)
    }

    /// Letters, digits, `_`, `-` and `+` in `/`-separated parts, none of them `.` or `..`.
    static func isIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return text.utf8.count <= 64 && parts.allSatisfy { part in
            !part.isEmpty && part.first != "." && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-+".contains($0)) }
        }
    }
}
