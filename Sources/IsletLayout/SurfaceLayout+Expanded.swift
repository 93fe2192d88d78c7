import IsletCells
import IsletViews

/// The expanded island's regions (REFERENCE.md §2): leading and trailing beside the camera,
/// center below the camera between them, bottom below all; 84 to 160 pt tall.
public struct ExpandedRegions: Sendable {
    public var leading: ResolvedView?
    public var trailing: ResolvedView?
    public var center: ResolvedView?
    public var bottom: ResolvedView?

    public init(leading: ResolvedView?, trailing: ResolvedView?, center: ResolvedView?, bottom: ResolvedView?) {
        self.leading = leading
        self.trailing = trailing
        self.center = center
        self.bottom = bottom
    }
}

extension SurfaceLayout {
    public func expanded(_ views: ExpandedRegions, keyline: Color?) -> LaidOutSurface {
        let device = geometry.device
        let sidePhone = Size(width: (device.expandedWidth - device.cameraWidth) / 2 - 14, height: device.expandedHeights.upperBound)
        let centerPhone = Size(width: device.cameraWidth, height: device.expandedHeights.upperBound - 37)
        let bottomPhone = Size(width: device.expandedWidth - 28, height: device.expandedHeights.upperBound - 37)
        let content = (
            leading: views.leading.map { RegionContent($0, phone: sidePhone) }, trailing: views.trailing.map { RegionContent($0, phone: sidePhone) },
            center: views.center.map { RegionContent($0, phone: centerPhone) }, bottom: views.bottom.map { RegionContent($0, phone: bottomPhone) }
        )
        let width = geometry.expandedColumns, inset = geometry.islandInsetColumns
        let camera = geometry.cameraColumns + (width - geometry.cameraColumns) % 2
        let cameraStart = (width - camera) / 2
        let maxRows = geometry.expandedRowRange.upperBound
        let sideColumns = cameraStart - 1 - inset

        let leadingRows = content.leading.map { rowsNeeded($0.node, columns: sideColumns, maxRows: maxRows) } ?? 0
        let trailingRows = content.trailing.map { rowsNeeded($0.node, columns: sideColumns, maxRows: maxRows) } ?? 0
        let leadingUsed = content.leading.map { columnsNeeded($0.node, columns: sideColumns, rows: max(1, leadingRows)) } ?? 0
        let trailingUsed = content.trailing.map { columnsNeeded($0.node, columns: sideColumns, rows: max(1, trailingRows)) } ?? 0
        let centerStart = max(cameraStart, inset + leadingUsed + 1)
        let centerEnd = min(cameraStart + camera, width - inset - trailingUsed - 1)
        let centerColumns = max(0, centerEnd - centerStart)
        let centerRows = content.center.map { rowsNeeded($0.node, columns: centerColumns, maxRows: maxRows - 1) } ?? 0
        let topRows = max(1, leadingRows, trailingRows, centerRows > 0 ? 1 + centerRows : 0)
        let bottomColumns = width - 2 * inset
        let bottomRows = content.bottom.map { rowsNeeded($0.node, columns: bottomColumns, maxRows: max(1, maxRows - topRows)) } ?? 0
        let contentRows = min(max(topRows + bottomRows, geometry.expandedRowRange.lowerBound), maxRows)

        var regions: [LaidOutRegion] = []
        if let view = content.leading {
            let cells = CellRect(column: inset, row: 1, width: sideColumns, height: min(leadingRows, contentRows))
            regions.append(region(.expandedLeading, view, cells, alignment: .topLeading, phone: sidePhone, background: .black))
        }
        if let view = content.trailing {
            let cells = CellRect(column: width - inset - sideColumns, row: 1, width: sideColumns, height: min(trailingRows, contentRows))
            regions.append(region(.expandedTrailing, view, cells, alignment: .topTrailing, phone: sidePhone, background: .black))
        }
        if let view = content.center, centerColumns > 0 {
            let cells = CellRect(column: centerStart, row: 2, width: centerColumns, height: max(0, min(centerRows, contentRows - 1)))
            regions.append(region(.expandedCenter, view, cells, alignment: .top, phone: centerPhone, background: .black))
        }
        if let view = content.bottom {
            let rows = max(0, contentRows - topRows)
            let cells = CellRect(column: inset, row: 1 + topRows, width: bottomColumns, height: rows)
            regions.append(region(.expandedBottom, view, cells, alignment: .top, phone: bottomPhone, background: .black))
        }
        let cells = CellRect(column: 0, row: 0, width: width, height: contentRows + 2)
        let outline = geometry.paddedOutline(width: device.expandedWidth, around: cells)
        let shape = SurfaceShape(kind: .island, cells: cells, frame: outline, cornerRadius: device.cornerRadius, fill: .black, rim: keyline)
        return LaidOutSurface(presentation: .expanded, columns: width, rows: contentRows + 2, shapes: [shape], regions: regions)
    }

    /// The lock-screen card: the whole view inside the standard margins, 84 to 160 pt tall.
    public func lockScreen(_ root: ResolvedView, background: Color) -> LaidOutSurface {
        let device = geometry.device
        let phone = Size(width: device.lockScreenWidth - 28, height: device.lockScreenHeights.upperBound - 28)
        let view = RegionContent(root, phone: phone)
        let width = geometry.lockColumns, inset = geometry.lockInsetColumns
        let range = geometry.lockRowRange
        let needed = rowsNeeded(view.node, columns: width - 2 * inset, maxRows: range.upperBound)
        let contentRows = min(max(needed, range.lowerBound), range.upperBound)
        let cells = CellRect(column: inset, row: 1, width: width - 2 * inset, height: contentRows)
        let shape = CellRect(column: 0, row: 0, width: width, height: contentRows + 2)
        let outline = geometry.paddedOutline(width: device.lockScreenWidth, around: shape)
        let card = SurfaceShape(kind: .card, cells: shape, frame: outline, cornerRadius: 22, fill: background)
        return LaidOutSurface(presentation: .lock, columns: width, rows: contentRows + 2, shapes: [card], regions: [
            region(.lockScreen, view, cells, alignment: .center, phone: phone, background: background),
        ])
    }
}
