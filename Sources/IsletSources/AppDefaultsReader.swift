import FoundationEssentials
import IsletInput
import IsletScript

/// Reads `--defaults FILE`, the App Group `UserDefaults` values the widget reads while it
/// renders: JSON, or a property list in XML or binary form (the format `defaults export` and
/// Xcode write), told apart by the file's first bytes. The top level is keyed by suite name
/// (`"group.com.example.app"`, or `"standard"` for `UserDefaults.standard`), each suite a
/// dictionary of its keys; a file whose top-level keys are not suite names is the shorthand of
/// a single suite, read by every suite the widget opens. JSON is read by islet's own parser
/// (so an error has a line and column); property lists by FoundationEssentials'
/// `PropertyListDecoder`, once `PropertyListBounds` has found them within its limits.
public enum AppDefaultsReader {
    /// The suites the file holds.
    /// - Throws: `InputError` naming the file, the path in it and the reason, for a file that
    ///   cannot be read, does not parse, or is not shaped as above.
    public static func read(_ path: String) throws(InputError) -> ScriptAppGroup {
        let bytes = Data(try RegularFile.read(path, limit: .defaults, described: "the defaults file"))
        return try read(bytes, file: path)
    }

    /// The suites in a defaults file's `bytes`, `path` naming it in errors: the seam the `plist`
    /// fuzz target reads through.
    public static func read(_ bytes: Data, file path: String) throws(InputError) -> ScriptAppGroup {
        let root = try isPropertyList(bytes) ? propertyList(bytes, file: path) : json(bytes, file: path)
        guard case .dictionary(let top) = root else {
            throw InputError(file: path, "expected a dictionary of suites (or of one suite's keys) at the top, found \(kind(of: root))")
        }
        let suiteKeys = top.keys.filter(isSuiteName)
        if suiteKeys.isEmpty { return ScriptAppGroup(anySuite: top) }
        if let stray = top.keys.sorted().first(where: { !isSuiteName($0) }) {
            throw InputError(
                file: path, path: JSONPath.root.appending(stray),
                "the top level mixes suite names (\(suiteKeys.sorted().joined(separator: ", "))) with a key that is not one; put every key inside its suite (an App Group's name starts with \"group.\", UserDefaults.standard's is \"standard\")"
            )
        }
        var suites: [String: [String: DefaultsValue]] = [:]
        for (name, value) in top {
            guard case .dictionary(let keys) = value else {
                throw InputError(file: path, path: JSONPath.root.appending(name), "expected a dictionary of the suite's keys, found \(kind(of: value))")
            }
            suites[name] = keys
        }
        return ScriptAppGroup(suites: suites)
    }

    /// A top-level key that names a suite: an App Group (`group.…`, as iOS requires) or `standard`.
    static func isSuiteName(_ key: String) -> Bool {
        key == ScriptAppGroup.standardSuite || key.hasPrefix("group.")
    }

    /// Whether `bytes` are a property list (binary, or XML after any spaces and a byte-order
    /// mark) rather than JSON or text.
    static func isPropertyList(_ bytes: Data) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "<")
    }

    private static func json(_ bytes: Data, file: String) throws(InputError) -> DefaultsValue {
        let document: JSONDocument
        do { document = try JSONParser.parse(String(decoding: bytes, as: UTF8.self)) } catch { throw error.located(in: file, document: nil) }
        do { return try value(document.value, at: .root) } catch { throw error.located(in: file, document: document) }
    }

    /// A JSON value as a property list holds it: a whole-number literal an integer, any other
    /// number a real; `null` has no property-list form, so it is refused.
    private static func value(_ json: JSONValue, at path: JSONPath) throws(InputError) -> DefaultsValue {
        switch json {
        case .null:
            throw InputError(path: path, "null is not a value UserDefaults can hold; leave the key out for a missing one")
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .number(let number): return number.isIntegerLiteral ? number.exactInt.map { .integer($0) } ?? .real(number.double) : .real(number.double)
        case .array(let items):
            var values: [DefaultsValue] = []
            for (position, item) in items.enumerated() { values.append(try value(item, at: path.appending(index: position))) }
            return .array(values)
        case .object(let object):
            var entries: [String: DefaultsValue] = [:]
            for member in object.members { entries[member.key] = try value(member.value, at: path.appending(member.key)) }
            return .dictionary(entries)
        }
    }

    /// A property list's values, once `PropertyListBounds` has found it within its limits; the
    /// string tables' reader reads `.stringsdict` and binary `.strings` files through it too.
    static func propertyList(_ bytes: Data, file: String) throws(InputError) -> DefaultsValue {
        do {
            try PropertyListBounds.check([UInt8](bytes))
        } catch {
            throw InputError(file: file, path: error.path, location: error.location, error.message)
        }
        do {
            return try PropertyListDecoder().decode(PropertyListValue.self, from: bytes).value
        } catch let error as DecodingError {
            throw InputError(file: file, path: path(of: error), "not a property list islet can read: \(reason(of: error))")
        } catch {
            throw InputError(file: file, "not a property list islet can read: \(error)")
        }
    }

    private static func path(of error: DecodingError) -> JSONPath? {
        let context: DecodingError.Context? = switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context): context
        @unknown default: nil
        }
        guard let context else { return nil }
        return JSONPath(context.codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
    }

    private static func reason(of error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            return context.debugDescription + underlying
        @unknown default:
            return "\(error)"
        }
    }

    private static func kind(of value: DefaultsValue) -> String {
        switch value {
        case .string: "a string"
        case .integer, .real: "a number"
        case .bool: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// Any property-list value, decoded without a schema: whichever container or scalar the
/// decoder finds at each place.
private struct PropertyListValue: Decodable {
    let value: DefaultsValue

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var entries: [String: DefaultsValue] = [:]
            for key in keyed.allKeys { entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key).value }
            value = .dictionary(entries)
            return
        }
        if var list = try? decoder.unkeyedContainer() {
            var items: [DefaultsValue] = []
            while !list.isAtEnd { items.append(try list.decode(PropertyListValue.self).value) }
            value = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if let flag = try? single.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? single.decode(Int.self) {
            value = .integer(number)
        } else if let number = try? single.decode(Double.self) {
            value = .real(number)
        } else if let date = try? single.decode(Date.self) {
            value = .date(date)
        } else if let bytes = try? single.decode(Data.self) {
            value = .data(bytes)
        } else {
            value = .string(try single.decode(String.self))
        }
    }
}
