import IsletTestSupport
import IsletViews
import Testing

/// The previewer's log says, once a push, that a payload's array was cut at the view limit.
@Suite struct PreviewViewLimitWarningTests {
    static let layout = try! LayoutReader.read(ListLayout.json)

    private func warnings(_ counts: [Int]) -> [String] {
        let pushes = counts.enumerated().map { index, count in
            PreviewFixture.push(ListLayout.payload(items: count, timestamp: Int(PreviewFixture.streamStart) + index), line: index + 1)
        }
        let fixture = PreviewFixture(layout: Self.layout, replaying: pushes)
        fixture.advance(Double(counts.count + 5))
        for _ in 0..<3 { fixture.advance(1) }
        return fixture.state.log.filter { $0.summary.hasPrefix("forEach") }.map { "\($0.summary) [\($0.details.joined())]" }
    }

    @Test func eachPushThatIsCutLogsTheLineOnce() {
        #expect(warnings([1500, 10, 1200]) == [
            ListLayout.warning(items: 1500) + " [lockScreen: lockScreen]",
            ListLayout.warning(items: 1200) + " [lockScreen: lockScreen]",
        ])
    }

    @Test func pushesThatFitLogNothing() {
        #expect(warnings([999, 1000]).isEmpty)
    }
}
