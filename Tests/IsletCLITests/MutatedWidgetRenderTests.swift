import Foundation
import IsletModel
import IsletTestSupport
import Testing

/// Every bundled Swift sample and corpus widget, with one slip made in one of its files (a line
/// deleted, a block duplicated, two tokens swapped), still gets an answer from the real
/// `islet render`: a board (exit 0) or a refusal naming the file (exit 2), never a signal and
/// never a hang (issue 15). Seeded per widget, so a failure repeats. The suite makes one
/// mutation per widget; `make fuzz` makes `ISLET_MUTATION_ROUNDS` of them.
@Suite(.timeLimit(.minutes(10))) struct MutatedWidgetRenderTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["ISLET_MUTATION_ROUNDS"] ?? "") ?? 1

    static let widgets: [String] = ["samples/swift", "samples/corpus"].flatMap { folder in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: IsletProcess.packageRoot.appendingPathComponent(folder).path)) ?? []
        return names.filter { !$0.contains(".") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test(arguments: widgets) func aMutatedWidgetIsDrawnOrRefused(_ widget: String) throws {
        let original = IsletProcess.packageRoot.appendingPathComponent(widget)
        let files = (FileManager.default.subpaths(atPath: original.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        try #require(!files.isEmpty, "\(widget) has Swift files")
        var random = SplitMix64(seed: widget.utf8.reduce(0x15) { $0 &* 31 &+ UInt64($1) })
        for round in 0..<Self.rounds {
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("islet-mutated-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: original, to: copy)
            defer { try? FileManager.default.removeItem(at: copy) }
            let file = files[Int.random(in: 0..<files.count, using: &random)]
            let mutation = SourceMutation.allCases[Int.random(in: 0..<SourceMutation.allCases.count, using: &random)]
            let mutated = copy.appendingPathComponent(file)
            try mutation.apply(to: String(contentsOf: mutated, encoding: .utf8), using: &random).write(to: mutated, atomically: true, encoding: .utf8)
            let result = try IsletProcess.run(["render", copy.path, "--presentation", "all", "--format", "text"])
            let what = "\(widget)/\(file), round \(round), \(mutation.rawValue)"
            #expect(!result.signalled, "\(what): islet died of signal \(result.status): \(result.standardError)")
            #expect(result.signalled || result.status == 0 || result.status == 2, "\(what): exit \(result.status): \(result.standardError)")
            if result.status == 2 {
                #expect(result.standardError.contains(".swift:"), "\(what): a refusal names the file and line: \(result.standardError)")
            }
        }
    }
}
