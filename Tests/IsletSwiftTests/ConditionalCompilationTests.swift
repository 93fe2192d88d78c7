import Testing

/// `#if` blocks contribute the clause an iOS device build compiles, wherever they stand.
@Suite struct ConditionalCompilationTests {
    @Test(arguments: [
        ("os(iOS)", true), ("os(macOS)", false), ("os(watchOS)", false), ("!os(macOS)", true),
        ("canImport(UIKit)", true), ("canImport(ActivityKit)", true), ("canImport(AppKit)", false),
        ("DEBUG", true), ("RELEASE_FLAG", false), ("targetEnvironment(simulator)", false), ("targetEnvironment(macCatalyst)", false),
        ("swift(>=5.9)", true), ("compiler(>=6.0)", true), ("arch(arm64)", true), ("arch(x86_64)", false),
        ("os(iOS) && !targetEnvironment(simulator)", true), ("os(macOS) || os(iOS)", true), ("(DEBUG && os(macOS))", false),
        ("true", true), ("false", false),
    ])
    func conditions(condition: String, compiled: Bool) {
        let outline = Lowering.body("#if \(condition)\nyes()\n#else\nno()\n#endif")
        #expect(outline == (compiled ? "yes()" : "no()"))
    }

    @Test func elseIfChoosesTheFirstTrueClauseAndNoClauseMeansNothing() {
        #expect(Lowering.body("#if os(macOS)\na()\n#elseif os(iOS)\nb()\n#else\nc()\n#endif") == "b()")
        #expect(Lowering.body("#if os(macOS)\na()\n#endif\nd()") == "d()")
    }

    @Test func membersTopLevelDeclarationsAndSwitchCasesFollowTheChosenClause() {
        let source = """
        #if canImport(ActivityKit)
        struct Shown { }
        #else
        struct Hidden { }
        #endif
        struct Holder {
            #if os(iOS)
            var phone = 1
            #else
            var mac = 1
            #endif
            func f(x: Int) -> Int {
                switch x {
                case 0: return 0
                #if DEBUG
                case 1: return 1
                #endif
                default: return 2
                }
            }
        }
        """
        #expect(Lowering.outline(source) == """
        struct Shown
        struct Holder
          var phone = 1
          func f(x: Int) -> Int { switch x { case =0: return 0 | case =1: return 1 | default: return 2 } }
        """)
    }

    @Test func modifierChainsTakeTheChosenClauseOnTheirBase() {
        let source = "Text(a)\n.bold()\n#if os(iOS)\n.padding().italic()\n#else\n.hidden()\n#endif\n.opacity(1)"
        #expect(Lowering.expression(source) == "Text(a).bold().padding().italic().opacity(1)")
        #expect(Lowering.expression("Text(a)\n#if os(macOS)\n.hidden()\n#endif") == "Text(a)")
    }
}
