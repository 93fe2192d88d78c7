import IsletModel
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
    ]

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
                let widget = WidgetRendering(WidgetRendering.lockScreen(view), scale: 2, locale: locale)
                // Foundation marks Arabic's direction with invisible format characters (U+061C,
                // U+200F), which the cells keep only where they follow a character: the visible text must agree.
                let visible = { (text: String) in String(text.unicodeScalars.filter { $0.properties.generalCategory != .format }) }
                let drawn = visible(widget.trimmed.filter { !$0.isEmpty }.joined(separator: " "))
                let wanted = visible(lines.next() ?? "")
                #expect(drawn == wanted, "\(identifier): \(view)")
                #expect(widget.placeholders.isEmpty, "\(identifier): \(view): \(widget.placeholders)")
            }
        }
    }
}
