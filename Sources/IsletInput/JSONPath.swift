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

    /// Built as UTF-8 bytes: a path is written into every reason a push is ignored for, and the
    /// endpoint writes one for each request.
    public var description: String {
        if components.isEmpty { return "(root)" }
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for component in components {
            switch component {
            case .key(let key) where Self.isPlain(key):
                if !text.isEmpty { text.append(UInt8(ascii: ".")) }
                text += key.utf8
            case .key(let key):
                text += "[\(JSONWriter.quoted(key))]".utf8
            case .index(let index):
                text += "[\(index)]".utf8
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a key can be written bare: not empty, and letters, digits, `_` and `-` only. ASCII
    /// keys (nearly all) are judged byte by byte; only others pay for Character properties.
    private static func isPlain(_ key: String) -> Bool {
        guard !key.isEmpty else { return false }
        let ascii = key.withUTF8Bytes { bytes in
            for byte in bytes where !isPlainASCII(byte) { return false }
            return true
        }
        return ascii || key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
