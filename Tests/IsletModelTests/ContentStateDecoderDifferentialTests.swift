import Testing

/// Judges hundreds of payloads with islet's decoder and with Swift's real `JSONDecoder`
/// (compiled from `SwiftCodeGenerator`'s structs) and fails on any disagreement in verdict,
/// error kind, coding path or missing key.
@Suite struct ContentStateDecoderDifferentialTests {
    @Test func isletDecodesExactlyAsSwiftDoes() throws {
        let declarations = try DecoderTestSchemas.all()
        let differential = try DecoderDifferential(declarations, harness: try SwiftDecoderHarness.compile(declarations))
        #expect(differential.cases.count >= 2000, "only \(differential.cases.count) payloads were judged")
        #expect(differential.disagreements.isEmpty, "\(differential.report)")
        for kind in ["ok", "typeMismatch", "valueNotFound", "keyNotFound", "dataCorrupted"] {
            #expect(differential.outcomes[kind, default: 0] > 0, "no payload produced \(kind)")
        }
    }
}
