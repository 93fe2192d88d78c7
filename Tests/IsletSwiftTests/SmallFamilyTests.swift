import IsletLayout
import Testing

/// The `.small` family: the Apple Watch Smart Stack runs the content closure with
/// `activityFamily == .small` when the configuration declares it, and shows the compact views
/// when it does not, as watchOS does.
@Suite struct SmallFamilyTests {
    private typealias W = WidgetRendering

    /// A widget whose content branches on the family, with `modifiers` after the configuration.
    private static func widget(_ modifiers: String) -> String {
        W.order(state: "var eta: Int", widget: """
            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        OrderContent(context: context)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("\\(context.state.eta)m") } minimal: { Text("M") }
                    }
                    \(modifiers)
                }
            }

            struct OrderContent: View {
                @Environment(\\.activityFamily) var activityFamily
                let context: ActivityViewContext<Order>
                var body: some View {
                    if activityFamily == .small {
                        VStack { Text(context.attributes.name); Text("\\(context.state.eta) min") }
                    } else {
                        Text("\\(context.attributes.name) arrives in \\(context.state.eta) min")
                    }
                }
            }
            """)
    }

    @Test func theSmartStackRunsTheContentWithTheSmallFamily() {
        let source = Self.widget(".supplementalActivityFamilies([.small, .medium])")
        let small = W(source, presentation: .small)
        // The platter is 23 columns (184 pt), three content rows between sub-cell rims.
        #expect(small.result.buffer.width == 23)
        #expect(small.result.buffer.height == 5)
        #expect(small.lines == ["Margherita", "  12 min"])
        #expect(small.placeholders.isEmpty)
        #expect(W(source, presentation: .lock).lines == ["Margherita arrives in 12 min"])
    }

    @Test func withoutTheSmallFamilyTheSmartStackShowsTheCompactViews() {
        let small = W(Self.widget(""), presentation: .small)
        #expect(small.lines == ["L                 12m"])
        #expect(small.result.buffer.firstCell(showing: "L")?.background == SmartStack.platter)
    }

    @Test func aFamilyListWithoutSmallIsTheCompactViewsToo() {
        #expect(W(Self.widget(".supplementalActivityFamilies([.medium])"), presentation: .small).lines == ["L                 12m"])
    }
}
