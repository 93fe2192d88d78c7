import IsletInput

/// Why a phone's `JSONDecoder` would refuse a payload's `content-state` or `attributes`, in the
/// terms Swift reports: the same error kind and coding path as `DecodingError`, plus where the
/// offending value really is when Swift does not say.
public struct DecodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The case of Swift's `DecodingError`.
    public enum Kind: String, Equatable, Sendable {
        case typeMismatch
        case valueNotFound
        case keyNotFound
        case dataCorrupted
    }

    public let kind: Kind
    /// The coding path as Swift reports it (for `keyNotFound`, the path of the container; for a
    /// number that does not fit its type, the root).
    public let codingPath: [JSONPath.Component]
    /// For `keyNotFound`: the missing key.
    public let missingKey: String?
    /// Where the value at fault sits; differs from `codingPath` only where Swift reports the root.
    public let valuePath: [JSONPath.Component]
    /// A sentence saying what was expected and what was found.
    public let reason: String

    public init(
        _ kind: Kind, at codingPath: [JSONPath.Component], missingKey: String? = nil,
        valuePath: [JSONPath.Component]? = nil, _ reason: String
    ) {
        self.kind = kind
        self.codingPath = codingPath
        self.missingKey = missingKey
        self.valuePath = valuePath ?? codingPath
        self.reason = reason
    }

    /// The coding path in Swift's own spelling: keys by name, array positions as `Index 3`.
    public var swiftCodingPath: [String] {
        codingPath.map { component in
            switch component {
            case .key(let key): key
            case .index(let index): "Index \(index)"
            }
        }
    }

    /// Where the failure is, as a JSON path (`eta[1]`), the missing key included.
    public var location: JSONPath {
        var path = JSONPath(valuePath)
        if let missingKey { path = path.appending(missingKey) }
        return path
    }

    /// The same failure seen from a containing document: `prefix` is prepended to both paths.
    public func nested(under prefix: [JSONPath.Component]) -> DecodingFailure {
        DecodingFailure(kind, at: prefix + codingPath, missingKey: missingKey, valuePath: prefix + valuePath, reason)
    }

    public var description: String {
        "\(kind.rawValue) at \(location): \(reason)"
    }
}
