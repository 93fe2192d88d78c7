import IsletCells
import IsletModel
import IsletScript
import Testing

/// Foundation's formats in seven locales, held to the toolchain's own Foundation: each view a
/// widget writes is drawn on a phone set to the locale, and a program compiled with `swiftc`
/// formats the same value with the same style in that locale explicitly. The date is
/// 2025-12-01 16:03:20 UTC, 5,000 s after the moment the widget is drawn at.
@Suite struct LocaleFormatDifferentialTests {
    private static let locales = ["de_DE", "es_ES", "fr_FR", "ja_JP", "ar_SA", "pt_BR", "en_GB"]
    private static let date = "Date(timeIntervalSince1970: 1_764_605_000)"
    private static let past = "Date(timeIntervalSince1970: 1_764_592_800)"

    /// Each format as the widget writes it (in the phone's locale) and as the oracle writes it
    /// (with `loc`, the Gregorian `cal` and the UTC zone `tz` given).
    private static let cases: [(view: String, oracle: String)] = [
        ("Text(1234567.891.formatted())", "1234567.891.formatted(.number.locale(loc))"),
        ("Text(1234567.formatted())", "1234567.formatted(.number.locale(loc))"),
        ("Text(0.256.formatted(.percent))", "0.256.formatted(.percent.locale(loc))"),
        ("Text(42.formatted(.percent))", "42.formatted(.percent.locale(loc))"),
        (#"Text(1234.5.formatted(.currency(code: "EUR")))"#, #"1234.5.formatted(.currency(code: "EUR").locale(loc))"#),
        (#"Text(99, format: .currency(code: "JPY"))"#, #"99.formatted(.currency(code: "JPY").locale(loc))"#),
        ("Text(1234.5678.formatted(.number.precision(.fractionLength(2))))", "1234.5678.formatted(.number.precision(.fractionLength(2)).locale(loc))"),
        ("Text(98765.4.formatted(.number.grouping(.never)))", "98765.4.formatted(.number.grouping(.never).locale(loc))"),
        ("Text(\(date).formatted(date: .complete, time: .shortened))", "d.formatted(Date.FormatStyle(date: .complete, time: .shortened, locale: loc, calendar: cal, timeZone: tz))"),
        ("Text(\(date).formatted(date: .numeric, time: .omitted))", "d.formatted(Date.FormatStyle(date: .numeric, time: .omitted, locale: loc, calendar: cal, timeZone: tz))"),
        ("Text(\(date).formatted(date: .abbreviated, time: .standard))", "d.formatted(Date.FormatStyle(date: .abbreviated, time: .standard, locale: loc, calendar: cal, timeZone: tz))"),
        ("Text(\(date).formatted(.dateTime.weekday(.wide).day().month(.wide)))", "fields(.dateTime.weekday(.wide).day().month(.wide))"),
        ("Text(\(date).formatted(.dateTime.hour().minute()))", "fields(.dateTime.hour().minute())"),
        ("Text(\(date).formatted(.dateTime.year().month().day()))", "fields(.dateTime.year().month().day())"),
        ("Text(\(date).formatted(.dateTime.month(.abbreviated).day().hour(.twoDigits(amPM: .wide))))", "fields(.dateTime.month(.abbreviated).day().hour(.twoDigits(amPM: .wide)))"),
        ("Text(\(date), format: .dateTime.weekday().hour())", "fields(.dateTime.weekday().hour())"),
        ("Text(\(date), style: .date)", "d.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: loc, calendar: cal, timeZone: tz))"),
        ("Text(\(date), style: .time)", "d.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: loc, calendar: cal, timeZone: tz))"),
        ("Text(\(past).formatted(.relative(presentation: .numeric)))", "relative(past, .numeric, .wide)"),
        ("Text(\(date).formatted(.relative(presentation: .named, unitsStyle: .abbreviated)))", "relative(d, .named, .abbreviated)"),
        ("Text(Int64(1_234_567).formatted(.byteCount(style: .file)))", "Int64(1_234_567).formatted(.byteCount(style: .file).locale(loc))"),
        ("Text(Int64(5_000_000_000).formatted(.byteCount(style: .memory)))", "Int64(5_000_000_000).formatted(.byteCount(style: .memory).locale(loc))"),
        // Timers count in the locale's digits and separator; SwiftUI is not on Linux, so the
        // oracle is Foundation's own time pattern for the seconds the timer shows.
        ("Text(timerInterval: \(past)...\(date), countsDown: true)", "timer(5000, .hourMinuteSecond)"),
        ("Text(timerInterval: \(past)...\(date), countsDown: false)", "timer(7200, .hourMinuteSecond)"),
        ("Text(timerInterval: \(past)...\(date), countsDown: true, showsHours: false)", "timer(5000, .minuteSecond)"),
        ("Text(timerInterval: \(past)...\(date), pauseTime: Date(timeIntervalSince1970: 1_764_604_875))", "timer(125, .minuteSecond)"),
        ("Text(\(date), style: .timer)", "timer(5000, .hourMinuteSecond)"),
        // A `NumberFormatter` as a fresh one is in the locale (its currency the region's).
        ("Text(number(.decimal, 1234567.891))", "number(.decimal, 1234567.891)"),
        ("Text(number(.none, 98765.4))", "number(.none, 98765.4)"),
        ("Text(number(.percent, 0.256))", "number(.percent, 0.256)"),
        ("Text(number(.currency, 1234.5))", "number(.currency, 1234.5)"),
        ("Text(number(.currency, 1234.5, code: \"JPY\"))", "number(.currency, 1234.5, code: \"JPY\")"),
        ("Text(number(.decimal, 3.14159, fraction: 2))", "number(.decimal, 3.14159, fraction: 2)"),
        // Not here, because Foundation on Linux lacks them (a compile error in the oracle), so
        // islet keeps en_US's hand-written text for them in every locale: `Measurement.formatted`,
        // `MeasurementFormatter`, `DateComponentsFormatter`, `ListFormatter` and
        // `RelativeDateTimeFormatter` (its style, `.relative`, is above).
    ]

    /// The widget's `NumberFormatter`, made as widgets make one; the oracle's sets `loc` on it.
    private static func numberHelper(settingLocale: Bool) -> String {
        """
        func number(_ style: NumberFormatter.Style, _ value: Double, code: String? = nil, fraction: Int? = nil) -> String {
            let formatter = NumberFormatter()
            \(settingLocale ? "formatter.locale = loc" : "")
            formatter.numberStyle = style
            if let code { formatter.currencyCode = code }
            // Only the largest count: swift-corelibs-foundation's formatter writes "3.142" for
            // 3.14159 when the smallest is set to 2 before it, which no iPhone does.
            if let fraction { formatter.maximumFractionDigits = fraction }
            return formatter.string(from: NSNumber(value: value)) ?? "?"
        }
        """
    }

    /// What the compiled program prints: one line per locale and case, in order.
    private static var oracle: String {
        """
        let now = Date(timeIntervalSince1970: 1_764_600_000)
        let d = \(date), past = \(past)
        let tz = TimeZone(secondsFromGMT: 0)!
        var loc = Locale(identifier: "en_US")
        var cal = Calendar(identifier: .gregorian)
        func fields(_ style: Date.FormatStyle) -> String {
            var style = style
            style.locale = loc
            style.calendar = cal
            style.timeZone = tz
            return d.formatted(style)
        }
        func timer(_ seconds: Int64, _ pattern: Duration.TimeFormatStyle.Pattern) -> String {
            Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(loc))
        }
        \(numberHelper(settingLocale: true))
        func relative(_ date: Date, _ presentation: Date.RelativeFormatStyle.Presentation, _ units: Date.RelativeFormatStyle.UnitsStyle) -> String {
            Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units, locale: loc, calendar: cal).format(now)
        }
        func report() -> String {
            var lines: [String] = []
            for identifier in [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))] {
                loc = Locale(identifier: identifier)
                cal = Calendar(identifier: .gregorian)
                cal.locale = loc
                cal.timeZone = tz
        \(cases.map { "        lines.append(\($0.oracle))" }.joined(separator: "\n"))
            }
            return lines.joined(separator: "\\n")
        }
        """
    }

    /// Every case in every locale draws what the toolchain's Foundation prints, with no
    /// placeholder; the text is read back across the lines it wrapped onto. en_US is not here:
    /// its hand-written formats keep their own tests.
    @Test func formatsAgreeWithFoundation() throws {
        guard let printed = SwiftcOracle.printed(Self.oracle) else { return }
        let expected = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(expected.count == Self.locales.count * Self.cases.count, "the oracle printed \(expected.count) lines")
        var lines = expected.makeIterator()
        for identifier in Self.locales {
            let locale = try #require(PhoneLocale(identifier))
            for (view, _) in Self.cases {
                let widget = WidgetRendering(WidgetRendering.lockScreen(view, helpers: Self.numberHelper(settingLocale: false)), scale: 2, locale: locale)
                // Foundation marks Arabic's direction with invisible format characters (U+061C,
                // U+200F), which the cells keep only where they follow a character: the visible text must agree.
                let visible = { (text: String) in String(text.unicodeScalars.filter { $0.properties.generalCategory != .format }) }
                // The cells hold Arabic in the order a reader sees it (`VisualOrder`), line by line.
                let drawn = visible(widget.trimmed.filter { !$0.isEmpty }.joined(separator: " "))
                let wanted = visible(VisualOrder.line(lines.next() ?? ""))
                #expect(drawn == wanted, "\(identifier): \(view)")
                #expect(widget.placeholders.isEmpty, "\(identifier): \(view): \(widget.placeholders)")
            }
        }
    }
}

/// The list and duration-pattern formats that widgets reach through `formatted` styles, called
/// as the interpreter's library calls them with the phone's locale, held to `swiftc` likewise.
@Suite struct LocaleListAndDurationDifferentialTests {
    private static let locales = ["de_DE", "es_ES", "fr_FR", "ja_JP", "ar_SA", "pt_BR", "en_GB"]
    private static let lists: [(kind: ListFormat.Kind, width: ListFormat.Width, oracle: String)] = [
        (.and, .standard, ".list(type: .and, width: .standard)"), (.or, .standard, ".list(type: .or, width: .standard)"),
        (.and, .short, ".list(type: .and, width: .short)"), (.and, .narrow, ".list(type: .and, width: .narrow)"),
    ]
    private static let patterns: [(pattern: DurationFormat.Pattern, oracle: String)] = [
        (.hourMinuteSecond(), ".hourMinuteSecond"), (.hourMinute(padHourToLength: 2), ".hourMinute(padHourToLength: 2)"),
        (.minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 2), ".minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 2)"),
    ]
    private static let seconds = 3725.25

    @Test func listsAndTimePatternsAgreeWithFoundation() throws {
        let oracle = """
            func report() -> String {
                var lines: [String] = []
                for identifier in [\(Self.locales.map { "\"\($0)\"" }.joined(separator: ", "))] {
                    let loc = Locale(identifier: identifier)
            \(Self.lists.map { "        lines.append([\"Anna\", \"Ben\", \"Cleo\"].formatted(\($0.oracle).locale(loc)))" }.joined(separator: "\n"))
            \(Self.patterns.map { "        lines.append(Duration.seconds(\(Self.seconds)).formatted(.time(pattern: \($0.oracle)).locale(loc)))" }.joined(separator: "\n"))
                }
                return lines.joined(separator: "\\n")
            }
            """
        guard let printed = SwiftcOracle.printed(oracle) else { return }
        var expected = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).makeIterator()
        for identifier in Self.locales {
            let formats = LocaleFormats(try #require(PhoneLocale(identifier)), utcOffsetSeconds: 0)
            for list in Self.lists {
                #expect(ListFormat.string(["Anna", "Ben", "Cleo"], kind: list.kind, width: list.width, in: formats) == expected.next(), "\(identifier): \(list.oracle)")
            }
            for pattern in Self.patterns {
                #expect(DurationFormat.time(Self.seconds, pattern: pattern.pattern, in: formats) == expected.next(), "\(identifier): \(pattern.oracle)")
            }
        }
        #expect(expected.next() == nil, "the oracle printed more lines than cases")
    }
}
