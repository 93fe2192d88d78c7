import Foundation
import IsletFuzzTargets
import Testing

/// Every input a fuzzer ever stopped on (a crash, a timeout, a broken promise) lives in
/// `Tests/FuzzCorpus/<target>/` and goes through the same entry point as its fuzz target, here in
/// the normal build: islet must read it or refuse it, never trap or hang (`make fuzz` finds them;
/// docs/DECISIONS.md, "Fuzzing").
@Suite(.timeLimit(.minutes(1))) struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    static func inputs(of target: FuzzTarget) throws -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTarget.allCases) func everyInputIsReadOrRefused(_ target: FuzzTarget) throws {
        let inputs = try Self.inputs(of: target)
        #expect(!inputs.isEmpty, "Tests/FuzzCorpus/\(target.rawValue)/ holds the target's regression inputs")
        for input in inputs {
            #expect(throws: Never.self, "\(target.rawValue)/\(input.lastPathComponent)") {
                try target.run(Array(try Data(contentsOf: input)))
            }
        }
    }

    /// The seeds are what `make fuzz` starts from: they must get all the way through (a layout
    /// drawn, a push applied, a request answered 2xx), or the fuzzer starts blind in front of
    /// the first check. Only the samples' deliberate mistakes may be refused.
    @Test(arguments: FuzzTarget.allCases) func seedsGoAllTheWay(_ target: FuzzTarget) throws {
        let seeds = target.seeds
        let through = try seeds.filter { try target.run($0) }.count
        #expect(through * 2 > seeds.count, "\(through) of \(seeds.count) \(target.rawValue) seeds got through")
    }
}
