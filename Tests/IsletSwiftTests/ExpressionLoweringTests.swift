import IsletProgram
import IsletScript
import Testing

/// Each expression shape of the lowered program, from the Swift a widget writes to the outline
/// of what the interpreter is given.
@Suite struct ExpressionLoweringTests {
    @Test(arguments: [
        // Names, members, implicit members, optional chains and unwraps.
        ("context.state.title", "context.state.title"),
        (".headline", ".headline"),
        ("`default`", "default"),
        ("self.value", "self.value"),
        ("Self.limit", "Self.limit"),
        ("pair.0", "pair.0"),
        ("Step.self", "Step.self"),
        ("state.driver?.name.first!", "state.driver?.name.first!"),
        ("$0", "$0"),
        ("_", "_"),
        ("super.body", "super.body"),
        ("f(x:y:)", "f(x:y:)"),
        // Literals: negative numbers are literals, underscores and radixes read as Swift reads them.
        ("1_000", "1000"),
        ("0xFF", "255"),
        ("-3", "-3"),
        ("-0.5", "-0.5"),
        ("2.5e3", "2500.0"),
        ("true", "true"),
        ("nil", "nil"),
        ("[1, 2]", "[1, 2]"),
        ("[\"a\": 1]", "[\"a\": 1]"),
        ("[:]", "[:]"),
        ("[String]()", "type:[String]()"),
        ("[String: Int]()", "type:[String: Int]()"),
        ("Array<Int>()", "type:Array<Int>()"),
        ("[items]", "[items]"),
    ])
    func shapes(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test(arguments: [
        // Operators folded by Swift's precedence, ranges and nil-coalescing included.
        ("a + b * c", "(a + (b * c))"),
        ("a - b - c", "((a - b) - c)"),
        ("x ?? y ?? 0", "(x ?? (y ?? 0))"),
        ("a < b && c || !d", "(((a < b) && c) || !d)"),
        ("0...count - 1", "(0 ... (count - 1))"),
        ("start..<end", "(start ..< end)"),
        ("..<5", "..<5"),
        ("5...", "5..."),
        ("flag ? 1 : 2 + 3", "(flag ? 1 : (2 + 3))"),
        ("a == b ? x : y ?? z", "((a == b) ? x : (y ?? z))"),
        ("value as? Int ?? 0", "((value as? Int) ?? 0)"),
        ("value as! String", "(value as! String)"),
        ("value as Double", "(value as Double)"),
        ("value is Int", "(value is Int)"),
        ("-x * 2", "(-x * 2)"),
    ])
    func operators(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test(arguments: [
        ("Text(\"Hi\")", "Text(\"Hi\")"),
        ("Text(value, format: .number)", "Text(value, format: .number)"),
        ("VStack(spacing: 4) { Text(a); Spacer() }", "VStack(spacing: 4) { Text(a); Spacer() }"),
        ("HStack { Text(a) }", "HStack { Text(a) }"),
        ("Button(action: {}) { Text(\"Go\") }", "Button(action: { }) { Text(\"Go\") }"),
        (
            "DynamicIsland { a } compactLeading: { b } compactTrailing: { c } minimal: { d }",
            "DynamicIsland { a } compactLeading: { b } compactTrailing: { c } minimal: { d }"
        ),
        ("items[0]", "items[0]"),
        ("table[key, default: 0]", "table[key, default: 0]"),
        ("Text(\"a\").font(.headline).bold()", "Text(\"a\").font(.headline).bold()"),
        ("(a, b)", "(a, b)"),
        ("(x: 1, y: 2)", "(x: 1, y: 2)"),
        ("(a)", "a"),
        ("try? load()", "(try? load())"),
        ("try load()", "load()"),
        ("await fetch()", "fetch()"),
        ("#file", "#file"),
        ("#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)", "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)"),
    ])
    func callsAndGroups(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test func trailingClosuresAreFlaggedAndLabelled() throws {
        let expression = try #require(Lowering.program("let v = DynamicIsland { a } compactLeading: { b }").globals.first?.initial)
        guard case .call(_, let arguments) = expression.node else { Issue.record("not a call: \(expression)"); return }
        #expect(arguments.map(\.label) == [nil, "compactLeading"])
        #expect(arguments.map(\.isTrailing) == [true, true])
    }

    @Test(arguments: [
        ("items.map { $0 * 2 }", "items.map { ($0 * 2) }"),
        ("items.filter { item in item.isDone }", "items.filter { item in item.isDone }"),
        ("pairs.map { (key, value) in key }", "pairs.map { key, value in key }"),
        ("items.reduce(0) { total, item in total + item.count }", "items.reduce(0) { total, item in (total + item.count) }"),
        ("items.sorted(by: { $0.rank < $1.rank })", "items.sorted(by: { ($0.rank < $1.rank) })"),
        ("{ [weak self] (a: Int) -> Int in return a }", "{ a in return a }"),
        ("items.compactMap(\\.value)", "items.compactMap(\\.value)"),
    ])
    func closures(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test(arguments: [
        ("\\.colorScheme", "\\.colorScheme"),
        ("\\Step.title.count", "\\Step.title.count"),
        ("\\.self", "\\.self"),
        ("\\Item.owner?.name", "\\Item.owner?.name"),
    ])
    func keyPaths(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test(arguments: [
        ("if flag { 1 } else { 2 }", "if flag { 1 } else { 2 }"),
        ("switch step { case .a: \"A\"; default: \"B\" }", "switch step { case .a: \"A\" | default: \"B\" }"),
    ])
    func branchesAsExpressions(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    @Test func everyNodeIsPlacedWhereItIsWritten() throws {
        let expression = try #require(Lowering.program("let v =\n    Text(\"a\")\n        .font(.headline)").globals.first?.initial)
        #expect(expression.spot == ScriptSpot(file: 0, line: 2, column: 5))
        guard case .call(let callee, let arguments) = expression.node, case .member(let base, "font") = callee.node else {
            Issue.record("not a modifier call: \(ScriptOutline.text(expression))")
            return
        }
        #expect(base.spot == ScriptSpot(file: 0, line: 2, column: 5))
        #expect(arguments.first?.value.spot == ScriptSpot(file: 0, line: 3, column: 15))
    }

    @Test(arguments: [
        ("consume x", "unsupported«consume x»"),
        ("\\.items[0]", "unsupported«\\.items[0]»"),
    ])
    func whatHasNoShapeIsKeptAsText(source: String, outline: String) {
        #expect(Lowering.expression(source) == outline)
    }

    /// A regex literal is the call `Regex(pattern)`, compiled when it runs.
    @Test func regexLiteralsAreRegexCalls() {
        #expect(Lowering.expression("/in (\\d+) min/") == #"Regex("in (\\d+) min")"#)
        #expect(Lowering.expression("#/a/b/#") == #"Regex("a/b")"#)
    }
}
