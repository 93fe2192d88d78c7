import FoundationEssentials
import IsletScript
import Testing

/// The widget's `UserDefaults` reads, from the suites `--defaults` supplies, with iOS's
/// coercions and its answers for a missing key (issue 17, item 2).
@Suite struct AppGroupDefaultsTests {
    private typealias W = WidgetRendering

    static let getters = W.lockScreen("""
        let shared = UserDefaults(suiteName: "group.com.example.orders")!
        Text("\\(shared.integer(forKey: "stops")) \\(shared.integer(forKey: "eta")) \\(shared.bool(forKey: "late")) \\(shared.string(forKey: "count") ?? "-") \\(shared.double(forKey: "half"))")
        """)

    /// `integer(forKey:)` reads the string "5" as 5 and 2.67 as 2, `bool(forKey:)` the string
    /// "YES" as true, `string(forKey:)` the number 12 as "12", `double(forKey:)` "0.5" as 0.5
    /// (which the `Text` literal writes as `%lf`, six decimals).
    @Test func gettersCoerceAsIOSDoes() {
        let group = ScriptAppGroup(suites: ["group.com.example.orders": [
            "stops": .string("5"), "eta": .real(2.67), "late": .string("YES"), "count": .integer(12), "half": .string("0.5"),
        ]])
        let widget = W(Self.getters, appGroup: group)
        #expect(widget.lines == ["5 2 true 12 0.500000"])
        #expect(widget.placeholders.isEmpty)
        #expect(widget.reads.allSatisfy { $0.hasSuffix(": supplied") } && widget.reads.count == 5, "\(widget.reads)")
    }

    /// Without `--defaults`, every getter answers what iOS answers for a missing key, and each
    /// read is listed with its suite, key and that answer.
    @Test func missingKeysReadAsIOSReadsThem() {
        let widget = W(Self.getters)
        #expect(widget.lines == ["0 0 false - 0.000000"])
        #expect(widget.placeholders.isEmpty)
        #expect(widget.reads.first == #"Widget/Widget.swift:16:9: UserDefaults "group.com.example.orders" key "stops" (integer(forKey:)): not supplied (--defaults), so it reads as 0"#)
        #expect(widget.reads.contains { $0.contains(#"key "count" (string(forKey:)): not supplied (--defaults), so it reads as nil"#) }, "\(widget.reads)")
    }

    /// A value of a kind the getter cannot use reads as a missing one (a string that is no
    /// number is 0; an array is no string), and the shorthand file's keys serve any suite.
    @Test func valuesAGetterCannotUseReadAsMissing() {
        let group = ScriptAppGroup(anySuite: ["stops": .string("many"), "count": .array([.integer(1)]), "late": .string("NO"), "eta": .bool(true)])
        #expect(W(Self.getters, appGroup: group).lines == ["0 1 false - 0.000000"])
    }

    /// The collection, data, URL and object getters give their kind or nil, as on iOS: a path
    /// is a file URL, a number is no array, `stringArray` refuses an array holding a number.
    @Test func collectionDataAndURLGetters() {
        let body = """
            let shared = UserDefaults.standard
            Text("\\(shared.array(forKey: "stops")?.count ?? -1) \\(shared.array(forKey: "count")?.count ?? -1) \\(shared.stringArray(forKey: "stops") == nil) \\(shared.dictionary(forKey: "driver")?.count ?? -1) \\(shared.data(forKey: "token")?.count ?? -1)")
            Text("\\(shared.url(forKey: "file")?.absoluteString ?? "-") \\(shared.url(forKey: "web")?.host ?? "-") \\((shared.object(forKey: "count") as? Int) ?? 0)")
            """
        let group = ScriptAppGroup(suites: ["standard": [
            "stops": .array([.string("Oak"), .integer(2)]), "count": .integer(7), "driver": .dictionary(["name": .string("Ana"), "car": .string("red")]),
            "token": .data(Data([1, 2, 3])), "file": .string("/tmp/cover.png"), "web": .string("https://example.com/a"),
        ]])
        #expect(W(W.lockScreen(body), appGroup: group).trimmed == ["2 -1 true 2 3", "file:///tmp/cover.png example.com 7"])
    }

    static let storage = W.lockScreen("Badge()", helpers: """
        struct Badge: View {
            @AppStorage("units", store: UserDefaults(suiteName: "group.com.example.orders")) var units: String = "km"
            @AppStorage("laps") var laps = 0
            @AppStorage("mode", store: .standard) var mode: Mode = .walk
            enum Mode: String { case walk, run }
            var body: some View { Text("\\(laps) \\(units) \\(mode.rawValue)") }
        }
        """)

    /// `@AppStorage` reads its store's key when it holds the property's type and keeps the
    /// initial value otherwise: SwiftUI casts, it does not coerce.
    @Test func appStorageReadsItsStoreOrKeepsItsInitialValue() {
        let group = ScriptAppGroup(suites: ["group.com.example.orders": ["units": .string("mi")], "standard": ["laps": .integer(3), "mode": .string("run")]])
        #expect(W(Self.storage, appGroup: group).lines == ["3 mi run"])
        let mismatched = ScriptAppGroup(suites: ["group.com.example.orders": ["units": .integer(5)], "standard": ["laps": .string("3"), "mode": .string("swim")]])
        #expect(W(Self.storage, appGroup: mismatched).lines == ["0 km walk"])
        let missing = W(Self.storage)
        #expect(missing.lines == ["0 km walk"])
        #expect(missing.reads.contains { $0.contains(#"UserDefaults "standard" key "laps" (@AppStorage): not supplied (--defaults), so it reads as the property's initial value, 0"#) }, "\(missing.reads)")
    }
}
