import IsletModel
import IsletScript

/// One `*.colorset/Contents.json` as the phone reads it: the entries for the iPhone (an
/// `iphone` idiom over `universal`), the one without a luminosity appearance for both themes
/// unless a `light` or `dark` one replaces it, and high-contrast entries left out (islet draws
/// the standard contrast).
enum ColorSetReader {
    /// The set's colour; nil when it has none for the iPhone. Throws, with the JSON path, for
    /// a value Xcode would not write.
    static func read(_ document: JSONDocument) throws(InputError) -> AssetColor? {
        guard let root = document.value.objectValue else { throw InputError(path: .root, "expected an object with \"colors\"") }
        guard let entries = root["colors"]?.arrayValue else {
            throw InputError(path: JSONPath.root.appending("colors"), "expected an array of colours")
        }
        var chosen: [String: (idiom: String, value: AssetColor.Value)] = [:]
        for (index, entry) in entries.enumerated() {
            let path = JSONPath.root.appending("colors").appending(index: index)
            guard let object = entry.objectValue else { throw InputError(path: path, "expected an object") }
            let idiom = object["idiom"]?.stringValue ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let slot = try appearance(of: object, at: path) else { continue }
            guard let color = object["color"] else { throw InputError(path: path.appending("color"), "the entry has no colour") }
            let value = try self.value(color, at: path.appending("color"))
            if let earlier = chosen[slot], earlier.idiom == "iphone", idiom == "universal" { continue }
            chosen[slot] = (idiom, value)
        }
        let any = chosen["any"]?.value, light = chosen["light"]?.value, dark = chosen["dark"]?.value
        guard let lightValue = light ?? any ?? dark, let darkValue = dark ?? any ?? light else { return nil }
        return AssetColor(light: lightValue, dark: darkValue)
    }

    /// `any`, `light` or `dark` for the entry's appearances; nil for a high-contrast entry.
    private static func appearance(of entry: JSONObject, at path: JSONPath) throws(InputError) -> String? {
        guard let appearances = entry["appearances"] else { return "any" }
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
        return slot
    }

    /// An entry's `color`: components in a colour space, or a system colour it refers to.
    private static func value(_ color: JSONValue, at path: JSONPath) throws(InputError) -> AssetColor.Value {
        guard let object = color.objectValue else { throw InputError(path: path, "expected an object") }
        if let reference = object["reference"] {
            guard let name = reference.stringValue, !name.isEmpty else { throw InputError(path: path.appending("reference"), "expected a system colour's name") }
            return .system(name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
        }
        let spaceName = object["color-space"]?.stringValue ?? "srgb"
        guard let space = AssetColorSpace(rawValue: spaceName) else {
            throw InputError(
                path: path.appending("color-space"),
                "islet does not know the colour space \"\(spaceName)\" (it reads srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray)"
            )
        }
        guard let components = object["components"]?.objectValue else { throw InputError(path: path.appending("components"), "expected an object") }
        var values: [Double] = []
        for name in space.componentNames {
            let componentPath = path.appending("components").appending(name)
            guard let raw = components[name] else { throw InputError(path: componentPath, "missing: a \(spaceName) colour has \(space.componentNames.joined(separator: ", "))") }
            guard let value = AssetColorSpace.component(raw) else { throw InputError(path: componentPath, Self.componentForms) }
            values.append(value)
        }
        var alpha = 1.0
        if let raw = components["alpha"] {
            guard let value = AssetColorSpace.component(raw, isAlpha: true) else { throw InputError(path: path.appending("components").appending("alpha"), Self.componentForms) }
            alpha = value
        }
        return .fixed(space.color(values, alpha: alpha))
    }

    private static let componentForms = "expected a float (\"0.250\"), an integer from 0 to 255 (\"64\") or hex (\"0x40\")"
}
