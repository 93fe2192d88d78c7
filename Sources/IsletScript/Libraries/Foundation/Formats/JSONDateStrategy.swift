import FoundationEssentials
import IsletInput
import IsletModel

/// `JSONDecoder.dateDecodingStrategy` for the strategies widgets set: the JSON's dates, found
/// where the schema says a `Date` goes, rewritten into the default strategy's form (seconds
/// since 2001), so the one decoder that follows Swift's rules decodes them. A date in the wrong
/// form is refused with the reason Swift gives.
enum JSONDateStrategy: String {
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601

    /// The JSON with every date at a place `schema` types as `Date` in the default form.
    func rewrite(_ json: JSONValue, as schema: SchemaType, path: [JSONPath.Component] = []) throws(DecodingFailure) -> JSONValue {
        guard self != .deferredToDate else { return json }
        switch (schema, json) {
        case (.optional(let wrapped), _):
            return json == .null ? json : try rewrite(json, as: wrapped, path: path)
        case (.date, _):
            return .number(JSONNumber(try seconds(json, path: path)))
        case (.array(let element), .array(let items)), (.set(let element), .array(let items)):
            var rewritten: [JSONValue] = []
            for (position, item) in items.enumerated() { rewritten.append(try rewrite(item, as: element, path: path + [.index(position)])) }
            return .array(rewritten)
        case (.dictionary(_, let element), .object(let object)):
            var rewritten = JSONObject()
            for member in object.members { rewritten.append(member.key, try rewrite(member.value, as: element, path: path + [.key(member.key)])) }
            return .object(rewritten)
        case (.structure(let structure), .object(let object)):
            var rewritten = JSONObject()
            for member in object.members {
                let field = structure.fields.first { $0.key == member.key }
                rewritten.append(member.key, try field.map { field throws(DecodingFailure) in try rewrite(member.value, as: field.type, path: path + [.key(member.key)]) } ?? member.value)
            }
            return .object(rewritten)
        default:
            return json
        }
    }

    /// Seconds since 2001 for one date in this strategy's form.
    private func seconds(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Double {
        let sinceReference = Date.timeIntervalBetween1970AndReferenceDate
        switch (self, json) {
        case (.secondsSince1970, .number(let number)): return number.double - sinceReference
        case (.millisecondsSince1970, .number(let number)): return number.double / 1000 - sinceReference
        case (.iso8601, .string(let text)):
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                throw DecodingFailure(.dataCorrupted, at: path, "Expected date string to be ISO8601-formatted.")
            }
            return date.timeIntervalSinceReferenceDate
        default:
            let expected = self == .iso8601 ? "String" : "Double"
            throw DecodingFailure(.typeMismatch, at: path, "Expected to decode \(expected) but found \(json.kindDescription) instead.")
        }
    }
}
