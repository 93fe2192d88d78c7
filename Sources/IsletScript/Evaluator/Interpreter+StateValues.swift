import FoundationEssentials
import IsletModel

extension Interpreter {
    /// A value the widget's code made (a preview's attributes or state) as islet's decoded data,
    /// typed by the schema: the inverse of `scriptValue(_:schema:owner:)`. Nil, with `problem`
    /// set, when the value is not one of the schema's type (an opaque value, a wrong case).
    func stateValue(_ value: ScriptValue, schema: SchemaType, owner: String?, problem: inout String?) -> StateValue? {
        switch (value, schema) {
        case (.null, .optional): return .null
        case (_, .optional(let wrapped)): return stateValue(value, schema: wrapped, owner: owner, problem: &problem)
        case (.bool(let flag), .bool): return .bool(flag)
        case (.int(let number), .integer): return .int(number)
        case (.int(let number), .floatingPoint), (.int(let number), .decimal): return .double(Double(number))
        case (.double(let number), .floatingPoint), (.double(let number), .decimal): return .double(number)
        case (.string(let text), .string), (.string(let text), .uuid), (.string(let text), .data): return .string(text)
        case (.url(let text), .url), (.string(let text), .url): return .url(text)
        case (.date(let date), .date): return .date(date)
        case (.double(let seconds), .date): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.range(.date(let lower), .date(let upper), _), .range(.date, _)) where lower <= upper: return .dateRange(lower...upper)
        case (.range(let lower, let upper, _), .range(let bound, _)):
            guard let low = stateValue(lower, schema: bound, owner: owner, problem: &problem),
                let high = stateValue(upper, schema: bound, owner: owner, problem: &problem)
            else { return nil }
            return .bounds(lower: low, upper: high)
        case (.array(let items), .array(let element)), (.array(let items), .set(let element)):
            var converted: [StateValue] = []
            for item in items {
                guard let one = stateValue(item, schema: element, owner: owner, problem: &problem) else { return nil }
                converted.append(one)
            }
            return .array(converted)
        case (.dictionary(let entries), .dictionary(_, let element)):
            var fields: [String: StateValue] = [:]
            for entry in entries {
                guard let one = stateValue(entry.value, schema: element, owner: owner, problem: &problem) else { return nil }
                fields[describe(entry.key)] = one
            }
            return .record(StateRecord(fields))
        case (.enumCase(let chosen), .enumeration(let enumSchema)):
            return enumValue(chosen.name, chosen.associated, enumSchema, owner: owner, problem: &problem)
        case (.symbol(let name), .enumeration(let enumSchema)):
            return enumValue(name, [], enumSchema, owner: owner, problem: &problem)
        case (.symbolCall(let name, let associated), .enumeration(let enumSchema)):
            return enumValue(name, associated, enumSchema, owner: owner, problem: &problem)
        case (.instance(let instance), .structure(let structSchema)):
            return record(instance.fields, structSchema, owner: owner, problem: &problem)
        case (.object(let object), .structure(let structSchema)):
            return record(object.fields, structSchema, owner: owner, problem: &problem)
        case (_, .opaque):
            return .null
        default:
            problem = problem ?? "\(describe(value)) is not a \(schema)"
            return nil
        }
    }

    private func record(_ fields: [String: ScriptValue], _ schema: StructSchema, owner: String?, problem: inout String?) -> StateValue? {
        let typeName = index.stateType(named: schema.qualifiedName, from: owner)?.name ?? schema.typeName
        var converted: [String: StateValue] = [:]
        for field in schema.fields {
            guard let one = stateValue(fields[field.name] ?? .null, schema: field.type, owner: typeName, problem: &problem) else {
                problem = "\(field.name): " + (problem ?? "not set")
                return nil
            }
            converted[field.name] = one
        }
        return .record(StateRecord(converted))
    }

    /// A case by name, at its position among the program type's cases (as the decoder numbers
    /// them), with its associated values matched to the case's by label, else by position.
    private func enumValue(_ name: String, _ associated: [ScriptElement], _ schema: EnumSchema, owner: String?, problem: inout String?) -> StateValue? {
        guard let type = index.stateType(named: schema.qualifiedName, from: owner), let position = type.cases.firstIndex(where: { $0.name == name }),
            schema.rawValues.indices.contains(position)
        else {
            problem = problem ?? "\(name) is not a case of \(schema.typeName)"
            return nil
        }
        guard let payload = schema.payloads?[position], !payload.fields.isEmpty else { return .enumCase(raw: schema.rawValues[position], index: position) }
        var values = StateRecord()
        for (place, field) in payload.fields.enumerated() {
            let element = associated.first { $0.label == field.name } ?? (associated.indices.contains(place) ? associated[place] : nil)
            guard let one = stateValue(element?.value ?? .null, schema: field.type, owner: type.name, problem: &problem) else {
                problem = "\(name).\(field.name): " + (problem ?? "not set")
                return nil
            }
            values[field.name] = one
        }
        return .enumCase(raw: schema.rawValues[position], index: position, associated: values)
    }
}
