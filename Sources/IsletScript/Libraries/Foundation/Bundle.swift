import IsletProgram

extension LibraryContext {
    /// `Bundle.main`'s lookups. islet reads the widget's string tables and `Info.plist` (see
    /// `ScriptStrings`) and no other resource of its bundle: `infoDictionary` is the
    /// `Info.plist`'s strings, `localizedInfoDictionary` and `object(forInfoDictionaryKey:)`
    /// those with `InfoPlist.strings` of the phone's language over them, and a localized string
    /// is the table's value, else the default value, else the key, as iOS gives one.
    /// `bundleIdentifier`, `url(forResource:…)` and `path(forResource:…)` are nil and the
    /// widget's own fallback shows. Anything else is a placeholder naming it: never the text `main`.
    func bundleMember(_ name: String, _ arguments: [ScriptElement]?, at spot: ScriptSpot) -> ScriptValue {
        let labelled = { (label: String) in arguments?.first { $0.label == label }?.value }
        switch name {
        case "infoDictionary", "localizedInfoDictionary":
            guard !environment.strings.info.isEmpty else { return .null }
            let keys = environment.strings.info.keys.sorted()
            return .dictionary(keys.map { key in ScriptEntry(key: .string(key), value: .string(infoValue(key, localized: name == "localizedInfoDictionary") ?? "")) })
        case "object":
            guard case .string(let key)? = labelled("forInfoDictionaryKey") else { return .null }
            return infoValue(key, localized: true).map { .string($0) } ?? .null
        case "bundleIdentifier", "url", "path", "appStoreReceiptURL":
            return .null
        case "localizedString":
            return localizedString(key: labelled("forKey") ?? .null, table: labelled("table"), value: labelled("value"))
        default:
            return opaque("Bundle.main." + name, "islet does not read the widget's bundle", at: spot)
        }
    }

    /// An `Info.plist` string, with `InfoPlist.strings`' value in the phone's language over it
    /// when `localized`.
    private func infoValue(_ key: String, localized: Bool) -> String? {
        if localized, case .plain(let text)? = environment.strings.value(key, table: "InfoPlist", locale: locale) { return text }
        return environment.strings.info[key]
    }

    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`, as
    /// `localizedString(key:table:value:)` finds it.
    func localizedString(_ arguments: [ScriptElement]) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        return localizedString(key: arguments.first { $0.label == nil }?.value ?? .null, table: labelled("tableName"), value: labelled("value"))
    }
}
