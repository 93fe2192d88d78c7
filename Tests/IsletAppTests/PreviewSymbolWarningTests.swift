import IsletBundle
import IsletViews
import Testing

/// The previewer's log names a symbol islet does not know, once (issue 12, item 2).
@Suite struct PreviewSymbolWarningTests {
    static let misspelt = try! LayoutReader.read(
        BundledLayouts.layouts.first { $0.name == "delivery" }!.json.replacing("box.truck.fill", with: "box.truk.fill")
    )

    @Test func anUnknownSymbolIsAWarningWithItsName() {
        let fixture = PreviewFixture(layout: Self.misspelt)
        let warnings = fixture.state.log.filter { $0.tone == .warning && $0.summary.contains("box.truk.fill") }
        #expect(warnings.count == 1, "\(fixture.state.log.map(\.summary))")
        #expect(warnings.first?.summary == #"unknown symbol "box.truk.fill", drawn as ⍰"#)
    }

    @Test func theWarningIsNotRepeatedByUpdates() {
        let fixture = PreviewFixture(layout: Self.misspelt, replaying: [PreviewFixture.update(timestamp: PreviewFixture.streamStart, driver: "Ana")])
        fixture.advance(5)
        #expect(fixture.state.log.filter { $0.summary.contains("box.truk.fill") }.count == 1)
    }

    @Test func aKnownLayoutLogsNoSymbolWarning() {
        #expect(!PreviewFixture().state.log.contains { $0.summary.contains("unknown symbol") })
    }
}
