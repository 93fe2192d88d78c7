import IsletInput
import IsletScript

/// One `*.colorset/Contents.json` as the phone reads it: the entries `AssetEntry` keeps for the
/// iPhone (an `iphone` idiom over `universal`), one per theme.
enum ColorSetReader {
    /// The set's colour; nil when it has none for the iPhone. Throws, with the JSON path, for
    /// a value Xcode would not write.
    static func read(_ document: JSONDocument) throws(InputError) -> AssetColor? {
        guard let root = document.value.objectValue else { throw InputError(path: .root, "expected an object with \"colors\"") }
        guard let entries = root["colors"]?.arrayValue else {
            throw InputError(path: JSONPath.root.appending("colors"), "expected an array of colours")
        }
        var chosen: [String: (phone: Bool, value: AssetColor.Value)] = [:]
        for (index, entry) in entries.enumerated() {
            let path = JSONPath.root.appending("colors").appending(index: index)
            guard let object = entry.objectValue else { throw InputError(path: path, "expected an object") }
            guard let slot = try AssetEntry.read(object, at: path) else { continue }
            guard let color = object["color"] else { throw InputError(path: path.appending("color"), "the entry has no colour") }
            let value = try self.value(color, at: path.appending("color"))
            if let earlier = chosen[slot.appearance], earlier.phone, !slot.isPhoneIdiom { continue }
            chosen[slot.appearance] = (slot.isPhoneIdiom, value)
        }
        return AssetEntry.themes(chosen.mapValues(\.value)).map { AssetColor(light: $0.light, dark: $0.dark) }
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
