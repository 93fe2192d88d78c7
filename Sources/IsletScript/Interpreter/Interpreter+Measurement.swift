extension Interpreter {
    /// `Measurement(value: 5.2, unit: UnitLength.kilometers)`: a value with its unit's name,
    /// which `converted(to:)` and `formatted(…)` read; a unit islet does not know is opaque.
    func measurement(_ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        guard let value = argument("value", arguments)?.number, let unit = argument("unit", arguments).flatMap(measurementUnit) else {
            return opaque("Measurement", "islet knows lengths, speeds, temperatures, energy and power", at: spot)
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
            let width: MeasurementFormat.Width = switch argument("width", options).flatMap(symbolName) {
            case "narrow": .narrow
            case "wide": .wide
            default: .abbreviated
            }
            let number = numberFormat(style: argument("numberFormatStyle", options), isDouble: true) ?? .number
            if argument("usage", options).flatMap(symbolName) == "asProvided" {
                return .string(MeasurementFormat.string(value, unit: unit, width: width, number: number))
            }
            return .string(MeasurementFormat.generalUsage(value, unit: unit, width: width))
        default:
            return nil
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
