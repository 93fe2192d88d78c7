import Testing

private typealias W = WidgetRendering

/// A region is never silently blank (issue 28, item 6): regions a helper builds are drawn, and
/// a region islet could not make, or whose code stopped, says so in the region, as a hatched box.
@Suite struct RegionFailureTests {
    /// `DynamicIsland { expanded(context) }` with the regions in a
    /// `@DynamicIslandExpandedContentBuilder` function: each region drawn where it belongs.
    @Test func regionsFromAnExpandedContentBuilderHelperAreDrawn() {
        let source = W.order(state: "var eta: Int", widget: """
            struct OrderWidget: Widget {
                @DynamicIslandExpandedContentBuilder
                func expanded(_ context: ActivityViewContext<Order>) -> DynamicIslandExpandedContent<some View> {
                    DynamicIslandExpandedRegion(.leading) { Text("Lead") }
                    DynamicIslandExpandedRegion(.bottom) { Text("Due in \\(context.state.eta) min") }
                }

                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text("card")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            expanded(context)
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """)
        let expanded = W(source, presentation: .expanded)
        #expect(expanded.lines.contains { $0.contains("Lead") }, "\(expanded.lines)")
        #expect(expanded.lines.contains { $0.contains("Due in 12 min") }, "\(expanded.lines)")
        #expect(expanded.placeholders.isEmpty, "\(expanded.placeholders)")
    }

    /// An expanded closure that builds something islet reads no region from shows a hatched box
    /// (in the bottom region) naming what it could not read, not an empty island.
    @Test func anExpandedClosureWithNoRegionIsletCanReadSaysSo() {
        let expanded = W(W.island(#"Text("stray")"#), presentation: .expanded)
        #expect(expanded.lines.contains { $0.contains("╱DynamicIslandExpandedRegion╱") }, "\(expanded.lines)")
        #expect(!expanded.lines.contains { $0.contains("stray") }, "\(expanded.lines)")
    }

    /// A region whose code never ends is cut off and drawn as a hatched box, with the reason
    /// listed at the loop's place.
    @Test func aRegionWhoseCodeStopsIsAHatchedBox() {
        let source = W.lockScreen(#"Text("\(Spin.turns(context.state.eta))")"#, helpers: """
            enum Spin {
                static func turns(_ start: Int) -> Int {
                    var count = start
                    while true { count += 1 }
                    return count
                }
            }
            """)
        let lock = W(source)
        #expect(lock.lines.contains { $0.contains("╱") }, "\(lock.lines)")
        #expect(!lock.lines.contains { $0.contains("12") }, "\(lock.lines)")
        #expect(lock.placeholders.contains { $0.contains("stopped after 200000 steps") }, "\(lock.placeholders)")
    }
}
