import FoundationEssentials
import IsletLayout

/// A change of what the island (or card) shows, animated from `from` to `to` starting at `start`.
///
/// A pure function of time (STYLE.md, "Time is an input"): nothing here reads a clock. A caller
/// keeps one transition per island slot, asks it for `frame(at:geometry:)` with its own clock's
/// `now` on every frame, and drops it once `isFinished(at:)`; a new change that arrives mid-way
/// starts a new transition from the frame on screen. Timings follow the system's animations
/// (REFERENCE.md §2: at most 2 s).
///
/// A frame is laid out like any surface, centred on the camera: place it at
/// `cameraColumn - frame.columns / 2`, exactly as the layouts' own surfaces are placed.
public struct SurfaceTransition: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A change of presentation: compact, minimal and expanded change shape.
        case morph
        /// New content in the same presentation.
        case contentUpdate
        /// A new activity taking over the resting island.
        case appear
        /// An ended activity leaving the island (REFERENCE.md §2: at once, the card stays).
        case disappear
    }

    /// Nil: appears from the resting island.
    public let from: LaidOutSurface?
    /// Nil: shrinks away to the resting island (an ended activity leaving the island).
    public let to: LaidOutSurface?
    /// When the change happened: the caller's clock's time, never read here.
    public let start: Date
    /// What changed, as the caller knows it; a morph between surfaces of one shape animates as
    /// a content update.
    public let kind: Kind

    /// A transition from `from` to `to` beginning at `start`.
    public init(from: LaidOutSurface?, to: LaidOutSurface?, start: Date, kind: Kind) {
        self.from = from
        self.to = to
        self.start = start
        self.kind = kind
    }

    /// How long a change of shape takes: until the island's spring is at rest, rounded up to a
    /// 64th of a second, a step that adds to a date exactly, so the end lands on its frame.
    public static let morphDuration = (Spring.island.settleTime * 64).rounded(.up) / 64
    /// How long a content update takes: digits roll and text cross-fades a little faster.
    public static let contentDuration = 0.35

    /// Seconds; never over the system's 2 s.
    public var duration: Double { animatesContentOnly ? Self.contentDuration : Self.morphDuration }

    /// True from the end on: the caller shows `to` and can drop the transition.
    public func isFinished(at now: Date) -> Bool { progress(at: now) >= 1 }

    /// The fraction of the duration passed at `now`, 0...1.
    public func progress(at now: Date) -> Double {
        min(max(now.timeIntervalSince(start) / duration, 0), 1)
    }

    /// Whether this is a change of content only: asked for, or a morph between surfaces of the
    /// same shape. Appearing and disappearing always change shape.
    private var animatesContentOnly: Bool {
        guard let from, let to else { return false }
        let sameShape = from.columns == to.columns && from.rows == to.rows && from.shapes.map(\.cells) == to.shapes.map(\.cells)
        return kind == .contentUpdate || sameShape
    }

    /// The surface to paint at `now`: the interpolated shape and the content as it should look
    /// then. Before the start it is `from` (the resting island when appearing); from the end on,
    /// exactly `to`, or a surface with no shapes once an activity has left (the caller draws
    /// the resting island, as it does whenever no activity is shown).
    public func frame(at now: Date, geometry: SurfaceGeometry) -> LaidOutSurface {
        let presentation = (to ?? from)?.presentation ?? .compact
        let resting = geometry.resting(presentation: presentation)
        let progress = progress(at: now)
        if progress >= 1 {
            return to ?? LaidOutSurface(presentation: presentation, columns: resting.columns, rows: resting.rows, shapes: [], regions: [])
        }
        let source = from ?? resting
        if progress <= 0 { return source }
        let target = to ?? resting
        let projection = geometry.projection
        let morph = ShapeMorph(from: source, to: target, projection: projection, cameraParity: geometry.cameraColumns % 2)
        // The shape moves on the island's spring, a function of the seconds since the start.
        let travel = Spring.island.value(at: now.timeIntervalSince(start))
        let outline = morph.outline(at: travel)
        if animatesContentOnly {
            let regions = ContentBlend(progress: progress).regions(from: source.regions, to: target.regions)
            return surface(presentation, outline, ShapeMorph.place(regions, of: target, in: outline, projection: projection, clipping: true))
        }
        // The content cross-fades while the shape moves, as iOS does, and the pill is never
        // blank: the old content fades over the first half of the time and the new brightens
        // over the second, as the spring swings past and settles, each dipping to
        // `ContentBlend.swapFloor` at the swap, never below. Content
        // the shape does not cover yet (or any more) is hidden, and then the other side's is
        // shown in its place: a collapsing island shows the new content, clipped to the moving
        // shape, as soon as the old no longer fits whole; a growing one the old until the
        // swap, then the new as far as the shape has grown.
        let swap = progress
        let floor = ContentBlend.swapFloor
        let leaving = ShapeMorph.place(fading(source.regions, max(floor, 1 - 2 * swap)), of: source, in: outline, projection: projection)
        let arriving = ShapeMorph.place(fading(target.regions, max(floor, 2 * swap - 1)), of: target, in: outline, projection: projection, clipping: true)
        let regions = swap < 0.5 ? (leaving.isEmpty ? arriving : leaving) : (arriving.isEmpty ? leaving : arriving)
        return surface(presentation, outline, regions)
    }

    private func surface(_ presentation: Presentation, _ outline: ShapeMorph.Outline, _ regions: [LaidOutRegion]) -> LaidOutSurface {
        LaidOutSurface(presentation: presentation, columns: outline.columns, rows: outline.rows, shapes: outline.shapes, regions: regions)
    }

    /// Regions at `alpha`, left out entirely when too faint to see.
    private func fading(_ regions: [LaidOutRegion], _ alpha: Double) -> [LaidOutRegion] {
        guard alpha >= PlacedView.visibleOpacity else { return [] }
        return regions.map { $0.with(placed: $0.placed.fading(alpha)) }
    }
}
