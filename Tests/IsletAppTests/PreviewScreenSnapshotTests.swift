import IsletCells
import IsletRaster
import IsletTestSupport
import Testing

/// The whole previewer screen, text and colours, at the fixture's fixed wall and phone times:
/// every panel, the footer and the phone are pinned, not only the strings a test looks for.
@Suite("The previewer's whole screen, as snapshots")
struct PreviewScreenSnapshotTests {
    private func assertScreen(_ preview: PreviewFixture, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let buffer = preview.screen.render()
        assertSnapshot(TextExporter.export(buffer), named: "previewer.\(name)", sourceLocation: sourceLocation)
        assertSnapshot(styleMask(buffer), named: "previewer.\(name).style", sourceLocation: sourceLocation)
    }

    @Test("live: the island and the card on the wallpaper, the state panel, and the log with an applied and an ignored push", arguments: [true, false])
    func live(dark: Bool) {
        let preview = PreviewFixture(dark: dark)
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada"), source: "stdin", paced: false))
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Bea", progress: "\"0.9\""), source: "stdin", paced: false))
        preview.advance(1)
        assertScreen(preview, named: "live.\(dark ? "dark" : "light")")
    }

    @Test("the board of every presentation, as wide as the terminal", arguments: [true, false])
    func board(dark: Bool) {
        let preview = PreviewFixture(dark: dark)
        preview.send(.key(.character("b")))
        assertScreen(preview, named: "board.\(dark ? "dark" : "light")")
    }

    @Test("the help lists the keys over the screen")
    func help() {
        let preview = PreviewFixture()
        preview.send(.key(.character("?")))
        assertScreen(preview, named: "help")
    }

    @Test("a terminal too small says how large it must be, and nothing else")
    func tooSmall() {
        assertScreen(PreviewFixture(size: GridSize(columns: 30, rows: 8)), named: "too-small")
    }
}
