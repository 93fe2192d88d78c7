import FoundationEssentials
import IsletCells
import IsletFeed
import IsletLayout
import IsletViews
import IsletRaster

/// `islet demo`'s script: each bundled layout in turn, its lifecycle stream replayed fast on a
/// phone that keeps the layout's preview activity (`ReplayPolicy.keepingHeldActivity`, so two
/// activities share the island once the stream starts its own), then the next, looping until
/// the person quits.
public struct DemoPlaylist: Sendable {
    public struct Act: Sendable {
        public let name: String
        public let layout: ActivityLayout
        public let items: [StreamItem]

        public init(name: String, layout: ActivityLayout, items: [StreamItem]) {
            self.name = name
            self.layout = layout
            self.items = items
        }
    }

    public let acts: [Act]
    public let speed: Double
    /// How long the last picture of an act stays before the next act.
    public let pause: Double
    /// The most wall seconds an act waits with nothing changing before skipping to its next
    /// change (`PreviewState.stillLimit`).
    public let stillLimit: Double
    let projection: CellProjection
    let utcOffsetSeconds: Int
    /// The session's cache, which every act's state draws with.
    let cache: RenderCache
    private var index = -1

    public init(acts: [Act], speed: Double = 40, pause: Double = 4, stillLimit: Double = 3, projection: CellProjection = .standard, utcOffsetSeconds: Int = 0, cache: RenderCache = RenderCache()) {
        self.cache = cache
        self.acts = acts
        self.speed = speed
        self.pause = pause
        self.stillLimit = stillLimit
        self.projection = projection
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The next act's starting state with its stream waiting to play, keeping what the person
    /// chose (device, appearance, presentation, clock speed).
    public mutating func next(after previous: PreviewState?, wall: Date) -> PreviewState? {
        guard !acts.isEmpty else { return nil }
        index = (index + 1) % acts.count
        let act = acts[index]
        var state = PreviewState(
            layout: act.layout, size: previous?.size ?? GridSize(columns: 80, rows: 24), wall: wall,
            phone: act.layout.previewMoment ?? wall, policy: .keepingHeldActivity, replaying: act.items, source: act.name,
            projection: projection, utcOffsetSeconds: utcOffsetSeconds, speed: previous?.clock.speed ?? speed, cache: cache
        )
        state.stillLimit = stillLimit
        if let previous { state.keepPreferences(of: previous, at: wall) }
        state.notice = "demo \(index + 1)/\(acts.count): \(act.name)"
        return state
    }
}

extension PreviewState {
    /// Takes the person's choices from `other` (presentation, place, device, appearance, help,
    /// pause) and the terminal's colour depth.
    mutating func keepPreferences(of other: PreviewState, at wall: Date) {
        mode = other.mode
        place = other.place
        deviceIndex = other.deviceIndex
        dark = other.dark
        palette = other.palette
        locale = other.locale
        showsHelp = other.showsHelp
        if other.clock.isPaused { clock.setPaused(true, at: wall) }
    }
}
