import IsletSwift
import Testing

/// Swift's synthesized Codable rules, including the ones that surprise people.
@Suite struct CodableRulesTests {
    private func contentState(_ body: String) -> (json: String?, schema: SwiftSchema) {
        let schema = SwiftReading.schema("""
        struct FlightAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
        \(body)
            }
        }
        """)
        return (schema.only?.contentStateJSON, schema)
    }

    @Test func codingKeysRenameAndLeaveOutKeys() {
        let read = contentState("""
                var gate: String
                var boardingAt: Date
                var seatMap: [String] = []

                enum CodingKeys: String, CodingKey {
                    case gate
                    case boardingAt = "boarding_at"
                }
        """)
        #expect(read.json == SwiftReading.compact(#"{"gate": "String", "boardingAt": {"type": "Date", "key": "boarding_at"}}"#))
    }

    @Test func codingKeysWithoutStringRawValuesUseCaseNames() {
        let read = contentState("""
                var gate: String
                var terminal: Int
                private enum CodingKeys: Int, CodingKey { case terminal = 2 }
        """)
        #expect(read.json == SwiftReading.compact(#"{"terminal": "Int"}"#))
    }

    @Test func aLetWithAnInitialValueIsNeverDecoded() {
        let read = contentState("""
                let schemaVersion = 2
                let airline: String = "Islet Air"
                let flightNumber: String
        """)
        #expect(read.json == SwiftReading.compact(#"{"flightNumber": "String"}"#))
    }

    @Test func anExtensionAddsNoStoredProperty() {
        let schema = SwiftReading.schema("""
        struct FlightAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var gate: String }
            var flightNumber: String
        }
        extension FlightAttributes {
            var displayName: String { "Flight " + flightNumber }
            var retries = 3
        }
        """)
        #expect(schema.only?.attributesJSON == SwiftReading.compact(#"{"flightNumber": "String"}"#))
    }

    @Test func aPropertyWhoseTypeDoesNotParseIsASyntaxErrorNotAnEmptyType() {
        let read = contentState("""
                var gate: String
                var seat: = "12A"
        """)
        #expect(read.json == SwiftReading.compact(#"{"gate": "String"}"#))
        #expect(!read.schema.diagnostics(.syntaxError).isEmpty)
        #expect(read.schema.diagnostics(.unresolvedType).isEmpty)
    }

    @Test func aVarWithADefaultValueIsStillRequired() {
        let read = contentState("""
                var delayMinutes = 0
                var progress = 0.0
                var note = "on time"
                var isBoarding = false
                var status = Status()
                var gate: String? = nil
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"delayMinutes": "Int", "progress": "Double", "note": "String", "isBoarding": "Bool",
             "status": {"opaque": "Status", "reason": "unresolvedType", "note": "islet has not read a declaration of Status (a framework's or another module's type?); it accepts any JSON there"},
             "gate": "String?"}
            """#))
    }

    @Test func staticAndComputedPropertiesAreNotStored() {
        let read = contentState("""
                static var preview = ContentState(altitude: 0)
                static let unit = "ft"
                var altitude: Int
                var altitudeText: String { "\\(altitude) ft" }
                var flightLevel: Int {
                    get { altitude / 100 }
                    set { altitude = newValue * 100 }
                }
                var cruising: Bool = false {
                    didSet { print(cruising) }
                }
        """)
        #expect(read.json == SwiftReading.compact(#"{"altitude": "Int", "cruising": "Bool"}"#))
    }

    @Test func severalNamesShareTheTypeWrittenAfterThem() {
        let read = contentState("        var origin, destination: String\n        var departed: Date, landed: Date?")
        #expect(read.json == SwiftReading.compact(#"{"origin": "String", "destination": "String", "departed": "Date", "landed": "Date?"}"#))
    }

    @Test func aPropertyWrapperIsOpaqueWithItsPlace() {
        let read = contentState("""
                @Clamped(0...100) var progress: Int
                @available(iOS 17, *) var gate: String
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"progress": {"opaque": "@Clamped Int", "reason": "customDecoding", "note": "the property wrapper @Clamped decides how progress is decoded; islet cannot follow it and accepts any JSON there"},
             "gate": "String"}
            """#))
        let warning = read.schema.diagnostics(.customDecoding).first
        #expect(warning?.path == "contentState.progress")
        #expect(warning?.activity == "FlightAttributes")
        #expect(warning?.location?.line == 3)
        #expect(warning?.severity == .warning)
    }

    @Test func aCustomDecoderMakesANestedTypeOpaqueAndNamesItsLine() {
        let schema = SwiftReading.schema("""
        struct FlightAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var gate: Gate }
            var flight: String
        }

        struct Gate: Codable, Hashable {
            var code: String
            init(from decoder: Decoder) throws {
                code = try decoder.singleValueContainer().decode(String.self)
            }
        }
        """)
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"""
            {"gate": {"opaque": "Gate", "reason": "customDecoding",
                      "note": "Gate decodes itself with a custom init(from:) at Widget/Attributes.swift:8; islet cannot follow that code and accepts any JSON here"}}
            """#))
        let warning = schema.diagnostics(.customDecoding).first
        #expect(warning?.location?.line == 8)
        #expect(warning?.path == "contentState.gate")
    }

    @Test func aCustomDecoderOfTheContentStateLeavesEveryFieldOptionalAndOpaque() {
        let schema = SwiftReading.schema("""
        struct FlightAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var gate: String
            }
        }

        extension FlightAttributes.ContentState {
            init(from decoder: any Decoder) throws {
                gate = "A1"
            }
        }
        """)
        let note = "FlightAttributes.ContentState decodes itself with a custom init(from:) at Widget/Attributes.swift:8; islet cannot follow that code and accepts any JSON here"
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"gate": {"opaque": "String", "reason": "customDecoding", "note": "\#(note)", "optional": true}}"#))
        #expect(schema.diagnostics(.customDecoding).map(\.path) == ["contentState"])
    }

    @Test func aCustomEncoderIsSaidPlainly() {
        let read = contentState("""
                var gate: String
                func encode(to encoder: Encoder) throws {}
        """)
        #expect(read.json == SwiftReading.compact(#"{"gate": "String"}"#))
        #expect(read.schema.diagnostics(.customDecoding).first?.message.contains("custom encode(to:)") == true)
    }

    /// A property pasted twice is Swift's "invalid redeclaration": the first is kept and the
    /// second named, where the schema used to hold the key twice and islet refused its answer.
    @Test func aPropertyDeclaredTwiceIsAnErrorAtTheSecond() {
        let read = contentState("        var gate: String\n        var gate: String")
        #expect(read.json == SwiftReading.compact(#"{"gate": "String"}"#))
        #expect(read.schema.diagnostics.map(\.compilerLine) == ["Widget/Attributes.swift:4:13: error: invalid redeclaration of 'gate'"])
    }
}
