import IsletCells
import IsletViews

/// The pure pipeline from an activity's layout and data to laid-out presentations: resolve
/// each region's view tree, then lay it out in the device's geometry.
public struct ActivityRenderer: Sendable {
    public let layout: ActivityLayout
    public let settings: RenderSettings

    public init(layout: ActivityLayout, settings: RenderSettings) {
        self.layout = layout
        self.settings = settings
    }

    private var surfaces: SurfaceLayout {
        SurfaceLayout(geometry: SurfaceGeometry(device: settings.device, projection: settings.projection))
    }

    /// The card follows the appearance; the island is always dark, as iOS draws it.
    private func resolver(dark: Bool) -> ViewResolver {
        ViewResolver(formatter: ValueFormatter(now: settings.now, utcOffsetSeconds: settings.utcOffsetSeconds), dark: dark)
    }

    private func scope(_ data: ActivityData) -> EvaluationScope {
        EvaluationScope(attributes: data.attributes, state: data.contentState, isStale: settings.isStale)
    }

    private var islandStyle: ResolvedStyle { ResolvedStyle(foreground: .white) }

    private func island(_ node: ViewNode, _ data: ActivityData) -> ResolvedView {
        resolver(dark: true).resolve(node, in: scope(data), inheriting: islandStyle)
    }

    /// One presentation; `other` is a second activity, shown detached in the minimal presentation.
    public func surface(_ presentation: Presentation, data: ActivityData, other: ActivityData? = nil) -> LaidOutSurface {
        let regions = layout.dynamicIsland
        // The keyline is a hairline of the tint, softened as the phone draws it over black.
        let keyline = layout.keylineTint.map { $0.resolved(dark: settings.dark).withOpacity(0.6).composited(over: .black) }
        switch presentation {
        case .compact:
            return surfaces.compact(leading: island(regions.compactLeading, data), trailing: island(regions.compactTrailing, data), keyline: keyline)
        case .minimal:
            let attached = island(regions.minimal, data)
            return surfaces.minimal(attached: attached, detached: other.map { island(regions.minimal, $0) } ?? attached, keyline: keyline)
        case .expanded:
            let content = ExpandedRegions(
                leading: regions.expandedLeading.map { island($0, data) }, trailing: regions.expandedTrailing.map { island($0, data) },
                center: regions.expandedCenter.map { island($0, data) }, bottom: regions.expandedBottom.map { island($0, data) }
            )
            return surfaces.expanded(content, keyline: keyline)
        case .lock:
            let background = layout.backgroundTint?.resolved(dark: settings.dark) ?? settings.cardBackground
            let foreground = background.luminance > 0.6 ? Color.black : (layout.backgroundTint == nil ? settings.cardForeground : .white)
            let view = resolver(dark: settings.dark).resolve(layout.lockScreen, in: scope(data), inheriting: ResolvedStyle(foreground: foreground))
            return surfaces.lockScreen(view, background: background)
        }
    }
}
