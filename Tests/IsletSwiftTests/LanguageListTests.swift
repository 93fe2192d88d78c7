import Testing

/// The SwiftUI-side items of issue 28's language list, drawn from Swift source: UIKit colours,
/// `Image(uiImage:)`, `Alignment(horizontal:vertical:)`, custom `EnvironmentKey`s set with
/// `.environment(\.key, value)`, and a property wrapper's `$value` projection.
@Suite struct LanguageListTests {
    private typealias W = WidgetRendering

    /// The cells of a lock screen drawing `body`, as text and colours.
    private func cells(_ body: String, helpers: String = "") -> [String] {
        let widget = W(W.lockScreen(body, helpers: helpers))
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        return (0..<widget.result.buffer.height).map { row in
            (0..<widget.result.buffer.width).map { column in
                let cell = widget.result.buffer[column, row]
                return "\(cell.text)\(String(describing: cell.foreground))\(String(describing: cell.background))"
            }.joined()
        }
    }

    /// `UIColor(red:green:blue:alpha:)`, through `Color(uiColor:)` and `Color(_:)`, paints what
    /// SwiftUI's `Color(red:green:blue:opacity:)` paints; `UIColor(white:alpha:)` a grey.
    @Test func uiKitColoursPaintAsSwiftUIsDo() {
        let swatch = { (color: String) in "Rectangle().fill(\(color)).frame(width: 60, height: 20)" }
        let swiftUI = cells(swatch("Color(red: 0.36, green: 0.25, blue: 0.83, opacity: 0.5)"))
        #expect(cells(swatch("Color(uiColor: UIColor(red: 0.36, green: 0.25, blue: 0.83, alpha: 0.5))")) == swiftUI)
        #expect(cells(swatch("Color(Palette.brand)"), helpers: "enum Palette { static let brand = UIColor(red: 0.36, green: 0.25, blue: 0.83, alpha: 0.5) }") == swiftUI)
        #expect(cells(swatch("Color(uiColor: UIColor(white: 0.5, alpha: 1))")) == cells(swatch("Color(white: 0.5)")))
        #expect(cells(swatch("Color(red: 0.83, green: 0.25, blue: 0.36)")) != swiftUI, "another colour paints otherwise")
    }

    /// `Image(uiImage: UIImage(systemName:)!)` is the symbol `Image(systemName:)` draws.
    @Test func imageFromAUIImageSymbol() {
        #expect(cells(#"Image(uiImage: UIImage(systemName: "bolt.fill")!)"#) == cells(#"Image(systemName: "bolt.fill")"#))
    }

    /// `Alignment(horizontal:vertical:)` places as the named alignment it equals.
    @Test func alignmentFromItsTwoGuides() {
        let framed = { (alignment: String) in #"Text("Gate").frame(maxWidth: .infinity, alignment: \#(alignment))"# }
        let trailing = cells(framed(".trailing"))
        #expect(cells(framed("Alignment(horizontal: .trailing, vertical: .center)")) == trailing)
        #expect(cells(framed("Alignment(horizontal: .leading, vertical: .center)")) == cells(framed(".leading")))
        #expect(cells(framed(".leading")) != trailing)
    }

    /// A custom `EnvironmentKey` reads its default, and `.environment(\.key, value)` sets it for
    /// every view it wraps, however deep, and for those only.
    @Test func customEnvironmentKeys() {
        let helpers = """
            private struct BadgeKey: EnvironmentKey { static let defaultValue = "none" }
            extension EnvironmentValues {
                var badge: String {
                    get { self[BadgeKey.self] }
                    set { self[BadgeKey.self] = newValue }
                }
            }
            struct Badge: View {
                @Environment(\\.badge) private var badge
                var body: some View { Text(badge) }
            }
            struct Card: View {
                var body: some View { VStack { Badge() } }
            }
            """
        let widget = W(W.lockScreen(#"VStack { Badge(); Badge().environment(\.badge, "VIP"); Card().environment(\.badge, "deep") }"#, helpers: helpers))
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["none", "VIP", "deep"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        #expect(widget.sites.ignoredModifiers.isEmpty, "a custom key's `.environment` is drawn, not ignored")
    }

    /// A property wrapper of the app's: its `wrappedValue` is the property, `$name` its
    /// `projectedValue`, set through the memberwise init, an initial value or `_name`.
    @Test func propertyWrapperProjections() {
        let helpers = """
            @propertyWrapper struct Percent {
                private var value: Double
                init(wrappedValue: Double) { value = min(max(wrappedValue, 0), 1) }
                var wrappedValue: Double { value }
                var projectedValue: Int { Int((value * 100).rounded()) }
            }
            struct Share: View {
                @Percent var share: Double
                var body: some View { Text("\\(share) \\($share)%") }
            }
            struct Fixed: View {
                @Percent var share: Double = 2
                var body: some View { Text("\\($share)%") }
            }
            struct Split: View {
                @Percent var share: Double
                init(part: Double, whole: Double) { _share = Percent(wrappedValue: part / whole) }
                var body: some View { Text("\\($share)%") }
            }
            """
        let widget = W(W.lockScreen("VStack { Share(share: 0.25); Fixed(); Split(part: 1, whole: 3) }", helpers: helpers))
        // A Text literal writes the Double as `%lf` (six decimals, as a phone shows it).
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["0.250000 25%", "100%", "33%"])
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }
}
