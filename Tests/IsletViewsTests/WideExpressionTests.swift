import IsletInput
import IsletModel
import Testing
@testable import IsletViews

/// Templates over the types Swift-read schemas bring: integers of any width behave as Int,
/// Float16/Decimal/CGFloat as Double, UUIDs as strings, sets as arrays, dictionaries by key;
/// what a layout cannot read says so when the layout is loaded.
@Suite struct WideExpressionTests {
    private let contentState: StructSchema
    private let state: StateValue

    init() throws {
        let schema = #"""
        { "small": "UInt8", "price": "Decimal", "half": "Float16", "id": "UUID", "tags": "Set<String>",
          "scores": "[String: Int]", "limits": "Range<Int>", "blob": "Data",
          "motion": {"enum": {"idle": {}, "moving": {"_0": "Double"}}},
          "distance": {"opaque": "Measurement<UnitLength>", "reason": "unresolvedType"} }
        """#
        contentState = try SchemaParser.parseStruct(try JSONParser.parse(schema).value, typeName: "ContentState", at: .root)
        let json = #"""
        { "small": 200, "price": 12.5, "half": 0.5, "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "tags": ["a", "b", "a"],
          "scores": {"gold": 3}, "limits": [1, 5], "blob": "aGk=", "motion": {"moving": {"_0": 2}}, "distance": {"value": 3} }
        """#
        state = try ActivityDataDecoder.decode(try JSONParser.parse(json).value, as: contentState, at: .root)
    }

    private var scope: TypeScope {
        TypeScope(attributes: StructSchema(typeName: "Attributes", fields: []), contentState: contentState)
    }

    private func evaluate(_ text: String) throws -> StateValue {
        let (checked, _) = try ExpressionChecker.check(try ExpressionParser.parse(text), in: scope)
        return ExpressionEvaluator.evaluate(checked, in: EvaluationScope(attributes: .record(StateRecord()), state: state))
    }

    private func checkError(_ text: String) -> String? {
        scope.checkError(text)
    }

    @Test func numbersOfEveryTypeCompareAsNumbers() throws {
        #expect(try evaluate("state.small > 199 && state.price >= 12.5 && state.half == 0.5") == .bool(true))
        #expect(try evaluate("state.limits.upperBound") == .int(5))
    }

    @Test func aUUIDIsItsUpperCaseStringAndASetItsDistinctElements() throws {
        #expect(try evaluate("state.id") == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try evaluate("state.tags.count") == .int(2))
    }

    @Test func aDictionaryIsReadByKeyAndAMissingKeyIsNil() throws {
        #expect(try evaluate("state.scores.gold == 3") == .bool(true))
        #expect(try evaluate("state.scores.silver ? 'some' : 'none'") == .string("none"))
    }

    @Test func anEnumWithoutRawValuesComparesByCaseName() throws {
        #expect(try evaluate("state.motion == 'moving'") == .bool(true))
        #expect(checkError("state.motion == 'flying'") == "\"flying\" is not a case of Motion; its cases are \"idle\", \"moving\"")
        #expect(checkError("state.motion.rawValue") == "state.motion is Motion, an enum without raw values: compare it with a case name such as 'idle'; the associated values of its cases cannot be read in a layout")
    }

    @Test func whatALayoutCannotReadIsRefusedWhenItLoads() {
        #expect(checkError("state.blob") == "state.blob is Data, which a layout cannot show (islet does not interpret its bytes)")
        #expect(checkError("state.distance") == "state.distance is Measurement<UnitLength>, which islet could not read (unresolvedType); a layout cannot use it")
    }
}
