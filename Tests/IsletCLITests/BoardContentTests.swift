import Foundation
import IsletTestSupport
import Testing

/// No Swift name, `nil`, raw key or format specifier is drawn as content (issues 28 and 30's
/// done-when): every presentation of every bundled layout, every sample widget
/// (`samples/swift/`, `samples/localized/`) and every corpus widget (`samples/corpus/`), for
/// every preview state in every language the widget ships, rendered by the real `islet` and each
/// board's text scanned for what is really Swift. A placeholder is a hatched box (`╱`) whose
/// label names what was not drawn, so its label is not content and is left out of the scan.
@Suite struct BoardContentTests {
    static let root = IsletProcess.packageRoot

    static let layouts: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("layouts").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { "layouts/" + $0 }

    static let widgets: [String] = ["samples/swift", "samples/localized", "samples/corpus", "samples/bench"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
            .filter { !$0.contains(".") }.sorted().map { folder + "/" + $0 }
    }

    /// Text that is Swift, never content, as it reaches a board when islet describes a value
    /// it should have computed:
    /// - `nil`, and `Optional(` of an optional's description;
    /// - `(Function)`, a function or closure described as text;
    /// - `NSLocalizedString`, `Bundle` and `main` (of `Bundle.main`): a call's or a member's name;
    /// - an implicit member path such as `.thinMaterial` or `.seconds`;
    /// - a format specifier (`%@`, `%lld`, `%1$@`, `%#@count@`) left unformatted;
    /// - a type's name as Swift writes it: a generic (`Array<Int>`, `ArraySlice<`), a metatype
    ///   (`Int.Type`), a module-qualified name (`Swift.`, `SwiftUI.`, `Foundation.`), `some View`,
    ///   and the standard and framework types no widget shows as a word (`Int`, `Double`,
    ///   `CGFloat`, `String`, `Substring`, `Bool`, `TimeInterval`, `Duration`,
    ///   `LocalizedStringKey`, `AttributedString`, `ActivityViewContext`, `ContentState`,
    ///   `DynamicIsland`, `ShapeStyle`, `AnyView`). Words a widget may well show (`Date`,
    ///   `Color`, `Text`, `Image`) are left out: the widget's own types are matched by name.
    static let swiftSpellings = [
        #"(?<![\w'’])nil(?![\w'’])"#, #"Optional\("#, #"\(Function\)"#, "NSLocalizedString", #"(?<!\w)Bundle(?!\w)"#, #"(?<![\w'’])main(?![\w'’])"#,
        #"(?<![\w.])\.[a-z][A-Za-z]{2,}"#, #"%(\d+\$)?(#@|[-+0#]*\d*(\.\d+)?(ll|l|h|hh|q|z|j|t)?[@dDiuUxXoOfFeEgGcCsSp](?!\w))"#,
        #"\b[A-Z]\w*<[A-Z]"#, #"\b[A-Z]\w*\.Type\b"#, #"\b(Swift|SwiftUI|Foundation|WidgetKit|ActivityKit)\.[A-Z]"#, #"\b(some|any) [A-Z]\w+"#,
        #"(?<![\w.])(U?Int(8|16|32|64)?|Double|Float|CGFloat|String|Substring|Bool|TimeInterval|Duration|LocalizedStringKey|AttributedString|ActivityViewContext|ContentState|DynamicIsland|ShapeStyle|AnyView)(?![\w'’])"#,
    ]

    /// The board above its report, without the heading that names the activity's type, and
    /// with every placeholder (hatch marks and the label between them) taken out.
    static func board(_ output: String) -> String {
        let lines = output.components(separatedBy: "\n")
        let end = lines.firstIndex { $0.hasPrefix("Fit on ") } ?? lines.count
        return lines[min(1, end)..<end].map { line in
            line.replacingOccurrences(of: "╱+[^╱]*╱+", with: " ", options: .regularExpression).replacingOccurrences(of: "╱", with: " ")
        }.joined(separator: "\n")
    }

    /// What of `board` is Swift: the spellings above, and each of `names` (the widget's types,
    /// statics and localization keys) as a whole word.
    static func swiftOn(_ board: String, names: Set<String>) -> [String] {
        let patterns = swiftSpellings + names.sorted().map { "(?<![\\w.])" + NSRegularExpression.escapedPattern(for: $0) + "(?![\\w])" }
        return patterns.compactMap { pattern in
            guard let found = board.range(of: pattern, options: .regularExpression) else { return nil }
            let line = board[..<found.lowerBound].components(separatedBy: "\n").count - 1
            return "\(board[found]) in: \(board.components(separatedBy: "\n")[line].trimmingCharacters(in: .whitespaces))"
        }
    }

