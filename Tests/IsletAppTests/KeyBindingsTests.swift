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
        for key in [Key.character("z"), .character("x"), .tab, .up] {
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

    @Test("the footer reminds of keys from the table")
    func footer() {
        let preview = PreviewFixture(size: GridSize(columns: 140, rows: 30))
        let footer = preview.text.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(footer.hasPrefix("c m e l b presentations · d / D device · t theme · space pause · n next · ? help · q quit"), "\(footer)")
    }
}
