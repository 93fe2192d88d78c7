import IsletCells
import IsletViews

/// The pure pipeline from an activity's regions and data to laid-out presentations: get each
/// region's resolved views (from a layout file or the widget's own SwiftUI), then lay them out
/// in the device's geometry. The card follows the appearance; the island is always dark.
public struct ActivityRenderer: Sendable {
    public let source: any RegionSource
    public let settings: RenderSettings
    /// The caller's cache: surfaces laid out before, outline clearances, decoded pictures.
    public let cache: LayoutCache

    public init(source: any RegionSource, settings: RenderSettings, cache: LayoutCache) {
        self.source = source
        self.settings = settings
        self.cache = cache
    }

    /// A layout file's regions.
    public init(layout: ActivityLayout, settings: RenderSettings, cache: LayoutCache) {
        self.init(source: layout, settings: settings, cache: cache)
    }

    /// The layout of this device and projection; with `sharing`, of presentations drawn together.
    private func surfaceLayout(sharing: RegionContents? = nil) -> SurfaceLayout {
        SurfaceLayout(geometry: SurfaceGeometry(device: settings.device, projection: settings.projection), cache: cache, sharing: sharing)
    }

    /// The card follows the appearance; the island is always dark, as iOS draws it.
    private func resolver(dark: Bool) -> ViewResolver {
        ViewResolver(formatter: ValueFormatter(now: settings.now, utcOffsetSeconds: settings.utcOffsetSeconds, locale: settings.locale), dark: dark, pictures: cache.pictures)
    }

    private func moment(dark: Bool) -> RegionMoment {
        RegionMoment(now: settings.now, utcOffsetSeconds: settings.utcOffsetSeconds, isStale: settings.isStale, dark: dark, locale: settings.locale)
    }

    /// An island region resolved, with the island's keyline tint, its presentation's content
    /// margins, what it could not draw and the App Group reads it made; no view where the
    /// region is absent. A class: a board asks for the compact regions more than once, and a
    /// tuple of these was copied field by field, each retained, every time.
    fileprivate final class Island {
        let view: ResolvedView?
        let keyline: ColorName?
        let notDrawn: [String]
        let reads: [AppGroupRead: Bool]
        let margins: ContentMargins

        init(view: ResolvedView?, keyline: ColorName?, notDrawn: [String], reads: [AppGroupRead: Bool], margins: ContentMargins) {
            (self.view, self.keyline, self.notDrawn, self.reads, self.margins) = (view, keyline, notDrawn, reads, margins)
        }
    }

    /// `region` of `data` resolved as an island shows it (always dark).
    private func island(_ region: ActivityRegion, _ data: ActivityData) -> Island {
        guard let content = source.content(of: region, data: data, moment: moment(dark: true)) else {
            return Island(view: nil, keyline: nil, notDrawn: [], reads: [:], margins: ContentMargins())
        }
        let view = cache.views(of: content, resolver(dark: true), ResolvedStyle(foreground: .white))
        return Island(view: view, keyline: content.keylineTint, notDrawn: content.notDrawn, reads: content.appGroupReads, margins: content.margins)
    }

    private static let nothing = ResolvedView(content: .empty, style: ResolvedStyle())

    /// The keyline is a hairline of the tint, softened as the phone draws it over black. It
    /// belongs to the island, which is dark in either appearance, so a system colour takes its
    /// dark variant (as the widget's `.keylineTint(.mint)` resolves in the island's environment).
    private func keyline(_ tint: ColorName?) -> Color? {
        tint.map { $0.resolved(dark: true).withOpacity(0.6).composited(over: .black) }
    }

    /// A card-like region (the lock screen's or the Smart Stack's) resolved on its background:
    /// the activity's tint, or `plain`; text defaults to black on a light tint, white otherwise
    /// (the primary label colour on the plain background). No view where the region is absent.
    private func card(_ region: ActivityRegion, _ data: ActivityData, dark: Bool, plain: Color) -> (
        view: ResolvedView?, background: Color, notDrawn: [String], reads: [AppGroupRead: Bool]
    ) {
        let content = source.content(of: region, data: data, moment: moment(dark: dark))
        let tint = content?.backgroundTint
        let background = tint?.resolved(dark: dark) ?? plain
        let foreground = background.luminance > 0.6 ? Color.black : (tint == nil && !dark ? Color.black : .white)
        let view = content.map { cache.views(of: $0, resolver(dark: dark), ResolvedStyle(foreground: foreground)) }
        return (view, background, content?.notDrawn ?? [], content?.appGroupReads ?? [:])
    }

    /// One presentation; `other` is a second activity, shown detached in the minimal presentation.
    /// Each region is run once: what it could not draw and what it read of the App Group come
    /// with the surface.
    public func surface(_ presentation: Presentation, data: ActivityData, other: ActivityData? = nil) -> LaidOutSurface {
        decodingLate { surface(presentation, data: data, other: other, islands: IslandRegions(), layout: surfaceLayout()) }
    }

