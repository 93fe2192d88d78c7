import FoundationEssentials
import IsletAPNs
import IsletCells
import IsletFeed
import IsletInput
import IsletLayout
import IsletModel
import IsletRaster
import IsletViews

/// Everything the previewer knows, as one value: the layout, the simulated phone (engine and
/// clock), pushes waiting for their time, the log, what the person chose to look at, and the
/// scene the view animates within. `update` changes it; `PreviewScreen` is its view.
public struct PreviewState: Sendable {
    /// A push from a paced stream waiting for the phone's clock to reach its timestamp.
    public struct PendingPush: Equatable, Sendable {
        public let entry: StreamEntry
        public let source: String
        public let due: Date
    }

    public internal(set) var layout: ActivityLayout
    /// The app's other activity types, each with its layout: pushes may start and update them
    /// too, and each is drawn with its own (`layout(of:)`).
    public let companions: [ActivityLayout]
    /// Why the layout file's latest version could not be used; the last good one stays on screen.
    public internal(set) var layoutError: InputError?
    public internal(set) var engine: ActivityEngine
    public internal(set) var clock: PhoneClock
    public internal(set) var pending = FrontQueue<PendingPush>()
    public internal(set) var log: [LogEntry] = []
    public internal(set) var mode: DisplayMode = .live
    /// The place shown when the terminal has room for only one (`l` switches).
    public internal(set) var place: PhonePlace = .home
    public internal(set) var deviceIndex: Int
    public internal(set) var dark = true
    public internal(set) var showsHelp = false
    /// Rows of the board scrolled off the top, at most what the board's height leaves to see
    /// (`PreviewScreen.BoardWindow.limit`); back to 0 whenever another view is chosen.
    public internal(set) var boardScroll = 0
    public internal(set) var size: GridSize
    /// A one-line message at the foot of the screen: what a tap would open, a changed mode.
    public internal(set) var notice: String?
    /// When the mouse went down on the island, for press-and-hold.
    public internal(set) var pressedAt: Date?
    public internal(set) var isHolding = false
    /// The alert holding the island expanded, on the wall clock (`noteAlert`).
    public internal(set) var alertExpansion: AlertExpansion?
    /// Counts the changes that make a new picture rather than one to animate (device,
    /// appearance, layout): the view animates only between frames of one scene.
    var scene = 0
    public internal(set) var wantsToQuit = false
    /// Unknown symbol names and places of the Swift not drawn, already in the log, so each is said once.
    var warnedSymbols: Set<String> = []
    /// How streams reach this phone: whether the held activity survives a stream that starts
    /// its own, and when each push of a paced stream is due.
    public let policy: ReplayPolicy
    /// The activity the phone held before any push (the layout's preview), while it is on the phone.
    var heldActivityID: Int?
    /// Which of the app's preview states the held activity shows (`p` / `P`).
    var previewIndex = 0
    /// True once a push has been read: the first one decides, by the policy, whether the held activity stays.
    var streamHasBegun = false
    /// When the pushes of a paced stream arrive; made when its first push is read.
    var schedule: ReplaySchedule?
    /// Where `islet serve` listens; empty for the other commands.
    public internal(set) var endpointAddresses: [String] = []
    /// `islet serve`'s APNs, which judges endpoint requests before the phone sees them.
    var gateway: APNsGateway?
    /// The answer to the latest endpoint request, for the runtime to send back.
    public internal(set) var lastExchange: EndpointExchange?
    public let projection: CellProjection
    /// The terminal's colour depth, which images are turned into cells at (as `render
    /// --color` does): the runtime takes it from its backend.
    public internal(set) var palette: TerminalPalette = .trueColor
    public let utcOffsetSeconds: Int
    /// What drawing keeps between frames for this session: every frame's renderer, board and
    /// painters use it (one per previewer, never shared with another).
    public let cache: RenderCache
    /// The phone's language and region (`--locale`), which the widget's strings are drawn in.
    public var locale: PhoneLocale = .standard
    /// `islet demo`'s pacing: the most wall seconds the phone waits with nothing to show before
    /// its clock jumps ahead to just before the next change (`skipStillTime`); nil elsewhere,
    /// where the stream's own pace is what the person asked for.
    var stillLimit: Double?