    /// The names in `folder`'s Swift that are the code's, not its content: types, `static`
    /// members, and the keys of its string tables (`"key" = "value";`, a `.stringsdict`'s and a
    /// String Catalog's), less every word the code writes in a string literal (a type named
    /// `Boarding` beside `"Boarding at E34"`).
    static func codeNames(in folder: String) throws -> Set<String> {
        var names: Set<String> = [], written: Set<String> = []
        let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
        for file in files where [".swift", ".strings", ".stringsdict", ".xcstrings"].contains(where: file.hasSuffix) {
            let url = root.appendingPathComponent(folder + "/" + file)
            let data = try Data(contentsOf: url)
            let text = String(data: data, encoding: data.starts(with: [0xFF, 0xFE]) ? .utf16 : .utf8) ?? ""
            let declared = file.hasSuffix(".strings") ? #"(?m)^\s*"([^"]+)"\s*="#
                : file.hasSuffix(".stringsdict") ? #"(?m)^\t<key>([^<]+)</key>"#
                : file.hasSuffix(".xcstrings") ? #"(?m)^    "([^"]+)" : \{"#
                : #"\b(?:struct|enum|class|actor|protocol|typealias|static\s+(?:let|var|func))\s+(\w{3,})"#
            names.formUnion(matches(declared, in: text).filter { !$0.contains("%") })
            if file.hasSuffix(".swift") {
                for literal in matches(#""((?:[^"\\\n]|\\.)*)""#, in: text) {
                    // A literal the code writes is content where it is its own key (`Button("Skip rest")`).
                    written.insert(literal)
                    written.formUnion(matches(#"(\w+)"#, in: literal))
                }
            }
        }
        return names.subtracting(written)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The languages `widget` ships (its `*.lproj` folders and String Catalog languages, as
    /// `render --all-locales` lists them), or the default locale when it ships none.
    static func languages(of widget: String) throws -> [String] {
        let result = try IsletProcess.run(["render", widget, "--all-locales"])
        guard let shipped = matches(#"fit in every language it ships \(([^)]*)\)"#, in: result.standardOutput).first else { return ["en_US"] }
        return shipped.components(separatedBy: ", ")
    }

    /// How many preview states `widget`'s previews give, as `render` counts them.
    static func previewStates(of widget: String) throws -> Int {
        let result = try IsletProcess.run(["render", widget, "--preview", "999", "--format", "text"])
        let count = matches(#"have (\d+) state"#, in: result.standardError).first.flatMap { Int($0) }
        return try #require(count, "\(result.standardError)")
    }

    @Test(arguments: layouts)
    func aLayoutsBoardHoldsNoSwift(_ layout: String) throws {
        let result = try IsletProcess.run(["render", layout, "--presentation", "all", "--format", "text"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.swiftOn(Self.board(result.standardOutput), names: []) == [], "\(layout)")
    }

    /// Widget folder → the Swift its boards still show, found by this scan and not yet mended.
    static let knownSwift: [String: String] = [:]

    @Test(arguments: widgets)
    func everyPreviewStatesBoardHoldsNoSwift(_ widget: String) throws {
        let folder = String(widget.split(separator: "/").last ?? "")
        try CorpusLimitations.check(folder, against: Self.knownSwift) {
            let names = try Self.codeNames(in: widget)
            let states = try Self.previewStates(of: widget)
            #expect(states > 0)
            for locale in try Self.languages(of: widget) {
                for state in 1...states {
                    let result = try IsletProcess.run(["render", widget, "--preview", "\(state)", "--presentation", "all", "--format", "text", "--locale", locale])
                    #expect(result.status == 0, "\(result.standardError)")
                    #expect(Self.swiftOn(Self.board(result.standardOutput), names: names) == [], "\(widget) --preview \(state) --locale \(locale)")
                }
            }
        }
    }

    /// The scan finds Swift where it is drawn as text, and not in a placeholder's hatched box.
    @Test func theScanTellsSwiftFromContentAndPlaceholders() {
        let output = """
        OrderAttributes · iPhone 16 Pro · 402×874 pt · dark
          ╱╱╱Image("logo")╱  Ready at 12:05
          ╱╱╱╱╱╱╱╱╱╱╱╱╱╱╱  Order OrderFormatters
          main  .thinMaterial  nil  Optional("x")
          40% off  %lld items
          [(Function)]  [ArraySlice<Int>]  Int.Type  SwiftUI.Color
          some View  CGFloat  Date  Text
        Fit on iPhone 16 Pro: all text fits.
        """
        let found = Self.swiftOn(Self.board(output), names: ["OrderFormatters", "OrderAttributes", "logo"])
        #expect(found.map { $0.components(separatedBy: " in: ")[0] } == [
            "nil", "Optional(", "(Function)", "main", ".thinMaterial", "%lld", "ArraySlice<I", "Int.Type", "SwiftUI.C", "some View", "Int", "OrderFormatters",
        ])
        #expect(Self.swiftOn("Serie %1$@ de 5 · %#@reps@", names: []).map { $0.components(separatedBy: " in: ")[0] } == ["%1$@"])
    }

    /// With no `Info.plist` or string table beside the sources, `Bundle.main` lookups find
    /// nothing, so the widget's fallback shows, never `main`; `NSLocalizedString` is its value,
    /// else its key; what islet cannot read is a hatched box.
    @Test func bundleLookupsAndLocalizedStringsDrawNoSwift() throws {
        let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct NoteAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable { var count: Int }
        }

        struct NoteWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: NoteAttributes.self) { context in
                    VStack {
                        Text(NSLocalizedString("note.title", value: "Your order", comment: "heading"))
                        Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Fallback name")
                        Text(Bundle.main.bundleIdentifier ?? "no bundle id")
                        Text(Bundle.main.executableURL?.path ?? "none")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("E") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }

        """
        let file = try IsletProcess.temporaryFile(source, suffix: ".swift")
        let result = try IsletProcess.run(["render", file, "--presentation", "lock", "--format", "text"])
        #expect(result.status == 0, "\(result.standardError)")
        let board = Self.board(result.standardOutput)
        for shown in ["Your order", "Fallback name", "no bundle id"] { #expect(board.contains(shown), "\(result.standardOutput)") }
        #expect(result.standardOutput.contains("╱Bundle.main.executableURL╱"), "\(result.standardOutput)")
        #expect(Self.swiftOn(board, names: []) == [], "\(result.standardOutput)")
    }
}
