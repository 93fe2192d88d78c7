import IsletProgram
import IsletScript
import Testing

/// Written types reach the interpreter as `ScriptTypeRepr`, lowered once by the helper: each
/// form Swift has is read into its shape, spelled back as Swift prints it, and carried through
/// the program's bytes unchanged.
@Suite struct TypeLoweringTests {
    /// The type of `let value: <written>`.
    private static func lowered(_ written: String) -> ScriptTypeRepr? {
        Lowering.program("let value: \(written)").globals.first?.type
    }

    private static func generic(_ name: String, _ arguments: ScriptTypeRepr...) -> ScriptTypeRepr {
        .nominal(ScriptNominalType([ScriptNominalType.Component(name: name, arguments: arguments)]))
    }

    /// Each form as written, the shape it must lower to, and Swift's spelling of it.
    static let forms: [(written: String, shape: ScriptTypeRepr, spelling: String)] = [
        ("Swift.String", .named("Swift.String"), "Swift.String"),
        ("Outer.Inner", .named("Outer.Inner"), "Outer.Inner"),
        ("Array<Int>", generic("Array", .named("Int")), "Array<Int>"),
        ("Dictionary<String, [Stop]>", generic("Dictionary", .named("String"), .array(.named("Stop"))), "Dictionary<String, [Stop]>"),
        ("Optional<Stop>", .optional(.named("Stop")), "Stop?"),
        ("[Stop]?", .optional(.array(.named("Stop"))), "[Stop]?"),
        ("Int!", .implicitlyUnwrapped(.named("Int")), "Int!"),
        ("[String: [Int]]", .dictionary(key: .named("String"), value: .array(.named("Int"))), "[String: [Int]]"),
        ("(home: Int, away: Int)", .tuple([ScriptTupleTypeElement(label: "home", type: .named("Int")), ScriptTupleTypeElement(label: "away", type: .named("Int"))]), "(home: Int, away: Int)"),
        ("(Int)", .named("Int"), "Int"),
        ("(Int, String) async throws -> Bool",
         .function(ScriptFunctionType(parameters: [ScriptTupleTypeElement(type: .named("Int")), ScriptTupleTypeElement(type: .named("String"))], isAsync: true, isThrowing: true, result: .named("Bool"))),
         "(Int, String) async throws -> Bool"),
        ("((Int) -> Void)?", .optional(.function(ScriptFunctionType(parameters: [ScriptTupleTypeElement(type: .named("Int"))], result: .named("Void")))), "((Int) -> Void)?"),
        ("some View", .opaque(.named("View")), "some View"),
        ("(any Shape)?", .optional(.existential(.named("Shape"))), "(any Shape)?"),
        ("Stop.Type", .metatype(.named("Stop")), "Stop.Type"),
        ("Codable & Hashable", .composition([.named("Codable"), .named("Hashable")]), "Codable & Hashable"),
        ("Set<Station>.Index", .nominal(ScriptNominalType([.init(name: "Set", arguments: [.named("Station")]), .init(name: "Index")])), "Set<Station>.Index"),
    ]

    @Test func everyFormLowersToItsShapeAndSpellsAsSwift() {
        for form in Self.forms {
            #expect(Self.lowered(form.written) == form.shape, "\(form.written)")
            #expect(form.shape.spelling == form.spelling, "\(form.written)")
        }
    }

    @Test func everyFormSurvivesTheProgramsBytes() throws {
        let program = ScriptProgram(globals: Self.forms.map { ScriptVariable(name: "value", type: $0.shape, spot: ScriptSpot(file: 0, line: 1, column: 1)) })
        #expect(try ScriptProgram(bytes: program.bytes) == program)
    }

    @Test func aProgramFromAnOlderHelperIsRefusedNotMisread() {
        // Version 1 carried types as their spellings: its bytes must never be read as types.
        let old = Array("islet-program 1\n".utf8) + [0, 0, 0, 0, 0, 0, 0]
        #expect {
            try ScriptProgram(bytes: old)
        } throws: { error in
            (error as? ScriptBytesError)?.description == "byte 0: not a lowered program of this version of islet"
        }
    }

    @Test func aModuleQualifiedNameKeepsItsModuleApart() {
        let image = ScriptTypeRepr.named("SwiftUI.Image").nominal
        #expect(image?.name == "Image")
        #expect(image?.module == "SwiftUI")
        #expect(ScriptTypeRepr.named("Widget.Image").nominal?.module == nil)
    }

    @Test func declarationsParametersCastsAndTypeValuesCarryTypes() {
        let program = Lowering.program("""
            struct Board {
                var stops: [Stop]?
                func line(_ value: inout Int, labels: String...) -> (Int, Int)? { nil }
                subscript(index: Int) -> Stop { stops![index] }
            }
            extension ActivityViewContext where Attributes == Ferry, Self: Sendable {}
            func f(x: Any) {
                let a = x as? [String: Int]
                let b = x is Set<Int>
                let c = [String]()
                let d = Array<Int>()
                let e = Set<Int>()
                let g = [String: Double]()
                if case let s as Stop = x {}
            }
            """)
        let board = program.types.first { $0.name == "Board" }
        #expect(board?.properties.first?.type == .optional(.array(.named("Stop"))))
        let line = board?.methods.first { $0.name == "line" }
        #expect(line?.parameters.map(\.type) == [.named("Int"), .named("String")])
        #expect(line?.parameters.map(\.isInout) == [true, false])
        #expect(line?.returnType == .optional(.tuple([ScriptTupleTypeElement(type: .named("Int")), ScriptTupleTypeElement(type: .named("Int"))])))
        #expect(board?.methods.first { $0.name == "subscript" }?.returnType == .named("Stop"))
        #expect(program.foreignExtensions.first?.requirements == [.sameType(.named("Attributes"), .named("Ferry")), .conformance(.named("Self"), .named("Sendable"))])
        let body = ScriptOutline.text(program.functions.first?.body ?? [])
        #expect(body.contains("(x as? [String: Int])"))
        #expect(body.contains("(x is Set<Int>)"))
        #expect(body.contains("let c = type:[String]()"))
        #expect(body.contains("let d = type:Array<Int>()"))
        #expect(body.contains("let e = type:Set<Int>()"))
        #expect(body.contains("let g = type:[String: Double]()"))
        #expect(body.contains("let s as Stop"))
    }
}
