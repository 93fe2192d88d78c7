import IsletViews

/// What the report under a board says about images: how many were drawn, and the ones that
/// could not be (a missing file, a file that is not an image, no decoder), each line once.
public struct PictureReport: Equatable, Sendable {
    public var drawn = 0
    public var problems: [String] = []

    /// The images of `surfaces`' regions.
    public init(_ surfaces: [LaidOutSurface]) {
        var seen: Set<String> = []
        for surface in surfaces {
            for region in surface.regions {
                region.placed.visit { placed in
                    switch placed.view.content {
                    case .picture: drawn += 1
                    case .placeholder(_, let reason) where reason.hasPrefix(ResolvedPicture.unshown):
                        if seen.insert(reason).inserted { problems.append(reason) }
                    default: break
                    }
                }
            }
        }
    }
}
