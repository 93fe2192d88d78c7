import IsletInput

/// Types written as Swift spells them: the scalars, and `[T]`, `[String: T]`, `[Int: T]`,
/// `Set<T>`, `ClosedRange<T>`, `Range<T>`, `T?` and `Optional<T>` over any of them (spaces
/// optional). The layout file and `islet-swift`'s output share this spelling.
enum SchemaSpelling {
    static let scalars: [String: SchemaType] = {
        var table: [String: SchemaType] = [
            "String": .string, "Bool": .bool, "Decimal": .decimal, "Date": .date, "URL": .url, "UUID": .uuid, "Data": .data,
        ]
        for type in IntegerType.allCases { table[type.rawValue] = .integer(type) }
        for type in FloatingPointType.allCases { table[type.rawValue] = .floatingPoint(type) }
        return table
    }()

    static let maximumLength = 512

    static func parse(_ raw: String, at path: JSONPath) throws(InputError) -> SchemaType {
        let spelling = raw.filter { $0 != " " }
        // Nesting is read recursively: a bound keeps a hostile spelling from exhausting the stack.
        guard spelling.utf8.count <= maximumLength else {
            throw InputError(path: path, "a type spelling longer than \(maximumLength) characters; nest with {\"array\": TYPE} objects instead")
        }
        guard let type = read(spelling) else {
            let hint = NameSuggestion.closest(to: spelling, in: scalars.keys.sorted()).map { "did you mean \(JSONWriter.quoted($0))? " } ?? ""
            throw InputError(
                path: path,
                "unknown type \(JSONWriter.quoted(raw)); \(hint)expected String, Bool, Int (or Int8 … UInt64), Double, Float, Float16, CGFloat, Decimal, Date, URL, UUID, Data, [T], [String: T], [Int: T], Set<T>, ClosedRange<T>, Range<T>, T?, or an object such as {\"enum\": [...]} or {\"struct\": {...}}"
            )
        }
        if let bound = unorderedBound(in: type) {
            throw InputError(path: path, "\(JSONWriter.quoted(raw)): a range's bounds must be Comparable (a number, String or Date), and \(bound) is not")
        }
        return type
    }

    /// The type a spaceless spelling names, or nil.
    private static func read(_ spelling: String) -> SchemaType? {
        if let scalar = scalars[spelling] { return scalar }
        if spelling.hasSuffix("?") { return read(String(spelling.dropLast())).map { .optional($0) } }
        if spelling.hasPrefix("["), spelling.hasSuffix("]") {
            let inner = String(spelling.dropFirst().dropLast())
            guard let colon = topLevelColon(in: inner) else { return read(inner).map { .array($0) } }
            let key: DictionaryKey
            switch inner[..<colon] {
            case "String": key = .string
            case "Int": key = .int
            default: return nil
            }
            return read(String(inner[inner.index(after: colon)...])).map { .dictionary(key: key, value: $0) }
        }
        guard spelling.hasSuffix(">"), let open = spelling.firstIndex(of: "<") else { return nil }
        guard let argument = read(String(spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)])) else { return nil }
        switch spelling[..<open] {
        case "Optional": return .optional(argument)
        case "Set": return .set(argument)
        case "ClosedRange": return .range(argument, closed: true)
        case "Range": return .range(argument, closed: false)
        default: return nil
        }
    }

    /// The `:` of `[Key: Value]` outside any nested brackets.
    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<": depth += 1
            case "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: continue
            }
        }
        return nil
    }

    /// A range bound somewhere in the type that Swift could not compare.
    private static func unorderedBound(in type: SchemaType) -> SchemaType? {
        switch type {
        case .range(let bound, _): bound.isComparable ? unorderedBound(in: bound) : bound
        case .optional(let inner), .array(let inner), .set(let inner), .dictionary(_, let inner): unorderedBound(in: inner)
        default: nil
        }
    }
}
