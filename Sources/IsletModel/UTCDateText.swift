/// Dates as people read them in messages (`2054-11-15 22:13 UTC`), without Foundation's
/// formatters, which live outside FoundationEssentials.
public enum UTCDateText {
    /// The UTC calendar date and minute of a Unix time.
    public static func format(unixSeconds: Double) -> String {
        guard unixSeconds.isFinite, abs(unixSeconds) < 1e14 else { return "an unrepresentable date" }
        let total = Int(unixSeconds.rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondsOfDay = total - days * 86_400
        let (year, month, day) = CivilDate.fromDaysSinceEpoch(days)
        return "\(year)-\(two(month))-\(two(day)) \(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)) UTC"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
