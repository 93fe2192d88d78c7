/// A date written by a Unicode date pattern (`DateFormatter.dateFormat`, "EEE, MMM d h:mm a") in
/// en_US with the Gregorian calendar: the one writer under every date style islet knows, so
/// `DateFormatter`, `Date.FormatStyle` and `.dateTime` chains agree letter for letter.
public enum DatePattern {
    /// The moment `unixSeconds` at the UTC offset, written by `pattern`. Text in single quotes
    /// is literal (`''` is a quote); letters islet does not know are written as they stand.
    public static func format(_ pattern: String, unixSeconds: Double, utcOffsetSeconds: Int) -> String {
        let time = LocalTime(unixSeconds: unixSeconds, utcOffsetSeconds: utcOffsetSeconds)
        var output = ""
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    output += "'"
                    characters.removeFirst()
                    continue
                }
                while let next = characters.first {
                    characters.removeFirst()
                    if next == "'" {
                        guard characters.first == "'" else { break }
                        characters.removeFirst()
                    }
                    output.append(next)
                }
            } else if first.isASCII && first.isLetter {
                let count = characters.prefix { $0 == first }.count
                characters.removeFirst(count)
                output += field(first, count: count, time)
            } else {
                output.append(first)
                characters.removeFirst()
            }
        }
        return output
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// One run of a pattern letter (`MMM`, `hh`) written for the moment.
    static func field(_ letter: Character, count: Int, _ time: LocalTime) -> String {
        switch letter {
        case "G": count == 4 ? (time.year > 0 ? "Anno Domini" : "Before Christ") : count == 5 ? (time.year > 0 ? "A" : "B") : (time.year > 0 ? "AD" : "BC")
        case "y", "Y", "u":
            count == 2 ? padded(((time.year % 100) + 100) % 100, 2) : padded(time.year, count)
        case "Q", "q": quarter(count: count, (time.month - 1) / 3 + 1)
        case "M", "L": month(count: count, time.month)
        case "d": padded(time.day, count)
        case "D": padded(time.dayOfYear, count)
        case "w": padded(weekOfYear(time), count)
        case "E": weekday(count: max(3, count), time.weekday)
        case "e", "c": count <= 2 ? padded(time.weekday, count) : weekday(count: count, time.weekday)
        case "a": count == 5 ? (time.hour < 12 ? "a" : "p") : (time.hour < 12 ? "AM" : "PM")
        case "h": padded(time.hour % 12 == 0 ? 12 : time.hour % 12, count)
        case "H": padded(time.hour, count)
        case "k": padded(time.hour == 0 ? 24 : time.hour, count)
        case "K": padded(time.hour % 12, count)
        case "m": padded(time.minute, count)
        case "s": padded(time.second, count)
        case "S": fraction(time.fraction, count: count)
        case "z", "O", "v", "V": count == 4 ? longGMT(time.utcOffsetSeconds) : shortGMT(time.utcOffsetSeconds)
        case "Z": count == 4 ? longGMT(time.utcOffsetSeconds) : count == 5 ? isoOffset(time.utcOffsetSeconds, colon: true, zulu: true) : isoOffset(time.utcOffsetSeconds, colon: false, zulu: false)
        case "X", "x":
            count == 1 ? isoHours(time.utcOffsetSeconds, zulu: letter == "X")
                : isoOffset(time.utcOffsetSeconds, colon: count == 3 || count == 5, zulu: letter == "X")
        default: String(repeating: letter, count: count)
        }
    }

    static func month(count: Int, _ month: Int) -> String {
        let name = monthNames[month - 1]
        return switch count {
        case 1, 2: padded(month, count)
        case 3: String(name.prefix(3))
        case 4: name
        default: String(name.prefix(1))
        }
    }

    static func weekday(count: Int, _ weekday: Int) -> String {
        let name = weekdayNames[weekday - 1]
        return switch count {
        case 4: name
        case 5: String(name.prefix(1))
        case 6: String(name.prefix(2))
        default: String(name.prefix(3))
        }
    }

    private static func quarter(count: Int, _ quarter: Int) -> String {
        switch count {
        case 1, 2: padded(quarter, count)
        case 3: "Q\(quarter)"
        default: ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
        }
    }

    /// The US week of the year: weeks start on Sunday and week 1 holds January 1st, so the last
    /// days of December can be in week 1 of the next year.
    private static func weekOfYear(_ time: LocalTime) -> Int {
        let saturday = time.dayOfYear + (7 - time.weekday)
        if time.month == 12, saturday > (LocalTime.daysIn(month: 2, year: time.year) == 29 ? 366 : 365) { return 1 }
        let januaryFirstWeekday = ((time.weekday - 1 - (time.dayOfYear - 1)) % 7 + 7) % 7
        return (time.dayOfYear - 1 + januaryFirstWeekday) / 7 + 1
    }

    private static func fraction(_ fraction: Double, count: Int) -> String {
        let digits = min(count, 9)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let text = padded(Int((fraction * scale).rounded(.down)), digits)
        return text + String(repeating: "0", count: count - digits)
    }

    /// "GMT", "GMT+2", "GMT-5", "GMT+5:30": ICU's short localized offset.
    static func shortGMT(_ offset: Int) -> String {
        guard offset != 0 else { return "GMT" }
        let (sign, hours, minutes) = parts(offset)
        return "GMT\(sign)\(hours)" + (minutes == 0 ? "" : ":" + padded(minutes, 2))
    }

    /// "GMT", "GMT+02:00": ICU's long localized offset.
    static func longGMT(_ offset: Int) -> String {
        guard offset != 0 else { return "GMT" }
        let (sign, hours, minutes) = parts(offset)
        return "GMT\(sign)\(padded(hours, 2)):\(padded(minutes, 2))"
    }

    private static func isoOffset(_ offset: Int, colon: Bool, zulu: Bool) -> String {
        if offset == 0 && zulu { return "Z" }
        let (sign, hours, minutes) = parts(offset)
        return sign + padded(hours, 2) + (colon ? ":" : "") + padded(minutes, 2)
    }

    private static func isoHours(_ offset: Int, zulu: Bool) -> String {
        if offset == 0 && zulu { return "Z" }
        let (sign, hours, minutes) = parts(offset)
        return sign + padded(hours, 2) + (minutes == 0 ? "" : padded(minutes, 2))
    }

    private static func parts(_ offset: Int) -> (sign: String, hours: Int, minutes: Int) {
        (offset < 0 ? "-" : "+", abs(offset) / 3600, abs(offset) % 3600 / 60)
    }

    /// A number with at least `count` digits (a negative year keeps its minus sign in front).
    static func padded(_ value: Int, _ count: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, count - digits.count)) + digits
    }
}
