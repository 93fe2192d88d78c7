import IsletCells

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

    /// Columns of each compact side at its published width, rounded end included.
    public var compactSideColumns: Int { max(3, projection.columns(device.compactLeading.width)) }

    /// The points the compact island's cells hold beyond its outline at the published width
    /// (10 at the standard projection), kept as it widens so its round ends look the same.
    public var compactSlack: Double { max(0, Double(compactColumns) * projection.columnPoints - device.compactWidth) }

    /// Columns of each compact side when the phone's sides are `points` wide: room for the
    /// island and its slack, and never fewer than at the published width.
    public func compactSideColumns(forSide points: Double) -> Int {
        let total = Int(saturating: ((device.cameraWidth + 2 * points + compactSlack) / projection.columnPoints - 1e-9).rounded(.up))
        return max(compactSideColumns, (total - cameraColumns + 1) / 2)
    }

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

    /// How far compact and minimal content keeps from the capsule's round ends, in points:
    /// about the room above and below a line of text in the 36.67 pt capsule, so a symbol at
    /// the end sits inside the end's curve as it does on the phone.
    public static let endInset = 8.0

    /// The room between the expanded island's or the card's content and their top and bottom
    /// edges: the lock screen's standard margin (REFERENCE.md §1), drawn at sub-cell resolution.
    public static let edgePadding = 14.0

    /// The outline of a shape `size` points big, centred in `cells` (so it stays symmetric about
    /// the camera) and no bigger than they are.
    public func outline(_ size: Size, centredIn cells: CellRect) -> Rect {
        let cw = projection.columnPoints, rh = projection.rowPoints
        let width = min(size.width, Double(cells.width) * cw), height = min(size.height, Double(cells.height) * rh)
        return Rect(
            x: (Double(cells.column) + Double(cells.width) / 2) * cw - width / 2,
            y: (Double(cells.row) + Double(cells.height) / 2) * rh - height / 2, width: width, height: height
        )
    }

    /// The outline of a shape as wide as `width` points (at most `cells`), centred across
    /// `cells`, whose content rows start at `cells.row + 1` and end one row before the last:
    /// `edgePadding` above and below them.
    public func paddedOutline(width: Double, around cells: CellRect) -> Rect {
        let rh = projection.rowPoints
        let padding = min(Self.edgePadding, rh)
        var frame = outline(Size(width: width, height: 0), centredIn: cells)
        frame.y = Double(cells.row + 1) * rh - padding
        frame.height = Double(cells.height - 2) * rh + 2 * padding
        return frame
    }

    /// The first column of compact or minimal content: `endInset` (or a `.contentMargins` length
    /// on that end) inside the end of `outline`.
    public func endInsetColumns(_ outline: Rect, points: Double = endInset) -> Int {
        max(1, Int(saturating: ((outline.x + points) / projection.columnPoints - 1e-9).rounded(.up)))
    }
}
