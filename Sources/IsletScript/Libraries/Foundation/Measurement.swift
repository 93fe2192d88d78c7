import IsletProgram

extension LibraryContext {
    /// `Measurement(value: 5.2, unit: UnitLength.kilometers)`: a value with its unit's name,
    /// which `converted(to:)` and `formatted(…)` read; a unit islet does not know is opaque.
    func measurement(_ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        guard let value = argument("value", arguments)?.number, let unit = argument("unit", arguments).flatMap(measurementUnit) else {
            return opaque("Measurement", "islet knows lengths, speeds, temperatures, energy, power, durations and masses", at: spot)
        }
        return measurementValue(value, unit)
    }

    /// `measurement.converted(to: .miles)`, `formatted()`, `formatted(.measurement(width:usage:numberFormatStyle:))`;
    /// nil for a method islet does not know.
    func measurementMethod(_ name: String, of measurement: ScriptInstance, _ arguments: [ScriptElement]) -> ScriptValue? {
        guard let value = measurement.fields["value"]?.number, let unit = measurement.fields["unit"].flatMap(measurementUnit) else { return nil }
        switch name {
        case "converted":
            guard let target = arguments.first.flatMap({ measurementUnit($0.value) }),
                let converted = MeasurementFormat.converted(value, from: unit, to: target)
            else { return nil }
            return measurementValue(converted, target)
        case "formatted":
            guard let style = arguments.first?.value else { return .string(MeasurementFormat.generalUsage(value, unit: unit)) }
            guard case .symbolCall("measurement", let options) = style else { return nil }
            let usage = argument("usage", options).flatMap(symbolName).flatMap(MeasurementFormat.Usage.init(rawValue:)) ?? .general
            let number = argument("numberFormatStyle", options).flatMap { numberFormat(style: $0, isDouble: true) }
            return .string(MeasurementFormat.formatted(value, unit: unit, width: measurementWidth(argument("width", options)), usage: usage, number: number))
        default:
            return nil
        }
    }

    /// `MeasurementFormatter().string(from: measurement)` with the formatter's `unitStyle`,
    /// `unitOptions` and `numberFormatter`; nil when the value is not a measurement islet knows.
    func measurementFormatterString(_ formatter: ScriptObject, _ value: ScriptValue?) -> ScriptValue? {
        guard case .instance(let measurement)? = value, measurement.type == "Measurement",
            let number = measurement.fields["value"]?.number, let unit = measurement.fields["unit"].flatMap(measurementUnit)
        else { return nil }
        let width: MeasurementFormat.Width = switch formatter.fields["unitStyle"].flatMap(symbolName) {
        case "short": .narrow
        case "long": .wide
        default: .abbreviated
        }
        var options: MeasurementFormat.FormatterOptions = []
        for name in optionNames(formatter.fields["unitOptions"]) {
            switch name {
            case "providedUnit": options.insert(.providedUnit)
            case "naturalScale": options.insert(.naturalScale)
            case "temperatureWithoutUnit": options.insert(.temperatureWithoutUnit)
            default: break
            }
        }
        let digits: NumberFormat = if case .object(let numbers)? = formatter.fields["numberFormatter"] { numberFormat(of: numbers) } else { .formatter(.decimal) }
        return .string(MeasurementFormat.formatterString(number, unit: unit, width: width, options: options, number: digits))
    }

    private func measurementWidth(_ value: ScriptValue?) -> MeasurementFormat.Width {
        switch value.flatMap(symbolName) {
        case "narrow": .narrow
        case "wide": .wide
        default: .abbreviated
        }
    }

    private func measurementValue(_ value: Double, _ unit: MeasurementFormat.Unit) -> ScriptValue {
        .instance(ScriptInstance(type: "Measurement", fields: ["value": .double(value), "unit": .symbol(unit.rawValue)]))
    }

    /// `UnitLength.meters`, `.miles`: the unit by its name.
    private func measurementUnit(_ value: ScriptValue) -> MeasurementFormat.Unit? {
        symbolName(value).flatMap(MeasurementFormat.Unit.init(rawValue:))
    }
}
