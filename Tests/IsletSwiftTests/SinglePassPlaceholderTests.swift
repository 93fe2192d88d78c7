import FoundationEssentials
import IsletLayout
import IsletModel
import IsletRaster
import IsletScript
import IsletSwift
import IsletViews
import Synchronization
import Testing

/// What the widget's Swift could not draw comes out of the same run that draws each region:
/// `render` and the previewer list it from the surfaces instead of running the widget again.
@Suite struct SinglePassPlaceholderTests {
    /// The widget's regions, counting how often each is asked for.
    final class CountingSource: RegionSource {
        let inner: ScriptActivity
        let asked = Mutex<[ActivityRegion]>([])

        init(_ inner: ScriptActivity) { self.inner = inner }

        func content(of region: ActivityRegion, data: ActivityData, moment: RegionMoment) -> RegionContent? {
            asked.withLock { $0.append(region) }
            return inner.content(of: region, data: data, moment: moment)
        }
    }

    static let source = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct Order: ActivityAttributes {
        public struct ContentState: Codable, Hashable { var eta: Int }
        let name: String
    }

    struct OrderWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Order.self) { context in
                VStack { Map { }; Text("card") }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("E") }
                } compactLeading: { Text("L") } compactTrailing: { Sparkline() } minimal: { Text("M") }
            }
        }
    }
    """

    @Test func eachRegionRunsOnceAndItsSurfaceSaysWhatItCouldNotDraw() throws {
        let sources = [(path: "Widget/Widget.swift", text: Self.source)]
        let program = ScriptProgramReader.read(sources: sources).program
        let configuration = try #require(program.configurations.first)
        let declaration = ActivityDeclaration(
            name: "Order", attributes: StructSchema(typeName: "Order", fields: [.init(name: "name", type: .string)]),
            contentState: StructSchema(typeName: "ContentState", fields: [.init(name: "eta", type: .int)])
        )
        let counting = CountingSource(ScriptActivity(program: program, configuration: configuration, declaration: declaration))
        let data = ActivityData(attributes: .record(StateRecord(["name": .string("Pizza")])), contentState: .record(StateRecord(["eta": .int(9)])))
        let renderer = ActivityRenderer(source: counting, settings: RenderSettings(now: Date(timeIntervalSince1970: 1_764_600_000)), cache: RenderCache().layout)
        let surfaces = Presentation.allCases.map { renderer.surface($0, data: data) }
        // Without a `.small` view the Smart Stack draws the compact regions again: its own run.
        let expected = ActivityRegion.allCases + [.compactLeading, .compactTrailing]
        #expect(counting.asked.withLock { $0 }.sorted { $0.rawValue < $1.rawValue } == expected.sorted { $0.rawValue < $1.rawValue })
        #expect(surfaces.map(\.notDrawn) == [
            ["Widget/Widget.swift:17:64: Sparkline: islet does not know this type"], [], [],
            ["Widget/Widget.swift:13:22: Map: islet does not know this type"],
            ["Widget/Widget.swift:17:64: Sparkline: islet does not know this type"],
        ])
        #expect(LaidOutSurface.notDrawn(in: surfaces + surfaces).count == 2, "each place once")
    }
}
