extension LibrarySurface {
    /// Foundation's and the standard library's members whose overloads differ by type or label:
    /// the numeric conversions, `String`'s initializers, `min`, `max` and `abs`, `Date` and `URL`.
    static let foundation: [LibrarySignature] = numbers + strings + freeFunctions + dates + urls

    /// The numeric types' conversions: from any integer or floating value, `init(exactly:)`,
    /// and from text (an optional result: `Int("4x")` is nil).
    static let numbers: [LibrarySignature] = ArgumentFit.integerTypes.union(ArgumentFit.floatingTypes.subtracting(["Float80"])).union(["TimeInterval"]).sorted().flatMap { name in
        let canonical = ArgumentFit.canonical(name)
        let isInteger = ArgumentFit.integerTypes.contains(canonical)
        var lists: [(LibraryMember, [CallParameter])] = [
            (.number(canonical), [p(nil, some("BinaryInteger"))]),
            (.number(canonical), [p(nil, some("BinaryFloatingPoint"))]),
            (.exactNumber(canonical), [p("exactly", some("BinaryInteger"))]),
            (.exactNumber(canonical), [p("exactly", some("BinaryFloatingPoint"))]),
        ]
        if isInteger {
            lists += [(.number(canonical), [p("truncatingIfNeeded", some("BinaryInteger"))]), (.number(canonical), [p("clamping", some("BinaryInteger"))])]
        }
        let parsing = isInteger ? [p(nil, some("StringProtocol")), p("radix", t("Int"), default: true)] : [p(nil, some("StringProtocol"))]
        return inits(name, t(canonical), lists) + inits(name, .optional(t(canonical)), [(.parsedNumber(canonical), parsing)])
    }

    /// `String`'s initializers.
    static let strings: [LibrarySignature] = inits("String", t("String"), [
        (.stringDescribing, [p("describing", .existential(t("Any")))]),
        (.stringDescribing, [p(nil, some("LosslessStringConvertible"))]),
        (.stringFormat, [p("format", t("String")), p(nil, .existential(t("CVarArg")), variadic: true)]),
        (.stringRepeating, [p("repeating", t("String")), p("count", t("Int"))]),
        (.stringRadix, [p(nil, some("BinaryInteger")), p("radix", t("Int")), p("uppercase", t("Bool"), default: true)]),
        (.stringLocalized, [p("localized", t("String.LocalizationValue")), p("table", .optional(t("String")), default: true),
                            p("bundle", .optional(t("Bundle")), default: true), p("locale", t("Locale"), default: true),
                            p("comment", .optional(t("StaticString")), default: true)]),
        (.stringLocalized, [p("localized", t("StaticString")), p("defaultValue", t("String.LocalizationValue")),
                            p("table", .optional(t("String")), default: true), p("bundle", .optional(t("Bundle")), default: true),
                            p("locale", t("Locale"), default: true), p("comment", .optional(t("StaticString")), default: true)]),
    ]) + inits("String", .optional(t("String")), [
        (.stringFromFile, [p("data", t("Data")), p("encoding", t("String.Encoding"))]),
        (.stringFromFile, [p("contentsOf", t("URL")), p("encoding", t("String.Encoding"))]),
        (.stringFromFile, [p("contentsOfFile", t("String")), p("encoding", t("String.Encoding"))]),
        (.stringFromFile, [p("contentsOf", t("URL"))]),
        (.stringFromFile, [p("contentsOfFile", t("String"))]),
    ])

