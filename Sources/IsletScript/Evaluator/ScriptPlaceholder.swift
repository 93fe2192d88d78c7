import IsletProgram

/// Something of the widget's code islet could not draw or evaluate, with where it was
/// written and why: drawn as a labelled box (or left out) and listed under the board, so the
/// rest of the widget still draws.
public struct ScriptPlaceholder: Equatable, Hashable, Sendable {
    /// The file as `ScriptProgram.files` names it.
    public let file: String
    public let line: Int
    public let column: Int
    /// What was not drawn: a view, a function, a member (`Chart`, `UserDefaults`, `.shadow`).
    public let name: String
    public let reason: String

    public init(file: String, line: Int, column: Int, name: String, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.name = name
        self.reason = reason
    }

    /// `Widget.swift:12:9: Chart: …`, as compilers print a place.
    public var description: String { "\(file):\(line):\(column): \(name): \(reason)" }
}

/// Why evaluation stopped before a value was made: the widget threw, its code ran past the
/// budget islet gives one region (a loop or recursion that does not end), or a branch could not
/// be chosen because islet could not evaluate what chooses it (`undecided`, whose placeholder
/// names the construct, the reason and the place: the smallest enclosing view is drawn as it).
enum ScriptStop: Error {
    case thrown(ScriptValue)
    case budget(ScriptSpot)
    case undecided(ScriptOpaque)
}
