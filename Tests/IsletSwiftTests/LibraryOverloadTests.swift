import Testing

/// Views, modifiers, dates and URLs resolved against the library surface's signatures as Swift
/// resolves them: a call Swift refuses (labels from two overloads at once, an `Int` where a
/// floating type or a `TimeInterval` is asked for) is a placeholder naming the call at its
/// file, line and column, and one islet would draw wrongly (a paused timer bar) is left
/// undeclared, so it is a placeholder too.
@Suite struct LibraryOverloadTests {
    private typealias W = WidgetRendering

    /// `.frame(width:maxWidth:)` mixes the fixed-size and the bounds overloads.
    @Test func aFrameMixingBothOverloadsIsAPlaceholder() {
        let widget = W(W.lockScreen("Text(\"fare\").frame(width: 40, maxWidth: 80)"))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:13: frame(width:maxWidth:): no View method islet knows takes (width: an integer literal, maxWidth: an integer literal)"])
    }

    /// `ProgressView(value:)` takes a `BinaryFloatingPoint`; an `Int` is refused.
    @Test func aProgressValueOfIntIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let done = 3
            ProgressView(value: done, total: 10)
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:16:1: ProgressView(value:total:): no ProgressView initializer islet knows takes (value: Int, total: an integer literal)"])
    }

    /// A paused timer bar would be drawn moving: islet declares no `pauseTime:` overload.
    @Test func aPausedTimerBarIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let start = Date.now
            ProgressView(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(60), countsDown: true)
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:16:1: ProgressView(timerInterval:pauseTime:countsDown:): no ProgressView initializer islet knows takes (timerInterval: range, pauseTime: Date, countsDown: Bool)"])
    }

    /// `Date(timeIntervalSinceNow:)` and `addingTimeInterval` take a `TimeInterval`; an `Int`
    /// variable is refused, while a literal or a `TimeInterval` is taken.
    @Test func anIntegerVariableIsNoTimeInterval() {
        let widget = W(W.lockScreen("""
            let minutes = 5
            let seconds: TimeInterval = 90
            Text("\\(Date(timeIntervalSinceNow: seconds) > Date.now) \\(Date.now.addingTimeInterval(60) > Date.now) \\(Date.now.addingTimeInterval(minutes) > Date.now)")
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:17:105: addingTimeInterval(_:): no Date method islet knows takes (Int)"])
    }

    /// The overloads islet declares draw what they did: sizes, fonts, one and two styles, a bar.
    @Test func declaredOverloadsDrawAsBefore() {
        let widget = W(W.lockScreen("""
            VStack {
                Text("one").font(.headline).foregroundStyle(.white)
                Text("two").foregroundStyle(.white, .gray).frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "star.fill").frame(width: 20, height: 20)
                ProgressView(value: 0.5)
            }
            """))
        #expect(widget.placeholders.isEmpty)
        #expect(widget.trimmed.contains { $0.contains("one") } && widget.trimmed.contains { $0.contains("two") })
    }
}
