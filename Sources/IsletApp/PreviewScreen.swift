import FoundationEssentials
import IsletAnimation
import IsletCells
import IsletLayout
import IsletModel
import IsletViews

/// The previewer's view of one frame, made once from a state and a moment (and the frame
/// before, which animations start from): the phone's two places (`PhonePlace`) on their
/// wallpaper at the left — the home screen with the island in the status bar, the lock screen
/// with its clock and stacked cards — side by side or one at a time (`ScreenPlan`), the
/// activity's state and the event log at the right, a line of keys at the foot, or the board.
/// Every island, card and board presentation is resolved and laid out here, once; drawing, taps
/// and the runtime's next wake-up read this value.
public struct PreviewScreen: Sendable {
    /// The things on screen that animate separately.
    public enum Slot: Hashable, Sendable {
        /// The Dynamic Island on the home screen.
        case island
        /// The alert banner of a phone without an island, on the home screen.
        case banner
        /// An activity's card on the lock screen.
        case card(Int)
    }

    /// A presentation drawn this frame and the cells it covers.
    public struct Placed: Sendable {
        public let surface: LaidOutSurface
        public let cells: CellRect
    }

    public let state: PreviewState
    public let wall: Date
    public let phone: Date
    let geometry: SurfaceGeometry
    let plan: ScreenPlan
    /// What each slot shows now, before animation. No island: a phone without one, the board,
    /// the lock screen alone, a terminal too small. No banner: no alert, or an island to show it.
    let targets: [Slot: LaidOutSurface]
    /// What is drawn this frame, animation applied, and where: the island on the home screen,
    /// the banner over it, the resting island on the lock screen and its cards, newest first.
    public let island: Placed?
    public let banner: Placed?
    let restingIsland: Placed?
    public let cards: [Placed]
    /// Where the lock screen's clock and cards go, and how many cards did not fit.
    let stack: LockScreenStack?
    /// The `b` board of the shown activity, or the `s` Smart Stack alone, when that is what the screen shows.
    public let board: Board?
    /// Animations under way at `wall`, by what they animate.
    let transitions: [Slot: SurfaceTransition]
    /// What each slot's picture depended on this frame; the next frame animates a change.
    let keys: [Slot: PreviewState.VisualKey]
    /// How many presentations this frame resolved and laid out: the previewer's frame cost.
    public let surfacesLaidOut: Int

