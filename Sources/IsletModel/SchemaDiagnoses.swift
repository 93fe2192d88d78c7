import IsletInput

/// The schema-driven half of `PayloadCheck`: walks `content-state` or `attributes` beside the
/// declared types and notes the shapes that decode wrongly or not at all for a reason a person
/// would not guess from Swift's error alone.
struct SchemaDiagnoses {
    private(set) var found: [Diagnosis] = []
    /// The app's own decoding code runs for the verdict, so a type that decodes itself needs no
    /// warning that islet could not follow it.
    var appDecodes = false

    /// Reference-date seconds at or past this (2032-09-09) are taken for Unix times.
    static let unixTimeThreshold = 1e9

    mutating func walk(_ value: JSONValue, as type: SchemaType, at path: JSONPath) {
        switch (type.unwrapped, value) {
        case (.opaque(let schema), _) where !(type.isOptional && value == .null):
            noteOpaque(schema, at: path)
        case (.structure(let schema), .object(let object)):
            walkStruct(object, schema: schema, at: path)
        case (.array(let element), .array(let items)), (.set(let element), .array(let items)):
            for (index, item) in items.enumerated() { walk(item, as: element, at: path.appending(index: index)) }
        case (.dictionary(_, let element), .object(let object)):
            for member in object.members { walk(member.value, as: element, at: path.appending(member.key)) }
        case (.enumeration(let schema), .object(let object)) where !schema.hasRawValues:
            for (index, raw) in schema.rawValues.enumerated() {
                guard case .string(let name) = raw, case .object(let values)? = object[name], let payload = schema.payloads?[index] else { continue }
                walkStruct(values, schema: payload, at: path.appending(name))
            }
        case (.date, .number(let number)):
            checkDate(number, at: path)
        case (.range(let bound, _), .array(let bounds)):
            for (index, item) in bounds.prefix(2).enumerated() { walk(item, as: bound, at: path.appending(index: index)) }
        case (.range, .object(let object)):
            let lower = object["lowerBound"] ?? object["lower"] ?? object["start"]
            let upper = object["upperBound"] ?? object["upper"] ?? object["end"]
            let suggestion = lower.flatMap { lower in upper.map { "[\(JSONWriter.compact(lower)), \(JSONWriter.compact($0))]" } } ?? "[lowerBound, upperBound]"
            found.append(Diagnosis(.rangeAsObject, at: path, "a \(type.unwrapped) is encoded by Swift as a two-element array: send \(suggestion), not an object"))
        case (let scalar, .string(let text)) where scalar.isNumeric || scalar == .date:
            if let number = try? JSONParser.parse(text, recordLocations: false).value, case .number(let literal) = number {
                found.append(Diagnosis(.numberAsString, at: path, "\(JSONWriter.quoted(text)) is a string; the app decodes \(scalar) from a number: send \(literal.literal) without quotes"))
            } else if scalar == .date {
                found.append(Diagnosis(.numberAsString, at: path, "\(JSONWriter.quoted(text)) is a string; JSONDecoder's default Date strategy reads seconds since 2001-01-01 as a number, not ISO 8601 text"))
            }
        case (.bool, .string(let text)) where text == "true" || text == "false":
            found.append(Diagnosis(.numberAsString, at: path, "\(JSONWriter.quoted(text)) is a string; the app decodes Bool: send \(text) without quotes"))
        case (.bool, .number(let number)) where number.literal == "0" || number.literal == "1":
            found.append(Diagnosis(.numberAsString, at: path, "\(number.literal) is a number; the app decodes Bool: send \(number.literal == "1" ? "true" : "false")"))
        case (.enumeration(let schema), .string(let text)) where schema.hasRawValues && !schema.isIntegerBacked && schema.index(of: .string(text)) == nil:
            let raws = schema.rawValues.compactMap { raw -> String? in if case .string(let text) = raw { return text } else { return nil } }
            if let closest = NameSuggestion.closest(to: text, in: raws) {
                found.append(Diagnosis(.misspeltEnumValue, at: path, "\(JSONWriter.quoted(text)) is not a raw value of \(schema.typeName); did you mean \(JSONWriter.quoted(closest))? The JSON carries raw values, not Swift case names"))
            }
        case (.enumeration(let schema), .string(let text)) where !schema.hasRawValues && schema.index(of: .string(text)) != nil:
            found.append(Diagnosis(.misspeltEnumValue, at: path, "\(schema.typeName) has no raw values: Swift writes the case as an object, {\(JSONWriter.quoted(text)): {}} with its associated values inside"))
        case (.enumeration(let schema), .string(let text)) where schema.isIntegerBacked && Int(text) != nil:
            found.append(Diagnosis(.numberAsString, at: path, "\(JSONWriter.quoted(text)) is a string; \(schema.typeName) has Int raw values: send \(text) without quotes"))
        default:
            return
        }
    }

    private mutating func walkStruct(_ object: JSONObject, schema: StructSchema, at path: JSONPath) {
        let fieldKeys = schema.fields.map(\.key)
        for field in schema.fields {
            if let value = object[field.key] {
                walk(value, as: field.type, at: path.appending(field.key))
                continue
            }
            let spelling = object.keys.first { key in
                !fieldKeys.contains(key) && NameSuggestion.closest(to: key, in: fieldKeys) == field.key
            }
            if let spelling {
                let consequence = field.type.isOptional ? "so \(field.name) decodes as nil" : "so decoding fails with keyNotFound"
                found.append(Diagnosis(.misspeltKey, at: path.appending(spelling), "\(JSONWriter.quoted(spelling)) is not a field; the app's field is \(JSONWriter.quoted(field.key)) and JSONDecoder matches keys exactly (no snake_case conversion), \(consequence)"))
            }
        }
    }

    /// The verdict at `path` is islet's best guess: the app's own code decides.
    private mutating func noteOpaque(_ schema: OpaqueSchema, at path: JSONPath) {
        let note = schema.note.map { " (\($0))" } ?? ""
        switch schema.reason {
        case .customDecoding where !appDecodes:
            found.append(Diagnosis(.customDecoding, at: path, "\(schema.spelling) decodes with the app's own code\(note), which islet cannot follow: islet accepted this value as far as it can tell"))
        case .customDecoding:
            return
        case .unresolvedType:
            found.append(Diagnosis(.unresolvedType, at: path, "islet has not read the type \(schema.spelling)\(note): it accepted this value as far as it can tell"))
        }
    }

    private mutating func checkDate(_ number: JSONNumber, at path: JSONPath) {
        let value = number.double
        if value >= PayloadCheck.millisecondThreshold {
            let unix = value / 1000
            found.append(Diagnosis(.millisecondsInDate, at: path, "\(number.literal) looks like Unix milliseconds (\(UTCDateText.format(unixSeconds: unix))); a Date is seconds since 2001-01-01: send \(JSONNumber((unix - ReferenceDate.unixOffset).rounded(.down)).literal)"))
        } else if value >= Self.unixTimeThreshold {
            let decoded = UTCDateText.format(unixSeconds: value + ReferenceDate.unixOffset)
            found.append(Diagnosis(.unixTimeInDate, at: path, "\(number.literal) decodes to \(decoded): a Date is seconds since 2001-01-01, and this looks like Unix time (\(UTCDateText.format(unixSeconds: value))); send \(JSONNumber((value - ReferenceDate.unixOffset).rounded(.down)).literal)"))
        }
    }
}
