import IsletModel
import IsletScript
import Testing

/// The program crosses from `islet-swift` to `islet` as JSON written from its synthesized
/// `Codable`: every case of every IR type must come back as it left.
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
        e(.ternary(e(.boolean(false)), e(.integer(1)), e(.integer(2)))), e(.cast(e(.identifier("v")), "as?", type: "Int")), e(.isType(e(.identifier("v")), type: "String")),
        e(.tuple([ScriptArgument(label: "x", value: e(.integer(1)))])), e(.keyPath(root: nil, ["colorScheme"])), e(.keyPath(root: "Step", ["title", "?"])),
        e(.ifExpression(ScriptIf(conditions: [.expression(e(.boolean(true)))], then: [], otherwise: nil, spot: at))),
        e(.switchExpression(ScriptSwitch(subject: e(.identifier("s")), cases: [ScriptSwitchCase(patterns: [], body: [], spot: at)], spot: at))),
        e(.macro("Preview", [])), e(.type("[String]")), e(.unsupported("/re/")),
    ]

    /// One of each statement, condition and pattern shape.
    static let statements: [ScriptStatement] = [
        .expression(e(.identifier("x"))),
        .binding(ScriptBinding(isMutable: true, pattern: .tuple([ScriptPatternArgument(label: "a", pattern: .binding("a")), ScriptPatternArgument(pattern: .wildcard)]), type: "(Int, Int)", initial: e(.identifier("p")), spot: at)),
        .if(ScriptIf(conditions: [
            .expression(e(.boolean(true))), .optionalBinding(name: "n", value: nil, isMutable: false), .optionalBinding(name: "m", value: e(.identifier("o")), isMutable: true),
            .matches(.enumCase(type: "Step", name: "moved", arguments: [ScriptPatternArgument(label: "to", pattern: .optional(.binding("t")))]), e(.identifier("s"))),
            .available(false),
        ], then: [.break(spot: at)], otherwise: [.continue(spot: at)], spot: at)),
        .guard([.expression(e(.identifier("ok")))], else: [.return(nil, spot: at)], spot: at),
        .switch(ScriptSwitch(subject: e(.identifier("v")), cases: [
            ScriptSwitchCase(patterns: [.value(e(.integer(1))), .isType("Int", binding: "i"), .isType("String", binding: nil), .enumCase(type: nil, name: "a", arguments: nil)], condition: e(.boolean(true)), body: [], spot: at),
        ], spot: at)),
        .forIn(.binding("x"), in: e(.identifier("xs")), where: e(.boolean(true)), body: [], spot: at),
        .forIn(.wildcard, in: e(.identifier("xs")), where: nil, body: [], spot: at),
        .while([.expression(e(.boolean(false)))], body: [], spot: at),
        .repeatWhile(body: [], condition: e(.boolean(false)), spot: at),
        .return(e(.integer(1)), spot: at), .throw(e(.identifier("failure")), spot: at),
        .do(body: [], catchBody: [.expression(e(.identifier("error")))], spot: at), .do(body: [], catchBody: nil, spot: at),
        .function(ScriptFunction(name: "f", parameters: [ScriptParameter(label: nil, name: "x", type: "Int", defaultValue: e(.integer(1)), attributes: [ScriptAttribute(name: "ViewBuilder")], isVariadic: true, isInout: true)], isStatic: true, isMutating: true, isFailable: true, returnType: "Int", spot: at)),
        .unsupported("defer { }", spot: at),
    ]

    static let program = ScriptProgram(
        files: ["Widget/A.swift", "Widget/b c.swift"],
        types: [ScriptType(
            name: "Outer.Phase", kind: .enum, conformances: ["String"],
            properties: [ScriptVariable(name: "title", isStatic: true, isMutable: true, type: "String", initial: e(.string([.text("")])), getter: statements, attributes: [ScriptAttribute(name: "Environment", arguments: [ScriptArgument(value: e(.keyPath(root: nil, ["colorScheme"])))])], spot: at)],
            methods: [ScriptFunction(name: "init", body: expressions.map(ScriptStatement.expression), spot: at)],
            cases: [ScriptEnumCase(name: "a", rawValue: e(.string([.text("A")])), associated: [ScriptParameter(label: "x", name: "x", type: "Int")], spot: at)],
            aliases: ["Status": "ContentState"], spot: at
        )],
        functions: [ScriptFunction(name: "g", spot: at)], globals: [ScriptVariable(name: "k", spot: at)],
        foreignExtensions: [ScriptType(name: "View", kind: .extension, spot: at)],
        configurations: [ScriptConfiguration(widget: "W", attributesType: "A", expression: e(.identifier("x")), spot: at)],
        previews: [ScriptPreview(arguments: [ScriptArgument(value: e(.string([.text("P")])))], spot: at)]
    )

    @Test func everyShapeSurvivesTheTripThroughJSONText() throws {
        let json = try JSONValueEncoder.encode(Self.program)
        let text = JSONWriter.compact(json)
        let parsed = try JSONParser.parse(text, recordLocations: false).value
        #expect(parsed == json)
        #expect(try JSONValueDecoder.decode(ScriptProgram.self, from: parsed) == Self.program)
    }

    @Test func eachExpressionAndStatementAlsoTravelsAlone() throws {
        for expression in Self.expressions {
            #expect(try JSONValueDecoder.decode(ScriptExpression.self, from: JSONValueEncoder.encode(expression)) == expression)
        }
        for statement in Self.statements {
            #expect(try JSONValueDecoder.decode(ScriptStatement.self, from: JSONValueEncoder.encode(statement)) == statement)
        }
    }

    @Test func placesCrossAsOneString() throws {
        #expect(try JSONValueEncoder.encode(ScriptSpot(file: 2, line: 40, column: 13)) == .string("2:40:13"))
        #expect(try JSONValueDecoder.decode(ScriptSpot.self, from: .string("0:1:1")) == ScriptSpot(file: 0, line: 1, column: 1))
        for broken in ["1:2", "a:1:1", "1:2:3:4", ""] {
            #expect(throws: DecodingError.self, "\(broken)") { try JSONValueDecoder.decode(ScriptSpot.self, from: .string(broken)) }
        }
    }

    @Test func aDocumentThatIsNotAProgramNamesWhereItStops() throws {
        var json = try JSONValueEncoder.encode(Self.program)
        guard case .object(var root) = json else { Issue.record("not an object"); return }
        root = JSONObject(root.members.map { $0.key == "files" ? .init(key: "files", value: .array([.number(JSONNumber(1))])) : $0 })
        json = .object(root)
        do {
            _ = try JSONValueDecoder.decode(ScriptProgram.self, from: json)
            Issue.record("decoded a program whose files are numbers")
        } catch let error as DecodingError {
            #expect(JSONValueDecoder.describe(error).path.description == "files[0]")
        }
    }
}
