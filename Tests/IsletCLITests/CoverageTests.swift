import Foundation
import IsletModel
import IsletTestSupport
import Testing

/// `islet import SOURCES --coverage`: one JSON object counting the widget's views and modifiers
/// once per place in the source, over every presentation, preview state and appearance (issue
/// 15, point 5), so CI can hold the line on how much of a widget islet draws.
@Suite struct CoverageTests {
    /// Ten views: the stack, the `ForEach`, the `Text` it repeats (one site however many stops),
    /// the asset `Image` (a placeholder), `Text("x")`, `Text("none")` (drawn only by the second
    /// state, which has no stops), and the island's four texts. `Text("stale")` is never reached
    /// (no state is stale), so it is not counted. Four modifiers: `.bold()`, `.padding()` and
    /// `.accessibilityLabel` (which has no picture and is accepted) are applied,
    /// `.rotation3DEffect` is not (islet ignores it and lists it); `.resizable()` on the placeholder
    /// is not a view's modifier.
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
        let result = try IsletProcess.run(["import"] + arguments + ["--coverage"])
        #expect(result.status == 0, "\(result.standardError)")
        return (try #require(try JSONParser.parse(result.standardOutput).value.objectValue), result.standardError)
    }

    static func counts(_ object: JSONObject) -> [Int] {
        ["views", "drawn", "modifiers", "applied"].map { object[$0]?.numberValue?.exactInt ?? -1 }
    }

    @Test func viewsAndModifiersCountOncePerPlaceWhicheverStateDrawsThem() throws {
        let file = try IsletProcess.temporaryFile(Self.tally, suffix: ".swift")
        let (object, standardError) = try Self.coverage([file])
        #expect(standardError.isEmpty, "\(standardError)")
        #expect(Self.counts(object) == [10, 9, 4, 3])
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
    /// and the views it had built count as not drawn.
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
        // is the one view it shows, a placeholder. The rest counts as before.
        #expect(Self.counts(object) == [10, 8, 4, 3])
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
