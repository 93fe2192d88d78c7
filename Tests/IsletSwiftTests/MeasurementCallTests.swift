import Testing

/// `Measurement` as widgets write it: made from a unit type's member, converted, and shown with
/// `formatted(…)` or a configured `MeasurementFormatter`, in en_US as the phone shows it.
@Suite struct MeasurementCallTests {
    private typealias W = WidgetRendering

    /// The format style's usages: the general one shows the US unit ("5.2 mi", "72°F"), as
    /// provided keeps the unit, `.road` rounds short distances to 50 ft, a precision is obeyed.
    @Test func formatStylesShowTheUnitTheUsageChooses() {
        let source = W.lockScreen(
            #"""
            VStack {
                Text(Measurement(value: 8.37, unit: UnitLength.kilometers).formatted())
                Text(Measurement(value: 22.2, unit: UnitTemperature.celsius).formatted())
                Text(Measurement(value: 10, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                Text(Measurement(value: 500, unit: UnitLength.meters).formatted(.measurement(width: .wide, usage: .road)))
                Text(Measurement(value: 3.4, unit: UnitEnergy.kilowattHours).formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0)))))
                Text(Measurement(value: 45, unit: UnitDuration.minutes).converted(to: .hours).formatted(.measurement(width: .narrow, usage: .asProvided)))
                Text(Measurement(value: 2, unit: UnitMass.kilograms).formatted(.measurement(width: .wide)))
            }
            """#
        )
        let widget = W(source)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["5.2 mi", "72°F", "10 km/h", "1,650 feet", "3 kWh", "0.75h", "4.4 pounds"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }

    /// A `MeasurementFormatter` configured in a helper: its unit style, unit options and its own
    /// number formatter, changed in place.
    @Test func measurementFormatterReadsItsSettings() {
        let helpers = """
            enum Units {
                static func provided(_ km: Double) -> String {
                    let formatter = MeasurementFormatter()
                    formatter.unitStyle = .long
                    formatter.unitOptions = .providedUnit
                    formatter.numberFormatter.maximumFractionDigits = 1
                    return formatter.string(from: Measurement(value: km, unit: UnitLength.kilometers))
                }
                static func natural(_ meters: Double) -> String {
                    let formatter = MeasurementFormatter()
                    formatter.unitOptions = [.providedUnit, .naturalScale]
                    return formatter.string(from: Measurement(value: meters, unit: UnitLength.meters))
                }
                static func local(_ meters: Double) -> String {
                    let formatter = MeasurementFormatter()
                    formatter.unitStyle = .short
                    return formatter.string(from: Measurement(value: meters, unit: UnitLength.meters))
                }
            }
            """
        let source = W.lockScreen(
            #"""
            VStack {
                Text(Units.provided(5.25))
                Text(Units.natural(12000))
                Text(Units.local(1500))
            }
            """#,
            helpers: helpers
        )
        let widget = W(source)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["5.2 kilometers", "12 km", "0.932mi"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }
}
