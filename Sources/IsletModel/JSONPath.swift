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
                let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[\"\(Self.escaped(key))\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// A key as JSON would write it, so a key holding a line break or an escape sequence
    /// cannot break an error message across lines or reach the terminal raw.
    public static func escaped(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
