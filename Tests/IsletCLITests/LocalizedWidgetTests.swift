import Foundation
import IsletTestSupport
import Testing

/// Every way widget code asks for a localized string, run by the real `islet render` on
/// Swift written as apps write it, beside `*.lproj` tables, a `.stringsdict` and an
/// `Info.plist`: the phone's language is `--locale`'s, and a `String` shown as it is stays so.
@Suite struct LocalizedWidgetTests {
    static let widget = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct TallyAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var count: Int
            var name: String
            var ratio: Double
            var page: Int
        }
        var title: String
    }

    enum Words {
        static let hello: LocalizedStringResource = "greeting"
    }

    struct Badge: View {
        let title: LocalizedStringKey
        var body: some View { Text(title) }
    }

    struct TallyWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: TallyAttributes.self) { context in
                VStack(alignment: .leading) {
                    if context.state.page == 1 {
                    Text("greeting")
                    Text(verbatim: "greeting")
                    Text(context.state.name)
                    Text("\\(context.state.count) items")
                    Text("ratio \\(context.state.ratio)")
                    Text(NSLocalizedString("missing.key", value: "Fallback", comment: ""))
                    Text(String(localized: "farewell", table: "Extra"))
                    Text(String(format: NSLocalizedString("files", comment: ""), context.state.count))
                    } else {
                    Text("Items", tableName: "Extra")
                    Label("greeting", systemImage: "star.fill")
                    Text(String(localized: "nokey", defaultValue: "Default \\(context.state.count)"))
                    Text(Words.hello)
                    Badge(title: "greeting")
                    Text("greeting").environment(\\.locale, Locale(identifier: "en"))
                    Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "none")
                    Text("100% sure")
                    }
                }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("c") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    #Preview("Tally", as: .content, using: TallyAttributes(title: "t")) {
        TallyWidget()
    } contentStates: {
        TallyAttributes.ContentState(count: 3, name: "rest", ratio: 0.5, page: 1)
        TallyAttributes.ContentState(count: 3, name: "rest", ratio: 0.5, page: 2)
    }
    """

    static func plural(_ one: String, _ other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    static let files: [String: String] = [
        "Tally/TallyWidget.swift": widget,
        "Tally/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>My Tally</string></dict></plist>
        """,
        "Tally/en.lproj/Localizable.strings": #""greeting" = "Hello"; "rest" = "Rest"; "%lld items" = "%lld things";"#,
        "Tally/en.lproj/Localizable.stringsdict": plural("%lld file", "%lld files"),
        "Tally/de.lproj/Localizable.strings": #""greeting" = "Hallo"; "rest" = "Pause"; "%lld items" = "%lld Elemente";"#,
        "Tally/de.lproj/Localizable.stringsdict": plural("%lld Datei", "%lld Dateien"),
        "Tally/de.lproj/Extra.strings": #""farewell" = "Tschüss"; "Items" = "Artikel";"#,
        "Tally/de.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Mein Zähler";"#,
    ]

    /// The lock screen's lines in `locale` on the preview's `page` (the card holds eight), each trimmed.
    static func lines(locale: String, page: Int) throws -> [String] {
        let folder = try written(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try IsletProcess.run([
            "render", folder.appendingPathComponent("Tally").path, "--presentation", "lock", "--format", "text", "--locale", locale, "--preview", "\(page)",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.components(separatedBy: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▗▖▝▘▄▀▐▌")) }.filter { !$0.isEmpty }
    }

    @Test func aGermanPhoneShowsTheGermanStrings() throws {
        try Self.expect(locale: "de_DE", [
            ["Hallo", "greeting", "rest", "3 Elemente", "ratio 0.500000", "Fallback", "Tschüss", "3 Dateien"],
            ["Artikel", "★ Hallo", "Default 3", "Hallo", "Hallo", "Hello", "Mein Zähler", "100% sure"],
        ])
    }

    /// The default locale is en_US: English tables, the `Info.plist`'s own name, and the key
    /// itself where English has no value.
    @Test func theDefaultIsEnglish() throws {
        try Self.expect(locale: "en_US", [
            ["Hello", "greeting", "rest", "3 things", "ratio 0.500000", "Fallback", "farewell", "3 files"],
            ["Items", "★ Hello", "Default 3", "Hello", "Hello", "Hello", "My Tally", "100% sure"],
        ])
    }

    /// A fresh temporary folder holding `files` (path → text), which the caller removes.
    static func written(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-locale-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Each page's lines, in order, below the board's heading.
    static func expect(locale: String, _ pages: [[String]]) throws {
        for (page, expected) in pages.enumerated() {
            let lines = try Self.lines(locale: locale, page: page + 1)
            let start = try #require(lines.firstIndex(of: expected[0]), "\(lines)")
            #expect(Array(lines[start..<min(lines.count, start + expected.count)]) == expected, "page \(page + 1)")
        }
    }

    /// A language the widget does not ship gets the development region's (English) strings.
    @Test func anUnshippedLanguageFallsBackToTheDevelopmentRegion() throws {
        #expect(try Self.lines(locale: "ja_JP", page: 1).contains("3 things"))
    }

    /// A broken table stops the command with its file, line and column.
    @Test func aBrokenTableIsAnErrorAtItsPlace() throws {
        let folder = try Self.written(["Tally/TallyWidget.swift": Self.widget, "Tally/en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try IsletProcess.run(["render", folder.appendingPathComponent("Tally").path, "--format", "text"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("en.lproj/Localizable.strings:2:1: expected \";\" after the value of \"a\""), "\(result.standardError)")
    }

    @Test func aLocaleThatIsNoneIsAUsageError() throws {
        let result = try IsletProcess.run(["render", "samples/localized/workout", "--locale", "klingon please"])
        #expect(result.status == 2 && result.standardError.contains("--locale takes a locale such as en_US"), "\(result.standardError)")
    }
}
