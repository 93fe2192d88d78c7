/// The geometry of one screen class (REFERENCE.md §1), in points. Values Apple does not
/// publish are taken from the nearest published class and say so in `notes`.
public struct DeviceProfile: Equatable, Sendable {
    public let id: String
    public let name: String
    public let models: [String]
    public let screen: Size
    /// Whether the phone has a Dynamic Island; without one, an alert shows the lock-screen view as a banner.
    public let hasIsland: Bool
    /// Width of the island in the compact and minimal presentations.
    public let compactWidth: Double
    public let compactLeading: Size
    public let compactTrailing: Size
    public let minimal: Size
    public let minimalMaximumWidth: Double
    public let expandedWidth: Double
    public let expandedHeights: ClosedRange<Double>
    public let lockScreenWidth: Double
    public let lockScreenHeights: ClosedRange<Double>
    /// The island at rest, with no activity (third-party measurement).
    public let restingIsland: Size
    public let islandTop: Double
    public let cornerRadius: Double
    public let notes: [String]

    /// The camera cutout between the compact sides: what is left of the compact island.
    public var cameraWidth: Double {
        compactWidth - compactLeading.width - compactTrailing.width
    }
}

extension DeviceProfile {
    /// Builds a profile of one of the published island classes.
    static func island(
        id: String, name: String, models: [String], screen: Size, compactWidth: Double, expandedWidth: Double,
        compactSide: Double, notes: [String] = []
    ) -> DeviceProfile {
        DeviceProfile(
            id: id, name: name, models: models, screen: screen, hasIsland: true, compactWidth: compactWidth,
            compactLeading: Size(width: compactSide, height: 36.67), compactTrailing: Size(width: compactSide, height: 36.67),
            minimal: Size(width: 36.67, height: 36.67), minimalMaximumWidth: 45,
            expandedWidth: expandedWidth, expandedHeights: 84...160, lockScreenWidth: expandedWidth, lockScreenHeights: 84...160,
            restingIsland: Size(width: 126, height: 37.33), islandTop: 11, cornerRadius: 44, notes: notes
        )
    }
}
