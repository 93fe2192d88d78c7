import IsletInput
import IsletScript

/// One `*.imageset/Contents.json` as the phone picks its file: the entries `AssetEntry` keeps
/// for the iPhone, in each theme the one at the best scale (3x, then 2x, then 1x, then a
/// single-scale file) that names a file, and the set's `template-rendering-intent`.
enum ImageSetReader {
    /// The set's choice, its files as paths under `folder` (`AssetSetFile` keeps them there); nil when no entry for the iPhone
    /// names a file. Throws, with the JSON path, for a value Xcode would not write.
    static func read(_ document: JSONDocument, folder: String) throws(InputError) -> AssetImage? {
        guard let root = document.value.objectValue else { throw InputError(path: .root, "expected an object with \"images\"") }
        guard let entries = root["images"]?.arrayValue else { throw InputError(path: JSONPath.root.appending("images"), "expected an array of images") }
        var chosen: [String: (rank: Int, file: AssetImage.File)] = [:]
        for (index, entry) in entries.enumerated() {
            let path = JSONPath.root.appending("images").appending(index: index)
            guard let object = entry.objectValue else { throw InputError(path: path, "expected an object") }
            guard let slot = try AssetEntry.read(object, at: path), let filename = object["filename"]?.stringValue else { continue }
            let scale = try self.scale(object["scale"], at: path.appending("scale"))
            // Scale first; at one scale an iPhone entry beats a universal one.
            let rank = (scale ?? 0) * 2 + (slot.isPhoneIdiom ? 1 : 0)
            if let earlier = chosen[slot.appearance], earlier.rank >= rank { continue }
            let file = try AssetSetFile.path(filename, inSet: folder, at: path.appending("filename"))
            chosen[slot.appearance] = (rank, AssetImage.File(path: file, scale: scale ?? 1))
        }
        guard let themes = AssetEntry.themes(chosen.mapValues(\.file)) else { return nil }
        let intent = root["properties"]?.objectValue?["template-rendering-intent"]
        let template: Bool?
        switch intent?.stringValue {
        case nil where intent == nil: template = nil
        case "template": template = true
        case "original": template = false
        default:
            throw InputError(path: JSONPath.root.appending("properties").appending("template-rendering-intent"), "expected \"template\" or \"original\"")
        }
        return AssetImage(light: themes.light, dark: themes.dark, template: template)
    }

    /// `"1x"`, `"2x"`, `"3x"`; nil for a single-scale entry (no scale).
    private static func scale(_ value: JSONValue?, at path: JSONPath) throws(InputError) -> Int? {
        guard let value else { return nil }
        guard let text = value.stringValue, text.hasSuffix("x"), let scale = Int(text.dropLast()), (1...3).contains(scale) else {
            throw InputError(path: path, "expected \"1x\", \"2x\" or \"3x\"")
        }
        return scale
    }
}
