import IsletScript
import Testing

/// `Measurement` in en_US (expected strings from Apple's documentation of
/// `Measurement.FormatStyle`, whose Linux build has no implementation).
@Suite struct MeasurementFormatTests {
    @Test func generalUsageShowsTemperaturesInWholeFahrenheit() {
        #expect(MeasurementFormat.generalUsage(36.8, unit: .celsius) == "98°F")
        #expect(MeasurementFormat.generalUsage(38, unit: .celsius) == "100°F")
        #expect(MeasurementFormat.generalUsage(38, unit: .celsius, width: .wide) == "100 degrees Fahrenheit")
        #expect(MeasurementFormat.generalUsage(5, unit: .kilowattHours) == "5 kWh")
    }

    /// The en_US unit preferences: lengths in miles (feet under a mile; a road in feet under half
    /// a mile, in steps of 50), speeds in mph, masses in pounds, rounded to whole numbers that keep
    /// two significant digits; energy and durations keep their unit.
    @Test func generalAndRoadUsagesShowTheUSUnit() {
        #expect(MeasurementFormat.formatted(200, unit: .kilometers) == "124 mi", "Apple's example of a converted distance")
        #expect(MeasurementFormat.formatted(8.37, unit: .kilometers, usage: .road) == "5.2 mi")
        #expect(MeasurementFormat.formatted(500, unit: .meters, usage: .road) == "1,650 ft")
        #expect(MeasurementFormat.formatted(500, unit: .meters) == "1,640 ft")
        #expect(MeasurementFormat.formatted(36, unit: .miles, width: .wide, usage: .road) == "36 miles", "Apple's road example")
        #expect(MeasurementFormat.formatted(16.0934, unit: .kilometersPerHour) == "10 mph")
        #expect(MeasurementFormat.formatted(22.2, unit: .celsius, width: .narrow) == "72°")
        #expect(MeasurementFormat.formatted(2, unit: .kilograms) == "4.4 lb")
        #expect(MeasurementFormat.formatted(3, unit: .kilowattHours) == "3 kWh")
        #expect(MeasurementFormat.formatted(90, unit: .minutes, width: .wide) == "90 minutes")
        var whole = NumberFormat.number
        whole.setFractionLength(0...0)
        #expect(MeasurementFormat.formatted(5, unit: .kilometers, number: whole) == "3 mi", "the style's own precision wins")
    }

    /// `MeasurementFormatter`: the locale's unit at the same scale with no options, the unit
    /// itself with `.providedUnit`, the largest unit that keeps the value at one or more with
    /// `.naturalScale` (in the provided unit's system when both are set).
    @Test func measurementFormatterOptions() {
        #expect(MeasurementFormat.formatterString(1500, unit: .meters, width: .abbreviated, options: []) == "0.932 mi")
        #expect(MeasurementFormat.formatterString(293, unit: .kelvin, width: .abbreviated, options: []) == "67.73°F")
        #expect(MeasurementFormat.formatterString(10, unit: .kilometersPerHour, width: .abbreviated, options: .providedUnit) == "10 km/h")
        #expect(MeasurementFormat.formatterString(12000, unit: .meters, width: .wide, options: [.providedUnit, .naturalScale]) == "12 kilometers")
        #expect(MeasurementFormat.formatterString(1500, unit: .meters, width: .abbreviated, options: .naturalScale) == "4,921.26 ft")
        #expect(MeasurementFormat.formatterString(22.2, unit: .celsius, width: .abbreviated, options: .temperatureWithoutUnit) == "71.96°")
        #expect(MeasurementFormat.formatterString(3, unit: .hours, width: .narrow, options: []) == "3h")
    }

    @Test func asProvidedWidths() {
        #expect(MeasurementFormat.string(36.8, unit: .celsius, width: .abbreviated) == "36.8°C")
        #expect([100.0, 1000, 10000].map { MeasurementFormat.string($0, unit: .kilometers, width: .narrow) } == ["100km", "1,000km", "10,000km"])
        #expect(MeasurementFormat.string(36, unit: .miles, width: .wide) == "36 miles")
        #expect(MeasurementFormat.string(1, unit: .miles, width: .wide) == "1 mile")
        #expect(MeasurementFormat.string(62.5, unit: .milesPerHour, width: .abbreviated) == "62.5 mph")
        #expect(MeasurementFormat.string(11, unit: .kilowatts, width: .wide) == "11 kilowatts")
        #expect(MeasurementFormat.string(5.12345, unit: .kilometers, width: .abbreviated, number: .formatter(.decimal)) == "5.123 km",
                "MeasurementFormatter's .medium with its decimal number formatter")
    }

    @Test func conversions() {
        #expect(MeasurementFormat.converted(0, from: .celsius, to: .fahrenheit).map { ($0 * 1e9).rounded() / 1e9 } == 32)
        #expect(MeasurementFormat.converted(212, from: .fahrenheit, to: .celsius).map { ($0 * 1e9).rounded() / 1e9 } == 100)
        #expect(MeasurementFormat.converted(1, from: .kilowattHours, to: .joules) == 3_600_000)
        #expect(MeasurementFormat.converted(100, from: .kilometersPerHour, to: .milesPerHour).map { ($0 * 1000).rounded() } == 62_137)
        #expect(MeasurementFormat.converted(1, from: .miles, to: .feet).map { $0.rounded() } == 5280)
        #expect(MeasurementFormat.converted(1, from: .miles, to: .celsius) == nil, "a length is not a temperature")
        #expect(MeasurementFormat.converted(1, from: .pounds, to: .ounces).map { ($0 * 1e9).rounded() / 1e9 } == 16)
        #expect(MeasurementFormat.converted(1.5, from: .hours, to: .minutes) == 90)
    }
}
