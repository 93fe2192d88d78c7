import Foundation
import IsletTestSupport
import Testing

/// A chart of a layout's state data whose values reach 10^22 and past drew its axis labels
/// through `Int(_:)` and killed `render --state` with SIGILL (issue 29, item 2): it draws, and
/// its labels say the value as Swift writes it.
@Suite struct ChartOutsideNumbersTests {
    static let layout = """
        {"activity": "ChartAttributes", "bundleId": "com.example.chart", "attributes": {"name": "String"},
         "contentState": {"values": {"array": "Double"}},
         "preview": {"attributes": {"name": "x"}, "contentState": {"values": [1, 2]}},
         "lockScreen": {"chart": [{"forEach": "state.values", "as": "v", "content": {"mark": "bar", "x": "'a'", "y": "v"}}], "frame": {"height": 72}},
         "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"},
                           "expanded": {"leading": {"text": "E"}}}}
        """

    @Test(arguments: [("[1, 1e22]", "1e+22"), ("[1, -1e22]", "-1e+22"), ("[1e300, -1e300]", "1e+300"), ("[1, 1.7976931348623157e308]", "e+308")])
    func hugeStateValuesDrawTheirAxis(_ values: String, _ label: String) throws {
        let state = try IsletProcess.temporaryFile(#"{"values": \#(values)}"#)
        let result = try IsletProcess.run(["render", try IsletProcess.temporaryFile(Self.layout), "--state", state, "--presentation", "lock", "--format", "text"])
        #expect(result.status == 0 && !result.signalled, "\(result.standardError)")
        #expect(result.standardOutput.contains(label), "\(result.standardOutput)")
    }
}
