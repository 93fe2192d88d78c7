import IsletModel

/// The widget's localized strings as plain values: islet reads the `*.lproj` string tables, the
/// `.stringsdict` files, the String Catalogs and the `Info.plist` beside the sources and injects
/// this into the interpreter, which never reads files, so a render stays a pure function of the
/// program, the data, the locale and these values.
public struct ScriptStrings: Sendable, Equatable {
    /// Per localization as its folder or catalog names it (`de`, `pt-BR`, `Base`), per table
    /// (`Localizable`, `InfoPlist`), each key's value.
    public var tables: [String: [String: [String: LocalizedText]]]
    /// Tables compiled from a String Catalog, with the catalog's source language: a key the
    /// phone's language has no translation for shows the source language's value.
    public var catalogSources: [String: String]
    /// `CFBundleDevelopmentRegion` of the `Info.plist`, else a catalog's source language, else
    /// `en`: the localization a phone whose language the app does not ship gets.
    public var developmentRegion: String
    /// The `Info.plist`'s string values by key, for `Bundle.main.infoDictionary` and
    /// `object(forInfoDictionaryKey:)`; its other kinds of value are left out.
    public var info: [String: String]
    /// The files read, as the paths a person gave.
    public var files: [String]

    public init(
        tables: [String: [String: [String: LocalizedText]]] = [:], catalogSources: [String: String] = [:], developmentRegion: String = "en",
        info: [String: String] = [:], files: [String] = []
    ) {
        self.tables = tables
        self.catalogSources = catalogSources
        self.developmentRegion = developmentRegion
        self.info = info
        self.files = files
    }

    /// The localizations the widget ships, besides `Base`, sorted: what the fit report in every
    /// language renders.
    public var languages: [String] {
        tables.keys.filter { $0 != "Base" }.sorted()
    }

    /// The localization a phone in `locale` uses: the most specific of the locale's names the
    /// widget ships, else the development region; nil when it ships none of them.
    public func localization(for locale: PhoneLocale) -> String? {
        if let name = locale.localizationNames.first(where: { tables[$0] != nil }) { return name }
        return PhoneLocale(developmentRegion)?.localizationNames.first { tables[$0] != nil }
    }

    /// The value of `key` in `table` as a phone in `locale` finds it: in the chosen
    /// localization's table, then in `Base.lproj`'s; a catalog's key with no translation there
    /// takes the source language's value. Nil when no table holds it, so the caller shows its
    /// default value or the key, as iOS does.
    public func value(_ key: String, table: String, locale: PhoneLocale) -> LocalizedText? {
        if let chosen = localization(for: locale), let found = tables[chosen]?[table]?[key] { return found }
        if let found = tables["Base"]?[table]?[key] { return found }
        if let source = catalogSources[table], let found = tables[source]?[table]?[key] { return found }
        return nil
    }
}

/// One localized value: text, or text that varies with a number or the device.
public indirect enum LocalizedText: Sendable, Equatable {
    case plain(String)
    /// A String Catalog's plural variation: the form for the plural category of the argument
    /// at `argument` (counted from 1; nil for the first).
    case plural(argument: Int?, forms: [String: LocalizedText])
    /// A String Catalog's device variation (`iphone`, `ipad`, `other`, …).
    case device([String: LocalizedText])
    /// A format with `%#@name@` tokens, each replaced by the form of its variable that the
    /// number it stands for picks (a `.stringsdict` entry, a catalog's substitutions).
    case substituted(String, [String: LocalizedVariable])
}

/// A variable of a `%#@name@` token: the argument it reads, its format specifier, and a form
/// per plural category (`zero` applies to 0 in every language when given, as on iOS).
public struct LocalizedVariable: Sendable, Equatable {
    /// Counted from 1; nil when the token's place in the format decides.
    public var argument: Int?
    /// `lld`, `d`, `@`: how the form's own specifier is written when it has none.
    public var specifier: String
    public var forms: [String: LocalizedText]

    public init(argument: Int? = nil, specifier: String, forms: [String: LocalizedText]) {
        self.argument = argument
        self.specifier = specifier
        self.forms = forms
    }
}
