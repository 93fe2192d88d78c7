import IsletFeed
import Testing

/// Reading NDJSON and concatenated JSON as a user writes it, mistakes included.
@Suite struct StreamParserTests {
    private func items(_ text: String) -> [StreamItem] {
        StreamParser.items(in: Array(text.utf8))
    }

    private func summary(_ items: [StreamItem]) -> [String] {
        items.map { item in
            switch item {
            case .entry(let entry): "\(entry.line): push \(entry.timestamp.map { String(Int($0)) } ?? "-")"
            case .problem(let problem): "\(problem.line): problem"
            }
        }
    }

    @Test func skipsBlankAndCommentLinesAndKeepsLineNumbers() {
        let text = """
        // a lifecycle
        {"aps": {"timestamp": 1, "event": "start"}}

          // indented comment
        {"aps": {"timestamp": 2, "event": "update"}}
        """
        #expect(summary(items(text)) == ["2: push 1", "5: push 2"])
    }

    @Test func readsPrettyPrintedAndConcatenatedValues() {
        let text = """
        {
          "aps": {"timestamp": 1, "event": "start"}
        }
        {"aps": {"timestamp": 2, "event": "update"}}{"aps": {"timestamp": 3, "event": "update"}}
        """
        #expect(summary(items(text)) == ["1: push 1", "4: push 2", "4: push 3"])
    }

    @Test func aLineThatIsNotJSONIsReportedWithItsNumberAndTheStreamGoesOn() {
        let result = items("{\"aps\": {\"timestamp\": 1, \"event\": \"start\"}}\nnot json\n{\"aps\": {\"timestamp\": 2, \"event\": \"update\"}}\n")
        #expect(summary(result) == ["1: push 1", "2: problem", "3: push 2"])
        guard case .problem(let problem) = result[1] else {
            Issue.record("line 2 is not reported as a problem: \(result[1])")
            return
        }
        #expect(problem.description == "line 2: unexpected 'n'; expected a value")
    }

    @Test func anUnclosedLineIsReportedAndDoesNotSwallowTheNextOne() {
        let result = items("{\"aps\": {\"timestamp\": 1,\n{\"aps\": {\"timestamp\": 2, \"event\": \"update\"}}\n")
        #expect(summary(result) == ["1: problem", "2: push 2"])
        guard case .problem(let problem) = result[0] else {
            Issue.record("line 1 is not reported as a problem: \(result[0])")
            return
        }
        #expect(problem.error.message == "this value never ends; the next line starts a new one (a half-written line?)")
    }

    @Test func aHalfWrittenLastLineIsReported() {
        let result = items("{\"aps\": {\"timestamp\": 1, \"event\": \"start\"}}\n{\"aps\": {\"times")
        #expect(summary(result) == ["1: push 1", "2: problem"])
        guard case .problem(let problem) = result[1] else {
            Issue.record("line 2 is not reported as a problem: \(result[1])")
            return
        }
        #expect(problem.error.message == "the stream ends inside this value: a half-written last line?")
    }

    @Test func anEnvelopeCarriesTheTokenAndPriorityOfItsRequest() {
        let text = #"{"path": "/3/device/ABCDEF", "headers": {"apns-priority": "5", "apns-push-type": "liveactivity"}, "body": {"aps": {"timestamp": 7, "event": "update"}}}"#
        guard case .entry(let entry) = items(text).first else { Issue.record("no entry"); return }
        #expect(entry.delivery.target == .device("abcdef"))
        #expect(entry.delivery.priority == 5)
        #expect(entry.path == "/3/device/ABCDEF")
        #expect(entry.headers["apns-push-type"] == "liveactivity")
        #expect(entry.timestamp == 7)
    }

    @Test func aBroadcastEnvelopeTargetsItsChannel() {
        let text = #"{"path": "/4/broadcasts/apps/com.example", "headers": {"apns-channel-id": "Y2g="}, "body": "{\"aps\": {\"timestamp\": 1, \"event\": \"update\"}}"}"#
        guard case .entry(let entry) = items(text).first else { Issue.record("no entry"); return }
        #expect(entry.delivery.target == .channel("Y2g="))
        #expect(entry.delivery.byteCount == #"{"aps": {"timestamp": 1, "event": "update"}}"#.utf8.count)
    }

    @Test func aBadEnvelopeNamesItsField() {
        guard case .problem(let problem) = items(#"{"headers": {"apns-priority": "7"}, "body": {}}"#).first else { Issue.record("no problem"); return }
        #expect(problem.description == #"line 1: "7" is not a priority; expected 10, 5 or 1"#)
        #expect(problem.error.path?.description == "headers.apns-priority")
    }

    @Test func bytesArrivingOneByOneGiveTheSameItemsAsAWholeFile() {
        let text = "// c\n{\"aps\": {\"timestamp\": 1, \"event\": \"start\"}}\n{\n \"aps\": {}\n}\nbad\n{\"aps\": {\"timestamp\": 2"
        var parser = StreamParser()
        var trickled: [StreamItem] = []
        for byte in text.utf8 { trickled += parser.feed([byte]) }
        trickled += parser.finish()
        #expect(trickled == items(text))
        #expect(summary(trickled) == ["2: push 1", "3: push -", "6: problem", "7: problem"])
    }
}
