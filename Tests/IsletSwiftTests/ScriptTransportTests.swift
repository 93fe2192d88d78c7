import IsletProgram
import IsletScript
import Testing

/// The program crosses from `islet-swift` to `islet` as the bytes each IR type writes and reads
/// back: every case of every IR type must come back as it left.
@Suite struct ScriptTransportTests {
    private static let at = ScriptSpot(file: 0, line: 3, column: 7)

    private static func e(_ node: ScriptExpression.Node) -> ScriptExpression {
        ScriptExpression(node, at: at)
    }

    /// One of each expression shape.
    static let expressions: [ScriptExpression] = [
        e(.identifier("x")), e(.member(e(.identifier("a")), "b")), e(.implicitMember("red")), e(.optionalChain(e(.identifier("o")))),
        e(.forceUnwrap(e(.identifier("o")))), e(.call(e(.identifier("Text")), [ScriptArgument(label: "verbatim", value: e(.string([.text("a")]))), ScriptArgument(value: e(.closure(ScriptClosure(body: []))), isTrailing: true)])),
        e(.subscript(e(.identifier("xs")), [ScriptArgument(value: e(.integer(0)))])), e(.closure(ScriptClosure(parameters: ["a", "_"], body: [.expression(e(.identifier("a")))]))),
        e(.integer(-9_223_372_036_854_775_807)), e(.float(0.1)), e(.float(-2.5e300)), e(.string([.text("é\n\"\u{0}"), .interpolation([ScriptArgument(label: "specifier", value: e(.string([.text("%.1f")])))])])),
        e(.boolean(true)), e(.nil), e(.array([])), e(.dictionary([ScriptDictionaryEntry(key: e(.string([.text("k")])), value: e(.integer(1)))])),
        e(.infix("+", e(.integer(1)), e(.integer(2)))), e(.prefix("!", e(.identifier("f")))), e(.postfix("...", e(.integer(1)))),
        e(.ternary(e(.boolean(false)), e(.integer(1)), e(.integer(2)))), e(.cast(e(.identifier("v")), "as?", type: .named("Int"))), e(.isType(e(.identifier("v")), type: .named("String"))),
        e(.tuple([ScriptArgument(label: "x", value: e(.integer(1)))])), e(.keyPath(root: nil, ["colorScheme"])), e(.keyPath(root: .named("Step"), ["title", "?"])),
        e(.ifExpression(ScriptIf(conditions: [.expression(e(.boolean(true)))], then: [], otherwise: nil, spot: at))),
        e(.switchExpression(ScriptSwitch(subject: e(.identifier("s")), cases: [ScriptSwitchCase(patterns: [], body: [], spot: at)], spot: at))),
        e(.macro("Preview", [])), e(.type(.array(.named("String")))), e(.unsupported("/re/")), e(.optionalTry(e(.identifier("t")))),
    ]

    /// One of each statement, condition and pattern shape.
    static let statements: [ScriptStatement] = [
        .expression(e(.identifier("x"))),
        .binding(ScriptBinding(isMutable: true, pattern: .tuple([ScriptPatternArgument(label: "a", pattern: .binding("a")), ScriptPatternArgument(pattern: .wildcard)]), type: .tuple([ScriptTupleTypeElement(type: .named("Int")), ScriptTupleTypeElement(type: .named("Int"))]), initial: e(.identifier("p")), spot: at)),
        .if(ScriptIf(conditions: [
            .expression(e(.boolean(true))), .optionalBinding(name: "n", value: nil, isMutable: false), .optionalBinding(name: "m", value: e(.identifier("o")), isMutable: true),
            .matches(.enumCase(type: .named("Step"), name: "moved", arguments: [ScriptPatternArgument(label: "to", pattern: .optional(.binding("t")))]), e(.identifier("s"))),
            .available(false),
        ], then: [.break(spot: at)], otherwise: [.continue(spot: at)], spot: at)),
        .guard([.expression(e(.identifier("ok")))], else: [.return(nil, spot: at)], spot: at),
        .switch(ScriptSwitch(subject: e(.identifier("v")), cases: [
            ScriptSwitchCase(patterns: [.value(e(.integer(1))), .isType(.named("Int"), binding: "i"), .isType(.named("String"), binding: nil), .enumCase(type: nil, name: "a", arguments: nil)], condition: e(.boolean(true)), body: [], spot: at),
        ], spot: at)),
        .forIn(.binding("x"), in: e(.identifier("xs")), where: e(.boolean(true)), body: [], spot: at),
        .forIn(.wildcard, in: e(.identifier("xs")), where: nil, body: [], spot: at),
        .while([.expression(e(.boolean(false)))], body: [], spot: at),
        .repeatWhile(body: [], condition: e(.boolean(false)), spot: at),
        .return(e(.integer(1)), spot: at), .throw(e(.identifier("failure")), spot: at),
        .do(body: [], catchBody: [.expression(e(.identifier("error")))], spot: at), .do(body: [], catchBody: nil, spot: at),
        .function(ScriptFunction(name: "f", parameters: [ScriptParameter(label: nil, name: "x", type: .named("Int"), defaultValue: e(.integer(1)), attributes: [ScriptAttribute(name: "ViewBuilder")], isVariadic: true, isInout: true)], isStatic: true, isMutating: true, isFailable: true, returnType: .named("Int"), spot: at)),
        .unsupported("defer { }", spot: at),
    ]

