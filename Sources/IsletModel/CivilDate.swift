/// Proleptic Gregorian calendar arithmetic (Howard Hinnant's days-from-civil algorithm), so
/// dates can be written out without a calendar database, which FoundationEssentials lacks.
public enum CivilDate {
    /// The year, month and day of a count of days since 1970-01-01.
    public static func fromDaysSinceEpoch(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension CivilDate {
    /// The count of days since 1970-01-01 of a year, month and day (the inverse of
    /// `fromDaysSinceEpoch`); a month outside 1–12 carries into the year, as calendars do when
    /// a month is added.
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let monthIndex = month - 1
        let carriedYear = year + (monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12)
        let normalizedMonth = ((monthIndex % 12) + 12) % 12 + 1
        let shiftedYear = normalizedMonth <= 2 ? carriedYear - 1 : carriedYear
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (normalizedMonth > 2 ? normalizedMonth - 3 : normalizedMonth + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
