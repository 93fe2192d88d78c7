import IsletModel

extension Interpreter {
    /// A decoded attribute or content-state value as the widget's code sees it, typed by the
    /// schema: a struct becomes an instance of the program's type (so its computed properties
    /// and methods run), an enum its case, a date a `Date`. `owner` is the type whose
    /// declaration named the schema's types, for resolving nested names.
    func scriptValue(_ value: StateValue, schema: SchemaType, owner: String?) -> ScriptValue {
        switch (value, schema) {
        case (_, .optional(let wrapped)): return scriptValue(value, schema: wrapped, owner: owner)
        case (.null, _): return .null
        case (.bool(let flag), _): return .bool(flag)
        case (.int(let number), .floatingPoint), (.int(let number), .decimal): return .double(Double(number))
        case (.int(let number), _): return .int(number)
        case (.double(let number), _): return .double(number)
        case (.string(let text), _): return .string(text)
        case (.url(let text), _): return .url(text)
        case (.date(let date), _): return .date(date)
        case (.dateRange(let range), .range(_, let closed)): return .range(.date(range.lowerBound), .date(range.upperBound), closed: closed)
        case (.dateRange(let range), _): return .range(.date(range.lowerBound), .date(range.upperBound), closed: true)
        case (.bounds(let lower, let upper), .range(let bound, let closed)):
            return .range(scriptValue(lower, schema: bound, owner: owner), scriptValue(upper, schema: bound, owner: owner), closed: closed)
        case (.enumCase(let raw, let position, let payload), .enumeration(let enumSchema)):
            let type = index.stateType(named: enumSchema.qualifiedName, from: owner)
            if let type, type.cases.indices.contains(position) {
                let associated = associatedValues(payload, enumSchema.payloads?[position], owner: type.name)
                return .enumCase(ScriptCase(type: type.name, name: type.cases[position].name, associated: associated))
            }
            let name: String
            switch raw {
            case .string(let text): name = text
            case .int(let number): name = String(number)
            }
            return .enumCase(ScriptCase(type: type?.name, name: name, associated: []))
        case (.array(let items), .array(let element)), (.array(let items), .set(let element)):
            return .array(items.map { scriptValue($0, schema: element, owner: owner) })
        case (.record(let record), .structure(let structSchema)):
            return self.record(record, structSchema, owner: owner)
        case (.record(let record), .dictionary(let key, let element)):
            let entries = record.fields.keys.sorted().map { name in
                ScriptEntry(
                    key: key == .int ? Int(name).map { .int($0) } ?? .string(name) : .string(name),
                    value: record[name].map { scriptValue($0, schema: element, owner: owner) } ?? .null
                )
            }
            return .dictionary(entries)
        default:
            return .null
        }
    }

    /// A case's decoded associated values in declaration order, labelled as the case declares
    /// them (an unlabelled one's `_0` key has no label), so `case .late(let minutes)` binds.
    private func associatedValues(_ payload: StateRecord?, _ schema: StructSchema?, owner: String?) -> [ScriptElement] {
        guard let payload, let schema else { return [] }
        return schema.fields.map { field in
            let unlabelled = field.name.hasPrefix("_") && Int(field.name.dropFirst()) != nil
            return ScriptElement(label: unlabelled ? nil : field.name, payload[field.name].map { scriptValue($0, schema: field.type, owner: owner) } ?? .null)
        }
    }

    /// A decoded struct as an instance of the program's type of that name.
    func record(_ record: StateRecord, _ schema: StructSchema, owner: String?) -> ScriptValue {
        let typeName = index.stateType(named: schema.qualifiedName, from: owner)?.name ?? schema.typeName
        var fields: [String: ScriptValue] = [:]
        for field in schema.fields {
            fields[field.name] = record[field.name].map { scriptValue($0, schema: field.type, owner: typeName) } ?? .null
        }
        return .instance(ScriptInstance(type: typeName, fields: fields))
    }
}
