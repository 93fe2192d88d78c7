/// A line and column (both from 1, columns in characters) in a source file, for error messages.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON document with the source location of every value, so later stages can point
/// at the line of a mistake without re-reading the text.
public struct JSONDocument: Sendable {
    public let value: JSONValue
    public let locations: [JSONPath: SourceLocation]

    public init(value: JSONValue, locations: [JSONPath: SourceLocation] = [:]) {
        self.value = value
        self.locations = locations
    }

    /// The location of the value at `path`, or of its nearest located ancestor.
    public func location(of path: JSONPath) -> SourceLocation? {
        var components = path.components
        while true {
            if let location = locations[JSONPath(components)] { return location }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }
}
