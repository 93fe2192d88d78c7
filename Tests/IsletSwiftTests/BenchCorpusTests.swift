import IsletBenchSupport
import Testing

/// The sources `make bench` times are the 20 files and 2,000 lines it says, read without a
/// caveat, so the figure measures a real reading, not an early refusal.
@Suite struct BenchCorpusTests {
    @Test func twentyFilesOfTwoThousandLinesGiveTwentyActivities() {
        let files = SwiftSourceCorpus.files()
        let lines = files.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).count }.reduce(0, +)
        #expect(files.count == 20)
        #expect((1_900...2_100).contains(lines), "\(lines) lines")
        let schema = SwiftReading.schema(files.map { ("Bench/" + $0.name, $0.text) })
        #expect(schema.activities.count == 20)
        #expect(schema.diagnostics.isEmpty, "\(schema.diagnostics.map(\.message))")
        #expect(schema.activities.first?.contentStateJSON.contains(#""stopsLeft":{"type":"Int","key":"stops_left"}"#) == true)
    }
}
