import IsletAPNs
import IsletCells
import IsletFeed
import IsletInput
import IsletViews

/// Everything that can happen to the previewer, as one message each: a push read from a
/// stream or sent to the endpoint, time passing, a key, a click, a resize, the layout file
/// changing. The runtime turns inputs into messages; `PreviewState.update` is the only place
/// they take effect.
public enum PreviewMessage: Sendable {
    /// A push (or an unreadable line) from a stream; `paced` streams (files) wait for their
    /// `aps.timestamp`, live ones (stdin) apply on arrival.
    case stream(StreamItem, source: String, paced: Bool)
    case streamEnded(source: String)
    /// A request to `islet serve`'s endpoint; its answer is left in `PreviewState.lastExchange`.
    case endpoint(EndpointRequest)
    /// An endpoint connection closed: what APNs kept about it (its provider token) goes.
    case connectionClosed(Int)
    /// Time passed: due pushes apply, stale dates and limits take effect.
    case tick
    case key(Key)
    /// A mouse button went down or up over `target` on the screen on display (nil: over
    /// nothing a tap reaches); `PreviewScreen.message(for:)` finds what is under the pointer.
    case mouse(TapTarget?, pressed: Bool)
    case resize(GridSize)
    /// The terminal went away: the previewer ends rather than wait on a dead terminal.
    case terminalClosed
    case layoutChanged(ActivityLayout)
    case layoutFailed(InputError)
    /// The Swift reader's helper ended between saves (how, in words) and was started again.
    case readerRestarted(String)
    /// How the terminal was opened otherwise than the environment asked (a `TERM` with no
    /// terminfo entry here), said once in the log.
    case terminalNote(String, detail: String)
}

/// What a click landed on: the island or the card, and what a tap there opens (a `Link` under
/// the pointer, else the presentation's `widgetURL`; nil: the app).
public struct TapTarget: Equatable, Sendable {
    public let slot: PreviewScreen.Slot
    public let url: String?
}
