import Testing

/// String's methods, the mutating collection methods, the free functions, typed operators and
/// `URL(string:)` held to `swiftc` (issue 28, items 2 and 7): each program's `report()` is
/// compiled and run, and islet must draw the line it prints, with nothing left a placeholder.
/// `URL(string: "a b")` is percent-encoded by the toolchain's Foundation as iOS 17 encodes it
/// (`a%20b`, where iOS 16 and earlier gave nil), so the two agree without a special case.
@Suite struct FoundationDifferentialTests {
    /// Trimming by a `CharacterSet`, splitting by a character (empty pieces omitted, or kept,
    /// or at most one split), `components(separatedBy:)`, case mapping and replacing.
    @Test func stringMethods() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let name = "  Gate B12 \\n"
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                let parts = "a,b,,c".split(separator: ",")
                let all = "a,b,,c".components(separatedBy: ",")
                return "\\(trimmed)|\\(parts)|\\(all.count)|\\(trimmed.lowercased())"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let line = "one-two--three"
                let once = line.split(separator: "-", maxSplits: 1)
                let kept = line.split(separator: "-", omittingEmptySubsequences: false).count
                return "\\(once) \\(kept) " + line.replacingOccurrences(of: "o", with: "0")
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let code = "LHR-JFK"
                let padded = "7".padding(toLength: 3, withPad: "0", startingAt: 0)
                return "\\(code.prefix(3)) \\(code.suffix(3)) \\(code.hasPrefix("LHR")) \\(code.hasSuffix("x")) \\(padded) \\(code.dropFirst(4))"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let word = "hello world"
                let pieces = "a1b22c".split(whereSeparator: { $0 == "b" })
                let head = word.prefix(while: { $0 != " " }).uppercased()
                return "\\(pieces) \\(head) \\(word.contains("lo w")) \\(word.localizedCaseInsensitiveContains("WORLD"))"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let tag = "#ff8800;"
                let hex = tag.trimmingCharacters(in: CharacterSet(charactersIn: "#;"))
                let cut = "Platform 4".padding(toLength: 4, withPad: " ", startingAt: 0)
                return hex + " " + cut + " " + "x".appending("yz") + " \\(tag.starts(with: "#f"))"
            }
            """)
    }

    /// `append`, `insert(_:at:)`, `remove(at:)`, `removeAll(where:)`, `popLast`, `sort`,
    /// `reverse`, `removeFirst` on `var`s and a struct's property, copies left unchanged.
    @Test func mutatingCollections() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                var stops = ["Quay", "Pier", "Dock"]
                stops.append("Mill")
                stops.insert("Ferry", at: 1)
                let gone = stops.remove(at: 2)
                stops.removeAll(where: { $0.hasPrefix("D") })
                let last = stops.popLast() ?? "-"
                stops.sort()
                return "\\(stops) \\(gone) \\(last)"
            }
            """)
        SwiftcOracle.expectAgreement("""
            struct Trip { var legs: [String] = [] }
            func report() -> String {
                var trip = Trip()
                trip.legs.append("A")
                var copy = trip
                copy.legs.append(contentsOf: ["B", "C"])
                var list = [3, 1, 2]
                let saved = list
                list.reverse()
                list.removeFirst()
                return "\\(trip.legs) \\(copy.legs.count) \\(saved) \\(list)"
            }
            """)
    }

    /// Dictionary subscripts with `default:`, `updateValue(_:forKey:)`, `removeValue(forKey:)`
    /// and `merge(_:uniquingKeysWith:)`, each returning what Swift returns.
    @Test func mutatingDictionaries() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                var counts: [String: Int] = [:]
                for word in ["a", "b", "a", "c", "a"] { counts[word, default: 0] += 1 }
                let old = counts.updateValue(9, forKey: "b")
                let removed = counts.removeValue(forKey: "c")
                counts.merge(["a": 1, "d": 4]) { $0 + $1 }
                return counts.keys.sorted().map { "\\($0)\\(counts[$0]!)" }.joined() + " \\(old ?? 0) \\(removed ?? 0)"
            }
            """)
    }

    /// Integer division truncates, a converted `Int` divides as `Double`, and the rounding,
    /// power, root and extreme functions give what Swift's give.
    @Test func freeFunctionsAndOperators() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let count = 7
                let share = Double(count) / 2
                return "\\(share) \\(count / 2) \\(count % 3) \\(round(2.5)) \\(floor(-1.5)) \\(ceil(1.2))"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let side = 16.0
                return "\\(pow(side, 2)) \\(pow(4, 0.5)) \\(sqrt(side)) \\(abs(-3)) \\(max(2, 9, 4)) \\(min(2.5, 1))"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let pairs = zip(["a", "b", "c"], 1...).map { "\\($0)\\($1)" }
                let steps = Array(stride(from: 0, to: 10, by: 3))
                return pairs.joined() + " \\(steps) \\(Int(exactly: 2.5) == nil)"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let start = Date(timeIntervalSince1970: 0)
                let minutes: TimeInterval = 90
                let down = Array(stride(from: 3.0, through: 1.0, by: -1.0))
                return "\\(down) \\((start + minutes).timeIntervalSince1970) \\(start + 60 > start)"
            }
            """)
    }

    /// `URL(string:)` percent-encodes what a URL cannot hold, as iOS 17 does; a space in the
    /// host is still no URL.
    @Test func urlsPercentEncoded() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let spaced = URL(string: "a b")?.absoluteString ?? "nil"
                let query = URL(string: "https://x.io/s?q=a b")?.absoluteString ?? "nil"
                return spaced + " " + query + " \\(URL(string: "https://a b.io") == nil)"
            }
            """)
    }
}
