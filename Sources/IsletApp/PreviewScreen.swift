import FoundationEssentials
import IsletAnimation
import IsletCells
import IsletLayout
import IsletModel
import IsletViews

/// The previewer's view of one frame, made once from a state and a moment (and the frame
/// before, which animations start from): the top of a phone (status bar, island, lock-screen
/// card) on its wallpaper at the left, the activity's state and the event log at the right, a
/// line of keys at the foot, or the board. Every island, card and board presentation is
/// resolved and laid out here, once; drawing, taps and the runtime's next wake-up read this value.
public struct PreviewScreen: Sendable {
    /// The things on screen that animate separately.
    public enum Slot: Hashable, Sendable {
        case island
        case card
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
    /// What the island and the card show now, before animation; nil: no island (a phone
    /// without one, the board, a terminal too small), no card (no activity on the lock screen).
    public let islandTarget: LaidOutSurface?
    public let cardTarget: LaidOutSurface?
    /// What is drawn this frame, animation applied, and where.
    public let island: Placed?
    public let card: Placed?
    /// The `b` board of the shown activity, when that is what the screen shows.
    let board: Board?
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
        self.phone = phone
        self.geometry = geometry
        let minimum = Self.minimumSize(geometry)
        let fits = state.size.columns >= minimum.columns && state.size.rows >= minimum.rows
        let drawsPhone = fits && state.mode != .board
        var builder = SurfaceBuilder(state: state, phone: phone, geometry: geometry)
        board = fits && state.mode == .board ? builder.board() : nil
        let islandTarget = drawsPhone ? builder.islandTarget()?.centredOnCamera(geometry) : nil
        let cardTarget = drawsPhone ? builder.cardTarget() : nil
        self.islandTarget = islandTarget
        self.cardTarget = cardTarget
        surfacesLaidOut = builder.count
        let keys: [Slot: PreviewState.VisualKey] = drawsPhone ? [.island: state.visualKey(.island), .card: state.visualKey(.card)] : [:]
        self.keys = keys
        let continues = previous.flatMap { $0.state.scene == state.scene ? $0 : nil }
        var transitions: [Slot: SurfaceTransition] = [:]
        for (slot, target) in [(Slot.island, islandTarget), (.card, cardTarget)] where drawsPhone {
            transitions[slot] = Self.transition(slot, to: target, key: keys[slot], after: continues, at: wall, geometry: geometry)
        }
        self.transitions = transitions
        let shownIsland = transitions[.island].map { $0.frame(at: wall, geometry: geometry) } ?? islandTarget
        let shownCard = transitions[.card].map { $0.frame(at: wall, geometry: geometry) } ?? cardTarget
        island = shownIsland.map { Self.place(island: $0, geometry: geometry) }
        card = shownCard.map { Self.place(card: $0, under: shownIsland, rows: state.size.rows, geometry: geometry) }
    }

    /// The island at the top of the phone, its camera at the phone's centre. Every island
    /// surface here, a transition's frame too, is centred on its camera (`centredOnCamera`).
    static func place(island surface: LaidOutSurface, geometry: SurfaceGeometry) -> Placed {
        let column = phoneColumns(geometry) / 2 - surface.columns / 2
        return Placed(surface: surface, cells: CellRect(column: column, row: 1, width: surface.columns, height: surface.rows))
    }

    /// The card at the foot of the phone (above the key line), as on the lock screen, but never
    /// where the tallest expanded island (or, on a short terminal, the island shown) would reach.
    static func place(card surface: LaidOutSurface, under island: LaidOutSurface?, rows: Int, geometry: SurfaceGeometry) -> Placed {
        let islandReach = 1 + (island?.rows ?? 3) + 1
        let clearOfTallest = 1 + islandRows(geometry) + 1
        let preferred = rows - 2 - surface.rows
        let row = max(islandReach, preferred >= clearOfTallest ? preferred : islandReach)
        let column = (phoneColumns(geometry) - surface.columns) / 2
        return Placed(surface: surface, cells: CellRect(column: column, row: row, width: surface.columns, height: surface.rows))
    }

    /// Columns of the phone at the left: the widest presentation and a margin each side.
    static func phoneColumns(_ geometry: SurfaceGeometry) -> Int { max(geometry.expandedColumns, geometry.lockColumns) + 4 }

    /// Rows kept for the island: the tallest expanded island fits without moving the card.
    static func islandRows(_ geometry: SurfaceGeometry) -> Int { geometry.expandedRowRange.upperBound + 2 }

    /// The smallest terminal the previewer can draw in.
    static func minimumSize(_ geometry: SurfaceGeometry) -> (columns: Int, rows: Int) { (phoneColumns(geometry), 1 + 3 + 1 + 6 + 1) }

    var phoneColumns: Int { Self.phoneColumns(geometry) }

    /// True when a timer is on screen, which changes every second without any push.
    public var showsRunningTimer: Bool {
        let surfaces = [island?.surface, card?.surface].compactMap { $0 } + (board?.items.map(\.surface) ?? [])
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
        RenderSettings(
            device: state.device, projection: state.projection, now: phone, dark: state.dark,
            utcOffsetSeconds: state.utcOffsetSeconds, isStale: activity.isStale
        )
    }

    static func data(of activity: Activity) -> ActivityData {
        ActivityData(attributes: activity.attributes, contentState: activity.contentState)
    }

    private mutating func surface(_ presentation: Presentation, of activity: Activity, other: Activity? = nil) -> LaidOutSurface {
        count += 1
        return ActivityRenderer(layout: state.layout(of: activity), settings: settings(for: activity))
            .surface(presentation, data: Self.data(of: activity), other: other.map(Self.data))
    }

    /// The island as it should look now: what the phone shows (`live`) or the presentation forced.
    mutating func islandTarget() -> LaidOutSurface? {
        guard state.device.hasIsland else { return nil }
        let engine = state.engine
        let presentation = state.islandPresentation
        let resting = SurfaceLayout(geometry: geometry).resting()
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
        case .lock, .board:
            return resting
        }
    }

    /// The lock-screen card of the most relevant activity, if one is on the lock screen.
    mutating func cardTarget() -> LaidOutSurface? {
        state.primaryActivity.map { surface(.lock, of: $0) }
    }

    /// Every presentation of the shown activity, as wide as the terminal allows.
    mutating func board() -> Board? {
        guard let activity = state.primaryActivity else { return nil }
        let board = Board(activity: state.layout(of: activity), data: Self.data(of: activity), settings: settings(for: activity), maxWidth: state.size.columns)
        count += board.items.count
        return board
    }
}
