import IsletInput

/// The JSON behind the decoders and containers the app's own `init(from:)` holds while the
/// interpreter runs it: a script value carries only the number of its node here, since a
/// `ScriptValue` cannot hold JSON, and an unkeyed container's cursor moves in its node.
struct CodingTable {
    /// What a `Decoder` or container reads, where it sits, and (unkeyed) how far it has read.
    struct Node {
        enum Kind: String {
            case decoder = "Decoder"
            case keyed = "KeyedDecodingContainer"
            case unkeyed = "UnkeyedDecodingContainer"
            case single = "SingleValueDecodingContainer"
        }

        let kind: Kind
        let json: JSONValue
        let path: [JSONPath.Component]
        /// For a keyed container: the `CodingKey` type it was opened with, as written.
        let keyType: String?
        /// The type whose `init(from:)` holds it: where the names its code writes are looked up.
        let owner: String?
        /// For an unkeyed container: the position of the next element to decode.
        var cursor = 0
    }

    private(set) var nodes: [Node] = []
    /// The `dateDecodingStrategy` of the `JSONDecoder` that started the decoding.
    var dates = JSONDateStrategy.deferredToDate

    /// The field of a coding object that holds its node's number.
    static let field = "$coding"

    /// Keeps `node` and answers the object the widget's code holds for it.
    mutating func open(_ node: Node) -> ScriptValue {
        nodes.append(node)
        return .object(ScriptObject(type: node.kind.rawValue, fields: [Self.field: .int(nodes.count - 1)]))
    }

    /// The node behind `object`, when it is a decoder or a container.
    func node(of object: ScriptObject) -> (number: Int, node: Node)? {
        guard case .int(let number)? = object.fields[Self.field], nodes.indices.contains(number) else { return nil }
        return (number, nodes[number])
    }

    /// Moves an unkeyed container past the element just decoded.
    mutating func advance(_ number: Int) {
        nodes[number].cursor += 1
    }
}