    /// `min`, `max` (of two or more values of one `Comparable` type) and `abs`; the rounding and
    /// the other functions of one floating value (so `round(count)` with `count: Int` is refused,
    /// as Swift refuses it); `pow` of two of one floating type (and `Decimal`'s, a placeholder); `zip` and `stride`.
    static let freeFunctions: [LibrarySignature] = [
        LibrarySignature(owner: nil, name: "min", parameters: comparables, result: nil, member: .minimum),
        LibrarySignature(owner: nil, name: "max", parameters: comparables, result: nil, member: .maximum),
        LibrarySignature(owner: nil, name: "abs", parameters: [p(nil, some("SignedNumeric"))], result: nil, member: .absolute),
    ] + ["round", "floor", "ceil", "sqrt", "log10", "exp"].map { name in
        LibrarySignature(owner: nil, name: name, parameters: [p(nil, some("FloatingPoint"))], result: nil, member: .free(name))
    } + ["Double", "Float", "CGFloat"].map { type in
        LibrarySignature(owner: nil, name: "pow", parameters: [p(nil, t(type)), p(nil, t(type))], result: t(type), member: .free("pow"))
    } + [
        // Foundation's `Decimal` power, which Swift picks for `pow(2, 10)`; islet holds no `Decimal`.
        LibrarySignature(owner: nil, name: "pow", parameters: [p(nil, t("Decimal")), p(nil, t("Int"))], result: t("Decimal"), member: .decimalPower),
        LibrarySignature(owner: nil, name: "zip", parameters: [p(nil, some("Sequence")), p(nil, some("Sequence"))], result: nil, member: .free("zip")),
        LibrarySignature(owner: nil, name: "stride", parameters: [p("from", some("Strideable")), p("to", some("Strideable")), p("by", some("Strideable"))], result: nil, member: .free("stride")),
        LibrarySignature(owner: nil, name: "stride", parameters: [p("from", some("Strideable")), p("through", some("Strideable")), p("by", some("Strideable"))], result: nil, member: .free("stride")),
    ]

    private static let comparables = [p(nil, some("Comparable")), p(nil, some("Comparable")), p(nil, some("Comparable"), variadic: true)]

    /// `Date`'s initializers (on the injected clock) and its arithmetic: seconds are a
    /// `TimeInterval`, so an `Int` variable is refused as Swift refuses it.
    static let dates: [LibrarySignature] = inits("Date", t("Date"), [
        (.frameworkInit("Date"), []),
        (.frameworkInit("Date"), [p("timeIntervalSinceNow", t("TimeInterval"))]),
        (.frameworkInit("Date"), [p("timeIntervalSince1970", t("TimeInterval"))]),
        (.frameworkInit("Date"), [p("timeIntervalSinceReferenceDate", t("TimeInterval"))]),
        (.frameworkInit("Date"), [p("timeInterval", t("TimeInterval")), p("since", t("Date"))]),
    ]) + methods("Date", [
        ("addingTimeInterval", [p(nil, t("TimeInterval"))], t("Date")),
        ("advanced", [p("by", t("TimeInterval"))], t("Date")),
        ("timeIntervalSince", [p(nil, t("Date"))], t("TimeInterval")),
        ("distance", [p("to", t("Date"))], t("TimeInterval")),
    ])

    /// `URL`'s initializers islet makes (a web address, which may be nil, and a file path) and
    /// the path methods a widget builds a container file's place with.
    static let urls: [LibrarySignature] = inits("URL", .optional(t("URL")), [
        (.frameworkInit("URL"), [p("string", t("String"))]),
    ]) + inits("URL", t("URL"), [
        (.frameworkInit("URL"), [p("fileURLWithPath", t("String"))]),
    ]) + methods("URL", [
        ("appendingPathComponent", [p(nil, t("String"))], t("URL")),
        ("appendingPathComponent", [p(nil, t("String")), p("isDirectory", t("Bool"))], t("URL")),
        ("appending", [p("path", some("StringProtocol")), p("directoryHint", t("URL.DirectoryHint"), default: true)], t("URL")),
        ("appending", [p("component", some("StringProtocol")), p("directoryHint", t("URL.DirectoryHint"), default: true)], t("URL")),
        ("appendingPathExtension", [p(nil, t("String"))], t("URL")),
        ("deletingLastPathComponent", [], t("URL")),
        ("deletingPathExtension", [], t("URL")),
        ("path", [p("percentEncoded", t("Bool"), default: true)], t("String")),
    ])
}
