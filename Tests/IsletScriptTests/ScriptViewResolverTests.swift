import FoundationEssentials
import IsletModel
import IsletViews
import Testing

/// The widget's SwiftUI resolves into the very views a layout file resolves into: the same
/// view written in either front end is the same `ResolvedView`, so nothing after resolving can
/// tell which wrote it.
@Suite struct ScriptViewResolverTests {
    /// `eta`, ten minutes from the fixture's moment.
    static let eta = ScriptFixture.moment...ScriptFixture.moment.addingTimeInterval(600)

    /// The lock screen of a layout whose card is `{"vstack": [view]}`, as the fixture's is a
    /// `VStack` of the test's views, resolved at the fixture's moment.
    private func layoutCard(_ view: String) throws -> ResolvedView? {
        let layout = try LayoutReader.read("""
            {"activity": "Pizza", "bundleId": "com.example.pizza", "attributes": {"name": "String"},
             "contentState": {"eta": "ClosedRange<Date>"}, "lockScreen": {"vstack": [\(view)]},
             "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
            """)
        let data = ActivityData(attributes: .record(StateRecord(["name": .string("Margherita")])), contentState: .record(StateRecord(["eta": .dateRange(Self.eta)])))
        return layout.content(of: .lockScreen, data: data, moment: RegionMoment(now: ScriptFixture.moment))?.views(ViewResolver(formatter: ValueFormatter(now: ScriptFixture.moment), dark: true, pictures: PictureShelf()), ResolvedStyle()).placedAnywhere
    }

    @Test func aStyledPaddedTextIsTheLayoutFilesText() throws {
        let swift = textView("Hi").modifier("font", arg(dot("caption"))).modifier("foregroundStyle", arg(dot("orange"))).modifier("padding", arg(int(4)))
        let resolved = try #require(ScriptFixture(lockScreen: [expr(swift)]).resolved())
        #expect(resolved.placedAnywhere == (try layoutCard(#"{"text": "Hi", "font": "caption", "foreground": "orange", "padding": 4}"#)))
    }

    /// A timer over a range the code computes needs no scope local to reach the resolver: it is
    /// the layout file's timer over the state's range.
    @Test func aTimerIsTheLayoutFilesTimer() throws {
        let now = id("Date").call()
        let swift = view("Text", arg("timerInterval", op("...", now, now.modifier("addingTimeInterval", arg(int(600))))), arg("countsDown", bool(true)))
        let resolved = try #require(ScriptFixture(lockScreen: [expr(swift)]).resolved())
        #expect(resolved.placedAnywhere == (try layoutCard(#"{"timer": "state.eta", "countsDown": true}"#)))
        guard case .stack(_, let children, _, _) = resolved.content, case .text(let shown)? = children.first?.content else {
            Issue.record("no timer text in \(resolved)")
            return
        }
        #expect(shown == "10:00" && resolved.ticks)
    }
}

extension ResolvedView {
    /// The view and all inside it with no layout file path, which only a layout file's views have.
    var placedAnywhere: ResolvedView {
        var copy = self
        copy.path = .root
        if case .stack(let axis, let children, let spacing, let alignment) = content {
            copy.content = .stack(axis, children.map(\.placedAnywhere), spacing: spacing, alignment: alignment)
        }
        copy.layers = layers.map { ResolvedLayer(placement: $0.placement, alignment: $0.alignment, content: $0.content.placedAnywhere) }
        return copy
    }
}
