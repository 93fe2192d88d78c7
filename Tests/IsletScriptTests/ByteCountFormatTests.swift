import IsletScript
import Testing

/// `ByteCountFormatter` and `.byteCount(style:)`, which choose units differently (expected
/// strings from swift-corelibs-foundation's formatter and swift-foundation's format style).
@Suite struct ByteCountFormatTests {
    static let sizes: [Int64] = [0, 1, 999, 1000, 1023, 1024, 1500, 1_000_000, 1_500_000, 123_456_789, 5_368_709_120, 1_234_567_890_123, -1500]

    private func all(_ format: ByteCountFormat) -> [String] {
        Self.sizes.map(format.string)
    }

    @Test func formatterFileAndMemoryCounts() {
        #expect(all(ByteCountFormat(countStyle: .file)) == [
            "Zero KB", "1 byte", "999 bytes", "1 KB", "1 KB", "1 KB", "2 KB", "1 MB", "1.5 MB", "123.5 MB", "5.37 GB", "1.23 TB", "-2 KB",
        ])
        #expect(all(ByteCountFormat(countStyle: .memory)) == [
            "Zero KB", "1 byte", "999 bytes", "1,000 bytes", "1,023 bytes", "1 KB", "1 KB", "977 KB", "1.4 MB", "117.7 MB", "5 GB", "1.12 TB", "-1 KB",
        ])
        #expect(ByteCountFormat(countStyle: .file).string(999_500) == "1,000 KB", "the formatter does not move up a unit after rounding")
    }

    @Test func formatterUnitsAndParts() {
        var megabytes = ByteCountFormat(countStyle: .file)
        megabytes.allowedUnits = [.megabytes]
        #expect(all(megabytes) == [
            "Zero KB", "0 MB", "0 MB", "0 MB", "0 MB", "0 MB", "0 MB", "1 MB", "1.5 MB", "123.5 MB", "5,368.7 MB", "1,234,567.9 MB", "-0 MB",
        ])
        var numbers = ByteCountFormat(countStyle: .file)
        numbers.includesUnit = false
        #expect(numbers.string(0) == "0")
        #expect(numbers.string(1_500_000) == "1.5")
        var parts = ByteCountFormat(countStyle: .file)
        parts.allowsNonnumericFormatting = false
        #expect(parts.string(0) == "0 bytes")
        parts.includesCount = false
        #expect(parts.string(1_500_000) == "MB")
        parts.includesCount = true
        parts.includesActualByteCount = true
        #expect(parts.string(1_500_000) == "1.5 MB (1,500,000 bytes)")
    }

    @Test func formatStyleMovesUpWhenTheRoundedNumberWould() {
        #expect(all(ByteCountFormat(countStyle: .file, isFormatStyle: true)) == [
            "Zero kB", "1 byte", "1 kB", "1 kB", "1 kB", "1 kB", "2 kB", "1 MB", "1.5 MB", "123.5 MB", "5.37 GB", "1.23 TB", "-2 kB",
        ])
        #expect(all(ByteCountFormat(countStyle: .memory, isFormatStyle: true)) == [
            "Zero kB", "1 byte", "999 bytes", "1,000 bytes", "1 kB", "1 kB", "1 kB", "977 kB", "1.4 MB", "117.7 MB", "5 GB", "1.12 TB", "-1 kB",
        ])
        let style = ByteCountFormat(countStyle: .file, isFormatStyle: true)
        #expect([950, 999_498, 999_499, 999_950_000, 1_000_000_000_000_000_000].map(style.string) == ["950 bytes", "999 kB", "1 MB", "1 GB", "1,000 PB"])
    }
}
