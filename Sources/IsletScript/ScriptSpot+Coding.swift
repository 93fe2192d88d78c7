/// A place crosses as one string, `"file:line:column"` (`"0:12:5"`), rather than an object of
/// three numbers: every expression and statement carries one, and as objects they were a third
/// of the program's JSON and a container to decode each (docs/DECISIONS.md, "Lowering the
/// widget's Swift").
extension ScriptSpot {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let file = parts[0], let line = parts[1], let column = parts[2] else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected \"file:line:column\", found \"\(text)\""))
        }
        self.init(file: file, line: line, column: column)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(file):\(line):\(column)")
    }
}
