/// The island and card shapes of a device, projected to whole cells.
///
/// Shapes are drawn at half-row resolution: an island's edges sit in half rows above and below
/// its content rows, so a compact pill is one full row of content with rounded half-row rims,
/// two rows tall in all, as 36.67 pt is on the phone. Widths round symmetrically around the
/// camera so the outline never leans to one side.
public struct SurfaceGeometry: Equatable, Sendable {
    public let device: DeviceProfile
    public let projection: CellProjection

    public init(device: DeviceProfile, projection: CellProjection) {
        self.device = device
        self.projection = projection
    }

    /// Columns of each compact side, rounded end included.
    public var compactSideColumns: Int { max(3, projection.columns(device.compactLeading.width)) }

    /// Columns of the camera cutout; same parity as the resting island so it stays centred.
    public var cameraColumns: Int { max(4, projection.columns(device.cameraWidth)) }

    public var compactColumns: Int { 2 * compactSideColumns + cameraColumns }

    /// The minimal circle: as wide as it is tall on the phone, at least 4 columns.
    public var minimalColumns: Int { max(4, projection.columns(device.minimal.width)) }

    public var expandedColumns: Int { projection.columns(device.expandedWidth) }

    public var lockColumns: Int { projection.columns(device.lockScreenWidth) }

    /// Content rows of an island presentation that is `points` tall (rims take half a row each).
    public func contentRows(forHeight points: Double) -> Int {
        max(1, projection.rows(points) - 1)
    }

    /// Content rows the expanded island may use: 84 to 160 pt.
    public var expandedRowRange: ClosedRange<Int> {
        contentRows(forHeight: device.expandedHeights.lowerBound)...contentRows(forHeight: device.expandedHeights.upperBound)
    }

    public var lockRowRange: ClosedRange<Int> {
        contentRows(forHeight: device.lockScreenHeights.lowerBound)...contentRows(forHeight: device.lockScreenHeights.upperBound)
    }

    /// Horizontal inset of content from the island's rounded sides, in columns.
    public var islandInsetColumns: Int { max(1, projection.columns(14)) }

    /// The lock screen's standard margin, in columns.
    public var lockInsetColumns: Int { max(1, projection.columns(14)) }
}
