import FoundationEssentials

extension LibraryContext {
    /// The `URL` methods widgets build a container file's place with: `appendingPathComponent`,
    /// `appending(path:)` and `appending(component:)`, `appendingPathExtension`,
    /// `deletingLastPathComponent`, `deletingPathExtension` and `path()`; nil for any other.
    func urlMethod(_ name: String, _ text: String, _ arguments: [ScriptElement]) -> ScriptValue? {
        let first = arguments.first?.value
        let trimmed = text.hasSuffix("/") && !text.hasSuffix("://") ? String(text.dropLast()) : text
        switch name {
        case "appendingPathComponent", "appending":
            guard case .string(let component)? = first else { return nil }
            let directory = arguments.contains { $0.label == "isDirectory" && truth($0.value) } || arguments.contains { $0.label == "directoryHint" && symbolName($0.value) == "isDirectory" }
            return .url(trimmed + "/" + component.drop { $0 == "/" } + (directory ? "/" : ""))
        case "appendingPathExtension":
            guard case .string(let suffix)? = first else { return nil }
            return .url(trimmed + "." + suffix)
        case "deletingLastPathComponent":
            guard let slash = trimmed.lastIndex(of: "/"), !trimmed[..<slash].hasSuffix("/") else { return .url(text) }
            return .url(String(trimmed[...slash]))
        case "deletingPathExtension":
            guard let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") else { return .url(text) }
            return .url(String(trimmed[..<dot]))
        case "path":
            // `path(percentEncoded: true)`: the path part alone, a trailing slash kept.
            let encoded = arguments.first.map { truth($0.value) } ?? true
            return URL(string: text).map { .string($0.path(percentEncoded: encoded)) } ?? .null
        default:
            return nil
        }
    }
}
