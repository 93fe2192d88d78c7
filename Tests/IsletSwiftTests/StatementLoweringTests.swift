import IsletProgram
import Testing

/// Each statement shape, from a function body a widget writes to the outline the interpreter gets.
@Suite struct StatementLoweringTests {
    @Test(arguments: [
        ("let x = 1", "let x = 1"),
        ("var total: Double = 0", "var total: Double = 0"),
        ("let a = 1, b = 2", "let a = 1; let b = 2"),
        ("let (low, high) = range", "let (low, high) = range"),
        ("let _ = f()", "let _ = f()"),
        ("total += 1", "(total += 1)"),
        ("x = y", "(x = y)"),
        ("return", "return"),
        ("return x", "return x"),
        ("throw Failure.bad", "throw Failure.bad"),
    ])
    func simple(source: String, outline: String) {
        #expect(Lowering.body(source) == outline)
    }

    @Test(arguments: [
        ("if a { x } else if b { y } else { z }", "if a { x } else { if b { y } else { z } }"),
        ("if let name = user?.name, !name.isEmpty { x }", "if let name = user?.name, !name.isEmpty { x }"),
        ("if let name { x }", "if let name = name { x }"),
        ("if var copy = value { x }", "if var copy = value { x }"),
        ("if case .playing(let track) = state { x }", "if case .playing(let track) = state { x }"),
        ("if #available(iOS 17, *) { x }", "if #available(true) { x }"),
        ("if #unavailable(iOS 17) { x }", "if #available(false) { x }"),
        ("guard let value else { return nil }", "guard let value = value else { return nil }"),
        ("guard total > 0 else { return 1 }", "guard (total > 0) else { return 1 }"),
    ])
    func conditions(source: String, outline: String) {
        #expect(Lowering.body(source) == outline)
    }

    @Test(arguments: [
        ("for item in items { f(item) }", "for item in items { f(item) }"),
        ("for (index, item) in items.enumerated() where index > 0 { continue }", "for (index, item) in items.enumerated() where (index > 0) { continue }"),
        ("for _ in 0..<3 { break }", "for _ in (0 ..< 3) { break }"),
        ("for case let x? in values { f(x) }", "for x? in values { f(x) }"),
        ("while n > 0 { n -= 1 }", "while (n > 0) { (n -= 1) }"),
        ("repeat { n += 1 } while n < 3", "repeat { (n += 1) } while (n < 3)"),
        ("outer: for x in xs { break outer }", "for x in xs { break }"),
        ("do { try f() } catch { g(error) }", "do { f() } catch { g(error) }"),
        ("do { try f() }", "do { f() }"),
    ])
    func loopsAndDo(source: String, outline: String) {
        #expect(Lowering.body(source) == outline)
    }

    @Test(arguments: [
        ("switch s { case .a: x; case .b, .c: y; default: z }", "switch s { case .a: x | case .b, .c: y | default: z }"),
        ("switch s { case .playing(let t, _): x; default: break }", "switch s { case .playing(let t, _): x | default: break }"),
        ("switch s { case let .moved(from, to) where from != to: x; default: y }", "switch s { case .moved(let from, let to) where (from != to): x | default: y }"),
        ("switch s { case .a where p, .b where q: x; default: y }", "switch s { case .a where p: x | case .b where q: x | default: y }"),
        ("switch n { case 0: a; case 1...5: b; case ..<0: c; default: d }", "switch n { case =0: a | case =(1 ... 5): b | case =..<0: c | default: d }"),
        ("switch (a, b) { case (0, _): x; case (let p, 1): y; default: z }", "switch (a, b) { case (=0, _): x | case (let p, =1): y | default: z }"),
        ("switch v { case let n as Int: x; case is String: y; default: z }", "switch v { case let n as Int: x | case is String: y | default: z }"),
        ("switch o { case let v?: x; case nil: y }", "switch o { case let v?: x | case =nil: y }"),
        ("switch s { case Status.done: x; case .some(.late): y; default: z }", "switch s { case Status.done: x | case .some(.late): y | default: z }"),
        ("switch s { case .moved(to: let place): x; default: y }", "switch s { case .moved(to: let place): x | default: y }"),
        ("switch x { case limit: a; default: b }", "switch x { case =limit: a | default: b }"),
    ])
    func switches(source: String, outline: String) {
        #expect(Lowering.body(source) == outline)
    }

    /// A computed variable inside a function is its getter, marked so each read runs it.
    @Test func localComputedVariablesAreGetters() {
        #expect(Lowering.body("var computed: Int { 1 }\nreturn computed") == "@islet.computedLocal func computed() -> Int { 1 }; return computed")
    }

    @Test func localFunctionsAreStatements() {
        #expect(Lowering.body("func double(_ x: Int) -> Int { x * 2 }\nreturn double(2)") == "func double(_ x: Int) -> Int { (x * 2) }; return double(2)")
    }

    @Test(arguments: [
        ("defer { f() }", "unsupported«defer { f() }»"),
        ("struct Local {}", "unsupported«struct Local {}»"),
        ("var (a, b): (Int, Int) { (1, 2) }", "unsupported«(a, b): (Int, Int) { (1, 2) }»"),
    ])
    func whatHasNoShapeIsKeptAsText(source: String, outline: String) {
        #expect(Lowering.body(source) == outline)
    }

    @Test func statementsArePlaced() throws {
        let body = try #require(Lowering.program("func f() {\n    guard x else { return }\n}").functions.first?.body)
        guard case .guard(_, let otherwise, let spot) = body.first else { Issue.record("not a guard: \(body)"); return }
        #expect(spot == ScriptSpot(file: 0, line: 2, column: 5))
        guard case .return(nil, let returnSpot) = otherwise.first else { Issue.record("not a return: \(otherwise)"); return }
        #expect(returnSpot == ScriptSpot(file: 0, line: 2, column: 20))
    }
}
