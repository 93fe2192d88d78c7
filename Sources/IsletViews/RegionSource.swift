import FoundationEssentials
import IsletModel

/// Where a presentation's views come from: a layout file's regions, or the widget's own
/// SwiftUI run by IsletScript's interpreter. Both give each region as resolved views, so
/// layout and painting are one path for both and never know which front end wrote a view
/// (docs/DECISIONS.md, "Running the widget's SwiftUI", "One view tree for Swift").
public protocol RegionSource: Sendable {
    /// The region's views for `data` at `moment`; nil for an expanded region the activity does
    /// not declare.
    func content(of region: ActivityRegion, data: ActivityData, moment: RegionMoment) -> RegionContent?
}

/// One region of the lock screen or the Dynamic Island, or `small`: the Apple Watch Smart Stack
/// view of an activity that declares `.supplementalActivityFamilies([.small])`.
public enum ActivityRegion: String, CaseIterable, Sendable {
    case lockScreen, expandedLeading, expandedTrailing, expandedCenter, expandedBottom, compactLeading, compactTrailing, minimal, small
}

/// What a region may depend on besides the data: the clock, the viewer's offset from UTC,
/// whether the activity is stale, and the appearance the region is drawn in.
public struct RegionMoment: Equatable, Sendable {
    public var now: Date
    public var utcOffsetSeconds: Int
    public var isStale: Bool
    public var dark: Bool
    /// The phone's language and region (`--locale`).
    public var locale: PhoneLocale

    public init(now: Date, utcOffsetSeconds: Int = 0, isStale: Bool = false, dark: Bool = true, locale: PhoneLocale = .standard) {
        self.now = now
        self.utcOffsetSeconds = utcOffsetSeconds
        self.isStale = isStale
        self.dark = dark
        self.locale = locale
    }
}

/// A region's views at one moment, and the tints of the presentation it belongs to (a
/// widget's code may choose them from the data, so they come with the region).
public struct RegionContent: Sendable {
    /// The region's views resolved by the renderer's resolver (its moment, appearance and
    /// picture cache) inside the style around them, which the renderer chooses only once it
    /// knows `backgroundTint` (the card's text is black on a light tint).
    public var views: @Sendable (_ resolver: ViewResolver, _ inherited: ResolvedStyle) -> ResolvedView
    /// `.keylineTint(...)`: the thin border around the expanded island.
    public var keylineTint: ColorName?
    /// `.activityBackgroundTint(...)`: the lock-screen card's background.
    public var backgroundTint: ColorName?
    /// What could not be drawn in the region, one line each (`file:line:column: name: reason`),
    /// found by the same run that made the tree: a layout file's views always draw.
    public var notDrawn: [String]
    /// The App Group reads the region's code made, true where `--defaults` or `--files`
    /// supplied the key or file, found by the same run: a layout file reads none.
    public var appGroupReads: [AppGroupRead: Bool]
    /// `.contentMargins(_:_:for:)` for the presentation the region belongs to.
    public var margins: ContentMargins

    public init(
        views: @escaping @Sendable (_ resolver: ViewResolver, _ inherited: ResolvedStyle) -> ResolvedView, keylineTint: ColorName? = nil, backgroundTint: ColorName? = nil, notDrawn: [String] = [],
        appGroupReads: [AppGroupRead: Bool] = [:], margins: ContentMargins = ContentMargins()
    ) {
        self.views = views
        self.margins = margins
        self.keylineTint = keylineTint
        self.backgroundTint = backgroundTint
        self.notDrawn = notDrawn
        self.appGroupReads = appGroupReads
    }
}

extension ActivityLayout: RegionSource {
    /// The layout file's tree for the region, reading the data through the usual scope; nil for
    /// `small` when the layout has no `small` view (the Smart Stack then shows the compact views).
    public func content(of region: ActivityRegion, data: ActivityData, moment: RegionMoment) -> RegionContent? {
        if let widget { return widget.source.content(of: region, data: data, moment: moment) }
        // Each region's tree is read where it is stored: a copy of `dynamicIsland` first copied
        // all seven trees, each retained and released, for every region of every board.
        let node: ViewNode?
        switch region {
        case .lockScreen: node = lockScreen
        case .expandedLeading: node = dynamicIsland.expandedLeading
        case .expandedTrailing: node = dynamicIsland.expandedTrailing
        case .expandedCenter: node = dynamicIsland.expandedCenter
        case .expandedBottom: node = dynamicIsland.expandedBottom
        case .compactLeading: node = dynamicIsland.compactLeading
        case .compactTrailing: node = dynamicIsland.compactTrailing
        case .minimal: node = dynamicIsland.minimal
        case .small: node = small
        }
        guard let node else { return nil }
        let scope = EvaluationScope(attributes: data.attributes, state: data.contentState, isStale: moment.isStale)
        let margins = region.marginMode.flatMap { contentMargins[$0] } ?? ContentMargins()
        return RegionContent(views: { resolver, style in resolver.resolve(node, in: scope, inheriting: style) }, keylineTint: keylineTint, backgroundTint: backgroundTint, margins: margins)
    }
}
