/// What a person did: a key, a mouse button, or a resize of the terminal.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(column: Int, row: Int, pressed: Bool)
    case resize(GridSize)
    /// The terminal went away (its window closed, an SSH connection dropped): nothing more
    /// will come, and waiting again would return at once, so the program should end.
    case hangup
}

/// Keys islet reacts to.
public enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown
    case enter, escape, tab, backspace
    case control(Character)
}
