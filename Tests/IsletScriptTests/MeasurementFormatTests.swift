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
    }
}
