import IsletProgram

extension LibrarySurface {
    /// `Sequence`'s and `Collection`'s methods as widgets call them on arrays, ranges and
    /// dictionaries: the closures' function types give their arity, so `sorted { $0 < $1 }`
    /// binds `sorted(by:)` and `map { $0 + $1 }` fits nothing. An element or a generic value
    /// argument is `some Any`: any value fits it, whatever types the app declares.
    static let sequence: [LibrarySignature] = {
        let element = t("Element")
        let value = some("Any")
        let predicate = function([element], t("Bool"))
        let order = function([element, element], t("Bool"))
        let transform = function([element], t("T"))
        let list: [(String, [CallParameter], ScriptTypeRepr?)] = [
            ("map", [p(nil, transform)], .array(t("T"))),
            ("compactMap", [p(nil, function([element], .optional(t("T"))))], .array(t("T"))),
            ("flatMap", [p(nil, function([element], t("SegmentOfResult")))], .array(t("T"))),
            ("filter", [p(nil, predicate)], .array(element)),
            ("first", [p("where", predicate)], .optional(element)),
            ("last", [p("where", predicate)], .optional(element)),
            ("contains", [p("where", predicate)], t("Bool")),
            ("contains", [p(nil, value)], t("Bool")),
            ("allSatisfy", [p(nil, predicate)], t("Bool")),
            ("count", [p("where", predicate)], t("Int")),
            ("firstIndex", [p("where", predicate)], .optional(t("Int"))),
            ("firstIndex", [p("of", value)], .optional(t("Int"))),
            ("lastIndex", [p("where", predicate)], .optional(t("Int"))),
            ("reduce", [p(nil, value), p(nil, function([t("Result"), element], t("Result")))], nil),
            ("sorted", [], .array(element)),
            ("sorted", [p("by", order)], .array(element)),
            ("min", [], .optional(element)),
            ("min", [p("by", order)], .optional(element)),
            ("max", [], .optional(element)),
            ("max", [p("by", order)], .optional(element)),
            ("forEach", [p(nil, function([element], .tuple([])))], .tuple([])),
            ("reversed", [], .array(element)),
            ("enumerated", [], .array(.tuple([.init(label: "offset", type: t("Int")), .init(label: "element", type: element)]))),
            ("prefix", [p(nil, t("Int"))], .array(element)),
            ("suffix", [p(nil, t("Int"))], .array(element)),
            ("dropFirst", [p(nil, t("Int"), default: true)], .array(element)),
            ("dropLast", [p(nil, t("Int"), default: true)], .array(element)),
            ("joined", [p("separator", t("String"), default: true)], t("String")),
            ("randomElement", [], .optional(element)),
            ("shuffled", [], .array(element)),
        ]
        return methods("Sequence", list)
    }()

    /// A function type taking `parameters` (unlabelled, as a closure type is written).
    static func function(_ parameters: [ScriptTypeRepr], _ result: ScriptTypeRepr) -> ScriptTypeRepr {
        .function(ScriptFunctionType(parameters: parameters.map { ScriptTupleTypeElement(type: $0) }, result: result))
    }
}
