import IsletModel

/// A moment as a wall clock at a fixed UTC offset reads it: the fields every date formatter and
/// `Calendar.component` read, in the proleptic Gregorian calendar. Moments are seconds since
/// 1970 (`Date.timeIntervalSince1970`), held to ±10¹³ s (300 000 years) so no field overflows.
public struct LocalTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// The part of the second below whole seconds, 0 ≤ x < 1.
    public var fraction: Double
    /// 1 for Sunday through 7 for Saturday, as `Calendar.component(.weekday)` counts.
    public var weekday: Int
    /// 1 for January 1st.
    public var dayOfYear: Int
    public var utcOffsetSeconds: Int

    public init(unixSeconds: Double, utcOffsetSeconds: Int) {
        let clamped = Self.held(unixSeconds)
        let whole = clamped.rounded(.down)
        let local = Int(whole) + utcOffsetSeconds
        let days = Int((Double(local) / 86_400).rounded(.down))
        let secondOfDay = local - days * 86_400
        (year, month, day) = CivilDate.fromDaysSinceEpoch(days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        fraction = clamped - whole
        weekday = ((days + 4) % 7 + 7) % 7 + 1
        dayOfYear = days - CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) + 1
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// A moment held within ±10¹³ s, and NaN read as 1970: what every calendar function works on.
    public static func held(_ unixSeconds: Double) -> Double {
        unixSeconds.isFinite ? min(1e13, max(-1e13, unixSeconds)) : 0
    }

    /// The moment a wall clock at `utcOffsetSeconds` shows these fields; months, days, hours,
    /// minutes and seconds out of range carry over, as `Calendar.date(from:)` lets them.
    public static func unixSeconds(
        year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Double = 0, utcOffsetSeconds: Int
    ) -> Double {
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: 1) + day - 1
        return Double(days * 86_400 + hour * 3600 + minute * 60 - utcOffsetSeconds) + second
    }

    /// Seconds since 1970 of this wall-clock reading.
    public var unixSeconds: Double {
        Self.unixSeconds(
            year: year, month: month, day: day, hour: hour, minute: minute, second: Double(second) + fraction, utcOffsetSeconds: utcOffsetSeconds
        )
    }

    /// How many days the month has (February by the leap-year rule).
    public static func daysIn(month: Int, year: Int) -> Int {
        CivilDate.daysSinceEpoch(year: year, month: month + 1, day: 1) - CivilDate.daysSinceEpoch(year: year, month: month, day: 1)
    }
}
