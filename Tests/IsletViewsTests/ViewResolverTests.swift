import FoundationEssentials
import IsletBundle
import IsletModel
@testable import IsletViews
import Testing

/// Filling a checked view tree with data: branches decided, `forEach` unrolled, templates
/// rendered, colours concrete and styles inherited as SwiftUI's environment passes them down.
@Suite struct ViewResolverTests {
    private static let orange = ColorName.system("orange").resolved(dark: true)
    private static let gray = ColorName.system("gray").resolved(dark: true)
    private static let green = ColorName.system("green").resolved(dark: true)
    private static let red = ColorName.system("red").resolved(dark: true)

    /// Resolves the fixture's lock screen written as `view`, in dark appearance at the preview's moment.
    private func resolve(
        _ view: String, state: String = LayoutFixture.contentStateJSON, isStale: Bool = false,
        now: Date = LayoutFixture.previewMoment, inheriting style: ResolvedStyle = ResolvedStyle()
    ) throws -> ResolvedView {
        let (layout, node) = try LayoutFixture.lockScreen(view)
        return try resolve(node, of: layout, state: state, isStale: isStale, now: now, inheriting: style)
    }

    private func resolve(
        _ node: ViewNode, of layout: ActivityLayout, state: String, isStale: Bool = false,
        now: Date = LayoutFixture.previewMoment, inheriting style: ResolvedStyle = ResolvedStyle()
    ) throws -> ResolvedView {
        let attributes = layout.preview?.attributes ?? .record(StateRecord())
        let scope = EvaluationScope(attributes: attributes, state: try LayoutFixture.state(state, for: layout), isStale: isStale)
        return ViewResolver(formatter: ValueFormatter(now: now), dark: true, pictures: PictureShelf()).resolve(node, in: scope, inheriting: style)
    }

    private func state(_ edit: (String) -> String) -> String {
        edit(LayoutFixture.contentStateJSON)
    }

    private func texts(_ view: ResolvedView) -> [String] {
        view.allViews.compactMap { if case .text(let text) = $0.content { text } else { nil } }
    }

    private func children(_ view: ResolvedView) -> [ResolvedView] {
        if case .stack(_, let children, _, _) = view.content { return children }
        Issue.record("not a stack: \(view.content)")
        return []
    }

    // MARK: Branches

    @Test func ifChoosesThenOrElseAndNilIsFalse() throws {
        let view = #"{ "if": "state.progress >= 1", "then": { "text": "Done" }, "else": { "text": "{state.progress|percent}" } }"#
        #expect(try resolve(view).content == .text("60%"))
        #expect(try resolve(view, state: state { $0.replacingFirst(#""progress": 0.6"#, with: #""progress": 1"#) }).content == .text("Done"))
        #expect(try resolve(view, state: state { $0.replacingFirst(#""progress": 0.6,"#, with: "") }).content == .text(""))
    }

    @Test func anIfWithoutElseThatIsFalseLeavesNoViewInItsStack() throws {
        let view = #"{ "hstack": [{ "text": "A" }, { "if": "isStale", "then": { "text": "B" } }, { "text": "C" }] }"#
        #expect(texts(try resolve(view)) == ["A", "C"])
        #expect(texts(try resolve(view, isStale: true)) == ["A", "B", "C"])
    }

