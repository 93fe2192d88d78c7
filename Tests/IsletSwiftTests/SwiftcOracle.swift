import Foundation
import Testing

/// The compiler as the oracle for non-UI Swift: a program's `report()` compiled by `swiftc` and
/// run, its printed line set beside what islet's interpreter draws for `Text(report())`.
enum SwiftcOracle {
    /// What the compiled program prints for `print(report())`, without the final newline; nil
    /// (with an issue recorded) when the toolchain's compiler is missing or refuses the program.
    static func printed(_ program: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        guard let swiftc = executable("swiftc") else {
            Issue.record("swiftc is not on PATH; the differential test needs the Swift toolchain", sourceLocation: sourceLocation)
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-oracle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let main = folder.appendingPathComponent("main.swift")
            try ("import Foundation\n" + program + "\nprint(report())\n").write(to: main, atomically: true, encoding: .utf8)
            let binary = folder.appendingPathComponent("oracle")
            let compiled = try OracleProcess.run(swiftc, ["-Onone", main.path, "-o", binary.path], input: "")
            guard compiled.status == 0 else {
                Issue.record("swiftc refused the program:\n\(compiled.error)", sourceLocation: sourceLocation)
                return nil
            }
            let ran = try OracleProcess.run(binary, [], input: "")
            return String(ran.output.dropLast())
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

extension SwiftcOracle {
    /// Expects islet to draw, for `Text(report())` on a lock screen holding `program`, the one
    /// line the compiled program prints, with nothing left as a placeholder.
    static func expectAgreement(_ program: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let expected = printed(program, sourceLocation: sourceLocation) else { return }
        let widget = WidgetRendering(WidgetRendering.lockScreen("Text(report())", helpers: program), sourceLocation: sourceLocation)
        #expect(widget.trimmed.filter { !$0.isEmpty } == [expected], sourceLocation: sourceLocation)
        #expect(widget.placeholders.isEmpty, sourceLocation: sourceLocation)
    }
}
