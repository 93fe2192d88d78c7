import FoundationEssentials
import IsletCells
import IsletLayout
import IsletModel
import IsletViews

/// Where everything goes on the previewer's screen, and what the island and card show: the top
/// of a phone (status bar, island, lock-screen card) on its wallpaper at the left, the activity's
/// state and the event log at the right, a line of keys at the foot. Pure: a state and a
/// moment give one screen.
public struct PreviewScreen {
    public let state: PreviewState
    public let wall: Date
    public let phone: Date

    public init(state: PreviewState, wall: Date) {
        self.state = state
        self.wall = wall
        phone = state.clock.phoneTime(at: wall)
    }

    var geometry: SurfaceGeometry { SurfaceGeometry(device: state.device, projection: state.projection) }

    var surfaces: SurfaceLayout { SurfaceLayout(geometry: geometry) }

    /// Columns of the phone at the left: the widest presentation and a margin each side.
    var phoneColumns: Int { max(geometry.expandedColumns, geometry.lockColumns) + 4 }

    /// Rows kept for the island: the tallest expanded island fits without moving the card.
    var islandRows: Int { geometry.expandedRowRange.upperBound + 2 }

    /// The smallest terminal the previewer can draw in.
    public var minimumSize: (columns: Int, rows: Int) { (phoneColumns, 1 + 3 + 1 + 6 + 1) }

    func settings(for activity: Activity?) -> RenderSettings {
        RenderSettings(
            device: state.device, projection: state.projection, now: phone, dark: state.dark,
            utcOffsetSeconds: state.utcOffsetSeconds, isStale: activity?.isStale ?? false
        )
    }

    func renderer(for activity: Activity) -> ActivityRenderer {
        ActivityRenderer(layout: state.layout, settings: settings(for: activity))
    }

    static func data(of activity: Activity) -> ActivityData {
        ActivityData(attributes: activity.attributes, contentState: activity.contentState)
    }

    // MARK: What the island and the card show

    /// The island as it should look now, before animation; nil for no island (a phone without one).
    public var islandTarget: LaidOutSurface? {
        guard state.device.hasIsland else { return nil }
        let presentation = state.engine.presentation
        let primary = state.primaryActivity
        switch state.mode {
        case .live:
            if let id = state.isHolding ? (presentation.compact ?? presentation.minimalAttached) : presentation.expanded,
               let activity = state.engine.activity(id) {
                return renderer(for: activity).surface(.expanded, data: Self.data(of: activity))
            }
            if let id = presentation.compact, let activity = state.engine.activity(id) {
                return renderer(for: activity).surface(.compact, data: Self.data(of: activity))
            }
            if let id = presentation.minimalAttached, let activity = state.engine.activity(id) {
                let other = presentation.minimalDetached.flatMap(state.engine.activity).map(Self.data)
                return renderer(for: activity).surface(.minimal, data: Self.data(of: activity), other: other)
            }
            return surfaces.resting()
        case .compact, .minimal, .expanded:
            guard let primary else { return surfaces.resting() }
            let presentation: Presentation = state.mode == .compact ? .compact : (state.mode == .minimal ? .minimal : .expanded)
            let other = state.engine.presentation.lockScreen.first { $0 != primary.id }.flatMap(state.engine.activity).map(Self.data)
            return renderer(for: primary).surface(presentation, data: Self.data(of: primary), other: other)
        case .lock, .board:
            return surfaces.resting()
        }
    }

    /// The lock-screen card of the most relevant activity, if one is on the lock screen.
    public var cardTarget: LaidOutSurface? {
        guard let primary = state.primaryActivity else { return nil }
        return renderer(for: primary).surface(.lock, data: Self.data(of: primary))
    }

    /// What a slot shows at this moment: its animation's frame, or its target.
    func displayed(_ slot: PreviewState.Slot) -> LaidOutSurface? {
        if let transition = state.transitions[slot], !transition.isFinished(at: wall) {
            return transition.frame(at: wall, geometry: geometry)
        }
        return slot == .island ? islandTarget : cardTarget
    }

    /// True when a timer is on screen, which changes every second without any push.
    public var showsRunningTimer: Bool {
        [displayed(.island), displayed(.card)].contains { surface in
            surface?.regions.contains { $0.placed.view.ticks } ?? false
        }
    }

    // MARK: Where things are

    /// Where a surface of `columns` sits so the island's camera is centred on the phone.
    func islandOrigin(_ surface: LaidOutSurface) -> (column: Int, row: Int) {
        let center = phoneColumns / 2
        if surface.presentation == .minimal {
            let cameraCenter = geometry.minimalColumns + geometry.cameraColumns / 2
            return (center - cameraCenter, 1)
        }
        return (center - surface.columns / 2, 1)
    }

    /// The last row of the phone: the screen's height above the key line.
    var phoneBottom: Int { state.size.rows - 1 }

    /// The card sits at the foot of the phone, as on the lock screen, but never where the
    /// tallest expanded island (or, on a short terminal, the island shown) would reach.
    func cardOrigin(_ surface: LaidOutSurface) -> (column: Int, row: Int) {
        let islandReach = 1 + (displayed(.island)?.rows ?? 3) + 1
        let preferred = phoneBottom - 1 - surface.rows
        let clearOfTallest = 1 + islandRows + 1
        return ((phoneColumns - surface.columns) / 2, max(islandReach, preferred >= clearOfTallest ? preferred : islandReach))
    }

    public var islandCells: CellRect? {
        displayed(.island).map { surface in
            let origin = islandOrigin(surface)
            return CellRect(column: origin.column, row: origin.row, width: surface.columns, height: surface.rows)
        }
    }

    public var cardCells: CellRect? {
        displayed(.card).map { surface in
            let origin = cardOrigin(surface)
            return CellRect(column: origin.column, row: origin.row, width: surface.columns, height: surface.rows)
        }
    }

    /// Where a tap at a cell goes: a `Link` under it (expanded island and card only, as on the
    /// phone), else the `widgetURL` of the presentation tapped.
    public func tapTarget(column: Int, row: Int) -> String? {
        let candidates: [(LaidOutSurface, (column: Int, row: Int))] = [
            displayed(.island).map { ($0, islandOrigin($0)) }, displayed(.card).map { ($0, cardOrigin($0)) },
        ].compactMap { $0 }
        for (surface, origin) in candidates {
            let bounds = CellRect(column: origin.column, row: origin.row, width: surface.columns, height: surface.rows)
            guard bounds.contains(column: column, row: row) else { continue }
            var link: String?
            var widgetURL: String?
            let linksWork = surface.presentation == .expanded || surface.presentation == .lock
            for region in surface.regions {
                region.placed.visit { placed in
                    if widgetURL == nil { widgetURL = placed.view.widgetURL }
                    guard linksWork, let url = placed.view.link else { return }
                    let cells = state.projection.cells(of: placed.frame)
                    let hit = CellRect(column: cells.column + origin.column, row: cells.row + origin.row, width: cells.width, height: cells.height)
                    if hit.contains(column: column, row: row) { link = url }
                }
            }
            return link ?? widgetURL
        }
        return nil
    }
}
