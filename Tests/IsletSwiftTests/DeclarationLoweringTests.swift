import IsletProgram
import IsletScript
import Testing

/// Types, members, functions and globals as the interpreter finds them: extensions merged into
/// the type they extend wherever they are written, nested types under qualified names.
@Suite struct DeclarationLoweringTests {
    @Test func typesCarryTheirMembersAndAttributes() {
        let source = """
        struct RingView: View {
            @Environment(\\.colorScheme) var scheme
            let progress: Double
            var tint: Color = .orange
            static let width = 4.0
            var body: some View { Circle().trim(from: 0, to: progress) }
            var label: String {
                get { "\\(Int(progress * 100))%" }
                set { }
            }
            var observed = 1 { didSet { } }
            @ViewBuilder func badge(_ text: String, count n: Int = 1) -> some View { Text(text) }
            init(progress: Double) { self.progress = progress }
            init?(fraction: Double?) { guard let fraction else { return nil }; self.progress = fraction }
            mutating func reset() { }
            subscript(index: Int) -> Int { index }
        }
        """
        #expect(Lowering.outline(source) == """
        struct RingView: View
          @Environment(\\.colorScheme) var scheme
          let progress: Double
          var tint: Color = .orange
          static let width = 4.0
          var body: some View { Circle().trim(from: 0, to: progress) }
          var label: String { "\\(Int((progress * 100)))%" }
          var observed = 1
          @ViewBuilder func badge(_ text: String, count n: Int = 1) -> some View { Text(text) }
          init(progress: Double) { (self.progress = progress) }
          init?(fraction: Double?) { guard let fraction = fraction else { return nil }; (self.progress = fraction) }
          mutating func reset() { }
          subscript(_ index: Int) -> Int { index }
        """)
    }

    @Test func enumsKeepCasesRawValuesAndAssociatedValues() {
        let source = """
        enum Phase: String, Codable, CaseIterable {
            case waiting = "wait", cooking
            case done
            var title: String { rawValue.capitalized }
        }
        indirect enum Event {
            case moved(from: Int, to: Int)
            case note(String, _ extra: Int = 0)
        }
        """
        #expect(Lowering.outline(source) == """
        enum Phase: String, Codable, CaseIterable
          case waiting = "wait"
          case cooking
          case done
          var title: String { rawValue.capitalized }
        enum Event
          case moved(from: Int, to: Int)
          case note(String, _ extra: Int = 0)
        """)
    }

    @Test func nestedTypesAndExtensionsInOtherFilesMerge() {
        let program = Lowering.program([
            ("Shared/Attributes.swift", """
            struct PizzaAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var step: Step }
                enum Step: Int { case oven }
                typealias Status = ContentState
                var name: String
            }
            """),
            ("Widget/Attributes+Text.swift", """
            extension PizzaAttributes.ContentState: Equatable {
                var title: String { "Step" }
            }
            extension PizzaAttributes.Status {
                func label() -> String { title }
            }
            extension PizzaAttributes {
                enum Size { case small }
            }
            extension View {
                func card() -> some View { padding() }
            }
            extension View where Self: Shape {
                func ring() -> some View { stroke() }
            }
            """),
        ])
        #expect(ScriptOutline.text(program) == """
        struct PizzaAttributes: ActivityAttributes
          typealias Status = ContentState
          var name: String
        struct PizzaAttributes.ContentState: Codable, Hashable, Equatable
          var step: Step
          var title: String { "Step" }
          func label() -> String { title }
        enum PizzaAttributes.Step: Int
          case oven
        enum PizzaAttributes.Size
          case small
        extension View
          func card() -> some View { padding() }
        extension View where Self: Shape
          func ring() -> some View { stroke() }
        """)
        #expect(program.files == ["Shared/Attributes.swift", "Widget/Attributes+Text.swift"])
        #expect(program.types.first { $0.name == "PizzaAttributes.ContentState" }?.properties.map(\.spot.file) == [0, 1])
    }

    @Test func theCopyNearestTheConfigurationIsTheOneKept() {
        let program = Lowering.program([
            ("App/Model/Attributes.swift", "struct TripAttributes: ActivityAttributes { var app: Int }"),
            ("Widget/Attributes.swift", "struct TripAttributes: ActivityAttributes { var widget: Int }"),
            ("Widget/Widget.swift", "struct TripWidget: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: TripAttributes.self) { _ in Text(\"\") } dynamicIsland: { _ in DynamicIsland { } } } }"),
        ])
        #expect(program.types.filter { $0.name == "TripAttributes" }.map { $0.properties.map(\.name) } == [["widget"]])
    }

    @Test func freeFunctionsGlobalsAndParameterForms() {
        let source = """
        let accent = Color.orange
        var (low, high) = (1, 2)
        func format(_ value: Double, places: Int = 1) -> String { String(format: "%.\\(places)f", value) }
        func collect(_ values: Int..., into total: inout Int) { }
        func row(@ViewBuilder content: () -> some View) -> some View { content() }
        func wrap<Content: View>(content: @escaping @ViewBuilder () -> Content) -> some View { content() }
        """
        #expect(Lowering.outline(source) == """
        func format(_ value: Double, places: Int = 1) -> String { String(format: "%.\\(places)f", value) }
        func collect(_ values: Int..., into total: inout Int) { }
        func row(@ViewBuilder content: () -> some View) -> some View { content() }
        func wrap(@escaping @ViewBuilder content: () -> Content) -> some View { content() }
        let accent = Color.orange
        var low = (1, 2).0
        var high = (1, 2).1
        """)
    }

    @Test func configurationsAreFoundWithTheirWidgetAndWholeChain() throws {
        let source = """
        struct Outer {
            struct PizzaLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: PizzaAttributes.self) { context in
                        Text(context.state.title)
                    } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }
                    }
                    .supplementalActivityFamilies([.small])
                    .contentMarginsDisabled()
                }
            }
        }
        """
        let configuration = try #require(Lowering.program(source).configurations.first)
        #expect(configuration.widget == "Outer.PizzaLiveActivity")
        #expect(configuration.attributesType == "PizzaAttributes")
        #expect(configuration.spot == ScriptSpot(file: 0, line: 4, column: 13))
        #expect(ScriptOutline.text(configuration.expression) == """
        ActivityConfiguration(for: PizzaAttributes.self) { context in Text(context.state.title) } dynamicIsland: { context in DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { } }.supplementalActivityFamilies([.small]).contentMarginsDisabled()
        """)
    }

    @Test func previewMacrosKeepTheirArgumentsAndClosures() {
        let source = """
        #Preview("Island", as: .dynamicIsland(.compact), using: PizzaAttributes.sample) {
            PizzaLiveActivity()
        } contentStates: {
            PizzaAttributes.ContentState.baking
            PizzaAttributes.ContentState(step: .done)
        }
        """
        #expect(Lowering.outline(source) == """
        preview("Island", as: .dynamicIsland(.compact), using: PizzaAttributes.sample) { PizzaLiveActivity() } contentStates: { PizzaAttributes.ContentState.baking; PizzaAttributes.ContentState(step: .done) }
        """)
    }
}