    /// Each of `presentations` of one activity, as `surface` lays it out, its island regions
    /// resolved once for all of them: the compact regions serve the compact island, the Smart
    /// Stack without a `.small` view and the expanded island's keyline when it has no region;
    /// and a region view shown twice is made ready for layout once (`RegionContents`).
    public func surfaces(_ presentations: [Presentation], data: ActivityData) -> [LaidOutSurface] {
        decodingLate {
            let islands = IslandRegions()
            let layout = surfaceLayout(sharing: RegionContents())
            return presentations.map { surface($0, data: data, other: nil, islands: islands, layout: layout) }
        }
    }

    /// `draw()`, made again when layout looked up pictures not decoded yet (a `GeometryReader`'s
    /// content is resolved only once layout gives it a size), now that they are.
    private func decodingLate<Drawn>(_ draw: () -> Drawn) -> Drawn {
        let drawn = draw()
        return cache.decodeWanted() ? draw() : drawn
    }

    private func surface(_ presentation: Presentation, data: ActivityData, other: ActivityData?, islands: IslandRegions, layout: SurfaceLayout) -> LaidOutSurface {
        let island = { (region: ActivityRegion) -> Island in islands.island(region) { self.island(region, data) } }
        /// `call` laid out, or the same call's surface laid out before (`SurfaceMemo`).
        func laidOut(_ call: SurfaceCall) -> LaidOutSurface {
            cache.surfaces.surface(call, in: layout)
        }
        var surface: LaidOutSurface
        var notDrawn: [String]
        var reads: [[AppGroupRead: Bool]]
        switch presentation {
        case .compact:
            let leading = island(.compactLeading)
            let trailing = island(.compactTrailing)
            surface = laidOut(.compact(
                leading: leading.view ?? Self.nothing, trailing: trailing.view ?? Self.nothing, keyline: keyline(leading.keyline), margins: leading.margins, trailingMargins: trailing.margins
            ))
            notDrawn = leading.notDrawn + trailing.notDrawn
            reads = [leading.reads, trailing.reads]
        case .minimal:
            let attached = island(.minimal)
            let view = attached.view ?? Self.nothing
            surface = laidOut(.minimal(attached: view, detached: other.map { self.island(.minimal, $0).view ?? Self.nothing } ?? view, keyline: keyline(attached.keyline), margins: attached.margins))
            notDrawn = attached.notDrawn
            reads = [attached.reads]
        case .expanded:
            let regions = [ActivityRegion.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom].map { island($0) }
            let content = ExpandedRegions(leading: regions[0].view, trailing: regions[1].view, center: regions[2].view, bottom: regions[3].view)
            // The tint is the island's, the same in every region: the compact one is asked only
            // when no expanded region exists to say it.
            let tint = regions.lazy.compactMap(\.keyline).first ?? (regions.allSatisfy { $0.view == nil } ? island(.compactLeading).keyline : nil)
            surface = laidOut(.expanded(content, keyline: keyline(tint), margins: regions.first { $0.view != nil }?.margins ?? ContentMargins()))
            notDrawn = regions.flatMap(\.notDrawn)
            reads = regions.map(\.reads)
        case .lock:
            let card = self.card(.lockScreen, data, dark: settings.dark, plain: settings.cardBackground)
            surface = laidOut(.lockScreen(card.view ?? Self.nothing, background: card.background))
            notDrawn = card.notDrawn
            reads = [card.reads]
        case .small:
            // The watch is always dark. Without a `.small` view watchOS shows the compact views.
            let card = self.card(.small, data, dark: true, plain: SmartStack.platter)
            if let view = card.view {
                surface = laidOut(.small(view, background: card.background))
                notDrawn = card.notDrawn
                reads = [card.reads]
            } else {
                let leading = island(.compactLeading), trailing = island(.compactTrailing)
                surface = laidOut(.smallFromCompact(leading: leading.view ?? Self.nothing, trailing: trailing.view ?? Self.nothing, background: SmartStack.platter))
                notDrawn = leading.notDrawn + trailing.notDrawn
                reads = [leading.reads, trailing.reads]
            }
        }
        var seen: Set<String> = []
        surface.notDrawn = notDrawn.filter { seen.insert($0).inserted }
        surface.appGroupReads = AppGroupRead.merged(reads)
        return surface
    }
}

/// The island regions of one activity's data resolved so far, for the presentations drawn
/// together; a handful, so a list.
private final class IslandRegions {
    private var regions: [ActivityRegion] = []
    private var islands: [ActivityRenderer.Island] = []

    /// `region` resolved by `resolve` the first time it is asked for.
    func island(_ region: ActivityRegion, _ resolve: () -> ActivityRenderer.Island) -> ActivityRenderer.Island {
        if let index = regions.firstIndex(of: region) { return islands[index] }
        let island = resolve()
        regions.append(region)
        islands.append(island)
        return island
    }
}
