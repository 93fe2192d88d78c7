import IsletCells

/// What a key does in the previewer. `PreviewState.perform` handles every case in one exhaustive
/// switch, and `KeyBindings.lines` binds every case to a key, so an action cannot exist without
/// a key nor a key be listed without an action.
public enum KeyAction: CaseIterable, Sendable {
    case showCompact, showMinimal, showExpanded, showSmall, showBoard, switchPlace
    case nextDevice, previousDevice
    case toggleAppearance, togglePause
    case faster, slower, realSpeed
    case nextPush, rotateToken
    case nextPreview, previousPreview
    case scrollUp, scrollDown, pageUp, pageDown
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
/// bindings themselves, and the words for what they do; `hint` is its word in the footer, and
/// `rank` its place there: a narrow footer keeps the lowest ranks.
public struct KeyHelpLine: Sendable {
    public let bindings: [KeyBinding]
    let separator: String
    public let help: String
    let hint: String?
    let rank: Int

    init(bindings: [KeyBinding], separator: String, help: String, hint: String? = nil, rank: Int = 0) {
        self.bindings = bindings
        self.separator = separator
        self.help = help
        self.hint = hint
        self.rank = rank
    }

    /// `c m e s b`, `d / D`: each binding's key, as the help writes it.
    public var keys: String { bindings.map { $0.key.label }.joined(separator: separator) }
}

/// The previewer's one table of keys: the input handler dispatches on it and the help screen
/// lists it.
public enum KeyBindings {
    public static let lines: [KeyHelpLine] = [
        KeyHelpLine(bindings: [
            KeyBinding(.character("c"), .showCompact), KeyBinding(.character("m"), .showMinimal), KeyBinding(.character("e"), .showExpanded),
            KeyBinding(.character("s"), .showSmall), KeyBinding(.character("b"), .showBoard),
        ], separator: " ", help: "compact, minimal, expanded island, Apple Watch Smart Stack, board (again: live)", hint: "presentations", rank: 2),
        KeyHelpLine(
            bindings: [KeyBinding(.character("l"), .switchPlace)], separator: "",
            help: "home screen or lock screen, when only one fits", hint: "lock/home", rank: 3
        ),
        KeyHelpLine(
            bindings: [KeyBinding(.character("d"), .nextDevice), KeyBinding(.character("D"), .previousDevice)],
            separator: " / ", help: "next / previous device", hint: "device", rank: 4
        ),
        KeyHelpLine(bindings: [KeyBinding(.character("t"), .toggleAppearance)], separator: "", help: "light or dark", hint: "theme", rank: 5),
        KeyHelpLine(bindings: [KeyBinding(.character(" "), .togglePause)], separator: "", help: "pause or resume the phone's clock", hint: "pause", rank: 6),
        KeyHelpLine(bindings: [
            KeyBinding(.character("+"), .faster, aliases: [.character("=")]), KeyBinding(.character("-"), .slower, aliases: [.character("_")]),
            KeyBinding(.character("1"), .realSpeed),
        ], separator: " / ", help: "run the clock faster / slower / at its own speed"),
        KeyHelpLine(bindings: [KeyBinding(.character("n"), .nextPush)], separator: "", help: "apply the next waiting push now", hint: "next", rank: 7),
        KeyHelpLine(
            bindings: [KeyBinding(.character("p"), .nextPreview), KeyBinding(.character("P"), .previousPreview)], separator: " / ",
            help: "next / previous state of the app's #Preview blocks (Swift sources)", hint: "previews", rank: 8
        ),
        KeyHelpLine(
            bindings: [KeyBinding(.up, .scrollUp, aliases: [.character("k")]), KeyBinding(.down, .scrollDown, aliases: [.character("j")])],
            separator: " ", help: "scroll a board taller than the terminal a row (k and j too)"
        ),
        KeyHelpLine(
            bindings: [KeyBinding(.pageUp, .pageUp), KeyBinding(.pageDown, .pageDown)], separator: " ",
            help: "scroll a board taller than the terminal a page"
        ),
        KeyHelpLine(bindings: [KeyBinding(.character("r"), .rotateToken)], separator: "", help: "rotate the activity's update token, as iOS may at any time"),
        KeyHelpLine(bindings: [KeyBinding(.character("?"), .toggleHelp, aliases: [.character("h")])], separator: "", help: "show or hide this help", hint: "help", rank: 0),
        KeyHelpLine(bindings: [KeyBinding(.escape, .back)], separator: "", help: "close this help, or back to live"),
        KeyHelpLine(
            bindings: [KeyBinding(.character("q"), .quit, aliases: [.character("Q"), .control("c"), .control("d")])],
            separator: "", help: "quit", hint: "quit", rank: 1
        ),
    ]

    /// The footer's reminders of the main keys, most needed first: `? help`, `q quit`, `c m e s b presentations`, ...
    public static let footerHints = lines.filter { $0.hint != nil }.sorted { $0.rank < $1.rank }.map { "\($0.keys) \($0.hint ?? "")" }

    /// As many of the footer's reminders as fit in `width` columns, most needed first: a
    /// narrow footer drops the last ones whole rather than cutting one.
    public static func footerHint(fitting width: Int) -> String {
        var shown = ""
        for hint in footerHints {
            let next = shown.isEmpty ? hint : shown + " · " + hint
            guard TerminalText.width(next) <= width else { break }
            shown = next
        }
        return shown
    }

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
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .control(let character): "Ctrl-" + character.uppercased()
        }
    }
}
