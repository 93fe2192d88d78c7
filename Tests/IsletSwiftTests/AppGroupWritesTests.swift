import FoundationEssentials
import IsletScript
import Testing

/// What a widget's own code does to its App Group while it renders: `register(defaults:)`,
/// `set(_:forKey:)` and `removeObject(forKey:)` change what the rest of the render reads and
/// nothing after it, and `FileManager` lists the container's folders from `--files`.
@Suite struct AppGroupWritesTests {
    private typealias W = WidgetRendering

    static let registered = W.lockScreen("""
        let shared = UserDefaults(suiteName: "group.com.example.orders")!
        let _ = shared.register(defaults: ["stops": 4, "units": "km"])
        Text("\\(shared.integer(forKey: "stops")) \\(shared.string(forKey: "units") ?? "-") \\(shared.bool(forKey: "late"))")
        """)

    /// A registered default is read when `--defaults` lacks the key, a supplied value wins over
    /// it, and the report says what the missing key read as.
    @Test func registeredDefaultsFillMissingKeys() {
        let missing = W(Self.registered)
        #expect(missing.lines == ["4 km false"])
        #expect(missing.reads.contains { $0.contains(#"key "stops" (integer(forKey:)): not supplied (--defaults), so it reads as its registered default, 4"#) }, "\(missing.reads)")
        let supplied = W(Self.registered, appGroup: ScriptAppGroup(suites: ["group.com.example.orders": ["stops": .integer(9)]]))
        #expect(supplied.lines == ["9 km false"])
        #expect(supplied.placeholders.isEmpty, "\(supplied.placeholders)")
    }

    static let written = W.lockScreen("""
        let defaults = UserDefaults.standard
        let before = defaults.integer(forKey: "laps")
        let _ = Tally.bump(defaults)
        Text("\\(before) \\(defaults.integer(forKey: "laps")) \\(defaults.string(forKey: "units") ?? "-")")
        """, helpers: """
        enum Tally {
            static func bump(_ defaults: UserDefaults) -> Bool {
                defaults.register(defaults: ["units": "mi"])
                defaults.set(defaults.integer(forKey: "laps") + 1, forKey: "laps")
                defaults.set("km", forKey: "units")
                defaults.removeObject(forKey: "units")
                return true
            }
        }
        """)

    /// A value set in the render is read after the set and not before; a removed key falls back
    /// to its registered default; a second render reads `--defaults` afresh.
    @Test func writesLastForTheRestOfTheRenderOnly() {
        let group = ScriptAppGroup(suites: ["standard": ["laps": .integer(2), "units": .string("yd")]])
        let first = W(Self.written, appGroup: group)
        #expect(first.lines == ["2 3 mi"])
        #expect(W(Self.written, appGroup: group).lines == ["2 3 mi"], "nothing is kept between renders")
        #expect(first.placeholders.isEmpty, "\(first.placeholders)")
        #expect(group.suites["standard"]?["laps"] == .integer(2))
    }

    static let listing = W.lockScreen("""
        VStack {
            Text(Shelf.names("photos").joined(separator: ","))
            Text(Shelf.top())
            Text(Shelf.names("../other").joined(separator: ","))
            Text(Shelf.names("missing").joined(separator: ","))
        }
        """, helpers: """
        enum Shelf {
            static var folder: URL { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.orders")! }
            static func names(_ name: String) -> [String] {
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? ["none"]
            }
            static func top() -> String {
                let urls = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
                return urls.map { $0.lastPathComponent }.joined(separator: ",")
            }
        }
        """)

    /// Names directly inside a folder, sorted, sub-folders once; the URL form skips hidden files
    /// when asked; a path climbing out with `..` or a folder `--files` lacks reads nothing, and
    /// every listing is in the report.
    @Test func directoryListingsComeFromTheFilesFolder() {
        let group = ScriptAppGroup(files: ScriptContainer(files: [
            "photos/b.png": Data([1]), "photos/a.png": Data([2]), "photos/2024/c.png": Data([3]), "note.txt": Data(), ".cache": Data(),
        ]))
        let widget = W(Self.listing, appGroup: group)
        #expect(widget.trimmed.filter { !$0.isEmpty } == ["2024,a.png,b.png", "note.txt,photos", "none", "none"])
        #expect(widget.reads.contains { $0.contains(#"file "photos/" of the group.com.example.orders container (contentsOfDirectory(atPath:)): supplied"#) }, "\(widget.reads)")
        #expect(widget.reads.contains { $0.contains(#"file "missing/" of the group.com.example.orders container (contentsOfDirectory(atPath:)): not supplied (--files), so it reads as an error thrown (no such folder)"#) }, "\(widget.reads)")
        #expect(widget.placeholders.contains { $0.contains("climbs out") }, "\(widget.placeholders)")
    }
}
