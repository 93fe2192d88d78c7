import IsletCells
import IsletViews

/// The expanded island's regions (REFERENCE.md §2): leading and trailing beside the camera,
/// center below the camera between them, bottom below all; 84 to 160 pt tall.
public struct ExpandedRegions: Equatable, Sendable {
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
    public func expanded(_ views: ExpandedRegions, keyline: Color?, margins: ContentMargins = ContentMargins()) -> LaidOutSurface {
        let device = geometry.device
        let sidePhone = Size(width: (device.expandedWidth - device.cameraWidth) / 2 - 14, height: device.expandedHeights.upperBound)
        let centerPhone = Size(width: device.cameraWidth, height: device.expandedHeights.upperBound - 37)
        let bottomPhone = Size(width: device.expandedWidth - 28, height: device.expandedHeights.upperBound - 37)
        // A leading or trailing view that asks to go below the camera when too wide for its side
        // (its ideal width on the phone past the side's) takes a row band of its own under the
        // top row, across the island (`.dynamicIsland(verticalPlacement: .belowIfTooWide)`).
        let phoneEngine = LayoutEngine(metrics: PhoneMetrics())
        func below(_ view: ResolvedView?) -> Bool {
            guard let view, view.belowIfTooWide else { return false }
            return phoneEngine.sizeThatFits(view, ProposedSize(width: nil, height: sidePhone.height)).width > sidePhone.width + 1e-9
        }
        let moved = (leading: below(views.leading), trailing: below(views.trailing))
        let leadingPhone = moved.leading ? bottomPhone : sidePhone, trailingPhone = moved.trailing ? bottomPhone : sidePhone
        let content = (
            leading: views.leading.map { regionContent($0, phone: leadingPhone) }, trailing: views.trailing.map { regionContent($0, phone: trailingPhone) },
            center: views.center.map { regionContent($0, phone: centerPhone) }, bottom: views.bottom.map { regionContent($0, phone: bottomPhone) }
        )
        let width = geometry.expandedColumns
        let edges = marginCells(margins, horizontal: geometry.islandInsetColumns)
        // islet's default sides keep clear of the corners; a widget's own margins are its call.
        let corners = cornerInsets(width: width, top: edges.top, bottom: edges.bottom)
        let inset = margins.leading == nil ? max(edges.leading, corners.leading) : edges.leading
        let trailingInset = margins.trailing == nil ? max(edges.trailing, corners.trailing) : edges.trailing
        let top = edges.top
        let camera = geometry.cameraColumns + (width - geometry.cameraColumns) % 2
        let cameraStart = (width - camera) / 2
        let maxRows = max(1, geometry.expandedRowRange.upperBound - (top - 1) - (edges.bottom - 1))
        let sideColumns = max(0, cameraStart - 1 - inset), trailingSide = max(0, cameraStart - 1 - trailingInset)
        let bottomColumns = max(0, width - inset - trailingInset)
        let band = belowBand(views, moved: moved, columns: bottomColumns)

        let beside = (leading: moved.leading ? nil : content.leading, trailing: moved.trailing ? nil : content.trailing)
        let leadingRows = beside.leading.map { rowsNeeded($0.node, columns: sideColumns, maxRows: maxRows) } ?? 0
        let trailingRows = beside.trailing.map { rowsNeeded($0.node, columns: trailingSide, maxRows: maxRows) } ?? 0
        let leadingUsed = beside.leading.map { columnsNeeded($0.node, columns: sideColumns, rows: max(1, leadingRows)) } ?? 0
        let trailingUsed = beside.trailing.map { columnsNeeded($0.node, columns: trailingSide, rows: max(1, trailingRows)) } ?? 0
        let centerStart = max(cameraStart, inset + leadingUsed + 1)
        let centerEnd = min(cameraStart + camera, width - trailingInset - trailingUsed - 1)
        let centerColumns = max(0, centerEnd - centerStart)
        let centerRows = content.center.map { rowsNeeded($0.node, columns: centerColumns, maxRows: maxRows - 1) } ?? 0
        let besideRows = max(1, leadingRows, trailingRows, centerRows > 0 ? 1 + centerRows : 0)
        let movedLeadingRows = moved.leading ? content.leading.map { rowsNeeded($0.node, columns: band.leading, maxRows: max(1, maxRows - besideRows)) } ?? 0 : 0
        let movedTrailingRows = moved.trailing ? content.trailing.map { rowsNeeded($0.node, columns: band.trailing, maxRows: max(1, maxRows - besideRows)) } ?? 0 : 0
        let bandRows = max(movedLeadingRows, movedTrailingRows)
        let topRows = besideRows + bandRows
        let bottomRows = content.bottom.map { rowsNeeded($0.node, columns: bottomColumns, maxRows: max(1, maxRows - topRows)) } ?? 0
        let contentRows = min(max(topRows + bottomRows, geometry.expandedRowRange.lowerBound), maxRows)
        let islandRows = contentRows + top + edges.bottom

        var regions: [LaidOutRegion] = []
        if let view = content.leading {
            let cells = moved.leading
                ? CellRect(column: inset, row: top + besideRows, width: band.leading, height: max(0, min(movedLeadingRows, contentRows - besideRows)))
                : CellRect(column: inset, row: top, width: sideColumns, height: min(leadingRows, contentRows))
            regions.append(region(.expandedLeading, view, cells, alignment: .topLeading, phone: leadingPhone, background: .black, margins: margins))
        }
        if let view = content.trailing {
            let cells = moved.trailing
                ? CellRect(column: width - trailingInset - band.trailing, row: top + besideRows, width: band.trailing, height: max(0, min(movedTrailingRows, contentRows - besideRows)))
                : CellRect(column: width - trailingInset - trailingSide, row: top, width: trailingSide, height: min(trailingRows, contentRows))
            regions.append(region(.expandedTrailing, view, cells, alignment: .topTrailing, phone: trailingPhone, background: .black, margins: margins))
        }
        if let view = content.center, centerColumns > 0 {
            let cells = CellRect(column: centerStart, row: top + 1, width: centerColumns, height: max(0, min(centerRows, contentRows - 1)))
            regions.append(region(.expandedCenter, view, cells, alignment: .top, phone: centerPhone, background: .black, margins: margins))
        }
        if let view = content.bottom {
            let rows = max(0, contentRows - topRows)
            let cells = CellRect(column: inset, row: top + topRows, width: bottomColumns, height: rows)
            regions.append(region(.expandedBottom, view, cells, alignment: .top, phone: bottomPhone, background: .black, margins: margins))
        }
        let cells = CellRect(column: 0, row: 0, width: width, height: islandRows)
        let outline = geometry.paddedOutline(width: device.expandedWidth, around: cells)
        let shape = SurfaceShape(kind: .island, cells: cells, frame: outline, cornerRadius: device.cornerRadius, fill: .black, rim: keyline)
        return LaidOutSurface(presentation: .expanded, columns: width, rows: islandRows, shapes: [shape], regions: regions)
    }

