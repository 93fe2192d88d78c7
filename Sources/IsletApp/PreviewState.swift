import FoundationEssentials
import IsletAnimation
import IsletFeed
import IsletLayout
import IsletModel
import IsletTerminal
import IsletViews

/// Everything the previewer knows, as one value: the layout, the simulated phone (engine and
/// clock), pushes waiting for their time, the log, what the person chose to look at, and the
/// animations under way. `update` changes it; `PreviewScreen` draws it.
public struct PreviewState: Sendable {
    /// A push from a paced stream waiting for the phone's clock to reach its timestamp.
    public struct PendingPush: Equatable, Sendable {
        public let entry: StreamEntry
        public let source: String
        public let due: Date
    }

    public internal(set) var layout: ActivityLayout
    /// Why the layout file's latest version could not be used; the last good one stays on screen.
    public internal(set) var layoutError: InputError?
    public internal(set) var engine: ActivityEngine
    public internal(set) var clock: PhoneClock
    public internal(set) var pending: [PendingPush] = []
    public internal(set) var log: [LogEntry] = []
    public internal(set) var mode: DisplayMode = .live
    public internal(set) var deviceIndex: Int
    public internal(set) var dark = true
    public internal(set) var showsHelp = false
    public internal(set) var size: GridSize
    /// A one-line message at the foot of the screen: what a tap would open, a changed mode.
    public internal(set) var notice: String?
    /// When the mouse went down on the island, for press-and-hold.
    public internal(set) var pressedAt: Date?
    public internal(set) var isHolding = false
    /// Animations under way, by what they animate.
    public internal(set) var transitions: [Slot: SurfaceTransition] = [:]
    /// What each slot's picture depended on when it was last drawn; a change starts an animation.
    var shownKeys: [Slot: VisualKey] = [:]
    /// The picture each slot showed last, so an animation can start from it.
    var shownSurfaces: [Slot: LaidOutSurface?] = [:]
    public internal(set) var wantsToQuit = false
    /// False until the first push, so a stream that begins with an update still has an activity to update.
    var hasSeenPush = false
    /// Where `islet serve` listens; empty for the other commands.
    public internal(set) var endpointAddresses: [String] = []
    public let projection: CellProjection
    public let utcOffsetSeconds: Int

    /// The things on screen that animate separately.
    public enum Slot: Hashable, Sendable {
        case island
        case card
    }

    /// Starts with the layout's preview activity on the phone when `holdsPreview`, as a phone
    /// that already shows the activity a stream goes on to update.
    public init(
        layout: ActivityLayout, size: GridSize, wall: Date, phone: Date, holdsPreview: Bool,
        projection: CellProjection = .standard, utcOffsetSeconds: Int = 0, speed: Double = 1
    ) {
        self.layout = layout
        self.size = size
        self.projection = projection
        self.utcOffsetSeconds = utcOffsetSeconds
        deviceIndex = DeviceCatalog.all.firstIndex { $0.id == DeviceCatalog.defaultID } ?? 0
        engine = ActivityEngine(declarations: [layout.declaration])
        clock = PhoneClock(wall: wall, phone: phone, speed: speed)
        if holdsPreview { startPreviewActivity(at: phone) }
        refreshAnimations(at: wall)
    }

    /// Starts on a chosen device and appearance (the command line's `--device`, `--light`).
    public mutating func choose(device: DeviceProfile, dark: Bool) {
        deviceIndex = DeviceCatalog.all.firstIndex(of: device) ?? deviceIndex
        self.dark = dark
    }

    public var device: DeviceProfile { DeviceCatalog.all[deviceIndex] }

    /// The activity the forced presentations, the card and the state panel show: the one the
    /// island shows (the most relevant active one), or with none active the first on the lock
    /// screen. Ranking the lock screen alone would put an ended activity before a newer live one.
    public var primaryActivity: Activity? {
        let presentation = engine.presentation
        return (presentation.compact ?? presentation.minimalAttached ?? presentation.lockScreen.first).flatMap(engine.activity)
    }

    mutating func startPreviewActivity(at phone: Date) {
        guard let preview = layout.preview else { return }
        if let id = engine.request(layout.activity, attributes: preview.attributes, contentState: preview.contentState, at: phone) {
            log.append(LogEntry(time: phone, source: "layout", summary: "activity #\(id) started with the layout's preview", tone: .info))
        }
    }
}
