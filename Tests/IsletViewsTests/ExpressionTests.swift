import FoundationEssentials
import IsletInput
import IsletModel
import Testing
@testable import IsletViews

/// Swift Testing also declares an `Expression`.
private typealias Expression = IsletViews.Expression

/// Layout expressions (DESIGN.md, "Layout files"): Swift's precedence, errors that point at a
/// character, checking against the schema, and Swift-like evaluation.
@Suite struct ExpressionTests {
    private let contentState: StructSchema
    private let state: StateValue

    init() throws {
        let schema = #"""
        { "driverName": "String", "eta": "ClosedRange<Date>", "window": "ClosedRange<Date>?",
          "step": { "enum": ["confirmed", "preparing", "pickedUp", "delivering", "delivered"] },
          "level": { "enum": [10, 20, 30] }, "progress": "Double?", "count": "Int",
          "stops": { "array": { "struct": { "name": "String" } } } }
        """#
        contentState = try SchemaParser.parseStruct(try JSONParser.parse(schema).value, typeName: "ContentState", at: .root)
        let json = #"""
        { "driverName": "Marco", "eta": [100, 160], "step": "delivering", "level": 20, "count": 2, "stops": [{ "name": "Home" }] }
        """#
        state = try ActivityDataDecoder.decode(try JSONParser.parse(json).value, as: contentState, at: .root)
    }

    private var scope: TypeScope {
        TypeScope(attributes: StructSchema(typeName: "Attributes", fields: []), contentState: contentState)
    }

    private func path(_ text: String) -> Expression {
        .path(text.split(separator: ".").map(String.init))
    }

    private func parseError(_ text: String) -> String? {
        do {
            _ = try ExpressionParser.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    private func checkError(_ text: String) -> String? {
        scope.checkError(text)
    }

    private func evaluate(_ text: String, isStale: Bool = false) throws -> StateValue {
        let (checked, _) = try ExpressionChecker.check(try ExpressionParser.parse(text), in: scope)
        let values = EvaluationScope(attributes: .record(StateRecord()), state: state, isStale: isStale)
        return ExpressionEvaluator.evaluate(checked, in: values)
    }

    // MARK: Parsing

    @Test func andBindsTighterThanOrAndComparisonTighterThanAnd() throws {
        #expect(try ExpressionParser.parse("a || b && c") == .or(path("a"), .and(path("b"), path("c"))))
        #expect(try ExpressionParser.parse("a && b || c") == .or(.and(path("a"), path("b")), path("c")))
        #expect(try ExpressionParser.parse("state.x >= 1 && isStale") == .and(.compare(path("state.x"), .greaterOrEqual, .number(1)), path("isStale")))
    }

    @Test func notBindsTighterThanAComparisonAsInSwift() throws {
        #expect(try ExpressionParser.parse("!x == y") == .compare(.not(path("x")), .equal, path("y")))
        #expect(try ExpressionParser.parse("!(x == y)") == .not(.compare(path("x"), .equal, path("y"))))
        #expect(try ExpressionParser.parse("!!x") == .not(.not(path("x"))))
    }

    @Test func choicesNestToTheRight() throws {
        #expect(try ExpressionParser.parse("a ? b : c ? d : e") == .choose(path("a"), path("b"), .choose(path("c"), path("d"), path("e"))))
        #expect(try ExpressionParser.parse("a ? b ? c : d : e") == .choose(path("a"), .choose(path("b"), path("c"), path("d")), path("e")))
        #expect(try ExpressionParser.parse("a || b ? c : d") == .choose(.or(path("a"), path("b")), path("c"), path("d")))
    }

    @Test func everyComparisonOperatorParsesIncludingTheTwoCharacterOnes() throws {
        for op in ComparisonOperator.allCases {
            #expect(try ExpressionParser.parse("a \(op.rawValue) b") == .compare(path("a"), op, path("b")))
            #expect(try ExpressionParser.parse("a\(op.rawValue)b") == .compare(path("a"), op, path("b")))
        }
    }

    @Test func literalsParseAsWritten() throws {
        #expect(try ExpressionParser.parse("-2.5") == .number(-2.5))
        #expect(try ExpressionParser.parse("42") == .number(42))
        #expect(try ExpressionParser.parse("'on the way'") == .string("on the way"))
        #expect(try ExpressionParser.parse(#""say 'hi'""#) == .string("say 'hi'"))
        #expect(try ExpressionParser.parse("true") == .bool(true))
        #expect(try ExpressionParser.parse("false") == .bool(false))
        #expect(try ExpressionParser.parse("nil") == .null)
        #expect(try ExpressionParser.parse("null") == .null)
        #expect(try ExpressionParser.parse(" cases( state.step ) ") == .enumCases(path("state.step")))
        #expect(try ExpressionParser.parse("état.größe") == path("état.größe"))
    }

    @Test func anExpressionIsWrittenBackInLayoutSyntax() throws {
        #expect(try ExpressionParser.parse("!isStale&&state.progress>=1 ?green: 'blue'").description == "!isStale && state.progress >= 1 ? green : 'blue'")
        #expect(try ExpressionParser.parse("cases(state.step)").description == "cases(state.step)")
        #expect(Expression.number(0.5).description == "0.5")
        #expect(Expression.number(3).description == "3")
    }

    @Test func parseErrorsPointAtTheCharacter() {
        #expect(parseError("") == "the expression is empty")
        #expect(parseError("   ") == "the expression is empty")
        #expect(parseError("a b") == #"in "a b" at character 3: unexpected "b""#)
        #expect(parseError("a = b") == #"in "a = b" at character 3: unexpected "= b""#)
        #expect(parseError("(a") == #"in "(a" at character 3: expected ')'"#)
        #expect(parseError("'abc") == #"in "'abc" at character 5: unterminated string"#)
        #expect(parseError("a ? b") == #"in "a ? b" at character 6: expected ':' in a choice (condition ? a : b)"#)
        #expect(parseError("1.2.3") == #"in "1.2.3" at character 6: "1.2.3" is not a number"#)
        #expect(parseError("-x") == #"in "-x" at character 2: "-" is not a number"#)
        #expect(parseError("state.") == #"in "state." at character 7: expected a name after '.'"#)
        #expect(parseError("a &&") == #"in "a &&" at character 5: expected a value at the end"#)
        #expect(parseError("a & b") == #"in "a & b" at character 3: unexpected "& b""#)
        #expect(parseError("@home") == #"in "@home" at character 1: unexpected "@"; expected a path, a number, a 'string', true, false or nil"#)
        #expect(parseError("cases(state.step") == #"in "cases(state.step" at character 17: expected ')' after cases(..."#)
    }

    @Test func deepNestingIsRefusedInsteadOfExhaustingTheStack() {
        let limit = ExpressionParser.maximumOperators
        let nested = String(repeating: "(", count: limit) + "a" + String(repeating: ")", count: limit)
        #expect(throws: Never.self) { try ExpressionParser.parse(nested) }
        let tooDeep = String(repeating: "(", count: 20_000) + "a" + String(repeating: ")", count: 20_000)
        #expect(parseError(tooDeep)?.hasSuffix("at character \(limit + 1): more than \(limit) operators and parentheses; simplify the expression") == true)
        #expect(parseError(String(repeating: "!", count: 20_000) + "a") != nil)
        #expect(parseError(Array(repeating: "a", count: 20_000).joined(separator: " && ")) != nil)
        #expect(parseError(Array(repeating: "a ? b :", count: 20_000).joined(separator: " ") + " c") != nil)
    }

    // MARK: Checking

    @Test func anEnumLiteralResolvesToItsDeclarationIndexOnEitherSide() throws {
        let (checked, type) = try ExpressionChecker.check(try ExpressionParser.parse("state.step >= 'pickedUp'"), in: scope)
        #expect(checked == .compare(path("state.step"), .greaterOrEqual, .enumCase(raw: .string("pickedUp"), index: 2)))
        #expect(type == .bool)
        let flipped = try ExpressionChecker.check(try ExpressionParser.parse("'confirmed' < state.step"), in: scope).0
        #expect(flipped == .compare(.enumCase(raw: .string("confirmed"), index: 0), .less, path("state.step")))
        let integer = try ExpressionChecker.check(try ExpressionParser.parse("state.level == 30"), in: scope).0
        #expect(integer == .compare(path("state.level"), .equal, .enumCase(raw: .int(30), index: 2)))
    }

    @Test func aLiteralThatIsNotACaseListsTheCases() {
        #expect(checkError("state.step == 'pickedup'") == #""pickedup" is not a case of Step; its cases are "confirmed", "preparing", "pickedUp", "delivering", "delivered""#)
        #expect(checkError("state.level == 40") == "40 is not a case of Level; its cases are 10, 20, 30")
        #expect(checkError("state.level == 10000000000000000000000") == nil)
    }

    @Test func casesOfAnEnumListsItsCasesAndNothingElseHasCases() throws {
        let (checked, type) = try ExpressionChecker.check(try ExpressionParser.parse("cases(state.step)"), in: scope)
        guard case .cases(let schema) = type else { Issue.record("not cases: \(type)"); return }
        #expect(schema.rawValues.map(\.description) == [#""confirmed""#, #""preparing""#, #""pickedUp""#, #""delivering""#, #""delivered""#])
        #expect(checked == .caseList(schema))
        #expect(checkError("cases(state.driverName)") == "cases(...) needs an enum, and state.driverName is String")
    }

    @Test func pathsAreTypedAndAnOptionalParentMakesMembersOptional() throws {
        func type(_ text: String) throws -> ValueType { try ExpressionChecker.check(try ExpressionParser.parse(text), in: scope).1 }
        #expect(try type("state.progress") == .schema(.optional(.double)))
        #expect(try type("state.stops.count") == .schema(.int))
        #expect(try type("state.driverName.count") == .schema(.int))
        #expect(try type("state.eta.lowerBound") == .schema(.date))
        #expect(try type("state.window.upperBound") == .schema(.optional(.date)))
        #expect(try type("state.step.rawValue") == .schema(.string))
        #expect(try type("state.level.rawValue") == .schema(.int))
        #expect(try type("isStale") == .bool)
        #expect(try type("green") == .word("green"))
        #expect(try type("isStale ? 'old' : 'new'") == .string)
    }

    @Test func unknownNamesAndMembersAreRefusedWithWhatIsThere() {
        #expect(checkError("state.eta.start") == "state.eta is ClosedRange<Date> and has no member 'start'")
        #expect(checkError("state.stops.name") == "state.stops is [Stop] and has no member 'name'")
        #expect(checkError("order.total") == "unknown name 'order'; expected state, attributes, isStale or a forEach name")
        #expect(checkError("isStale.value") == "isStale is a Bool and has no members")
        #expect(checkError("attributes.name") == "attributes has no field 'name'")
        #expect(checkError("state.progres >= 1") == "state has no field 'progres'; did you mean 'progress'?")
    }

    @Test func aBareWordInsideAnOperatorIsAnUnknownName() {
        let expected = "unknown name 'isStal'; expected state.…, attributes.…, isStale, a forEach name or a 'quoted string'"
        #expect(checkError("!isStal") == expected)
        #expect(checkError("isStal && state.count > 1") == expected)
        #expect(checkError("state.count > 1 || isStal") == expected)
        #expect(checkError("isStal ? green : red") == expected)
        #expect(checkError("state.step == delivered")?.hasPrefix("unknown name 'delivered'") == true)
        #expect(checkError("isStale ? green : red") == nil)
    }

    // MARK: Evaluating

    @Test func nilIsFalseAndAnyPresentValueIsTrue() throws {
        #expect(try evaluate("state.progress") == .null)
        #expect(ExpressionEvaluator.isTrue(try evaluate("state.progress")) == false)
        #expect(try evaluate("!state.progress") == .bool(true))
        #expect(ExpressionEvaluator.isTrue(try evaluate("state.count")))
        #expect(ExpressionEvaluator.isTrue(.double(0)))
        #expect(ExpressionEvaluator.isTrue(.string("")))
        #expect(ExpressionEvaluator.isTrue(.bool(false)) == false)
        #expect(try evaluate("state.progress >= 1") == .bool(false))
        #expect(try evaluate("state.progress < 1") == .bool(false))
        #expect(try evaluate("state.progress == nil") == .bool(true))
        #expect(try evaluate("state.progress != nil") == .bool(false))
        #expect(try evaluate("state.window.lowerBound") == .null)
    }

    @Test func intsAndDoublesCompareByValue() throws {
        #expect(try evaluate("state.count == 2.0") == .bool(true))
        #expect(try evaluate("state.count < 2.5") == .bool(true))
        #expect(try evaluate("state.count >= 3") == .bool(false))
        #expect(try evaluate("state.stops.count == 1") == .bool(true))
    }

    @Test func stringsCompareExactly() throws {
        #expect(try evaluate("state.driverName == 'Marco'") == .bool(true))
        #expect(try evaluate("state.driverName == 'marco'") == .bool(false))
        #expect(try evaluate("state.driverName != 'marco'") == .bool(true))
        #expect(try evaluate("state.driverName < 'Nina'") == .bool(true))
        #expect(try evaluate("state.driverName.count == 5") == .bool(true))
    }

    @Test func valuesOfKindsWithNoOrderAreUnequalAndUnordered() throws {
        #expect(try evaluate("state.driverName == 5") == .bool(false))
        #expect(try evaluate("state.driverName != 5") == .bool(true))
        #expect(try evaluate("state.driverName < 5") == .bool(false))
        #expect(try evaluate("state.driverName > 5") == .bool(false))
    }

    @Test func enumCasesCompareByDeclarationOrder() throws {
        #expect(try evaluate("state.step >= 'pickedUp'") == .bool(true))
        #expect(try evaluate("state.step > 'delivering'") == .bool(false))
        #expect(try evaluate("state.step == 'delivering'") == .bool(true))
        #expect(try evaluate("state.step < 'delivered'") == .bool(true))
        #expect(try evaluate("state.level > 10") == .bool(true))
        #expect(try evaluate("state.step.rawValue") == .string("delivering"))
    }

    @Test func aDateRangeHasItsBoundsAsDates() throws {
        #expect(try evaluate("state.eta.lowerBound") == .date(Date(timeIntervalSinceReferenceDate: 100)))
        #expect(try evaluate("state.eta.upperBound") == .date(Date(timeIntervalSinceReferenceDate: 160)))
        #expect(try evaluate("state.eta.lowerBound < state.eta.upperBound") == .bool(true))
    }

    @Test func logicChoicesAndStalenessFollowTheScope() throws {
        #expect(try evaluate("isStale ? 'old' : 'new'", isStale: true) == .string("old"))
        #expect(try evaluate("isStale ? 'old' : 'new'") == .string("new"))
        #expect(try evaluate("state.count > 1 && !isStale") == .bool(true))
        #expect(try evaluate("state.progress || state.count > 5") == .bool(false))
        #expect(try evaluate("state.step >= 'delivered' ? green : orange") == .string("orange"))
        let cases = try evaluate("cases(state.level)")
        #expect(cases == .array([.enumCase(raw: .int(10), index: 0), .enumCase(raw: .int(20), index: 1), .enumCase(raw: .int(30), index: 2)]))
    }

    @Test func aForEachNameReadsItsBoundElement() throws {
        var inner = scope
        inner.locals["stop"] = .structure(StructSchema(typeName: "Stop", fields: [.init(name: "name", type: .string)]))
        let (checked, type) = try ExpressionChecker.check(try ExpressionParser.parse("stop.name == 'Home'"), in: inner)
        #expect(type == .bool)
        let element = StateValue.record(StateRecord(["name": .string("Home")]))
        let values = EvaluationScope(attributes: .null, state: state).binding("stop", to: element)
        #expect(ExpressionEvaluator.evaluate(checked, in: values) == .bool(true))
    }
}
