import Testing

/// Overload resolution, literal typing, generic functions and default arguments held to
/// `swiftc`: each program's `report()` is compiled and run, and islet must draw the line it
/// prints (issue 28, items 2 and 7).
@Suite struct OverloadDifferentialTests {
    /// Twins taking `Int` and `UInt32` are each called for their own argument: the `Int` one
    /// passing `UInt32(v)` on no longer calls itself until the step limit.
    @Test func integerTwinsAreEachCalledForTheirOwnType() {
        SwiftcOracle.expectAgreement("""
            func code(_ v: Int) -> String { "i" + code(UInt32(v)) }
            func code(_ v: UInt32) -> String { "u\\(v)" }
            func report() -> String {
                let small: UInt32 = 7
                return code(5) + " " + code(small)
            }
            """)
    }

    /// Labels first, then argument types: literals take their default types, names their
    /// written or inferred ones, comparisons and conversions the types they make.
    @Test func overloadsAreToldApartByLabelAndType() {
        SwiftcOracle.expectAgreement("""
            func kind(_ v: Int) -> String { "I" }
            func kind(_ v: Double) -> String { "D" }
            func kind(_ v: String) -> String { "S" }
            func kind(of v: Int) -> String { "of" }
            func kind(_ v: Bool) -> String { "B" }
            func report() -> String {
                let x = 2.5
                let n: Int = 4
                return kind(1) + kind(1.5) + kind("a") + kind(of: 3) + kind(x) + kind(n) + kind(true) + kind(n > 2) + kind(Double(n))
            }
            """)
    }

    /// A closure's parameter count picks between overloads taking functions of different arity.
    @Test func closureArityPicksTheOverload() {
        SwiftcOracle.expectAgreement("""
            func apply(_ f: (Int) -> Int) -> String { "one \\(f(2))" }
            func apply(_ f: (Int, Int) -> Int) -> String { "two \\(f(2, 3))" }
            func report() -> String { apply { x in x * 10 } + " " + apply { a, b in a + b } }
            """)
    }

    /// Literals typed from where they go: `?? -999` after a `Double?`, `let d: Double = 3`, an
    /// integer literal given to a `Double` parameter, a `Float` printed as Swift prints floats,
    /// `CGFloat` arithmetic, `max` of a `Double` and an integer literal.
    @Test func literalsTakeTheExpectedType() {
        SwiftcOracle.expectAgreement("""
            func half(_ v: Double) -> Double { v / 2 }
            func report() -> String {
                let missing: Double? = nil
                let d: Double = 3
                let f: Float = 0.1
                let g: CGFloat = 2
                let neg: Double = -2
                return "\\(missing ?? -999) \\(d) \\(half(7)) \\(f) \\(f * 3) \\(g * 1.5) \\(max(neg, 0)) \\(min(3, 4))"
            }
            """)
    }

    /// The numeric conversions and `String`'s initializers the library surface declares.
    @Test func conversionsAndStringInitializers() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let a = "\\(Int(2.9)) \\(Int(-2.9)) \\(Int(exactly: 2.5) == nil) \\(Double(7) / 2) \\(UInt8(exactly: 300) == nil)"
                let b = "\\(String(format: "%.2f", 3.14159)) \\(String(describing: 5)) \\(String(255, radix: 16))"
                return a + " " + b + " \\(abs(-3)) \\(abs(-2.5)) \\(Int("42")! + 1)"
            }
            """)
    }

    /// Generic functions take any type alike; defaulted parameters may be left out, in any
    /// combination the labels allow.
    @Test func genericFunctionsAndDefaultArguments() {
        SwiftcOracle.expectAgreement("""
            func pair<T>(_ a: T, _ b: T) -> String { "\\(a)|\\(b)" }
            func greet(_ name: String, punctuation: String = "!", times: Int = 1) -> String { String(repeating: name + punctuation, count: times) }
            func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
            func report() -> String { pair(1, 2) + " " + pair("a", "b") + " " + greet("hi") + " " + greet("yo", times: 2) + " \\(total([1.5, 2]))" }
            """)
    }

    /// Methods and initializers of the app's own types are resolved the same way.
    @Test func methodsAndInitializersResolveByType() {
        SwiftcOracle.expectAgreement("""
            struct Gauge {
                var text: String
                init(_ v: Int) { text = "int \\(v)" }
                init(_ v: Double) { text = "double \\(v)" }
                func mark(_ v: UInt32) -> String { "u\\(v)" }
                func mark(_ v: String) -> String { "s" + v }
            }
            func report() -> String {
                let code: UInt32 = 9
                return Gauge(2).text + " " + Gauge(2.5).text + " " + Gauge(1).mark(code) + Gauge(1).mark("x")
            }
            """)
    }
}
