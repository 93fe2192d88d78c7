/// `Calendar.current` as a widget uses it, on the phone's clock: the Gregorian calendar at a
/// fixed UTC offset (islet's `RenderSettings.utcOffsetSeconds`, so no daylight-saving jumps),
/// weeks starting on Sunday as in the US. Dates are seconds since 1970.
public struct CalendarMath: Sendable, Equatable {
    /// The units of `Calendar.Component` that widgets read and add.
    public enum Unit: Sendable, Hashable, CaseIterable {
        case year, month, weekOfYear, day, hour, minute, second, nanosecond, weekday

        /// How many seconds one of the unit is, for those of fixed length.
        var fixedSeconds: Double? {
            switch self {
            case .weekOfYear: 604_800
            case .day, .weekday: 86_400
            case .hour: 3600
            case .minute: 60
            case .second: 1
            case .nanosecond: 1e-9
            case .year, .month: nil
            }
        }
    }

    public let utcOffsetSeconds: Int

    public init(utcOffsetSeconds: Int) {
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    public func localTime(_ date: Double) -> LocalTime {
        LocalTime(unixSeconds: date, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// `calendar.component(_:from:)`.
    public func component(_ unit: Unit, of date: Double) -> Int {
        let time = localTime(date)
        return switch unit {
        case .year: time.year
        case .month: time.month
        case .weekOfYear: Int(DatePattern.field("w", count: 1, time)) ?? 1
        case .day: time.day
        case .hour: time.hour
        case .minute: time.minute
        case .second: time.second
        case .nanosecond: Int(time.fraction * 1e9)
        case .weekday: time.weekday
        }
    }

    /// `calendar.startOfDay(for:)`: local midnight.
    public func startOfDay(_ date: Double) -> Double {
        let time = localTime(date)
        return LocalTime.unixSeconds(year: time.year, month: time.month, day: time.day, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The start of the day, week (Sunday), month or year that holds `date`, and the start of the
    /// next one: `calendar.dateInterval(of:for:)`.
    public func interval(of unit: Unit, containing date: Double) -> (start: Double, end: Double) {
        let time = localTime(date)
        switch unit {
        case .year:
            let start = LocalTime.unixSeconds(year: time.year, utcOffsetSeconds: utcOffsetSeconds)
            return (start, LocalTime.unixSeconds(year: time.year + 1, utcOffsetSeconds: utcOffsetSeconds))
        case .month:
            let start = LocalTime.unixSeconds(year: time.year, month: time.month, utcOffsetSeconds: utcOffsetSeconds)
            return (start, LocalTime.unixSeconds(year: time.year, month: time.month + 1, utcOffsetSeconds: utcOffsetSeconds))
        case .weekOfYear:
            let start = startOfDay(date) - Double(time.weekday - 1) * 86_400
            return (start, start + 604_800)
        case .day, .weekday:
            let start = startOfDay(date)
            return (start, start + 86_400)
        case .hour, .minute, .second, .nanosecond:
            let length = unit.fixedSeconds ?? 1
            let start = ((date + Double(utcOffsetSeconds)) / length).rounded(.down) * length - Double(utcOffsetSeconds)
            return (start, start + length)
        }
    }

    /// `calendar.date(byAdding:value:to:)`: months and years keep the day of the month, held to
    /// the month's last day (January 31st plus a month is February 28th or 29th).
    public func adding(_ unit: Unit, _ value: Int, to date: Double) -> Double {
        switch unit {
        case .year: return addingMonths(value.multipliedReportingOverflow(by: 12).partialValue, to: date)
        case .month: return addingMonths(value, to: date)
        default: return date + Double(value) * (unit.fixedSeconds ?? 0)
        }
    }

    private func addingMonths(_ months: Int, to date: Double) -> Double {
        let time = localTime(date)
        let total = time.year * 12 + (time.month - 1) + max(-4_000_000, min(4_000_000, months))
        let year = Int((Double(total) / 12).rounded(.down)), month = total - year * 12 + 1
        let day = min(time.day, LocalTime.daysIn(month: month, year: year))
        return LocalTime.unixSeconds(
            year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: Double(time.second) + time.fraction,
            utcOffsetSeconds: utcOffsetSeconds
        )
    }

    /// `calendar.dateComponents(_:from:to:)`: the difference in the asked units, largest first,
    /// each taking as much as fits (all negative when `end` is before `start`).
    public func difference(_ units: Set<Unit>, from start: Double, to end: Double) -> [Unit: Int] {
        let start = LocalTime.held(start), end = LocalTime.held(end)
        guard end >= start else { return difference(units, from: end, to: start).mapValues { -$0 } }
        var result: [Unit: Int] = [:]
        var months = 0
        if units.contains(.year) || units.contains(.month) {
            let from = localTime(start), to = localTime(end)
            months = (to.year - from.year) * 12 + (to.month - from.month)
            while months > 0 && adding(.month, months, to: start) > end { months -= 1 }
            if units.contains(.year) {
                result[.year] = months / 12
                if !units.contains(.month) { months = months / 12 * 12 }
            }
            if units.contains(.month) { result[.month] = units.contains(.year) ? months % 12 : months }
        }
        var remaining = end - adding(.month, months, to: start)
        for unit in [Unit.weekOfYear, .day, .hour, .minute, .second] where units.contains(unit) {
            let length = unit.fixedSeconds ?? 1
            let count = (remaining / length).rounded(.towardZero)
            result[unit] = Int(saturating: count)
            remaining -= count * length
        }
        if units.contains(.nanosecond) { result[.nanosecond] = Int(saturating: (remaining * 1e9).rounded()) }
        return result
    }

    /// `calendar.isDateInToday(_:)`, read against the injected clock.
    public func isDate(_ date: Double, inDayOffsetBy days: Int, from now: Double) -> Bool {
        let today = startOfDay(now) + Double(days) * 86_400
        return date >= today && date < today + 86_400
    }
}
