import Testing

/// The language widgets write around their views, held to `swiftc`: each program's `report()`
/// is compiled and run, and islet must draw the line it prints (issue 28, items 3 and 7).
@Suite struct LanguageDifferentialTests {
    private typealias W = WidgetRendering

    /// Draws `Text(report())` from a widget holding `program`, and compares with the compiler.
    private func agree(_ program: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let expected = SwiftcOracle.printed(program, sourceLocation: sourceLocation) else { return }
        let widget = W(W.lockScreen("Text(report()).lineLimit(3)", helpers: program), sourceLocation: sourceLocation)
        #expect(widget.trimmed.filter { !$0.isEmpty }.joined(separator: " ") == expected, sourceLocation: sourceLocation)
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)", sourceLocation: sourceLocation)
    }

    /// A subscript without a label (`sides[.home]`), one with a label (`[chapter: 2]`), one in
    /// an extension, and an index past the end answered by the app's own code.
    @Test func subscriptsDeclaredOnTheAppsTypes() {
        agree("""
            enum Side { case home, away }
            struct Sides { let home: String; let away: String
                subscript(side: Side) -> String { side == .home ? home : away } }
            struct Show { let chapters: [String] }
            extension Show { subscript(chapter index: Int) -> String? { chapters.indices.contains(index) ? chapters[index] : nil } }
            func report() -> String {
                let sides = Sides(home: "ARS", away: "TOT")
                let show = Show(chapters: ["a", "b"])
                return sides[.home] + "-" + sides[.away] + " " + (show[chapter: 1] ?? "none") + (show[chapter: 5] ?? "none")
            }
            """)
    }

    /// A convenience init in an extension keeps the memberwise one, which it calls; an
    /// `.init(…)` among an enum case's values makes the type the case declares.
    @Test func convenienceInitsAndImplicitInitsInCaseValues() {
        agree("""
            struct Delivery { var stage: String; var courier: String?; var eta: Int }
            extension Delivery { init(stage: String, eta: Int = 30) { self.init(stage: stage, courier: nil, eta: eta) } }
            struct Car { var model: String; var paint: UInt32 }
            enum Ride { case assigned(driver: String, car: Car), searching }
            func report() -> String {
                let order = Delivery(stage: "cooking")
                let ride = Ride.assigned(driver: "Priya", car: .init(model: "Prius", paint: 0x1F4E79))
                guard case let .assigned(driver, car) = ride else { return "?" }
                return "\\(order.stage) \\(order.eta) \\(order.courier ?? "-") \\(driver) \\(car.model) \\(car.paint)"
            }
            """)
    }

    /// `map` and `flatMap` on a `String?` property map the optional, never its characters.
    @Test func optionalMapOnAnOptionalString() {
        agree("""
            struct Flight { var gate: String?; var seat: String?; var code: String }
            func report() -> String {
                let flight = Flight(gate: "B32", seat: nil, code: "NW")
                let gate = flight.gate.map { "Gate \\($0)" } ?? "—"
                let seat = flight.seat.map { "Seat \\($0)" } ?? "no seat"
                let digits = flight.gate.flatMap { Int($0.dropFirst()) } ?? 0
                return gate + ", " + seat + ", \\(digits), " + flight.code.map { String($0) }.joined(separator: ".")
            }
            """)
    }

    /// Hex colours read with `Scanner` and split with shifts and masks, as kits do.
    @Test func scannerHexAndBitShifts() {
        agree("""
            func channels(_ hex: String) -> String {
                let scanner = Scanner(string: hex)
                _ = scanner.scanString("#")
                var rgb: UInt64 = 0
                guard scanner.scanHexInt64(&rgb) else { return "bad" }
                return "\\((rgb >> 16) & 0xFF),\\((rgb >> 8) & 0xFF),\\(rgb & 0xFF)"
            }
            func report() -> String {
                let modern = Scanner(string: "0x1F4E79 rest")
                let value = modern.scanUInt64(representation: .hexadecimal) ?? 0
                let packed = (0x12 << 16) | (0x34 << 8) | 0x56
                let bare = Scanner(string: "zz")
                var none: UInt64 = 7
                let scanned = bare.scanHexInt64(&none)
                return channels("#2E86AB") + " " + channels("FF9F0A") + " " + channels("#xyz") + " \\(value) \\(packed) \\(scanned) \\(none) \\(modern.isAtEnd)"
            }
            """)
    }

    /// `TimeZone(identifier:)` from the system's database, its offsets either side of a
    /// daylight-saving change, a `DateFormatter` in that zone, and `Calendar.isDate(_:inSameDayAs:)`.
    @Test func timeZonesAndSameDays() {
        agree("""
            func clock(_ date: Date, _ zone: String) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                formatter.timeZone = TimeZone(identifier: zone)
                return formatter.string(from: date)
            }
            func report() -> String {
                let winter = Date(timeIntervalSince1970: 1_764_600_000), summer = Date(timeIntervalSince1970: 1_751_000_000)
                let york = TimeZone(identifier: "America/New_York")!
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let late = Date(timeIntervalSince1970: 1_764_633_600 - 60), early = Date(timeIntervalSince1970: 1_764_633_600 + 60)
                return "\\(york.secondsFromGMT(for: winter)) \\(york.secondsFromGMT(for: summer)) \\(TimeZone(identifier: "Mars/Base") == nil) "
                    + clock(winter, "America/New_York") + " " + clock(summer, "Europe/Paris") + " " + clock(winter, "Asia/Kolkata")
                    + " \\(calendar.isDate(late, inSameDayAs: winter)) \\(calendar.isDate(early, inSameDayAs: winter))"
            }
            """)
    }

    /// Local functions and computed properties inside a function, and user extensions on
    /// `String` and `Int`.
    @Test func localFunctionsComputedLocalsAndExtensions() {
        agree("""
            extension String { var initials: String { split(separator: " ").compactMap { $0.first.map(String.init) }.joined() } }
            extension Int { var minutesText: String { self < 60 ? "\\(self) min" : "\\(self / 60) h \\(self % 60) min" } }
            func report() -> String {
                func twice(_ value: Int) -> Int { value * 2 }
                var label: String { "Ana Lima".initials }
                let total = twice(41)
                return label + " " + total.minutesText + " " + 45.minutesText
            }
            """)
    }

    /// Regex literals and `Regex(…)`: `firstMatch`, `wholeMatch`, `contains`, captures by
    /// number and by name, `matches` and `replacing`.
    @Test func regexLiteralsAndMatches() {
        agree("""
            func report() -> String {
                let status = "Arriving in 12 min at gate B32"
                let minutes = status.firstMatch(of: #/in (\\d+) min/#).map { String($0.1) } ?? "-"
                let gate = status.firstMatch(of: #/gate (?<gate>[A-Z]\\d+)/#).map { String($0.output.gate) } ?? "-"
                let code = "NW418".wholeMatch(of: #/[A-Z]{2}\\d{3,4}/#) != nil
                let loose = "nw418".wholeMatch(of: #/[A-Z]{2}\\d+/#.ignoresCase()) != nil
                let numbers = "3 stops, 12 min".matches(of: #/\\d+/#).map { String($0.0) }.joined(separator: "+")
                let masked = "4821 0032".replacing(#/\\d/#, with: "•")
                let built = try! Regex("B(\\\\d)")
                return "\\(minutes) \\(gate) \\(code) \\(loose) \\(status.contains(#/gate/#)) \\(numbers) \\(masked) \\(status.replacing(built, with: "G"))"
            }
            """)
    }
}
