import Foundation
import IsletApp
import IsletCells
import Testing

/// The previewer's one key table: every action has a key, every key the help screen names does
/// something, and a key the table lacks does nothing.
@Suite("the previewer's key table")
struct KeyBindingsTests {
    static let bindings = KeyBindings.lines.flatMap(\.bindings)

    @Test("every action is bound to exactly one shown key, and no key is bound twice")
    func everyActionBoundOnce() {
        for action in KeyAction.allCases {
            #expect(Self.bindings.filter { $0.action == action }.count == 1, "\(action) is bound once")
        }
        let keys = Self.bindings.flatMap { [$0.key] + $0.aliases }
        #expect(Set(keys.map(\.label)).count == keys.count, "a key is bound twice: \(keys.map(\.label))")
    }

    /// What a person can see of the previewer's state after a key.
    private func observed(_ preview: PreviewFixture) -> String {
        let state = preview.state
        return "\(state.mode) \(state.device.id) \(state.dark) \(state.showsHelp) \(state.wantsToQuit) \(state.clock.speed) \(state.clock.isPaused) \(state.notice ?? "")"
    }

    @Test("every key the table names, and each alias, changes what the previewer shows or does", arguments: bindings.flatMap { [$0.key] + $0.aliases })
    func everyKeyDoesSomething(key: Key) {
        let preview = PreviewFixture()
        let before = observed(preview)
        preview.send(.key(key))
        #expect(observed(preview) != before, "\(key.label) is listed but does nothing")
    }

    @Test("a key the table does not name changes nothing")
    func unboundKeyDoesNothing() {
        let preview = PreviewFixture()
        let before = observed(preview)
        for key in [Key.character("z"), .character("x"), .tab, .left] {
            #expect(KeyBindings.action(for: key) == nil)
            preview.send(.key(key))
        }
        #expect(observed(preview) == before)
    }

    @Test("the help screen lists each line of the table, with its keys and words")
    func helpScreenListsTheTable() {
        let preview = PreviewFixture()
        preview.send(.key(.character("?")))
        let lines = preview.text.components(separatedBy: "\n")
        for line in KeyBindings.lines {
            #expect(lines.contains { $0.contains(line.keys) && $0.contains(line.help) }, "the help screen shows \(line.keys): \(line.help)")
        }
        #expect(lines.contains { $0.contains(KeyBindings.mouse.keys) && $0.contains(KeyBindings.mouse.help) })
    }

    /// The footer's last line at `columns`: hints at the left, status at the right.
    private func footerLine(columns: Int, keys: [Key] = []) -> String {
        let preview = PreviewFixture(size: GridSize(columns: columns, rows: 30))
        for key in keys { preview.send(.key(key)) }
        return preview.text.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    @Test("the footer reminds of keys from the table, most needed first, as many as fit beside the status", arguments: [80, 100, 140, 200])
    func footer(columns: Int) {
        let line = footerLine(columns: columns)
        let status = columns >= 144 ? "live · iPhone 16 Pro" : "home screen · live · iPhone 16 Pro"
        #expect(line.hasSuffix(status), "\(line)")
        let hints = String(line.dropLast(status.count)).trimmingCharacters(in: .whitespaces)
        #expect(hints.hasPrefix("? help · q quit"), "\(line)")
        #expect(!hints.contains("…"), "a hint is dropped whole, never cut: \(line)")
        #expect(TerminalText.width(hints) + 2 + status.count <= columns, "at least two columns between hints and status: \(line)")
        let all = KeyBindings.footerHints.joined(separator: " · ")
        #expect(all.hasPrefix(hints) && (hints == all || all.dropFirst(hints.count).hasPrefix(" · ")), "whole hints, in order: \(line)")
        if columns >= 200 { #expect(hints == all, "a wide footer has them all") }
        if columns <= 80 { #expect(hints != all, "80 columns hold fewer") }
    }

    @Test("a long notice is cut before the status, never over it", arguments: [80, 100])
    func noticeBesideStatus(columns: Int) {
        let line = footerLine(columns: columns, keys: [.character("D"), .character("D")])
        let status = "home screen · live · iPhone 16e"
        #expect(line.hasSuffix(status), "\(line)")
        #expect(line.hasPrefix("device: iPhone 16e has no Dynamic Island"), "\(line)")
        #expect(line.dropLast(status.count).hasSuffix("…  "), "cut, two columns before the status: \(line)")
    }
}