    /// The view of `state` at `wall`. With `previous`, the frame on display, a change of what a
    /// slot shows animates from that frame's picture; without it the frame appears as it is.
    public init(state: PreviewState, wall: Date, previous: PreviewScreen? = nil) {
        self.state = state
        self.wall = wall
        let phone = state.clock.phoneTime(at: wall)
        let geometry = SurfaceGeometry(device: state.device, projection: state.projection)
        let plan = ScreenPlan(size: state.size, geometry: geometry, preferred: state.place)
        self.phone = phone
        self.geometry = geometry
        self.plan = plan
        let minimum = Self.minimumSize(geometry)
        let fits = state.size.columns >= minimum.columns && state.size.rows >= minimum.rows
        let drawsPhone = fits && !state.mode.showsBoard
        var builder = SurfaceBuilder(state: state, phone: phone, geometry: geometry)
        board = fits && state.mode.showsBoard ? builder.board(state.mode == .small ? [.small] : Presentation.allCases) : nil
        var targets: [Slot: LaidOutSurface] = [:]
        let home = drawsPhone ? plan.column(of: .home) : nil
        let lock = drawsPhone ? plan.column(of: .lock) : nil
        if home != nil {
            targets[.island] = builder.islandTarget()?.centredOnCamera(geometry)
            targets[.banner] = builder.bannerTarget()
        }
        let cardIDs = lock == nil ? [] : state.lockScreenStack
        for id in cardIDs { targets[.card(id)] = builder.cardTarget(id) }
        self.targets = targets
        surfacesLaidOut = builder.count
        var slots: [Slot] = home == nil ? [] : [.island, .banner]
        slots += cardIDs.map { .card($0) }
        var keys: [Slot: PreviewState.VisualKey] = [:]
        for slot in slots { keys[slot] = state.visualKey(slot) }
        self.keys = keys
        let continues = previous.flatMap { $0.state.scene == state.scene ? $0 : nil }
        var transitions: [Slot: SurfaceTransition] = [:]
        for slot in slots {
            transitions[slot] = Self.transition(slot, to: targets[slot], key: keys[slot], after: continues, at: wall, geometry: geometry)
        }
        self.transitions = transitions
        func shown(_ slot: Slot) -> LaidOutSurface? { transitions[slot].map { $0.frame(at: wall, geometry: geometry) } ?? targets[slot] }
        island = home.flatMap { column in shown(.island).map { Self.place(island: $0, geometry: geometry, from: column) } }
        banner = home.flatMap { column in shown(.banner).map { Self.place(banner: $0, geometry: geometry, from: column) } }
        restingIsland = lock.flatMap { column in
            state.device.hasIsland ? Self.place(island: geometry.resting().centredOnCamera(geometry), geometry: geometry, from: column) : nil
        }
        guard let lock else {
            stack = nil
            cards = []
            return
        }
        let surfaces = cardIDs.compactMap { id in shown(.card(id)).map { (id: id, surface: $0) } }
        let stack = LockScreenStack(cards: surfaces.map { ($0.id, $0.surface.rows) }, top: geometry.resting().rows, bottom: LockScreenChrome.cardsBottom(phoneRows: plan.phoneRows, projection: geometry.projection))
        self.stack = stack
        cards = stack.cards.compactMap { entry in
            surfaces.first { $0.id == entry.id }.map { Self.place(card: $0.surface, row: entry.row, geometry: geometry, from: lock) }
        }
    }

    /// The island at the top of the phone starting at column `origin`, its camera at the phone's
    /// centre and its middle row on the status bar's line. Every island surface here, a
    /// transition's frame too, is centred on its camera (`centredOnCamera`).
    static func place(island surface: LaidOutSurface, geometry: SurfaceGeometry, from origin: Int = 0) -> Placed {
        let column = origin + phoneColumns(geometry) / 2 - surface.columns / 2
        return Placed(surface: surface, cells: CellRect(column: column, row: 0, width: surface.columns, height: surface.rows))
    }

    /// An alert banner at the top of the screen, over the status bar, as a phone without an
    /// island shows one.
    static func place(banner surface: LaidOutSurface, geometry: SurfaceGeometry, from origin: Int) -> Placed {
        place(card: surface, row: 0, geometry: geometry, from: origin)
    }

    /// A card centred across the phone starting at column `origin`, its top at `row`.
    static func place(card surface: LaidOutSurface, row: Int, geometry: SurfaceGeometry, from origin: Int) -> Placed {
        let column = origin + (phoneColumns(geometry) - surface.columns) / 2
        return Placed(surface: surface, cells: CellRect(column: column, row: row, width: surface.columns, height: surface.rows))
    }

    /// Columns of a phone: the widest presentation and a margin each side.
    static func phoneColumns(_ geometry: SurfaceGeometry) -> Int { ScreenPlan.phoneColumns(geometry) }

    /// The smallest terminal the previewer can draw in.
    static func minimumSize(_ geometry: SurfaceGeometry) -> (columns: Int, rows: Int) { (phoneColumns(geometry), 1 + 3 + 1 + 6 + 1) }

    var phoneColumns: Int { Self.phoneColumns(geometry) }

    /// What the island shows now, before animation; nil where no island is drawn.
    public var islandTarget: LaidOutSurface? { targets[.island] }

    /// The card on top of the lock screen's stack, if the lock screen is drawn.
    public var card: Placed? { cards.first }