    /// A phone set up by `policy`: it shows the layout's preview activity from the first frame
    /// unless the recorded stream `items` begins by starting its own, and `items` wait for their
    /// time as a paced stream (a live stream's pushes come later, as messages).
    /// - Parameters:
    ///   - phone: the phone's time at `wall` when no recorded push has a timestamp to start from.
    ///   - source: the name the log gives the lines of `items`.
    public init(
        layout: ActivityLayout, companions: [ActivityLayout] = [], size: GridSize, wall: Date, phone: Date, policy: ReplayPolicy,
        replaying items: [StreamItem] = [], source: String = "",
        projection: CellProjection = .standard, utcOffsetSeconds: Int = 0, speed: Double = 1, cache: RenderCache = RenderCache()
    ) {
        self.cache = cache
        self.layout = layout
        self.companions = companions.filter { $0.activity != layout.activity }
        self.size = size
        self.policy = policy
        self.projection = projection
        self.utcOffsetSeconds = utcOffsetSeconds
        deviceIndex = DeviceCatalog.all.firstIndex { $0.id == DeviceCatalog.defaultID } ?? 0
        let start = policy.clockStart(for: items, otherwise: phone)
        let first = ReplayPolicy.firstEntry(in: items)
        clock = PhoneClock(wall: wall, phone: start, speed: speed)
        engine = policy.phone(holding: HeldActivity(layout: layout), accepting: self.companions.map(\.declaration), before: first, at: start)
        streamHasBegun = first != nil
        noteHeldActivity(at: start)
        for item in items { receive(item, source: source, paced: true, at: wall) }
    }

    /// Starts on a chosen device and appearance (the command line's `--device`, `--light`).
    public mutating func choose(device: DeviceProfile, dark: Bool) {
        deviceIndex = DeviceCatalog.all.firstIndex(of: device) ?? deviceIndex
        self.dark = dark
    }

    public var device: DeviceProfile { DeviceCatalog.all[deviceIndex] }

    /// The layout that draws `activity`: its own type's.
    public func layout(of activity: Activity) -> ActivityLayout {
        companions.first { $0.activity == activity.attributesType } ?? layout
    }

    /// The activity the forced presentations, the card and the state panel show: the one the
    /// island shows (the most relevant active one), or with none active the first on the lock
    /// screen. Ranking the lock screen alone would put an ended activity before a newer live one.
    public var primaryActivity: Activity? {
        let presentation = engine.presentation
        return (presentation.compact ?? presentation.minimalAttached ?? presentation.lockScreen.first).flatMap(engine.activity)
    }

    /// The lock screen's cards, newest first, as iOS stacks them.
    public var lockScreenStack: [Int] {
        engine.presentation.lockScreen.compactMap(engine.activity)
            .sorted { $0.startedAt != $1.startedAt ? $0.startedAt > $1.startedAt : $0.id > $1.id }
            .map(\.id)
    }

    /// True while the activity on show is the one the phone held before any push, as the layout
    /// left it (no push has changed it), so the screen can mark it as the preview and nobody
    /// takes it for what the stream sent.
    public var showsHeldActivity: Bool {
        guard let activity = primaryActivity else { return false }
        return activity.id == heldActivityID && activity.updateCount == 0
    }

    /// What the log names as the source of lines about what draws the activity: the layout
    /// file, or the widget's Swift when its own SwiftUI draws it.
    var drawingSource: String { layout.widget == nil ? "layout" : "swift" }

    /// Remembers and logs the held activity the engine was just set up with, if any.
    mutating func noteHeldActivity(at phone: Date) {
        heldActivityID = engine.activities.first?.id
        guard let id = heldActivityID else { return }
        let summary = "activity #\(id) shows " + (layout.preview == nil ? "sample values" : "the preview")
        let missing = layout.widget == nil ? "the layout has no preview" : "the Swift has no #Preview with content states"
        let details = layout.preview == nil ? [missing] : []
        log.append(LogEntry(time: phone, source: drawingSource, summary: summary, details: details, tone: .info))
        noteLayoutWarnings(at: phone)
    }
}
