/// Where a value sits inside a JSON document: the key and index steps from the root.
/// Rendered as `dynamicIsland.compactTrailing.timer` or `lockScreen.vstack[1]`, the form every
/// islet error uses.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    public var isRoot: Bool { components.isEmpty }

    public var description: String {
        if components.isEmpty { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let plain = !key.isEmpty && Self.isPlain(key)
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[\(JSONWriter.quoted(key))]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether a key can be written bare: letters, digits, `_` and `-`. ASCII keys (nearly all)
    /// are judged byte by byte; only others pay for Character properties.
    private static func isPlain(_ key: String) -> Bool {
        let ascii = key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
        return ascii || key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
