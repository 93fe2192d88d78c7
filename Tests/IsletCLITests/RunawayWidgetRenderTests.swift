import Foundation
import IsletTestSupport
import Testing

/// The real `islet render` on the fuzz findings of issue 15, each a widget's Swift: a recursion
/// whose every call sits inside a 150-member chain (the interpreter overflowed its stack) draws
/// with the region as a placeholder saying why, and `[` nested 20 deep (the toolchain's parser
/// took minutes) is refused with the file, line, column and reason.
@Suite struct RunawayWidgetRenderTests {
    /// `Tests/FuzzCorpus/TARGET/NAME` copied into a fresh folder as `Widget.swift`.
    private static func folder(_ target: String, _ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-runaway-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corpus = IsletProcess.packageRoot.appendingPathComponent("Tests/FuzzCorpus/\(target)/\(name)")
        try FileManager.default.copyItem(at: corpus, to: folder.appendingPathComponent("Widget.swift"))
        return folder
    }

    @Test func recursionThroughALongChainIsDrawnAsAPlaceholder() throws {
        let folder = try Self.folder("interpreter", "recursion-through-a-long-member-chain")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try IsletProcess.run(["render", folder.path, "--format", "text"])
        #expect(result.status == 0 && !result.signalled, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            "Widget.swift:10:43: lockScreen: stopped after 200000 steps or 48 nested calls: a loop or recursion that does not end?"
        ), "\(result.standardOutput)")
    }

    @Test func bracketsNestedTooDeepAreRefusedWithTheirPlace() throws {
        let folder = try Self.folder("program", "square-brackets-nested-20")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try IsletProcess.run(["render", folder.path, "--format", "text"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Widget.swift:1:20: error: more than 8 `[` brackets nested in each other, which islet does not read"), "\(result.standardError)")
    }
}
