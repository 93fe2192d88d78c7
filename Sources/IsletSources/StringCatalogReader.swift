import IsletInput
import IsletScript

/// A String Catalog (`*.xcstrings`) as Xcode compiles it into each language's table: the
/// `sourceLanguage`, and per key and language a `stringUnit` value, `plural` and `device`
/// variations, and `substitutions` whose forms write their argument as `%arg`. A value whose
/// `state` is `new` in a language other than the source is not compiled (Xcode counts it as
/// untranslated); `translated`, `needs_review` and `stale` values are. A key with nothing in
/// the source language shows the key, which is what Xcode extracts from the code.
enum StringCatalogReader {
    /// The catalog's tables by language, and its source language.
    struct Catalog {
        var sourceLanguage: String
        var languages: [String: [String: LocalizedText]]
    }

    /// - Throws: `InputError` at the JSON path of the first value not shaped as a catalog's.
    static func read(_ document: JSONDocument) throws(InputError) -> Catalog {
        let root = JSONPath.root
        guard let top = document.value.objectValue else { throw InputError(path: root, "expected a String Catalog: an object with \"sourceLanguage\" and \"strings\"") }
        guard let source = top["sourceLanguage"]?.stringValue else { throw InputError(path: root.appending("sourceLanguage"), "expected the catalog's source language, a string such as \"en\"") }
        guard let strings = top["strings"]?.objectValue else { throw InputError(path: root.appending("strings"), "expected an object of the catalog's keys") }
        var catalog = Catalog(sourceLanguage: source, languages: [source: [:]])
        for member in strings.members {
            let path = root.appending("strings").appending(member.key)
            guard let entry = member.value.objectValue else { throw InputError(path: path, "expected an object for the key") }
            catalog.languages[source, default: [:]][member.key] = .plain(member.key)
            guard let localizations = entry["localizations"] else { continue }
            guard let byLanguage = localizations.objectValue else { throw InputError(path: path.appending("localizations"), "expected an object of languages") }
            for localization in byLanguage.members {
                let at = path.appending("localizations").appending(localization.key)
                if let text = try value(localization.value, at: at, source: localization.key == source) {
                    catalog.languages[localization.key, default: [:]][member.key] = text
                }
            }
        }
        return catalog
    }

    /// One language's value of a key: its string unit, else its variations, with its
    /// substitutions; nil where nothing is compiled for it.
    private static func value(_ node: JSONValue, at path: JSONPath, source: Bool) throws(InputError) -> LocalizedText? {
        guard let object = node.objectValue else { throw InputError(path: path, "expected an object with a stringUnit or variations") }
        var text: LocalizedText?
        if let unit = object["stringUnit"] {
            text = try stringUnit(unit, at: path.appending("stringUnit"), source: source)
        } else if let variations = object["variations"] {
            text = try variation(variations, at: path.appending("variations"), source: source)
        }
        guard let substitutions = object["substitutions"], case .plain(let format)? = text else { return text }
        guard let named = substitutions.objectValue else { throw InputError(path: path.appending("substitutions"), "expected an object of substitutions") }
        var variables: [String: LocalizedVariable] = [:]
        for member in named.members {
            let at = path.appending("substitutions").appending(member.key)
            guard let substitution = member.value.objectValue else { throw InputError(path: at, "expected an object with argNum, formatSpecifier and variations") }
            let specifier = substitution["formatSpecifier"]?.stringValue ?? "@"
            guard case .plural(_, let forms)? = try substitution["variations"].flatMap({ (node) throws(InputError) in
                try variation(node, at: at.appending("variations"), source: source)
            }) else {
                throw InputError(path: at.appending("variations"), "expected plural variations for the substitution")
            }
            let argument = substitution["argNum"]?.numberValue?.exactInt
            variables[member.key] = LocalizedVariable(argument: argument, specifier: specifier, forms: forms.mapValues { argumentWritten($0, as: specifier) })
        }
        return .substituted(format, variables)
    }

    /// A substitution's form with its `%arg` written as the argument's specifier.
    private static func argumentWritten(_ text: LocalizedText, as specifier: String) -> LocalizedText {
        guard case .plain(let form) = text else { return text }
        return .plain(form.replacing("%arg", with: "%" + specifier))
    }

    private static func stringUnit(_ node: JSONValue, at path: JSONPath, source: Bool) throws(InputError) -> LocalizedText? {
        guard let unit = node.objectValue, let value = unit["value"]?.stringValue else { throw InputError(path: path.appending("value"), "expected the string unit's value, a string") }
        let state = unit["state"]?.stringValue ?? "translated"
        return state == "new" && !source ? nil : .plain(value)
    }

    /// `{"plural": {"one": …, "other": …}}` or `{"device": {"iphone": …, "other": …}}`.
    private static func variation(_ node: JSONValue, at path: JSONPath, source: Bool) throws(InputError) -> LocalizedText? {
        guard let object = node.objectValue, let (kind, cases) = object.members.first.map({ ($0.key, $0.value) }) else {
            throw InputError(path: path, "expected plural or device variations")
        }
        guard kind == "plural" || kind == "device", let members = cases.objectValue?.members else {
            throw InputError(path: path.appending(kind), "expected \"plural\" or \"device\" with an object of cases")
        }
        var forms: [String: LocalizedText] = [:]
        for member in members {
            if let text = try value(member.value, at: path.appending(kind).appending(member.key), source: source) { forms[member.key] = text }
        }
        guard !forms.isEmpty else { return nil }
        return kind == "plural" ? .plural(argument: nil, forms: forms) : .device(forms)
    }
}
