import FoundationEssentials
import IsletInput
import IsletScript

/// The widget's localized strings, from the folders islet walks for Swift: each `X.lproj`
/// folder's `*.strings` (old-style text in UTF-8 or UTF-16 with its byte-order mark, or a
/// property list, binary or XML) and `*.stringsdict`, every String Catalog (`*.xcstrings`),
/// and the first `Info.plist` (its `CFBundleDevelopmentRegion` and string values). Each file
/// is read as `RegularFile` reads any outside file, up to `ReadLimit.stringTable` and
/// `ReadLimit.stringTables` together. A file that does not read is an error naming it, the
/// line and column or the key, and why, as Xcode refuses to build it.
public enum StringTableReader {
    /// The strings under the folders among `paths` (a `.swift` file adds none).
    /// - Throws: `InputError` for a table or `Info.plist` that cannot be read or is not shaped
    ///   as Xcode requires.
    public static func read(_ paths: [String]) throws(InputError) -> ScriptStrings {
        var walk = Walk()
        for folder in SwiftSourceWalk.folders(at: paths) {
            guard let names = FileKind.names(inFolder: folder) else { continue }
            let localization = folder.hasSuffix(".lproj") ? String(folder.split(separator: "/").last?.dropLast(".lproj".count) ?? "") : nil
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard FileKind(atPath: path) == .other else { continue }
                if let localization, name.hasSuffix(".strings") {
                    try walk.strings(path, table: String(name.dropLast(".strings".count)), localization: localization)
                } else if let localization, name.hasSuffix(".stringsdict") {
                    try walk.stringsdict(path, table: String(name.dropLast(".stringsdict".count)), localization: localization)
                } else if name.hasSuffix(".xcstrings") {
                    try walk.catalog(path, table: String(name.dropLast(".xcstrings".count)))
                } else if name == "Info.plist", walk.strings.info.isEmpty {
                    try walk.infoPlist(path)
                }
            }
        }
        if walk.region == nil, let source = walk.strings.catalogSources.values.sorted().first { walk.strings.developmentRegion = source }
        return walk.strings
    }

    /// The tables read so far, and the bytes they took.
    private struct Walk {
        var strings = ScriptStrings()
        var region: String?
        private var total = 0

        mutating func bytes(_ path: String) throws(InputError) -> [UInt8] {
            let bytes = try RegularFile.read(path, limit: .stringTable)
            total += bytes.count
            guard total <= ReadLimit.stringTables.bytes else {
                throw InputError(file: path, "with this file the string tables come to \(total) bytes, more than the \(ReadLimit.words(ReadLimit.stringTables.bytes)) islet reads of \(ReadLimit.stringTables.what)")
            }
            strings.files.append(path)
            return bytes
        }

        mutating func add(_ entries: [String: LocalizedText], table: String, localization: String) {
            strings.tables[localization, default: [:]][table, default: [:]].merge(entries) { _, new in new }
        }

        mutating func strings(_ path: String, table: String, localization: String) throws(InputError) {
            let bytes = try bytes(path)
            let entries: [String: String]
            if AppDefaultsReader.isPropertyList(Data(bytes)) {
                guard case .dictionary(let values) = try AppDefaultsReader.propertyList(Data(bytes), file: path) else {
                    throw InputError(file: path, "expected a dictionary of keys and their strings")
                }
                var texts: [String: String] = [:]
                for (key, value) in values {
                    guard case .string(let text) = value else { throw InputError(file: path, path: JSONPath.root.appending(key), "expected a string") }
                    texts[key] = text
                }
                entries = texts
            } else {
                do { entries = try StringsFileParser.parse(try Self.text(bytes, file: path)) } catch { throw error.located(in: path, document: nil) }
            }
            add(entries.mapValues { .plain($0) }, table: table, localization: localization)
        }

        /// UTF-16 with a byte-order mark, as Xcode often writes a table, else UTF-8.
        private static func text(_ bytes: [UInt8], file: String) throws(InputError) -> String {
            guard bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) else {
                guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError(file: file, "is neither UTF-8 nor UTF-16 with a byte-order mark") }
                return text
            }
            guard bytes.count % 2 == 0 else { throw InputError(file: file, "is UTF-16 with an odd number of bytes") }
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count, by: 2).map { little ? UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 : UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            guard let text = String(validating: units, as: UTF16.self) else { throw InputError(file: file, "is UTF-16 with a broken surrogate pair") }
            return text
        }

        mutating func stringsdict(_ path: String, table: String, localization: String) throws(InputError) {
            guard case .dictionary(let keys) = try AppDefaultsReader.propertyList(Data(try bytes(path)), file: path) else {
                throw InputError(file: path, "expected a dictionary of keys")
            }
            var entries: [String: LocalizedText] = [:]
            for (key, rule) in keys {
                entries[key] = try Self.stringsdictEntry(rule, at: JSONPath.root.appending(key), file: path)
            }
            add(entries, table: table, localization: localization)
        }

        /// `{NSStringLocalizedFormatKey: "%#@n@", n: {NSStringFormatSpecTypeKey:
        /// NSStringPluralRuleType, NSStringFormatValueTypeKey: "lld", one: …, other: …}}`. A
        /// variable-width rule (`NSStringVariableWidthRuleType`) takes its widest form, the one
        /// a phone shows where there is room.
        private static func stringsdictEntry(_ rule: DefaultsValue, at path: JSONPath, file: String) throws(InputError) -> LocalizedText {
            guard case .dictionary(let fields) = rule else { throw InputError(file: file, path: path, "expected a dictionary with NSStringLocalizedFormatKey") }
            if case .string(let spec)? = fields["NSStringFormatSpecTypeKey"], spec == "NSStringVariableWidthRuleType" {
                let widest = fields.compactMap { key, value in Int(key).flatMap { width in if case .string(let text) = value { (width, text) } else { nil } } }.max { $0.0 < $1.0 }
                guard let widest else { throw InputError(file: file, path: path, "a variable-width rule needs forms keyed by width") }
                return .plain(widest.1)
            }
            guard case .string(let format)? = fields["NSStringLocalizedFormatKey"] else {
                throw InputError(file: file, path: path.appending("NSStringLocalizedFormatKey"), "expected the entry's format, a string")
            }
            var variables: [String: LocalizedVariable] = [:]
            for (name, value) in fields where name != "NSStringLocalizedFormatKey" {
                guard case .dictionary(let variable) = value else { continue }
                let at = path.appending(name)
                guard case .string("NSStringPluralRuleType")? = variable["NSStringFormatSpecTypeKey"] else {
                    throw InputError(file: file, path: at.appending("NSStringFormatSpecTypeKey"), "expected NSStringPluralRuleType, the rule islet reads")
                }
                var forms: [String: LocalizedText] = [:]
                for category in ["zero", "one", "two", "few", "many", "other"] {
                    if case .string(let text)? = variable[category] { forms[category] = .plain(text) }
                }
                guard forms["other"] != nil else { throw InputError(file: file, path: at.appending("other"), "expected the \"other\" form, which every language uses") }
                var specifier = "@"
                if case .string(let written)? = variable["NSStringFormatValueTypeKey"] { specifier = written }
                variables[name] = LocalizedVariable(specifier: specifier, forms: forms)
            }
            return .substituted(format, variables)
        }

        mutating func catalog(_ path: String, table: String) throws(InputError) {
            let document: JSONDocument
            do { document = try JSONParser.parse(bytes: try bytes(path)) } catch { throw error.located(in: path, document: nil) }
            let catalog: StringCatalogReader.Catalog
            do { catalog = try StringCatalogReader.read(document) } catch { throw error.located(in: path, document: document) }
            for (language, entries) in catalog.languages { add(entries, table: table, localization: language) }
            strings.catalogSources[table] = catalog.sourceLanguage
        }

        /// The `Info.plist`'s string values (a value with a build setting such as
        /// `$(PRODUCT_NAME)` in it is left out: islet cannot know what Xcode puts there).
        mutating func infoPlist(_ path: String) throws(InputError) {
            guard case .dictionary(let keys) = try AppDefaultsReader.propertyList(Data(try bytes(path)), file: path) else {
                throw InputError(file: path, "expected a dictionary of keys")
            }
            for (key, value) in keys {
                if case .string(let text) = value, !text.contains("$(") { strings.info[key] = text }
            }
            if let region = strings.info["CFBundleDevelopmentRegion"] {
                self.region = region
                strings.developmentRegion = region
            }
        }
    }
}
