import IsletSwift
import Testing

/// Enums: raw values (implicit ones as Swift computes them) and the keyed form of the others.
@Suite struct EnumTests {
    private func state(_ declarations: String) -> (json: String?, schema: SwiftSchema) {
        let schema = SwiftReading.schema("""
        struct OrderAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var phase: Phase }
        }
        \(declarations)
        """)
        return (schema.only?.contentStateJSON, schema)
    }

    @Test func stringRawValuesDefaultToTheCaseName() {
        let read = state("""
        enum Phase: String, Codable, CaseIterable {
            case placed
            case outForDelivery = "out_for_delivery"
            case `default`, delivered
        }
        """)
        #expect(read.json == SwiftReading.compact(#"{"phase": {"enum": ["placed", "out_for_delivery", "default", "delivered"], "name": "Phase"}}"#))
    }

    @Test func integerRawValuesCountOnFromThePreviousOne() {
        let read = state("""
        enum Phase: Int, Codable {
            case placed, cooking
            case boxed = 10, onTheWay
            case late = -2, lost
            case archived = 0x20
        }
        """)
        #expect(read.json == SwiftReading.compact(#"{"phase": {"enum": [0, 1, 10, 11, -2, -1, 32], "name": "Phase"}}"#))
    }

    @Test func enumsWithoutRawValuesUseTheKeyedForm() {
        let read = state("""
        enum Phase: Codable, Hashable {
            case idle
            case moving(Double)
            case paused(reason: String, until: Date?)
            case split(Int, label: String)
        }
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"phase": {"enum": {"idle": {}, "moving": {"_0": "Double"}, "paused": {"reason": "String", "until": "Date?"},
                                "split": {"_0": "Int", "label": "String"}}, "name": "Phase"}}
            """#))
    }

    @Test func codingKeysRenameCasesAndTheirLabels() {
        let read = state("""
        enum Phase: Codable, Hashable {
            case idle
            case paused(reason: String)
            enum CodingKeys: String, CodingKey { case idle = "IDLE", paused }
            enum PausedCodingKeys: String, CodingKey { case reason = "why" }
        }
        """)
        #expect(read.json == SwiftReading.compact(#"{"phase": {"enum": {"IDLE": {}, "paused": {"why": "String"}}, "name": "Phase"}}"#))
    }

    @Test func floatingRawValuesAreOpaque() {
        let read = state("enum Phase: Double, Codable { case half = 0.5 }")
        #expect(read.schema.diagnostics(.unresolvedType).first?.path == "contentState.phase")
    }

    /// A mutated widget (a block pasted twice) declared a case twice: the schema keeps the first
    /// and says where the second is, as Swift would, instead of writing a schema islet refuses.
    @Test func aCaseOrRawValueDeclaredTwiceIsAnErrorAtTheSecond() {
        let raw = state("enum Phase: String, Codable {\n    case placed\n    case late\n    case late\n}")
        #expect(raw.json == SwiftReading.compact(#"{"phase": {"enum": ["placed", "late"], "name": "Phase"}}"#))
        #expect(raw.schema.diagnostics.map(\.compilerLine) == ["Widget/Attributes.swift:7:10: error: raw value for enum case is not unique"])
        let keyed = state("enum Phase: Codable {\n    case late(minutes: Int)\n    case late(minutes: Int)\n}")
        #expect(keyed.json == SwiftReading.compact(#"{"phase": {"enum": {"late": {"minutes": "Int"}}, "name": "Phase"}}"#))
        #expect(keyed.schema.diagnostics.map(\.compilerLine) == ["Widget/Attributes.swift:6:10: error: invalid redeclaration of 'late'"])
    }

    /// An enum with no cases has no value to decode: any JSON, with a note, not an empty list.
    @Test func anEnumWithoutCasesAcceptsAnything() {
        let read = state("enum Phase: String, Codable {\n}")
        #expect(read.schema.diagnostics(.unresolvedType).map(\.message) == ["Phase has no cases, so no value of it decodes; islet accepts any JSON there"])
        #expect(read.json?.contains(#""enum""#) == false, "\(read.json ?? "")")
    }
}
