import Testing

/// Foundation's formatters as widgets call them, in both forms: the class method
/// (`ByteCountFormatter.string(fromByteCount:countStyle:)`) and a configured instance
/// (`formatter.string(from:)`), and a formatter property read before the widget sets it.
@Suite struct FormatterCallTests {
    private typealias W = WidgetRendering

    /// The class method draws the size, not the method's name: `.file` counts in 1000s,
    /// `.memory` in 1024s (12,345,678 bytes are 12.3 MB of a file and 11.8 MB of memory).
    @Test func byteCountClassMethodFormatsTheSize() {
        let source = W.lockScreen(
            #"""
            VStack {
                Text(ByteCountFormatter.string(fromByteCount: 12_345_678, countStyle: .file))
                Text(ByteCountFormatter.string(fromByteCount: 12_345_678, countStyle: .memory))
            }
            """#
        )
        let widget = W(source)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["12.3 MB", "11.8 MB"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }

    /// A configured `ByteCountFormatter` (count style, allowed units), `DateFormatter` and
    /// `NumberFormatter`, each asked through its instance method.
    @Test func instanceMethodsUseTheFormattersSettings() {
        let helpers = """
            enum Formats {
                static func size(_ bytes: Int64) -> String {
                    let formatter = ByteCountFormatter()
                    formatter.countStyle = .memory
                    return formatter.string(fromByteCount: bytes)
                }
                static func kilobytes(_ bytes: Int64) -> String {
                    let formatter = ByteCountFormatter()
                    formatter.allowedUnits = [.useKB]
                    formatter.countStyle = .memory
                    return formatter.string(fromByteCount: bytes)
                }
                static func clock(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: date)
                }
                static func share(_ value: Double) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .percent
                    return formatter.string(from: NSNumber(value: value)) ?? "?"
                }
            }
            """
        let source = W.lockScreen(
            #"""
            VStack {
                Text(Formats.size(1_500_000))
                Text(Formats.kilobytes(1_500_000))
                Text(Formats.clock(Date()))
                Text(Formats.share(0.25))
            }
            """#,
            helpers: helpers
        )
        let widget = W(source)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["1.4 MB", "1,465 KB", "14:40", "25%"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }

    /// `formatter.positivePrefix = "+" + (formatter.positivePrefix ?? "")` reads the currency
    /// symbol the style and `currencyCode` give, as the phone does, rather than a function.
    @Test func unsetFormatterPropertiesReadTheirDefaults() {
        let helpers = """
            enum Money {
                static func signed(_ cents: Int, code: String) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencyCode = code
                    formatter.positivePrefix = "+" + (formatter.positivePrefix ?? "")
                    return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\\(cents)"
                }
            }
            """
        let source = W.lockScreen(#"Text(Money.signed(150, code: "EUR"))"#, helpers: helpers)
        let widget = W(source)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["+€1.50"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }
}