    /// The columns content keeps from each side of the expanded island so that on its first and
    /// last content rows it never touches a cell the 44 pt corners cut (`OutlineClearance`).
    /// The corners are the same on an island of any height, so the shortest one is measured.
    private func cornerInsets(width: Int, top: Int, bottom: Int) -> (leading: Int, trailing: Int) {
        let rows = geometry.expandedRowRange.lowerBound + top + bottom
        let cells = CellRect(column: 0, row: 0, width: width, height: rows)
        let outline = geometry.paddedOutline(width: geometry.device.expandedWidth, around: cells)
        let island = SurfaceShape(kind: .island, cells: cells, frame: outline, cornerRadius: geometry.device.cornerRadius, fill: .black)
        let first = cache.clearance.clearColumns(of: island, projection: projection, rows: top..<top + 1)
        let last = cache.clearance.clearColumns(of: island, projection: projection, rows: rows - bottom - 1..<rows - bottom)
        return (max(first.lowerBound, last.lowerBound), width - min(first.upperBound, last.upperBound))
    }

    /// The columns leading and trailing take of the band below the camera when they went there:
    /// one alone takes it all; two share it, the one of higher `priority` given the columns it
    /// asks for first (`DynamicIslandExpandedRegion(_:priority:)`), equal ones half each, with
    /// a column between them.
    private func belowBand(_ views: ExpandedRegions, moved: (leading: Bool, trailing: Bool), columns: Int) -> (leading: Int, trailing: Int) {
        guard moved.leading, moved.trailing, let leading = views.leading, let trailing = views.trailing else {
            return (moved.leading ? columns : 0, moved.trailing ? columns : 0)
        }
        let shared = max(0, columns - 1)
        guard leading.regionPriority != trailing.regionPriority else { return (shared / 2, shared - shared / 2) }
        let first = leading.regionPriority > trailing.regionPriority ? leading : trailing
        let wanted = columnsNeeded(LayoutNode(first), columns: shared, rows: 1)
        let given = min(wanted, max(0, shared - 1))
        return leading.regionPriority > trailing.regionPriority ? (given, shared - given) : (shared - given, given)
    }

    /// The lock-screen card: the whole view inside the standard margins, 84 to 160 pt tall.
    public func lockScreen(_ root: ResolvedView, background: Color) -> LaidOutSurface {
        let device = geometry.device
        let phone = Size(width: device.lockScreenWidth - 28, height: device.lockScreenHeights.upperBound - 28)
        let view = regionContent(root, phone: phone)
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