    @Test func switchTakesTheMatchingCaseOrTheDefault() throws {
        let view = #"""
        { "switch": "state.step", "cases": { "delivered": { "text": "Enjoy" }, "pickedUp": { "text": "On the way" } }, "default": { "text": "Preparing" } }
        """#
        func step(_ name: String) -> String { state { $0.replacingFirst(#""step": "delivering""#, with: #""step": "\#(name)""#) } }
        #expect(try resolve(view).content == .text("Preparing"))
        #expect(try resolve(view, state: step("pickedUp")).content == .text("On the way"))
        #expect(try resolve(view, state: step("delivered")).content == .text("Enjoy"))
    }

    @Test func switchOverAStringWithoutDefaultShowsNothingWhenNoCaseMatches() throws {
        let view = #"{ "vstack": [{ "switch": "state.driverName", "cases": { "Marco": { "text": "Hi Marco" } } }] }"#
        #expect(texts(try resolve(view)) == ["Hi Marco"])
        #expect(texts(try resolve(view, state: state { $0.replacingFirst("Marco", with: "Nina") })) == [])
    }

    // MARK: forEach

    @Test func forEachOverAnArrayOfStructsBindsEachElement() throws {
        let view = #"""
        { "vstack": [{ "forEach": "state.stops", "as": "stop", "content": { "text": "{stop.name}", "foreground": "stop.done ? green : gray" } }] }
        """#
        let stops = children(try resolve(view))
        #expect(stops.map(\.content) == [.text("Luigi's"), .text("Home")])
        #expect(stops.map(\.style.foreground) == [Self.green, Self.gray])
        #expect(stops.map(\.path.description) == ["lockScreen.vstack[0].content", "lockScreen.vstack[0].content"])
    }

    @Test func aTopLevelForEachStacksItsViewsVertically() throws {
        let view = #"{ "forEach": "cases(state.step)", "as": "step", "content": { "text": "{step}" } }"#
        let resolved = try resolve(view)
        guard case .stack(.vertical, let items, _, _) = resolved.content else { Issue.record("not a vstack: \(resolved.content)"); return }
        #expect(items.map(\.content) == ["confirmed", "preparing", "pickedUp", "delivering", "delivered"].map { ResolvedView.Content.text($0) })
    }

    /// The delivery layout's step dots, lit orange up to the current step and gray after it.
    @Test(arguments: [
        ("confirmed", 1), ("preparing", 2), ("pickedUp", 3), ("delivering", 4), ("delivered", 5),
    ])
    func deliveryStepDotsAreOrangeUpToTheCurrentStep(step: String, lit: Int) throws {
        let bundled = try #require(BundledLayouts.layouts.first { $0.name == "delivery" })
        let layout = try LayoutReader.read(bundled.json, file: "delivery.json")
        let state = #"{ "driverName": "Marco", "eta": [786020100, 786021120], "step": "\#(step)", "progress": 0.6 }"#
        let expected = Array(repeating: Self.orange, count: lit) + Array(repeating: Self.gray, count: 5 - lit)

        let lockScreen = try resolve(layout.lockScreen, of: layout, state: state)
        let lockDots = children(children(lockScreen)[2])
        #expect(lockDots.map(\.content) == Array(repeating: .symbol(name: "circle.fill", glyph: try #require(SymbolGlyphs.glyph(named: "circle.fill"))), count: 5))
        #expect(lockDots.map(\.style.foreground) == expected)

        let bottom = try resolve(try #require(layout.dynamicIsland.expandedBottom), of: layout, state: state)
        #expect(children(children(bottom)[0]).map(\.style.foreground) == expected)
    }

    // MARK: Links, URLs and timers

    @Test func aLinkSetsItsDestinationOnItsContent() throws {
        let view = #"{ "link": "pizza://order/{attributes.orderNumber}/call", "content": { "hstack": [{ "image": "phone.fill" }, { "text": "Call" }] } }"#
        let resolved = try resolve(view)
        #expect(resolved.link == "pizza://order/4127/call")
        #expect(texts(resolved) == ["Call"])
        #expect(resolved.path.description == "lockScreen.content")
    }

    @Test func aWidgetURLIsRenderedFromItsTemplate() throws {
        let resolved = try resolve(#"{ "text": "Hi", "widgetURL": "pizza://order/{attributes.orderNumber}?step={state.step}" }"#)
        #expect(resolved.widgetURL == "pizza://order/4127?step=delivering")
        #expect(resolved.link == nil)
    }

    @Test func aRunningTimerTicksAndItsStacksTickWithIt() throws {
        let view = #"{ "vstack": [{ "hstack": [{ "text": "ETA" }, { "timer": "state.eta" }] }] }"#
        let running = try resolve(view)
        #expect(running.ticks)
        let timer = children(children(running)[0])[1]
        #expect(timer.content == .text("12:00"))
        #expect(timer.style.monospacedDigit)

        let ended = try resolve(view, now: Date(timeIntervalSinceReferenceDate: 786_021_121))
        #expect(ended.ticks == false)
        #expect(texts(ended) == ["ETA", "0:00"])
        #expect(try resolve(#"{ "text": "ETA" }"#).ticks == false)
    }

    @Test func aTimerCountsUpFromTheLowerBoundOrDownToASingleDate() throws {
        #expect(try resolve(#"{ "timer": "state.eta", "countsDown": false }"#).content == .text("5:00"))
        let toDate = try resolve(#"{ "timer": "state.eta.upperBound" }"#)
        #expect(toDate.content == .text("12:00"))
        #expect(toDate.ticks)
    }

    /// A layout file's expanded region asks to go below the camera and ranks itself as Swift's does.
    @Test func aRegionsPlacementAndPriorityReachTheResolvedView() throws {
        let view = try resolve(#"{ "text": "Hi", "verticalPlacement": "belowIfTooWide", "regionPriority": 1 }"#)
        #expect(view.belowIfTooWide && view.regionPriority == 1)
        #expect(try !resolve(#"{ "text": "Hi", "verticalPlacement": "default" }"#).belowIfTooWide)
    }

    /// `"showsHours": false` is `Text(timerInterval:showsHours: false)`: an hour and a quarter
    /// left reads 75 minutes, not 1:15:00.
    @Test func aTimerWithoutHoursRunsItsMinutesPastFiftyNine() throws {
        let longer = state { $0.replacingFirst("786021120", with: "786024900") }
        #expect(try resolve(#"{ "timer": "state.eta", "showsHours": false }"#, state: longer).content == .text("75:00"))
        #expect(try resolve(#"{ "timer": "state.eta" }"#, state: longer).content == .text("1:15:00"))
    }

    @Test func progressViewsAreFractionsOfTheirTotalClampedToOne() throws {
        #expect(try resolve(#"{ "progress": "state.progress" }"#).content == .bar(fraction: 0.6))
        #expect(try resolve(#"{ "progress": "state.progress", "total": 2 }"#).content == .bar(fraction: 0.3))
        #expect(try resolve(#"{ "progress": "state.progress", "total": 0.5 }"#).content == .bar(fraction: 1))
        #expect(try resolve(#"{ "progress": "state.progress" }"#, state: state { $0.replacingFirst(#""progress": 0.6,"#, with: "") }).content == .bar(fraction: 0))
        let elapsed = try resolve(#"{ "progress": { "timerInterval": "state.eta", "countsDown": false } }"#)
        #expect(elapsed.content == .bar(fraction: 300.0 / 1020.0))
        #expect(elapsed.ticks)
    }

    // MARK: Staleness and style

    @Test func isStaleIsReadableInTemplatesAndColours() throws {
        let view = #"{ "text": "{isStale ? 'Outdated' : 'Live'}", "foreground": "isStale ? gray : green" }"#
        let live = try resolve(view)
        #expect(live.content == .text("Live"))
        #expect(live.style.foreground == Self.green)
        let stale = try resolve(view, isStale: true)
        #expect(stale.content == .text("Outdated"))
        #expect(stale.style.foreground == Self.gray)
    }

    @Test func fontAndForegroundPassDownAndAChildsOwnWins() throws {
        let view = #"""
        { "vstack": [{ "text": "A" }, { "text": "B", "foreground": "red" }, { "text": "C", "font": { "size": 30, "weight": "bold" } }],
          "font": "caption", "foreground": "green" }
        """#
        let items = children(try resolve(view))
        #expect(items.map(\.style.font) == [Font(size: 12), Font(size: 12), Font(size: 30, weight: .bold)])
        #expect(items.map(\.style.foreground) == [Self.green, Self.red, Self.green])
    }

    @Test func backgroundIsNotInheritedAndOpacityMultiplies() throws {
        let view = #"{ "hstack": [{ "text": "A", "opacity": 0.5 }], "background": "red", "opacity": 0.5 }"#
        let stack = try resolve(view)
        #expect(stack.style.background == Self.red)
        let child = children(stack)[0]
        #expect(child.style.background == nil)
        #expect(child.style.opacity == 0.25)
    }

    @Test func anInheritedStyleReachesViewsWithoutModifiers() throws {
        let parent = ResolvedStyle(font: Font(size: 13), foreground: Self.red, monospacedDigit: true)
        let resolved = try resolve(#"{ "text": "Hi" }"#, inheriting: parent)
        #expect(resolved.style == parent)
    }

    @Test func paddingOnAWrapperAddsToItsContentsAndAFrameInsideWins() throws {
        let view = #"{ "if": "true", "then": { "text": "A", "padding": 4, "frame": { "width": 20 } }, "padding": { "horizontal": 2 }, "frame": { "width": 99 } }"#
        let resolved = try resolve(view)
        #expect(resolved.padding == EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6))
        #expect(resolved.frame?.width == 20)
    }

    @Test func anUnknownSymbolIsDrawnVisibly() throws {
        let resolved = try resolve(#"{ "image": "no.such.symbol" }"#)
        #expect(resolved.content == .symbol(name: "no.such.symbol", glyph: SymbolGlyphs.unknown))
    }

    // MARK: Layers, hidden and offset

    @Test func aLayerTakesTheStyleOfTheViewItDecoratesAndSeveralViewsAreOneZStack() throws {
        let view = #"{ "text": "Hi", "font": "caption", "foreground": "orange", "background": "red", "overlay": { "content": { "forEach": "state.stops", "as": "stop", "content": { "text": "{stop.name}" } }, "alignment": "bottom" } }"#
        let resolved = try resolve(view)
        #expect(resolved.layers.count == 1)
        let layer = try #require(resolved.layers.first)
        #expect(layer.placement == .overlay && layer.alignment == .bottom)
        #expect(texts(layer.content) == ["Luigi's", "Home"])
        guard case .stack(.depth, let stops, _, .bottom) = layer.content.content else { throw Unexpected.content(layer.content.content) }
        // Font and colour pass down as SwiftUI's environment does; the background stays on its view.
        #expect(stops.allSatisfy { $0.style.font == Font.textStyles["caption"] && $0.style.foreground == Self.orange && $0.style.background == nil })
        #expect(texts(resolved) == ["Hi", "Luigi's", "Home"])
    }

    @Test func hiddenAndOffsetOnAWrapperReachEveryViewItMakes() throws {
        let view = #"{ "forEach": "state.stops", "as": "stop", "content": { "text": "{stop.name}", "offset": { "x": 2 } }, "hidden": true, "offset": { "x": 1, "y": 4 } }"#
        let resolved = try resolve(view)
        #expect(children(resolved).map(\.hidden) == [true, true])
        #expect(children(resolved).map(\.offset) == [Offset(x: 3, y: 4), Offset(x: 3, y: 4)])
    }

    private enum Unexpected: Error {
        case content(ResolvedView.Content)
    }
}
