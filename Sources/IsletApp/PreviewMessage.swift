import IsletCells
import IsletFeed
import IsletModel
import IsletViews

/// Everything that can happen to the previewer, as one message each: a push read from a
/// stream, time passing, a key, a click, a resize, the layout file changing. The runtime turns
/// inputs into messages; `PreviewState.update` is the only place they take effect.
public enum PreviewMessage: Sendable {
    /// A push (or an unreadable line) from a stream; `paced` streams (files) wait for their
    /// `aps.timestamp`, live ones (stdin) apply on arrival.
    case stream(StreamItem, source: String, paced: Bool)
    case streamEnded(source: String)
    /// Time passed: due pushes apply, stale dates and limits take effect, animations move on.
    case tick
    case key(Key)
    case mouse(column: Int, row: Int, pressed: Bool)
    case resize(GridSize)
    /// The terminal went away: the previewer ends rather than wait on a dead terminal.
    case terminalClosed
    case layoutChanged(ActivityLayout)
    case layoutFailed(InputError)
}