    /// True when a timer is on screen, which changes every second without any push.
    public var showsRunningTimer: Bool {
        let surfaces = ([island?.surface, banner?.surface] + cards.map(\.surface)).compactMap { $0 } + (board?.items.map(\.surface) ?? [])
        return surfaces.contains { surface in surface.regions.contains { $0.placed.view.ticks } }
    }

    /// True while something on screen moves, so the runtime draws frames at animation speed.
    public func isAnimating(at wall: Date) -> Bool {
        transitions.values.contains { !$0.isFinished(at: wall) }
    }
}

/// Resolves and lays out the presentations a frame shows, counting them.
private struct SurfaceBuilder {
    let state: PreviewState
    let phone: Date
    let geometry: SurfaceGeometry
    private(set) var count = 0

    init(state: PreviewState, phone: Date, geometry: SurfaceGeometry) {
        self.state = state
        self.phone = phone
        self.geometry = geometry
    }

    func settings(for activity: Activity) -> RenderSettings {
        var settings = RenderSettings(
            device: state.device, projection: state.projection, now: phone, dark: state.dark,
            utcOffsetSeconds: state.utcOffsetSeconds, isStale: activity.isStale
        )
        settings.palette = state.palette
        settings.locale = state.locale
        return settings
    }

    static func data(of activity: Activity) -> ActivityData {
        ActivityData(attributes: activity.attributes, contentState: activity.contentState)
    }

    private mutating func surface(_ presentation: Presentation, of activity: Activity, other: Activity? = nil) -> LaidOutSurface {
        count += 1
        return ActivityRenderer(layout: state.layout(of: activity), settings: settings(for: activity), cache: state.cache.layout)
            .surface(presentation, data: Self.data(of: activity), other: other.map(Self.data))
    }

    /// The island as it should look now: what the phone shows (`live`) or the presentation forced.
    mutating func islandTarget() -> LaidOutSurface? {
        guard state.device.hasIsland else { return nil }
        let engine = state.engine
        let presentation = state.islandPresentation
        let resting = geometry.resting()
        switch state.mode {
        case .live:
            if let id = state.isHolding ? (presentation.compact ?? presentation.minimalAttached) : presentation.expanded,
               let activity = engine.activity(id) {
                return surface(.expanded, of: activity)
            }
            if let activity = presentation.compact.flatMap(engine.activity) {
                return surface(.compact, of: activity)
            }
            if let activity = presentation.minimalAttached.flatMap(engine.activity) {
                return surface(.minimal, of: activity, other: presentation.minimalDetached.flatMap(engine.activity))
            }
            return resting
        case .compact, .minimal, .expanded:
            guard let primary = state.primaryActivity else { return resting }
            let forced: Presentation = state.mode == .compact ? .compact : (state.mode == .minimal ? .minimal : .expanded)
            let other = presentation.lockScreen.first { $0 != primary.id }.flatMap(engine.activity)
            return surface(forced, of: primary, other: other)
        case .board, .small:
            return resting
        }
    }

    /// The lock-screen card of activity `id`.
    mutating func cardTarget(_ id: Int) -> LaidOutSurface? {
        state.engine.activity(id).map { surface(.lock, of: $0) }
    }

    /// On a phone without an island, an alert shows the lock-screen view as a banner for as
    /// long as the island would have stayed expanded.
    mutating func bannerTarget() -> LaidOutSurface? {
        guard !state.device.hasIsland, let id = state.islandPresentation.expanded, let activity = state.engine.activity(id) else { return nil }
        return surface(.lock, of: activity)
    }

    /// `presentations` of the shown activity, as wide as the terminal allows.
    mutating func board(_ presentations: [Presentation]) -> Board? {
        guard let activity = state.primaryActivity else { return nil }
        let board = Board(
            activity: state.layout(of: activity), data: Self.data(of: activity), settings: settings(for: activity), cache: state.cache.layout,
            presentations: presentations, maxWidth: state.size.columns
        )
        count += board.items.count
        return board
    }
}
