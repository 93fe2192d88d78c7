import IsletCells

/// What a key does in the previewer. `PreviewState.perform` handles every case in one exhaustive
/// switch, and `KeyBindings.lines` binds every case to a key, so an action cannot exist without
/// a key nor a key be listed without an action.
public enum KeyAction: CaseIterable, Sendable {
    case showCompact, showMinimal, showExpanded, showLock, showBoard
    case nextDevice, previousDevice
    case toggleAppearance, togglePause
    case faster, slower, realSpeed
    case nextPush, rotateToken
    case toggleHelp, back, quit
}

/// One key and its action; `aliases` do the same without being shown (`Q`, Ctrl-C for `q`).
public struct KeyBinding: Sendable {
    public let key: Key
    public let aliases: [Key]
    public let action: KeyAction

    init(_ key: Key, _ action: KeyAction, aliases: [Key] = []) {
        self.key = key
        self.aliases = aliases
        self.action = action
    }
}

/// One line of the help screen (and of `islet preview --help`): its keys, named from the
/// bindings themselves, and the words for what they do; `hint` is its word in the footer.
public struct KeyHelpLine: Sendable {
    public let bindings: [KeyBinding]
    let separator: String
    public let help: String
    let hint: String?

    init(bindings: [KeyBinding], separator: String, help: String, hint: String? = nil) {
        self.bindings = bindings
        self.separator = separator
        self.help = help
        self.hint = hint
    }

    /// `c m e l b`, `d / D`: each binding's key, as the help writes it.
    public var keys: String { bindings.map { $0.key.label }.joined(separator: separator) }
}

/// The previewer's one table of keys: the input handler dispatches on it and the help screen
/// lists it.
public enum KeyBindings {
    public static let lines: [KeyHelpLine] = [
        KeyHelpLine(bindings: [
            KeyBinding(.character("c"), .showCompact), KeyBinding(.character("m"), .showMinimal), KeyBinding(.character("e"), .showExpanded),
            KeyBinding(.character("l"), .showLock), KeyBinding(.character("b"), .showBoard),
        ], separator: " ", help: "compact, minimal, expanded, lock screen, board (again: live)", hint: "presentations"),
        KeyHelpLine(
            bindings: [KeyBinding(.character("d"), .nextDevice), KeyBinding(.character("D"), .previousDevice)],
            separator: " / ", help: "next / previous device", hint: "device"
        ),
        KeyHelpLine(bindings: [KeyBinding(.character("t"), .toggleAppearance)], separator: "", help: "light or dark", hint: "theme"),
        KeyHelpLine(bindings: [KeyBinding(.character(" "), .togglePause)], separator: "", help: "pause or resume the phone's clock", hint: "pause"),
        KeyHelpLine(bindings: [
            KeyBinding(.character("+"), .faster, aliases: [.character("=")]), KeyBinding(.character("-"), .slower, aliases: [.character("_")]),
            KeyBinding(.character("1"), .realSpeed),
        ], separator: " / ", help: "run the clock faster / slower / at its own speed"),
        KeyHelpLine(bindings: [KeyBinding(.character("n"), .nextPush)], separator: "", help: "apply the next waiting push now", hint: "next"),
        KeyHelpLine(bindings: [KeyBinding(.character("r"), .rotateToken)], separator: "", help: "rotate the activity's update token, as iOS may at any time"),
        KeyHelpLine(bindings: [KeyBinding(.character("?"), .toggleHelp, aliases: [.character("h")])], separator: "", help: "show or hide this help", hint: "help"),
        KeyHelpLine(bindings: [KeyBinding(.escape, .back)], separator: "", help: "close this help, or back to live"),
        KeyHelpLine(
            bindings: [KeyBinding(.character("q"), .quit, aliases: [.character("Q"), .control("c"), .control("d")])],
            separator: "", help: "quit", hint: "quit"
        ),
    ]

    /// The footer's reminder of the main keys: `c m e l b presentations · d / D device · ...`.
    public static let footerHint = lines.compactMap { line in line.hint.map { "\(line.keys) \($0)" } }.joined(separator: " · ")

    /// The mouse, which `PreviewState.handleMouse` reads by position rather than through this table.
    public static let mouse = (keys: "click", help: "tap the island or card; hold to expand")

    /// The action a key is bound to, shown or alias; nil for a key the previewer ignores.
    public static func action(for key: Key) -> KeyAction? {
        for line in lines {
            if let binding = line.bindings.first(where: { $0.key == key || $0.aliases.contains(key) }) { return binding.action }
        }
        return nil
    }
}

extension Key {
    /// How the help names the key: `c`, `space`, `Esc`, `Ctrl-C`.
    public var label: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .control(let character): "Ctrl-" + character.uppercased()
        }
    }
}
