/// A length of time split into weeks, days, hours, minutes and seconds and written with unit
/// names: `Duration.formatted(.units(…))` ("1 min, 5 secs") and `DateComponentsFormatter`
/// ("1h 5m", "1:05"), which share en_US's unit words. Months and years, whose length depends on
/// the calendar, are not offered.
public struct DurationUnits: Sendable, Equatable {
    public enum Unit: Int, Sendable, CaseIterable, Comparable {
        case weeks, days, hours, minutes, seconds

        var seconds: Int { [604_800, 86_400, 3600, 60, 1][rawValue] }

        public static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The unit words: `.wide` "1 hour", `.abbreviated` "1 hr" (`DateComponentsFormatter`'s
    /// `.short`), `.condensedAbbreviated` the same without commas, `.narrow` "1h"
    /// (`DateComponentsFormatter`'s `.abbreviated`), `.spellOut` "one hour", and `.positional` "1:05".
    public enum Width: Sendable, Equatable {
        case wide, abbreviated, condensedAbbreviated, narrow, spellOut, positional
    }

    /// Which zero-valued units are written (`zeroFormattingBehavior`, `zeroValueUnits`).
    public enum Zeros: Sendable, Equatable {
        /// `DateComponentsFormatter`'s `.default`: positional drops leading zeros, words drop all.
        case automatic
        case dropAll, dropLeading, pad
    }

    public var allowed: Set<Unit>
    public var width: Width
    public var maximumUnitCount: Int?
    public var zeros: Zeros
    /// `Duration` rounds to the smallest unit, half to even; `DateComponentsFormatter` drops
    /// the part below it.
    public var rounds: Bool
    /// "5 minutes remaining".
    public var includesTimeRemainingPhrase = false

    public init(allowed: Set<Unit>, width: Width, maximumUnitCount: Int? = nil, zeros: Zeros = .automatic, rounds: Bool) {
        self.allowed = allowed
        self.width = width
        self.maximumUnitCount = maximumUnitCount
        self.zeros = zeros
        self.rounds = rounds
    }

    /// The text for a duration in seconds.
    public func string(_ seconds: Double) -> String {
        let units = Unit.allCases.filter { allowed.contains($0) }
        guard let smallest = units.last else { return "" }
        let magnitude = min(9e15, abs(seconds.isFinite ? seconds : 0))
        var total: Int
        if rounds {
            var rounding = NumberFormat.number
            rounding.setFractionLength(0...0)
            rounding.usesGrouping = false
            total = (Int(rounding.string(magnitude / Double(smallest.seconds))) ?? 0) * smallest.seconds
        } else {
            total = Int(magnitude.rounded(.down)) / smallest.seconds * smallest.seconds
        }
        var values: [(unit: Unit, value: Int)] = []
        for unit in units {
            values.append((unit, total / unit.seconds))
            total %= unit.seconds
        }
        let shown = kept(values)
        let negative = seconds < 0 && shown.contains { $0.value != 0 }
        var text = width == .positional ? positional(shown) : labelled(shown)
        if negative { text = "-" + text }
        return includesTimeRemainingPhrase ? text + " remaining" : text
    }

    /// The units written, after the zero rule and the unit count; the last kept unit takes the
    /// rest of the time when `rounds` (so 3599 s in one unit is "60 minutes").
    private func kept(_ values: [(unit: Unit, value: Int)]) -> [(unit: Unit, value: Int)] {
        let positionalWidth = width == .positional
        var shown = values
        switch zeros == .automatic ? (positionalWidth ? .dropLeading : .dropAll) : zeros {
        case .pad: break
        case .dropLeading:
            while shown.count > (positionalWidth ? 2 : 1), shown.first?.value == 0 { shown.removeFirst() }
        default: shown = shown.filter { $0.value != 0 }
        }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if let maximumUnitCount, maximumUnitCount > 0, shown.count > maximumUnitCount {
            let cut = shown[maximumUnitCount - 1].unit
            let rest = values.filter { $0.unit > cut }.reduce(0) { $0 + $1.value * $1.unit.seconds }
            shown = Array(shown.prefix(maximumUnitCount))
            if rounds, rest * 2 >= cut.seconds { shown[shown.count - 1].value += 1 }
        }
        return shown
    }

    private func positional(_ shown: [(unit: Unit, value: Int)]) -> String {
        shown.enumerated().map { index, part in
            index == 0 && zeros != .pad ? String(part.value) : (part.value < 10 ? "0" : "") + String(part.value)
        }.joined(separator: ":")
    }

    private func labelled(_ shown: [(unit: Unit, value: Int)]) -> String {
        let parts = shown.map { part -> String in
            let plural = part.value != 1
            switch width {
            case .narrow: return String(part.value) + ["w", "d", "h", "m", "s"][part.unit.rawValue]
            case .abbreviated, .condensedAbbreviated:
                let names = plural ? ["wks", "days", "hrs", "min", "secs"] : ["wk", "day", "hr", "min", "sec"]
                return NumberFormat.number.string(part.value) + " " + names[part.unit.rawValue]
            default:
                let name = ["week", "day", "hour", "minute", "second"][part.unit.rawValue] + (plural ? "s" : "")
                let number = width == .spellOut ? SpellOut.english(DecimalDigits(part.value)) : NumberFormat.number.string(part.value)
                return number + " " + name
            }
        }
        return parts.joined(separator: width == .narrow || width == .condensedAbbreviated ? " " : ", ")
    }
}
