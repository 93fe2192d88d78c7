import IsletInput

/// What one entry of a colour or image set is for, as the phone picks entries: only the
/// iPhone's (`iphone` or `universal` idiom), in the appearance its luminosity names (`any` when
/// it names none), high-contrast entries left out (islet draws standard contrast).
struct AssetEntry {
    /// `any`, `light` or `dark`.
    let appearance: String
    let isPhoneIdiom: Bool

    /// The entry's slot; nil for an entry the phone does not use (another idiom, high contrast).
    static func read(_ entry: JSONObject, at path: JSONPath) throws(InputError) -> AssetEntry? {
        let idiom = entry["idiom"]?.stringValue ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        guard let appearances = entry["appearances"] else { return AssetEntry(appearance: "any", isPhoneIdiom: idiom == "iphone") }
        guard let list = appearances.arrayValue else { throw InputError(path: path.appending("appearances"), "expected an array") }
        var slot = "any"
        for (index, item) in list.enumerated() {
            let itemPath = path.appending("appearances").appending(index: index)
            guard let kind = item.objectValue?["appearance"]?.stringValue, let value = item.objectValue?["value"]?.stringValue else {
                throw InputError(path: itemPath, "expected {\"appearance\": …, \"value\": …}")
            }
            switch (kind, value) {
            case ("luminosity", "dark"), ("luminosity", "light"): slot = value
            case ("contrast", "high"): return nil
            case ("luminosity", _), ("contrast", _):
                throw InputError(path: itemPath.appending("value"), "\(kind) is \"\(value)\"; Xcode writes \(kind == "luminosity" ? "light or dark" : "high")")
            default:
                continue  // Another axis (a gamut, a vibrancy) iOS matches on the iPhone's own: the entry stands.
            }
        }
        return AssetEntry(appearance: slot, isPhoneIdiom: idiom == "iphone")
    }

    /// The light and dark choice from what each slot holds: a slot without its own entry takes
    /// the one with no luminosity, then the other theme's.
    static func themes<Value>(_ slots: [String: Value]) -> (light: Value, dark: Value)? {
        let any = slots["any"], light = slots["light"], dark = slots["dark"]
        guard let lightValue = light ?? any ?? dark, let darkValue = dark ?? any ?? light else { return nil }
        return (lightValue, darkValue)
    }
}
