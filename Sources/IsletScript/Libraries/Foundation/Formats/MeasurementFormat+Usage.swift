/// Which unit a measurement is shown in on an en_US phone, and how its number is rounded then.
///
/// `formatted()` and `.measurement(width:usage:)` follow the locale's unit preferences (CLDR's,
/// which ICU applies under Foundation): a length in miles from one mile up, feet below, inches
/// below a foot (a road distance in miles from half a mile, feet in steps of 50 below); a speed
/// in miles per hour; a temperature in degrees Fahrenheit; a mass in pounds, ounces below one.
/// Energy, power and durations keep their unit. A converted value is rounded to a whole number
/// keeping two significant digits ("3.1 mi", "98°F", "124 mi") unless the style gives its own
/// number format. `MeasurementFormatter` is the older class: with no options it shows the
/// locale's unit at the same scale ("0.932 mi" for 1,500 m), `.providedUnit` keeps the unit,
/// `.naturalScale` picks the largest unit of the system that keeps the value at one or more.
extension MeasurementFormat {
    /// `MeasurementFormatUnitUsage`: `.general` and `.asProvided` for every unit, and the
    /// per-dimension usages Apple lists (`.road`, `.person`, `.personHeight`, `.personWeight`,
    /// `.food`, `.workout`, `.weather`).
    public enum Usage: String, Sendable, CaseIterable {
        case general, asProvided, road, person, personHeight, personWeight, food, workout, weather
    }

    /// `MeasurementFormatter.UnitOptions`.
    public struct FormatterOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let providedUnit = FormatterOptions(rawValue: 1)
        public static let naturalScale = FormatterOptions(rawValue: 2)
        public static let temperatureWithoutUnit = FormatterOptions(rawValue: 4)
    }

    /// `measurement.formatted(.measurement(width:usage:numberFormatStyle:))`; `number` is the
    /// style's number format when it gives one.
    public static func formatted(_ value: Double, unit: Unit, width: Width = .abbreviated, usage: Usage = .general, number: NumberFormat? = nil) -> String {
        guard usage != .asProvided else { return string(value, unit: unit, width: width, number: number ?? .number) }
        let (target, increment) = preferred(value, unit: unit, usage: usage)
        let shown = converted(value, from: unit, to: target) ?? value
        var format = number ?? usageRounding(shown)
        if number == nil, let increment { format.roundingIncrement = increment }
        return string(shown, unit: target, width: width, number: format)
    }

    /// `formatted()` and `.measurement(width:)`: the general usage.
    public static func generalUsage(_ value: Double, unit: Unit, width: Width = .abbreviated) -> String {
        formatted(value, unit: unit, width: width)
    }

    /// `MeasurementFormatter.string(from:)` with its unit style (as a width), unit options and
    /// number formatter (`NumberFormatter` with `.decimal`, three fraction digits, by default).
    public static func formatterString(_ value: Double, unit: Unit, width: Width, options: FormatterOptions, number: NumberFormat = .formatter(.decimal)) -> String {
        var target = unit
        if options.contains(.naturalScale) {
            target = scaled(value, unit: unit, ladder: ladder(for: unit, metric: options.contains(.providedUnit) && !isCustomary(unit)))
        } else if !options.contains(.providedUnit) {
            target = customary(for: unit) ?? unit
        }
        let shown = converted(value, from: unit, to: target) ?? value
        if target.dimension == .temperature, options.contains(.temperatureWithoutUnit) { return number.string(shown) + "°" }
        return string(shown, unit: target, width: width, number: number)
    }

    /// The unit the usage shows on an en_US phone, and the step its value is rounded to.
    private static func preferred(_ value: Double, unit: Unit, usage: Usage) -> (Unit, increment: Double?) {
        switch unit.dimension {
        case .length where usage == .road:
            let miles = converted(value, from: unit, to: .miles) ?? 0
            return abs(miles) >= 0.5 ? (.miles, nil) : (.feet, 50)
        case .length:
            return (scaled(value, unit: unit, ladder: [.miles, .feet, .inches]), nil)
        case .mass where usage == .personWeight:
            return (.pounds, nil)
        case .mass:
            return (scaled(value, unit: unit, ladder: [.pounds, .ounces]), nil)
        case .speed, .temperature:
            return (customary(for: unit) ?? unit, nil)
        case .energy, .power, .duration:
            return (unit, nil)
        }
    }

    /// A whole number that keeps at least two significant digits: what a usage rounds to.
    private static func usageRounding(_ value: Double) -> NumberFormat {
        var format = NumberFormat.number
        if abs(value) >= 10 { format.setFractionLength(0...0) } else { format.significantDigits = 1...2 }
        return format
    }

    /// The US customary unit of the unit's dimension at no particular scale; nil where the US uses
    /// the same unit as everyone (energy, power, durations).
    private static func customary(for unit: Unit) -> Unit? {
        switch unit.dimension {
        case .length: .miles
        case .speed: .milesPerHour
        case .temperature: .fahrenheit
        case .mass: .pounds
        case .energy, .power, .duration: nil
        }
    }

    private static func isCustomary(_ unit: Unit) -> Bool {
        [.miles, .yards, .feet, .inches, .milesPerHour, .fahrenheit, .pounds, .ounces].contains(unit)
    }

    /// The units `.naturalScale` chooses among, largest first; the unit alone where it has no scale.
    private static func ladder(for unit: Unit, metric: Bool) -> [Unit] {
        switch unit.dimension {
        case .length: metric ? [.kilometers, .meters, .centimeters, .millimeters] : [.miles, .feet, .inches]
        case .mass: metric ? [.kilograms, .grams] : [.pounds, .ounces]
        case .duration: [.hours, .minutes, .seconds, .milliseconds]
        case .energy: [.kilowattHours, .kilojoules, .joules].contains(unit) ? [.kilowattHours, .kilojoules, .joules] : [unit]
        case .power: [.kilowatts, .watts]
        case .speed, .temperature: [metric ? unit : customary(for: unit) ?? unit]
        }
    }

    /// The first unit of the ladder in which the value is at least one; the last otherwise.
    private static func scaled(_ value: Double, unit: Unit, ladder: [Unit]) -> Unit {
        ladder.first { abs(converted(value, from: unit, to: $0) ?? 0) >= 1 } ?? ladder.last ?? unit
    }
}
