import IsletCells
import Testing

/// Names are looked up as Swift scopes them: a widget's own nested `Image`, `Color` or
/// `DynamicIsland` hides the framework's inside the type that nests it, and only there; a
/// module-qualified `SwiftUI.Image` is always the framework's.
@Suite struct ScopedNameTests {
    private typealias W = WidgetRendering

    /// A view nesting `struct Image` draws its own type for `Image(…)`, SwiftUI's for
    /// `SwiftUI.Image(…)`, and a view beside it, which nests nothing, draws SwiftUI's.
    @Test func aNestedImageStructIsTheWidgetsOwn() {
        let helpers = """
            struct Ticket: View {
                struct Image: View {
                    let systemName: String
                    var body: some View { Text("own " + systemName) }
                }
                var body: some View {
                    VStack {
                        Image(systemName: "ferry")
                        SwiftUI.Image(systemName: "star.fill")
                    }
                }
            }

            struct Plain: View {
                var body: some View { Image(systemName: "star.fill") }
            }
            """
        let widget = W(W.lockScreen("VStack { Ticket(); Plain() }", helpers: helpers))
        #expect(widget.trimmed == ["own ferry", "★", "★"])
        #expect(widget.placeholders.isEmpty)
    }

    /// A widget's own `enum Color`: `Color.brand` inside the type is the widget's enum, drawn
    /// as its text, while `Color(red:green:blue:)` in a view beside it is SwiftUI's colour.
    @Test func aNestedColorEnumIsTheWidgetsOwn() {
        let helpers = """
            struct Badge: View {
                enum Color: String {
                    case brand = "teal", night = "navy"
                    static let house = Color.night
                }
                var body: some View { Text("\\(Color.brand.rawValue) \\(Color.house.rawValue)") }
            }

            struct Hot: View {
                var body: some View { Text("hot").foregroundStyle(Color(red: 1, green: 0, blue: 0)) }
            }
            """
        let widget = W(W.lockScreen("VStack { Badge(); Hot() }", helpers: helpers))
        #expect(widget.trimmed == ["teal navy", "hot"])
        #expect(widget.placeholders.isEmpty)
        let hot = (0..<widget.result.buffer.height).flatMap { row in (0..<widget.result.buffer.width).map { widget.result.buffer[$0, row] } }.first { $0.text == "h" }
        #expect(hot?.foreground == Color(red: 255, green: 0, blue: 0))
    }

    /// A `DynamicIsland` type nested in a helper does not take the place of WidgetKit's in the
    /// configuration, which is written outside that helper.
    @Test func aNestedDynamicIslandTypeLeavesTheFrameworksAlone() {
        let source = W.order(state: "var eta: Int", widget: """
            enum Layout {
                struct DynamicIsland { let name = "layout" }
                static let label = DynamicIsland().name
            }

            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text(Layout.label)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """)
        #expect(W(source).trimmed == ["layout"])
        #expect(W(source, presentation: .compact).placeholders.isEmpty)
        #expect(W(source, presentation: .minimal).trimmed.joined().contains("M"))
    }

    /// A type nested in one type is not seen from another: `Stop` written in `Board` is the
    /// top-level `Stop`, not `Ferry.Stop`.
    @Test func aNestedTypeIsNotSeenFromOutsideItsType() {
        let helpers = """
            struct Stop { let name: String; var label: String { "top " + name } }
            enum Ferry {
                struct Stop { let name: String; var label: String { "ferry " + name } }
                static let first = Stop(name: "Pier").label
            }
            enum Board {
                static let first = Stop(name: "Quay").label
            }
            """
        let widget = W(W.lockScreen(#"Text(Ferry.first + ", " + Board.first)"#, helpers: helpers))
        #expect(widget.trimmed == ["ferry Pier, top Quay"])
    }
}

/// A content state's field typed by a type nested in another namespace: the schema names it
/// whole (`Shared.Phase`), so the interpreter reaches that declaration and no other of its last name.
@Suite struct NamespacedStateTypeTests {
    @Test func aStateEnumNestedElsewhereKeepsItsMembers() {
        let source = WidgetRendering.order(state: "var eta: Int; var phase: Shared.Phase", widget: """
            enum Shared {
                enum Phase: String, Codable, Hashable {
                    case boarding, sailing
                    var label: String { self == .boarding ? "Boarding now" : "At sea" }
                }
            }

            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text(context.state.phase.label)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """)
        let widget = WidgetRendering(source, state: #"{"eta": 3, "phase": "sailing"}"#)
        #expect(widget.trimmed == ["At sea"])
        #expect(widget.placeholders.isEmpty)
    }

    @Test func twoStateTypesOfOneLastNameStayApart() {
        let source = WidgetRendering.order(state: "var eta: Int; var phase: Shared.Phase; var leg: Phase", widget: """
            enum Phase: String, Codable, Hashable {
                case boarding, sailing
                var label: String { self == .boarding ? "top boarding" : "top sailing" }
            }
            enum Shared {
                enum Phase: Int, Codable, Hashable {
                    case docked = 4, underway = 7
                    var label: String { self == .docked ? "shared docked" : "shared underway" }
                }
            }

            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text(context.state.phase.label + ", " + context.state.leg.label)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """)
        let widget = WidgetRendering(source, state: #"{"eta": 3, "phase": 7, "leg": "boarding"}"#)
        #expect(widget.trimmed == ["shared underway, top boarding"])
        #expect(widget.placeholders.isEmpty)
    }
}
