extension Interpreter {
    /// `Bundle.main`'s lookups. islet reads no Info.plist, resource or string table of the
    /// widget's bundle, so a lookup finds nothing, as on a phone whose bundle has no such value:
    /// `object(forInfoDictionaryKey:)`, `bundleIdentifier`, `infoDictionary`,
    /// `url(forResource:…)` and `path(forResource:…)` are nil and the widget's own fallback
    /// shows; a localized string is its default value, else its key, as iOS gives one with no
    /// translation. Anything else is a placeholder naming it: never the text `main`.
    func bundleMember(_ name: String, _ arguments: [ScriptElement]?, at spot: ScriptSpot) -> ScriptValue {
        switch name {
        case "bundleIdentifier", "infoDictionary", "localizedInfoDictionary", "object", "url", "path", "appStoreReceiptURL":
            return .null
        case "localizedString":
            let labelled = { (label: String) in arguments?.first { $0.label == label }?.value }
            return localized(key: labelled("forKey") ?? .null, value: labelled("value"))
        default:
            return opaque("Bundle.main." + name, "islet does not read the widget's bundle", at: spot)
        }
    }

    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`: the default value when
    /// one is written, else the key; islet reads no string table (see `bundleMember`).
    func localizedString(_ arguments: [ScriptElement]) -> ScriptValue {
        localized(key: arguments.first { $0.label == nil }?.value ?? .null, value: arguments.first { $0.label == "value" }?.value)
    }

    private func localized(key: ScriptValue, value: ScriptValue?) -> ScriptValue {
        if case .string(let text)? = value, !text.isEmpty { return .string(text) }
        return key
    }
}
