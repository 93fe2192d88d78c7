/// File and memory sizes as `ByteCountFormatter` ("1.5 MB", "Zero KB") and
/// `.formatted(.byteCount(style:))` ("1.5 MB", "Zero kB") write them in en_US. The two pick
/// units differently, as on the phone: the formatter switches unit at 1000 (or 1024) of the
/// smaller one, the format style when the rounded number would reach it (999 bytes is "1 kB").
public struct ByteCountFormat: Sendable, Equatable {
    /// `CountStyle`: `.file` and `.decimal` count in 1000s, `.memory` and `.binary` in 1024s.
    public enum CountStyle: Sendable, Equatable {
        case file, memory, decimal, binary
    }

    /// Byte, kilobyte … exabyte, in the order `allowedUnits` lists them.
    public enum Unit: Int, Sendable, CaseIterable, Comparable {
        case bytes, kilobytes, megabytes, gigabytes, terabytes, petabytes, exabytes

        public static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var countStyle: CountStyle
    /// Empty means every unit (`.useAll`).
    public var allowedUnits: Set<Unit> = []
    public var includesUnit = true
    public var includesCount = true
    /// 0 as "Zero KB" rather than "0 bytes".
    public var allowsNonnumericFormatting = true
    /// "1.5 MB (1,500,000 bytes)".
    public var includesActualByteCount = false
    /// The `.byteCount(style:)` format style's rules and "kB", rather than `ByteCountFormatter`'s.
    public var isFormatStyle: Bool

    public init(countStyle: CountStyle = .file, isFormatStyle: Bool = false) {
        self.countStyle = countStyle
        self.isFormatStyle = isFormatStyle
    }

    public func string(_ bytes: Int64) -> String {
        let units = Unit.allCases.filter { allowedUnits.isEmpty || allowedUnits.contains($0) }
            .filter { !isFormatStyle || $0 != .exabytes }
        let base = countStyle == .file || countStyle == .decimal ? 1000.0 : 1024.0
        if bytes == 0, allowsNonnumericFormatting, includesCount {
            let zeroUnit = units.contains(.kilobytes) || !isFormatStyle ? Unit.kilobytes : .bytes
            return includesUnit ? "Zero " + name(zeroUnit, plural: true) : "0"
        }
        let unit = bestUnit(abs(Double(bytes)), base: base, units: units.isEmpty ? [.bytes] : units)
        var size = 1.0
        for _ in 0..<unit.rawValue { size *= base }
        var number = NumberFormat.number
        number.setFractionLength(0...(unit <= .kilobytes ? 0 : unit == .megabytes ? 1 : 2))
        let count = number.string(Double(bytes) / size)
        var text = [includesCount ? count : nil, includesUnit ? name(unit, plural: count != "1" && count != "-1") : nil]
            .compactMap { $0 }.joined(separator: " ")
        if includesActualByteCount {
            text += " (" + NumberFormat.number.string(bytes) + (bytes == 1 ? " byte)" : " bytes)")
        }
        return text
    }

    private func bestUnit(_ magnitude: Double, base: Double, units: [Unit]) -> Unit {
        if isFormatStyle {
            // The largest size each unit keeps, after its rounding (999.95 MB is already "1 GB").
            let limits: [Double] = countStyle == .file || countStyle == .decimal
                ? [999, 999_499, 999_949_999, 999_994_999_999, 999_994_999_999_999]
                : [1023, 1_048_063, 1_073_689_395, 1_099_506_259_066, 1_125_894_409_284_485]
            var best = units[0]
            for unit in units {
                best = unit
                if unit.rawValue >= limits.count || magnitude < limits[unit.rawValue] { break }
            }
            return best
        }
        var best = units[0], size = 1.0
        for unit in Unit.allCases {
            if unit.rawValue > 0 { size *= base }
            if units.contains(unit), magnitude >= size { best = unit }
        }
        return best
    }

    private func name(_ unit: Unit, plural: Bool) -> String {
        switch unit {
        case .bytes: plural ? "bytes" : "byte"
        case .kilobytes: isFormatStyle ? "kB" : "KB"
        case .megabytes: "MB"
        case .gigabytes: "GB"
        case .terabytes: "TB"
        case .petabytes: "PB"
        case .exabytes: "EB"
        }
    }
}
