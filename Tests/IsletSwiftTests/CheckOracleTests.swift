import IsletInput
import IsletModel
import Testing

/// `check`'s verdict on a push whose content state the app decodes with its own code, held to
/// what `swiftc`'s `JSONDecoder` does with the same types: each `Tests/CodableCorpus` program's
/// `Root` is the one property (`root`) of a widget's `ContentState`, each of its inputs a push's
/// state, and the verdict the engine gives (applied, or the error's case, its coding path under
/// `root` and the missing key) is the compiled program's, whether the app's code or Swift's
/// synthesized rules decode it.
@Suite struct CheckOracleTests {
    @Test func checkGivesTheCompiledProgramsVerdict() throws {
        let programs = try CodableOracle.corpus()
        let expected = try CodableOracle.compiled(programs)
        var position = 0, byAppCode = 0
        for program in programs {
            let (declaration, appDecodes) = try Self.declaration(wrapping: program)
            if appDecodes { byAppCode += 1 }
            for input in program.inputs {
                #expect(Self.verdict(declaration, #"{"root": "# + input + "}") == Self.verdict(oracle: expected[position]), "\(program.name) on \(input)")
                position += 1
            }
        }
        #expect(position == expected.count)
        #expect(byAppCode >= 10, "most programs decode with their own init(from:)")
    }

    /// The activity whose content state holds `program`'s `Root`, as `check` reads it, and
    /// whether the app's own code decodes it (else Swift's synthesized rules, as the schema states them).
    static func declaration(wrapping program: CodableOracle.Program) throws -> (ActivityDeclaration, Bool) {
        let text = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            \(program.source)
            struct Probe: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    let root: \(program.name).Root
                }
                let name: String
            }

            struct ProbeWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Probe.self) { context in
                        Text(context.attributes.name)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """
        let read = try AppDecodingFixture.declaration(from: [(path: "Widget/Widget.swift", text: text)])
        return (read.declaration, read.appDecodes)
    }

    /// The engine's verdict on a content state, in the oracle's words less what `show` prints.
    static func verdict(_ declaration: ActivityDeclaration, _ json: String) -> String {
        do {
            _ = try declaration.decodeContentState(try JSONParser.parse(json).value)
            return "ok"
        } catch let failure as DecodingFailure {
            let path = failure.codingPath.dropFirst().map { component in
                switch component {
                case .key(let key): key
                case .index(let position): "#\(position)"
                }
            }
            return "\(failure.kind.rawValue)\t\(path.joined(separator: "/"))\t\(failure.missingKey ?? "")"
        } catch {
            return "\(error)"
        }
    }

    /// The oracle's answer without what `show` printed: `check` says only that a push applies.
    static func verdict(oracle line: String) -> String {
        line.hasPrefix("ok") ? "ok" : line
    }
}
