import Testing

/// Name lookup among the app's own types and extensions on standard types, held to `swiftc`:
/// each program's `report()` is compiled and run, and islet must draw the line it prints.
@Suite struct ScopedNameDifferentialTests {
    private func agree(_ program: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        SwiftcOracle.expectAgreement(program, sourceLocation: sourceLocation)
    }

    /// Nested types shadow top-level ones inside their type only; aliases and qualified names
    /// reach the one they name.
    @Test func nestedTypesShadowWithinTheirTypeOnly() {
        agree("""
            struct Stop { let name: String; var tag: String { "T" + name } }
            enum Ferry {
                struct Stop { let name: String; var tag: String { "F" + name } }
                typealias Landing = Stop
                static func here() -> String { Stop(name: "a").tag + Landing(name: "b").tag }
            }
            enum Bus {
                static func here() -> String { Stop(name: "c").tag + Ferry.Stop(name: "d").tag }
            }
            func report() -> String { Ferry.here() + " " + Bus.here() }
            """)
    }

    /// `extension Double`, `extension Int` and an `extension Array where Element == …` for each
    /// of two `Stop` types, with the same member name.
    @Test func extensionsOnStandardTypesAttach() {
        agree("""
            struct Stop { let name: String }
            enum Ferry { struct Stop { let code: Int } }
            extension Double { var halved: Double { self / 2 } }
            extension Int { func times(_ factor: Int) -> Int { self * factor } }
            extension Array where Element == Stop { var summary: String { map { $0.name }.joined(separator: "+") } }
            extension Array where Element == Ferry.Stop { var summary: String { String(map { $0.code }.reduce(0, +)) } }
            func report() -> String {
                let stops = [Stop(name: "x"), Stop(name: "y")]
                let codes = [Ferry.Stop(code: 4), Ferry.Stop(code: 5)]
                return "\\(7.0.halved) \\(6.times(7)) \\(stops.summary) \\(codes.summary)"
            }
            """)
    }
}
