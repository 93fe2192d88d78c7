import IsletSwift
import Testing

/// Source nested deeper than the toolchain's parser or the lowering can take is refused with one
/// error naming the file, line, column and why, before the parser or any recursive walk sees it:
/// ten thousand of anything nested never overflows the stack and never takes minutes (issue 15).
/// Each shape here crashed `islet-swift` (signal 11) or made it run for minutes before.
@Suite(.timeLimit(.minutes(1))) struct DeepNestingTests {
    /// `let value = ` then `body`, in `Widget/Deep.swift`; the errors as the compiler writes them.
    private static func errors(_ body: String) -> [String] {
        ScriptProgramReader.read(sources: [(path: "Widget/Deep.swift", text: "let value = " + body)]).diagnostics.map(\.compilerLine)
    }

    @Test(arguments: [
        // [ nested 20 deep: the parser's look-ahead doubles its time with each (minutes).
        (String(repeating: "[", count: 20) + String(repeating: "]", count: 20), 21, "more than 8 `[` brackets nested in each other"),
        (String(repeating: "[(", count: 12) + "x" + String(repeating: ")]", count: 12), 29, "more than 8 `[` brackets nested in each other"),
        (String(repeating: "true ? ", count: 4000) + "1" + String(repeating: " : 0", count: 4000), 466, "more than 64 ternaries nested in each other"),
        ("0 as " + String(repeating: "A<", count: 4000) + "Int" + String(repeating: ">", count: 4000), 83, "more than 32 generic argument lists nested in each other"),
        (String(repeating: "(", count: 10000) + "1" + String(repeating: ")", count: 10000), 213, "nested more than 200 brackets deep"),
    ])
    func bracketsTooDeepForTheParserAreRefusedBeforeIt(_ body: String, _ column: Int, _ reason: String) {
        #expect(Self.errors(body) == ["Widget/Deep.swift:1:\(column): error: \(reason), which islet does not read"])
    }

    @Test(arguments: [
        Array(repeating: "1", count: 4000).joined(separator: " + "),
        "context" + String(repeating: ".state", count: 4000),
        "f" + String(repeating: "()", count: 4000),
        "x" + String(repeating: "!", count: 10000),
        "Text(\"x\")" + String(repeating: ".padding()", count: 4000),
    ])
    func chainsTooDeepToWalkAreRefused(_ body: String) {
        let errors = Self.errors(body)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("Widget/Deep.swift:1:") == true, "\(errors)")
        #expect(errors.first?.hasSuffix("error: nested more than 600 levels of syntax deep (calls, closures, members or operators chained), which islet does not read") == true, "\(errors)")
    }

    /// `#if` blocks nested 3,000 deep crashed the helper in the parser (signal 11); at any depth,
    /// closed or not, they are one error where the 65th opens (issue 29, item 13).
    @Test(arguments: [(3000, true), (100_000, true), (100_000, false)])
    func conditionalBlocksNestedTooDeepAreRefusedBeforeTheParser(_ depth: Int, _ closed: Bool) {
        let text = String(repeating: "#if DEBUG\n", count: depth) + "struct A {}\n" + (closed ? String(repeating: "#endif\n", count: depth) : "")
        let errors = ScriptProgramReader.read(sources: [(path: "Widget/Deep.swift", text: text)]).diagnostics.map(\.compilerLine)
        #expect(errors == ["Widget/Deep.swift:65:1: error: more than 64 `#if` blocks nested in each other, which islet does not read"])
    }

    /// Sixty-four `#if` blocks in each other, and any number one after another, are read.
    @Test func conditionalBlocksWithinTheLimitAreRead() {
        let nested = String(repeating: "#if DEBUG\n", count: 64) + "struct A {}\n" + String(repeating: "#endif\n", count: 64)
        let sequential = String(repeating: "#if DEBUG\nstruct B {}\n#elseif os(iOS)\n#else\n#endif\n", count: 500)
        for text in [nested, sequential] {
            #expect(ScriptProgramReader.read(sources: [(path: "Widget/Deep.swift", text: text)]).diagnostics.map(\.compilerLine) == [])
        }
    }

    /// Chains and nesting as long as real code writes, and far longer, are read as before.
    @Test func nestingBelowTheLimitsIsRead() {
        let modifiers = "Text(\"x\")" + String(repeating: ".padding(1)", count: 250)
        let stacks = String(repeating: "VStack { ", count: 40) + "Text(\"x\")" + String(repeating: " }", count: 40)
        let dictionaries = #"[["a": [1, [2, [3]]]], ["b": [4]]]"#
        let mixed = "a ?? b ? [Int]() : Array<Array<Int>>() < c ? x : y"
        for body in [modifiers, stacks, dictionaries, mixed, Array(repeating: "1", count: 500).joined(separator: " + ")] {
            #expect(Self.errors(body).isEmpty, "\(body.prefix(60))")
        }
    }
}
