/// `Measurement` for the units Live Activities show (distances, speeds, temperatures, energy,
/// power, durations and masses), with `formatted(.measurement(width:usage:))` and
/// `MeasurementFormatter`'s unit styles in en_US: "5 km" (abbreviated, `.medium`), "5km"
/// (narrow, `.short`), "5 kilometers" (wide, `.long`). Conversions are exact factors; which unit
/// a usage shows is in `MeasurementFormat+Usage.swift`.
public enum MeasurementFormat {
    public enum Width: Sendable, Equatable {
        case narrow, abbreviated, wide
    }

    public enum Dimension: Sendable, Equatable {
        case length, speed, temperature, energy, power, duration, mass
    }

    /// The units islet knows, named as `UnitLength`, `UnitSpeed`, `UnitTemperature`, `UnitEnergy`,
    /// `UnitPower`, `UnitDuration` and `UnitMass` name them.
    public enum Unit: String, Sendable, CaseIterable {
        case kilometers, meters, centimeters, millimeters, miles, yards, feet, inches
        case kilometersPerHour, metersPerSecond, milesPerHour, knots
        case celsius, fahrenheit, kelvin
        case kilowattHours, joules, kilojoules, kilocalories, calories
        case watts, kilowatts
        case hours, minutes, seconds, milliseconds
        case kilograms, grams, pounds, ounces

        public var dimension: Dimension {
            switch self {
            case .kilometers, .meters, .centimeters, .millimeters, .miles, .yards, .feet, .inches: .length
            case .kilometersPerHour, .metersPerSecond, .milesPerHour, .knots: .speed
            case .celsius, .fahrenheit, .kelvin: .temperature
            case .kilowattHours, .joules, .kilojoules, .kilocalories, .calories: .energy
            case .watts, .kilowatts: .power
            case .hours, .minutes, .seconds, .milliseconds: .duration
            case .kilograms, .grams, .pounds, .ounces: .mass
            }
        }

        /// Base units (m, m/s, K, J, W, s, kg) per one of this unit, and the offset added after.
        var toBase: (factor: Double, offset: Double) {
            switch self {
            case .kilometers: (1000, 0)
            case .meters: (1, 0)
            case .centimeters: (0.01, 0)
            case .millimeters: (0.001, 0)
            case .miles: (1609.344, 0)
            case .yards: (0.9144, 0)
            case .feet: (0.3048, 0)
            case .inches: (0.0254, 0)
            case .kilometersPerHour: (1 / 3.6, 0)
            case .metersPerSecond: (1, 0)
            case .milesPerHour: (0.44704, 0)
            case .knots: (1852.0 / 3600, 0)
            case .celsius: (1, 273.15)
            case .fahrenheit: (5.0 / 9, 255.37222222222223)
            case .kelvin: (1, 0)
            case .kilowattHours: (3_600_000, 0)
            case .joules: (1, 0)
            case .kilojoules: (1000, 0)
            case .kilocalories, .calories: (4184, 0)
            case .watts: (1, 0)
            case .kilowatts: (1000, 0)
            case .hours: (3600, 0)
            case .minutes: (60, 0)
            case .seconds: (1, 0)
            case .milliseconds: (0.001, 0)
            case .kilograms: (1, 0)
            case .grams: (0.001, 0)
            case .pounds: (0.45359237, 0)
            case .ounces: (0.028349523125, 0)
            }
        }

        /// The narrow and abbreviated symbols, and the wide name's singular and plural.
        var names: (narrow: String, abbreviated: String, one: String, other: String) {
            switch self {
            case .kilometers: ("km", " km", " kilometer", " kilometers")
            case .meters: ("m", " m", " meter", " meters")
            case .centimeters: ("cm", " cm", " centimeter", " centimeters")
            case .millimeters: ("mm", " mm", " millimeter", " millimeters")
            case .miles: ("mi", " mi", " mile", " miles")
            case .yards: ("yd", " yd", " yard", " yards")
            case .feet: ("′", " ft", " foot", " feet")
            case .inches: ("″", " in", " inch", " inches")
            case .kilometersPerHour: ("km/h", " km/h", " kilometer per hour", " kilometers per hour")
            case .metersPerSecond: ("m/s", " m/s", " meter per second", " meters per second")
            case .milesPerHour: ("mph", " mph", " mile per hour", " miles per hour")
            case .knots: ("kn", " kn", " knot", " knots")
            case .celsius: ("°C", "°C", " degree Celsius", " degrees Celsius")
            case .fahrenheit: ("°", "°F", " degree Fahrenheit", " degrees Fahrenheit")
            case .kelvin: ("K", " K", " kelvin", " kelvins")
            case .kilowattHours: ("kWh", " kWh", " kilowatt-hour", " kilowatt-hours")
            case .joules: ("J", " J", " joule", " joules")
            case .kilojoules: ("kJ", " kJ", " kilojoule", " kilojoules")
            case .kilocalories: ("kcal", " kcal", " kilocalorie", " kilocalories")
            case .calories: ("Cal", " Cal", " Calorie", " Calories")
            case .watts: ("W", " W", " watt", " watts")
            case .kilowatts: ("kW", " kW", " kilowatt", " kilowatts")
            case .hours: ("h", " hr", " hour", " hours")
            case .minutes: ("m", " min", " minute", " minutes")
            case .seconds: ("s", " sec", " second", " seconds")
            case .milliseconds: ("ms", " ms", " millisecond", " milliseconds")
            case .kilograms: ("kg", " kg", " kilogram", " kilograms")
            case .grams: ("g", " g", " gram", " grams")
            case .pounds: ("#", " lb", " pound", " pounds")
            case .ounces: ("oz", " oz", " ounce", " ounces")
            }
        }
    }

    /// `measurement.converted(to:)`; nil across dimensions (a length is not a speed).
    public static func converted(_ value: Double, from unit: Unit, to target: Unit) -> Double? {
        guard unit.dimension == target.dimension else { return nil }
        let base = value * unit.toBase.factor + unit.toBase.offset
        return (base - target.toBase.offset) / target.toBase.factor
    }

    /// The value with its unit; `number` writes the number (`.number` for the format style,
    /// `NumberFormatter`'s `.decimal` for `MeasurementFormatter`).
    public static func string(_ value: Double, unit: Unit, width: Width, number: NumberFormat = .number) -> String {
        let text = number.string(value)
        let names = unit.names
        return switch width {
        case .narrow: text + names.narrow
        case .abbreviated: text + names.abbreviated
        case .wide: text + (text == "1" ? names.one : names.other)
        }
    }
}
