/// The CLDR cardinal plural rules (unicode.org/cldr, plurals.xml) that pick a `.stringsdict`
/// or String Catalog form (`one`, `few`, `many`, …) for a number, written here because the
/// toolchain's Foundation on Linux crashes loading a `.stringsdict` (docs/DECISIONS.md, "The
/// widget's strings"). A number is read as ICU reads a `double`: an integral value has no
/// visible fraction digits, `1.5` has one.
public enum PluralRule {
    /// The operands of a CLDR rule: `n` the absolute value, `i` its integer digits, `v` the
    /// count of visible fraction digits and `f` those digits as a number.
    struct Operands {
        let n: Double, i: Int, v: Int, f: Int

        init(_ value: Double) {
            let magnitude = abs(value)
            n = magnitude
            i = Int(exactly: magnitude.rounded(.towardZero)) ?? Int.max
            guard magnitude != magnitude.rounded(.towardZero), magnitude < 1e15 else {
                v = 0
                f = 0
                return
            }
            let digits = String(magnitude).split(separator: ".").last.map(String.init) ?? ""
            v = digits.count
            f = Int(digits) ?? 0
        }
    }

    /// The category of `value` in `language` (a code such as `de` or `pt_PT`); nil for a
    /// language whose rule islet does not hold, which the caller reports rather than guessing.
    public static func category(of value: Double, language: String) -> String? {
        let operands = Operands(value)
        let code = String(language.map { $0 == "-" ? "_" : $0 })
        let base = String(code.split(separator: "_").first ?? "")
        if code.hasPrefix("pt_PT") { return portugalRule(operands) }
        guard let rule = rules[base] else { return nil }
        return rule(operands)
    }

    private typealias Rule = @Sendable (Operands) -> String

    /// Languages whose every number is `other`.
    private static let otherOnly = ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "km", "my", "yue"]
    /// `one` for 1 with no fraction digits: English and most of Germanic and Nordic Europe.
    private static let oneIntegral = ["en", "de", "nl", "sv", "fi", "et", "ur", "sw", "gl"]
    /// `one` for exactly 1, fraction or not.
    private static let oneExact = ["nb", "no", "nn", "el", "hu", "tr", "bg", "az", "ka", "kk", "mn", "sq", "ta", "te", "ml", "kn", "ne"]

    private static let rules: [String: Rule] = {
        var table: [String: Rule] = [:]
        for code in otherOnly { table[code] = { _ in "other" } }
        for code in oneIntegral { table[code] = { $0.i == 1 && $0.v == 0 ? "one" : "other" } }
        for code in oneExact { table[code] = { $0.n == 1 ? "one" : "other" } }
        table["es"] = { $0.n == 1 ? "one" : millions($0) ? "many" : "other" }
        table["it"] = { $0.i == 1 && $0.v == 0 ? "one" : millions($0) ? "many" : "other" }
        table["ca"] = table["it"]
        table["fr"] = { $0.i <= 1 ? "one" : millions($0) ? "many" : "other" }
        table["pt"] = { $0.i <= 1 ? "one" : millions($0) ? "many" : "other" }
        table["da"] = { $0.n == 1 || ($0.f != 0 && $0.i <= 1) ? "one" : "other" }
        table["hi"] = { $0.i == 0 || $0.n == 1 ? "one" : "other" }
        table["bn"] = table["hi"]
        table["fa"] = table["hi"]
        table["ru"] = slavicEast
        table["uk"] = slavicEast
        table["be"] = slavicEast
        table["pl"] = { operands in
            let (i, v) = (operands.i, operands.v)
            if i == 1 && v == 0 { return "one" }
            if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return v == 0 ? "many" : "other"
        }
        table["cs"] = { $0.i == 1 && $0.v == 0 ? "one" : (2...4).contains($0.i) && $0.v == 0 ? "few" : $0.v != 0 ? "many" : "other" }
        table["sk"] = table["cs"]
        for code in ["hr", "sr", "bs"] {
            table[code] = { operands in
                let (i, v, f) = (operands.i, operands.v, operands.f)
                if (v == 0 && i % 10 == 1 && i % 100 != 11) || (f % 10 == 1 && f % 100 != 11) { return "one" }
                if (v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100)) || ((2...4).contains(f % 10) && !(12...14).contains(f % 100)) { return "few" }
                return "other"
            }
        }
        table["ro"] = { operands in
            if operands.i == 1 && operands.v == 0 { return "one" }
            let hundred = operands.i % 100
            return operands.v != 0 || operands.n == 0 || (operands.n != 1 && (1...19).contains(hundred)) ? "few" : "other"
        }
        table["ar"] = { operands in
            let n = operands.n
            guard n == n.rounded() else { return "other" }
            let hundred = operands.i % 100
            return n == 0 ? "zero" : n == 1 ? "one" : n == 2 ? "two" : (3...10).contains(hundred) ? "few" : (11...99).contains(hundred) ? "many" : "other"
        }
        table["he"] = { operands in
            if (operands.i == 1 && operands.v == 0) || (operands.i == 0 && operands.v != 0) { return "one" }
            return operands.i == 2 && operands.v == 0 ? "two" : "other"
        }
        table["iw"] = table["he"]
        return table
    }()

    /// `many` for a whole number of millions, in the Romance languages since CLDR 38.
    private static func millions(_ operands: Operands) -> Bool {
        operands.v == 0 && operands.i != 0 && operands.i % 1_000_000 == 0
    }

    /// Russian, Ukrainian and Belarusian: 1, 21, 31 are `one`; 2–4, 22–24 `few`; the rest of
    /// the whole numbers `many`; fractions `other`.
    private static func slavicEast(_ operands: Operands) -> String {
        guard operands.v == 0, operands.n == operands.n.rounded() else { return "other" }
        let (ten, hundred) = (operands.i % 10, operands.i % 100)
        if ten == 1 && hundred != 11 { return "one" }
        if (2...4).contains(ten) && !(12...14).contains(hundred) { return "few" }
        return "many"
    }

    /// European Portuguese counts only 1 as `one`, unlike Brazil's 0 and 1.
    private static func portugalRule(_ operands: Operands) -> String {
        operands.i == 1 && operands.v == 0 ? "one" : millions(operands) ? "many" : "other"
    }
}
