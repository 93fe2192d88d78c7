import Foundation
import IsletInput
import IsletTestSupport
import Testing

/// `islet import SOURCES --coverage`: the widget's views and modifiers counted once per place in
/// the source, every one written in code a configuration reaches, as drawn, ignored, a
/// placeholder or unreached over every presentation, preview state and appearance (issue 28,
/// item 6), so CI can hold the line on how much of a widget islet draws.
@Suite struct CoverageTests {
    /// Eleven views: the stack, the `ForEach`, the `Text` it repeats (one site however many
    /// stops), the asset `Image` (a placeholder), `Text("x")`, `Text("none")` (drawn only by the
    /// second state, which has no stops), `Text("stale")` (unreached: no state is stale), and the
    /// island's four texts. Four modifiers: `.bold()`, `.padding()` and `.accessibilityLabel`
    /// (which has no picture) are drawn, `.rotation3DEffect` is ignored (islet lists it);
    /// `.resizable()` on the placeholder is not a view's modifier.
    static let tally = #"""
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct TallyAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var stops: [String]
        }
        var name: String
    }

    struct TallyWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: TallyAttributes.self) { context in
                VStack {
                    ForEach(context.state.stops, id: \.self) { stop in
                        Text(stop).bold()
                    }
                    if context.state.stops.isEmpty { Text("none") }
                    if context.isStale { Text("stale") }
                    Image("logo").resizable()
                    Text("x").rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                }
                .padding()
                .accessibilityLabel("Tally")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("E") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    #Preview("Tally", as: .content, using: TallyAttributes(name: "Run")) {
        TallyWidget()
    } contentStates: {
        TallyAttributes.ContentState(stops: ["a", "b", "c"])
        TallyAttributes.ContentState(stops: [])
    }

    """#

    /// Where `text` starts in `source`, as a compiler counts lines and columns from 1.
    static func place(of text: String, in source: String) throws -> (line: Int, column: Int) {
        let lines = source.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains(text) }, "\(text) is in the source")
        let column = try #require(lines[line].range(of: text)).lowerBound.utf16Offset(in: lines[line]) + 1
        return (line + 1, column)
    }

    static func coverage(_ arguments: [String]) throws -> (object: JSONObject, standardError: String) {
        let result = try IsletProcess.run(["import"] + arguments + ["--coverage", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        return (try #require(try JSONParser.parse(result.standardOutput).value.objectValue), result.standardError)
    }

    /// Each kind's all, drawn, ignored, placeholder and unreached counts, views then modifiers.
    static func counts(_ object: JSONObject) -> [[Int]] {
        ["views", "modifiers"].map { kind in
            ["all", "drawn", "ignored", "placeholder", "unreached"].map { object[kind]?.objectValue?[$0]?.numberValue?.exactInt ?? -1 }
        }
    }

    /// A list of the report as `line:column: name`.
    static func listed(_ object: JSONObject, _ key: String) -> [String] {
        (object[key]?.arrayValue ?? []).compactMap(\.objectValue).map { entry in
            "\(entry["line"]?.numberValue?.exactInt ?? 0):\(entry["column"]?.numberValue?.exactInt ?? 0): \(entry["name"]?.stringValue ?? "")"
        }
    }

    @Test func viewsAndModifiersCountOncePerPlaceWhicheverStateDrawsThem() throws {
        let file = try IsletProcess.temporaryFile(Self.tally, suffix: ".swift")
        let (object, standardError) = try Self.coverage([file])
        #expect(standardError.isEmpty, "\(standardError)")
        #expect(Self.counts(object) == [[11, 9, 0, 1, 1], [4, 3, 1, 0, 0]])
        #expect(object["views"]?.objectValue?["percent"]?.numberValue?.double == 81.8, "9 of 11, rounded down")
        let stale = try Self.place(of: #"Text("stale")"#, in: Self.tally)
        #expect(Self.listed(object, "unreached") == ["\(stale.line):\(stale.column): Text"])
        let image = try Self.place(of: #"Image("logo")"#, in: Self.tally)
        let rotated = try Self.place(of: #"Text("x")"#, in: Self.tally)
        let placeholders = (object["placeholders"]?.arrayValue ?? []).compactMap(\.objectValue).map { entry in
            "\(entry["line"]?.numberValue?.exactInt ?? 0):\(entry["column"]?.numberValue?.exactInt ?? 0): \(entry["name"]?.stringValue ?? ""): \(entry["reason"]?.stringValue ?? "")"
        }
        #expect(placeholders == [
            "\(image.line):\(image.column): Image(\"logo\"): no image set named \"logo\": no asset catalog (*.xcassets) was found beside the sources",
            "\(rotated.line):\(rotated.column): .rotation3DEffect: islet does not draw this modifier; the view is drawn without it",
        ])
        let files = (object["placeholders"]?.arrayValue ?? []).compactMap { $0.objectValue?["file"]?.stringValue }
        #expect(files.allSatisfy { $0.hasSuffix(".swift") }, "\(files)")
    }

    /// A view whose body never ends is cut off: the region is one placeholder naming the loop,
    /// and the views it was making count as placeholders, not as unreached.
    @Test func aRegionCutOffDrawsNoneOfItsViews() throws {
        let endless = Self.tally.replacingOccurrences(of: "Text(\"E\")", with: "Spin()") + """
        struct Spin: View {
            var turns: Int {
                var count = 0
                while true { count += 1 }
                return count
            }
            var body: some View { Text("\\(turns)") }
        }

        """
        let file = try IsletProcess.temporaryFile(endless, suffix: ".swift")
        let (object, _) = try Self.coverage([file])
        let loop = try Self.place(of: "while true", in: endless)
        let reasons = (object["placeholders"]?.arrayValue ?? []).compactMap(\.objectValue)
            .filter { $0["line"]?.numberValue?.exactInt == loop.line }.compactMap { $0["reason"]?.stringValue }
        #expect(reasons.contains { $0.hasPrefix("stopped after 200000 steps") }, "\(object)")
        // Text("E") became Spin(): the expanded leading region is cut off, and the loop's place
        // is the one view it shows, a placeholder, as is Spin's Text, which it was making.
        #expect(Self.counts(object) == [[12, 8, 0, 3, 1], [4, 3, 1, 0, 0]])
    }

    /// Code reached only through the call graph: a custom view whose `body` picks between its
    /// own text and a `@ViewBuilder` property (never run: no state is over nine), a
    /// `ViewModifier`'s `body(content:)` and an `extension View` helper. A function nothing
    /// calls is not counted.
    static let reach = #"""
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct ReachAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var level: Int
        }
    }

    struct Badge: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(4).shadow(radius: 2)
        }
    }

    extension View {
        func card() -> some View { background(Color.gray) }
    }

    struct Meter: View {
        var level: Int
        var body: some View {
            if level > 9 { overflow } else { Text("\(level)").modifier(Badge()) }
        }
        @ViewBuilder var overflow: some View {
            Label("Full", systemImage: "exclamationmark.triangle").textCase(.uppercase)
        }
    }

    func unusedHelper() -> some View { Text("never") }

    struct ReachWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: ReachAttributes.self) { context in
                Meter(level: context.state.level).card()
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Meter(level: context.state.level) }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    #Preview("Reach", as: .content, using: ReachAttributes()) {
        ReachWidget()
    } contentStates: {
        ReachAttributes.ContentState(level: 3)
    }

    """#

    /// Views: the meter's text and the island's three are drawn, the `Label` is unreached.
    /// Modifiers: `.padding` on the modifier's `content`, `.modifier` itself and the helper's
    /// bare `background` are drawn, `.shadow` is ignored (accepted, not drawn), `.textCase` is
    /// unreached; `.card()` is the program's own helper, not a modifier.
    @Test func codeReachedByTheCallGraphCountsWhetherItRanOrNot() throws {
        let file = try IsletProcess.temporaryFile(Self.reach, suffix: ".swift")
        let (object, standardError) = try Self.coverage([file])
        #expect(standardError.isEmpty, "\(standardError)")
        #expect(Self.counts(object) == [[5, 4, 0, 0, 1], [5, 3, 1, 0, 1]], "\(object)")
        let label = try Self.place(of: "Label(", in: Self.reach)
        let shadow = try Self.place(of: "content.padding", in: Self.reach)
        #expect(Self.listed(object, "unreached") == ["\(label.line):\(label.column): .textCase", "\(label.line):\(label.column): Label"])
        #expect(Self.listed(object, "ignored") == ["\(shadow.line):\(shadow.column): .shadow"])
        #expect(!"\(object)".contains("never"))
    }

    /// Without `--json`, the same report for a person: the two tallies, then each list with
    /// its places as a compiler prints them.
    @Test func theTextReportSaysWhatIsDrawnIgnoredAndUnreached() throws {
        let file = try IsletProcess.temporaryFile(Self.reach, suffix: ".swift")
        let result = try IsletProcess.run(["import", file, "--coverage"])
        #expect(result.status == 0, "\(result.standardError)")
        let label = try Self.place(of: "Label(", in: Self.reach)
        let shadow = try Self.place(of: "content.padding", in: Self.reach)
        #expect(result.standardOutput == """
        Views: 80.0% drawn (4 of 5); 0 ignored, 0 placeholders, 1 unreached
        Modifiers: 60.0% drawn (3 of 5); 1 ignored, 0 placeholders, 1 unreached

        Not drawn (placeholders, and modifiers left out):
          \(file):\(shadow.line):\(shadow.column): .shadow: islet does not draw this modifier; the view is drawn without it

        Ignored (accepted, not drawn):
          \(file):\(shadow.line):\(shadow.column): .shadow

        Unreached (no state ran it):
          \(file):\(label.line):\(label.column): .textCase
          \(file):\(label.line):\(label.column): Label

        """)
        let misplaced = try IsletProcess.run(["import", file, "--json"])
        #expect(misplaced.status == 2 && misplaced.standardError.contains("--json goes with --coverage"), "\(misplaced.standardError)")
    }

    @Test func sourcesWithoutAConfigurationHaveNothingToMeasure() throws {
        let file = try IsletProcess.temporaryFile("import ActivityKit\nstruct PlainAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var x: Int }\n}\n", suffix: ".swift")
        let result = try IsletProcess.run(["import", file, "--coverage"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(file): the Swift sources have no ActivityConfiguration, so there is no SwiftUI to measure"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aSyntaxErrorStopsTheMeasureWithItsPlace() throws {
        let file = try IsletProcess.temporaryFile(Self.tally + "struct Broken {\n    var x: = 3\n}\n", suffix: ".swift")
        let result = try IsletProcess.run(["import", file, "--coverage"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(file):\(Self.tally.components(separatedBy: "\n").count + 1):"), "\(result.standardError)")
    }
}
