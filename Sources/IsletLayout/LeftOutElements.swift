import IsletViews

/// A `forEach` in one region that showed fewer elements than its data holds, because the region
/// reached `ViewLimits.viewsPerSurface`: `render` reports it and the previewer logs it, so a
/// long array is not cut short without a word.
public struct LeftOutElements: Equatable, Sendable, CustomStringConvertible {
    public let region: RegionName
    public let cut: ForEachCut

    /// The region and the layout path of the loop.
    public var place: String { "\(region.rawValue): \(cut.path)" }

    /// What was left out, and why.
    public var summary: String {
        "forEach shows \(cut.shown) of the \(cut.total) elements its data holds; a region shows at most \(ViewLimits.viewsPerSurface) views"
    }

    public var description: String { "\(place): \(summary)" }

    /// Every loop cut short in `surfaces`, once each, in drawing order.
    public static func find(in surfaces: [LaidOutSurface]) -> [LeftOutElements] {
        var found: [LeftOutElements] = []
        for surface in surfaces {
            for region in surface.regions {
                for cut in region.placed.view.cuts where !found.contains(LeftOutElements(region: region.name, cut: cut)) {
                    found.append(LeftOutElements(region: region.name, cut: cut))
                }
            }
        }
        return found
    }
}
