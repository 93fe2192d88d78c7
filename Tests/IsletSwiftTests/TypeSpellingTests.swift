import IsletSwift
import Testing

/// How each kind of Swift type is spelled in the schema.
@Suite struct TypeSpellingTests {
    private func attributes(_ body: String, around: String = "") -> (json: String?, schema: SwiftSchema) {
        let schema = SwiftReading.schema("""
        import ActivityKit
        import CoreGraphics

        struct WorkoutAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var elapsed: TimeInterval }
        \(body)
        }
        \(around)
        """)
        return (schema.only?.attributesJSON, schema)
    }

    @Test func standardScalarsKeepTheirNames() {
        let read = attributes("""
            var a: String; var b: Bool; var c: Int; var d: Int8; var e: UInt64; var f: Double; var g: Float
            var h: Float16; var i: Decimal; var j: CGFloat; var k: Date; var l: URL; var m: UUID; var n: Data
            var o: Swift.Int; var p: Foundation.Date; var q: TimeInterval
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"a": "String", "b": "Bool", "c": "Int", "d": "Int8", "e": "UInt64", "f": "Double", "g": "Float", "h": "Float16",
             "i": "Decimal", "j": "CGFloat", "k": "Date", "l": "URL", "m": "UUID", "n": "Data", "o": "Int", "p": "Date", "q": "Double"}
            """#))
    }

    @Test func containersAreSpelledAsSwiftWritesThem() {
        let read = attributes("""
            var laps: [Double]
            var splits: Array<Int>?
            var names: [String: String]
            var byLap: [Int: Double]
            var tags: Set<String>
            var window: ClosedRange<Date>
            var pages: Range<Int>
            var coach: Optional<String>
            var heartRate: Int!
            var zones: Dictionary<String, [Int]>
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"laps": "[Double]", "splits": "[Int]?", "names": "[String: String]", "byLap": "[Int: Double]", "tags": "Set<String>",
             "window": "ClosedRange<Date>", "pages": "Range<Int>", "coach": "String?", "heartRate": "Int?", "zones": "[String: [Int]]"}
            """#))
    }

    @Test func declaredStructsNestAndKeepTheirNames() {
        let read = attributes("""
            var route: Route
            var stops: [Route.Stop]?

            struct Route: Codable, Hashable {
                var name: String
                struct Stop: Codable, Hashable { var label: String; var at: Date? }
            }
        """)
        #expect(read.json == SwiftReading.compact(#"""
            {"route": {"struct": {"name": "String"}, "name": "WorkoutAttributes.Route"},
             "stops": {"array": {"struct": {"label": "String", "at": "Date?"}, "name": "WorkoutAttributes.Route.Stop"}, "optional": true}}
            """#))
    }

    @Test func anUnreadTypeIsOpaqueAndNamedWhereItIsUsed() {
        let read = attributes("    var distance: Measurement<UnitLength>")
        #expect(read.json == SwiftReading.compact(#"""
            {"distance": {"opaque": "Measurement<UnitLength>", "reason": "unresolvedType",
                          "note": "islet has not read a declaration of Measurement<UnitLength> (a framework's or another module's type?); it accepts any JSON there"}}
            """#))
        let warning = read.schema.diagnostics(.unresolvedType).first
        #expect(warning?.path == "attributes.distance")
        #expect(warning?.file == "Widget/Attributes.swift")
        #expect(warning?.location?.line == 6)
        #expect(warning?.location?.column == 19)
    }

    @Test func aDictionaryOfDeclaredValuesCannotBeSpelledAndSaysSo() {
        let read = attributes("    var byZone: [String: Zone]", around: "enum Zone: String, Codable { case easy, hard }")
        #expect(read.schema.diagnostics(.unresolvedType).first?.message.contains("[String: Zone]") == true)
    }

    @Test func typealiasesAndGenericStructsAreFollowed() {
        let read = attributes("""
            typealias Minutes = Int
            var rest: Minutes
            var best: Tagged<Double>
        """, around: "struct Tagged<Value: Codable & Hashable>: Codable, Hashable { var value: Value; var label: String }")
        #expect(read.json == SwiftReading.compact(#"""
            {"rest": "Int", "best": {"struct": {"value": "Double", "label": "String"}, "name": "Tagged"}}
            """#))
    }

    @Test func aTypeThatContainsItselfIsOpaqueInsteadOfEndless() {
        let read = attributes("    var plan: Plan", around: "struct Plan: Codable, Hashable { var name: String; var next: [Plan] }")
        #expect(read.schema.diagnostics(.unresolvedType).first?.message.contains("contains itself") == true)
        #expect(read.json?.contains(#""name":"Plan""#) == true)
    }

    @Test func aTypeDeclaredInTheSourcesShadowsTheStandardOne() {
        let read = attributes("    var when: Date", around: "struct Date: Codable, Hashable { var day: Int }")
        #expect(read.json == SwiftReading.compact(#"{"when": {"struct": {"day": "Int"}, "name": "Date"}}"#))
    }
}
