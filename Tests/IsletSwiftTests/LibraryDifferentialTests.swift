import Testing

/// The library surface's collections, dates, URLs and number formats held to `swiftc`: each
/// program's `report()` is compiled and run, and islet must draw the line it prints (issue 28,
/// items 2 and 7). Each line is short enough for one line of the lock-screen card. The
/// toolchain's Foundation formats in `en_001` whatever `LANG` says, which writes these numbers
/// as islet's default `en_US` does.
@Suite struct LibraryDifferentialTests {
    static let stops = """
        struct Stop { let name: String; let minutes: Int }
        let stops = [Stop(name: "Quay", minutes: 9), Stop(name: "Pier", minutes: 4), Stop(name: "Dock", minutes: 12), Stop(name: "Mill", minutes: 7)]

        """

    /// Sequence methods with shorthand and named closures of each arity, trailing or labelled.
    @Test func collectionsWithClosures() {
        SwiftcOracle.expectAgreement(Self.stops + """
            func report() -> String {
                let byTime = stops.sorted { $0.minutes < $1.minutes }.map { $0.name }
                let byName = stops.sorted(by: { a, b in a.name < b.name }).map { s in s.name.prefix(1) }
                let total = stops.reduce(0) { $0 + $1.minutes }
                let first = stops.first(where: { $0.minutes < 8 })?.name ?? "-"
                let dock = stops.firstIndex { $0.name == "Dock" } ?? -1
                return byTime.joined(separator: ">") + " " + byName.joined() + " \\(total) \\(first) \\(dock)"
            }
            """)
        SwiftcOracle.expectAgreement(Self.stops + """
            func report() -> String {
                let fastest = stops.min { $0.minutes < $1.minutes }?.name ?? "-"
                let top = Array(stops.map { $0.minutes }.sorted { $0 > $1 }.prefix(2))
                let all = stops.allSatisfy { $0.minutes > 3 } && stops.contains { $0.name == "Mill" }
                let short = stops.compactMap { $0.minutes < 8 ? $0.name : nil }
                return "\\(fastest) \\(top) \\(all) " + short.joined(separator: "/")
            }
            """)
        SwiftcOracle.expectAgreement(Self.stops + """
            func report() -> String {
                let long = stops.filter { $0.minutes > 8 }.map { "\\($0.name)+\\($0.minutes)" }
                let numbered = stops.enumerated().map { "\\($0.offset)\\($0.element.name.prefix(1))" }
                let tail = stops.suffix(1).map(\\.name)
                return long.joined(separator: ",") + " " + numbered.joined() + " \\(tail)"
            }
            """)
    }

    /// A dictionary's elements taken apart by two-parameter closures and sorted by a
    /// two-parameter ordering; a range mapped, filtered and reduced.
    @Test func dictionariesAndRangesWithClosures() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let stock = ["pears": 2, "figs": 7, "limes": 4]
                let rows = stock.sorted { $0.value > $1.value }.map { name, count in "\\(name)=\\(count)" }
                let evens = (1..<10).filter { $0 % 2 == 0 }.reduce(0, +)
                let labels = ["a", "b", "c"].enumerated().map { $0 == 1 ? $1.uppercased() : $1 }
                return rows.joined(separator: ",") + " \\(evens) " + labels.joined()
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let stock = ["pears": 2, "figs": 7, "limes": 4]
                return stock.keys.sorted().joined(separator: "|") + " \\((1...4).map { $0 * $0 })"
            }
            """)
    }

    /// `Date` arithmetic: `+` and `-` with seconds, `addingTimeInterval`, `advanced(by:)`,
    /// `timeIntervalSince`, `distance(to:)`, `Date(timeInterval:since:)`, comparisons.
    @Test func dateArithmetic() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let start = Date(timeIntervalSince1970: 1_700_000_000)
                let later = start + 90
                let earlier = start - 3600
                let moved = start.addingTimeInterval(1.5).advanced(by: 60)
                let other = Date(timeInterval: 120, since: start)
                return "\\(later.timeIntervalSince(start)) \\(earlier.timeIntervalSince(start)) \\(moved.timeIntervalSince(start)) \\(later.timeIntervalSince(earlier)) \\(start.distance(to: other))"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let start = Date(timeIntervalSince1970: 1_700_000_000)
                let minutes: TimeInterval = 45
                let soon = start.addingTimeInterval(minutes * 60)
                let reference = Date(timeIntervalSinceReferenceDate: 0)
                return "\\(soon > start) \\(soon == start + 2700) \\(soon.timeIntervalSince(start) / 60) \\(reference.timeIntervalSince1970)"
            }
            """)
    }

    /// `URL(string:)` and the path members a widget builds a file's place with.
    @Test func urlsFromStrings() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let site = URL(string: "https://example.com/orders/42")!
                return "\\(site.absoluteString) \\(URL(string: "") == nil)"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let site = URL(string: "https://example.com/orders/42?x=1")!
                let file = URL(fileURLWithPath: "/tmp/shared").appendingPathComponent("today.json")
                return "\\(site.host ?? "-") \\(site.lastPathComponent) \\(site.path()) \\(file.deletingPathExtension().lastPathComponent)"
            }
            """)
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let file = URL(fileURLWithPath: "/tmp/shared").appendingPathComponent("today.json")
                return "\\(file.path) \\(file.deletingLastPathComponent().path)"
            }
            """)
    }

    /// `formatted()` chosen by its receiver's type: an `Int` and a `Double` without a style, and
    /// the number styles a widget writes.
    @Test func numbersFormatted() {
        SwiftcOracle.expectAgreement("""
            func report() -> String {
                let distance = 1234.5
                let count = 1234567
                let share = 0.25
                return [distance.formatted(), 42.formatted(), count.formatted(), share.formatted(.percent),
                        3.14159.formatted(.number.precision(.fractionLength(2))), (-7).formatted(), 0.5.formatted()].joined(separator: " ")
            }
            """)
    }
}
