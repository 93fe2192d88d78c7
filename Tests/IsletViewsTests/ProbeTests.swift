import Testing
import IsletModel
@testable import IsletViews

@Suite struct ProbeTests {
    @Test func probe() throws {
        for n in [2_000, 8_000] {
            let items = Array(repeating: #"{"text": "x"}"#, count: n).joined(separator: ",")
            let text = LayoutFixture.text(lockScreen: #"{"vstack": [\#(items)]}"#)
            let oneLine = text.split(separator: "\n").joined(separator: " ")
            for (label, t) in [("multi", text), ("oneline", oneLine)] {
                let start = ContinuousClock.now
                _ = try? JSONParser.parse(t)
                print("PROBE", n, label, t.utf8.count, ContinuousClock.now - start)
            }
        }
    }
}
