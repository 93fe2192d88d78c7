/// A mistake in something a user wrote (a layout, a state file, a payload): which file, where
/// in it, and what was expected. The executable prints it as one line (followed by its detail
/// lines, when it has some) and exits with status 2.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String?
    public var path: JSONPath?
    public var location: SourceLocation?
    public let message: String
    /// Lines printed below the message, each escaped on its own (every syntax error of the Swift
    /// sources, what a helper said): a list a person reads line by line, not one long line.
    public let details: [String]

    public init(file: String? = nil, path: JSONPath? = nil, location: SourceLocation? = nil, _ message: String, details: [String] = []) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.details = details
    }

    /// The same error, attributed to a file and located with its document.
    public func located(in file: String?, document: JSONDocument?) -> InputError {
        var copy = self
        copy.file = copy.file ?? file
        if copy.location == nil, let path, let document {
            copy.location = document.location(of: path)
        }
        return copy
    }

    /// `file:line:col: path: message`, leaving out the parts that are not known, then the detail
    /// lines, each with nothing a terminal would obey (a file name or a quoted value can hold
    /// anything, a newline included: it is escaped, so one line of input stays one line).
    public var lines: [String] {
        var prefix = ""
        if let file { prefix += file }
        if let location { prefix += (prefix.isEmpty ? "line " : ":") + location.description }
        if let path, !path.isRoot { prefix += (prefix.isEmpty ? "" : ": ") + path.description }
        return [JSONWriter.neutralized(prefix.isEmpty ? message : prefix + ": " + message)] + details.map { "  " + JSONWriter.neutralized($0) }
    }

    /// The lines, joined with newlines.
    public var description: String { lines.joined(separator: "\n") }
}