    static let program = ScriptProgram(
        files: ["Widget/A.swift", "Widget/b c.swift"],
        types: [ScriptType(
            name: "Outer.Phase", kind: .enum, conformances: [.named("String")],
            properties: [ScriptVariable(name: "title", isStatic: true, isMutable: true, type: .named("String"), initial: e(.string([.text("")])), getter: statements, attributes: [ScriptAttribute(name: "Environment", arguments: [ScriptArgument(value: e(.keyPath(root: nil, ["colorScheme"])))])], spot: at)],
            methods: [ScriptFunction(name: "init", body: expressions.map(ScriptStatement.expression), spot: at)],
            cases: [ScriptEnumCase(name: "a", rawValue: e(.string([.text("A")])), associated: [ScriptParameter(label: "x", name: "x", type: .named("Int"))], spot: at)],
            aliases: ["Status": .named("ContentState")], spot: at
        )],
        functions: [ScriptFunction(name: "g", spot: at)], globals: [ScriptVariable(name: "k", spot: at)],
        foreignExtensions: [ScriptType(name: "View", kind: .extension, requirements: [.sameType(.named("Self"), .named("Text")), .conformance(.named("Self"), .named("Shape"))], spot: at)],
        configurations: [ScriptConfiguration(widget: "W", attributesType: "A", expression: e(.identifier("x")), spot: at)],
        previews: [ScriptPreview(arguments: [ScriptArgument(value: e(.string([.text("P")])))], spot: at)]
    )

    @Test func everyShapeSurvivesTheTripThroughItsBytes() throws {
        #expect(try ScriptProgram(bytes: Self.program.bytes) == Self.program)
    }

    @Test func eachExpressionAndStatementAlsoTravelsAlone() throws {
        for statement in Self.expressions.map(ScriptStatement.expression) + Self.statements {
            let program = ScriptProgram(functions: [ScriptFunction(name: "f", body: [statement], spot: Self.at)])
            #expect(try ScriptProgram(bytes: program.bytes) == program)
        }
    }

    @Test func theSameProgramIsAlwaysTheSameBytes() {
        let names = (0..<40).map { "Alias\($0)" }
        var forwards: [String: ScriptTypeRepr] = [:]
        var backwards = [String: ScriptTypeRepr](minimumCapacity: 500)
        for name in names { forwards[name] = .named("Int") }
        for name in names.reversed() { backwards[name] = .named("Int") }
        var one = Self.program, other = Self.program
        one.types[0].aliases = forwards
        other.types[0].aliases = backwards
        #expect(one.bytes == other.bytes)
    }

    @Test func bytesThatAreNotAProgramSayWhereTheyStop() {
        let bytes = Self.program.bytes
        // Every cut is an error, never a trap or a program that is not the one written.
        for length in 0..<bytes.count {
            #expect(throws: ScriptBytesError.self) { try ScriptProgram(bytes: Array(bytes[..<length])) }
        }
        #expect {
            try ScriptProgram(bytes: Array(#"{"files": []}"#.utf8))
        } throws: { error in
            (error as? ScriptBytesError)?.description == "byte 0: not a lowered program of this version of islet"
        }
        #expect {
            try ScriptProgram(bytes: bytes + [0])
        } throws: { error in
            (error as? ScriptBytesError)?.description == "byte \(bytes.count): more bytes after the program"
        }
        // The header, then no files, no types, and one function whose first statement is case 99.
        let header = Array("islet-program 3\n".utf8)
        #expect {
            try ScriptProgram(bytes: header + [0, 0, 1, 1, UInt8(ascii: "f"), 0, 0, 0, 0, 0, 0, 1, 99])
        } throws: { error in
            (error as? ScriptBytesError)?.description == "byte \(header.count + 12): no case 99 of a statement"
        }
    }
}
