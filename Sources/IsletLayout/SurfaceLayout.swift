import IsletCells
import IsletViews

/// Lays out each presentation of an activity in a device's geometry, in cells: the content of
/// every region with `TerminalMetrics`, inside the shapes `SurfaceGeometry` gives.
public struct SurfaceLayout: Sendable {
    public let geometry: SurfaceGeometry
    public let engine: LayoutEngine<TerminalMetrics>

    public init(geometry: SurfaceGeometry) {
        self.geometry = geometry
        self.engine = LayoutEngine(metrics: TerminalMetrics(projection: geometry.projection))
    }

    private var projection: CellProjection { geometry.projection }

    /// The points rectangle of a cell rectangle (the terminal layout works in snapped points).
    public func points(_ cells: CellRect) -> Rect {
        Rect(x: Double(cells.column) * projection.columnPoints, y: Double(cells.row) * projection.rowPoints,
             width: Double(cells.width) * projection.columnPoints, height: Double(cells.height) * projection.rowPoints)
    }

    func region(_ name: RegionName, _ node: LayoutNode, _ cells: CellRect, alignment: Alignment, phone: Size, background: Color) -> LaidOutRegion {
        LaidOutRegion(name: name, cells: cells, placed: engine.place(node, in: points(cells), alignment: alignment), phoneSize: phone, background: background)
    }

    /// Rows `view` needs when offered `columns` and at most `maxRows`.
    func rowsNeeded(_ node: LayoutNode, columns: Int, maxRows: Int) -> Int {
        let proposal = ProposedSize(width: Double(columns) * projection.columnPoints, height: Double(maxRows) * projection.rowPoints)
        let size = engine.sizeThatFits(node, proposal)
        return Int(saturating: (size.height / projection.rowPoints - 1e-9).rounded(.up))
    }

    /// Columns `view` takes when offered `columns`.
    func columnsNeeded(_ node: LayoutNode, columns: Int, rows: Int) -> Int {
        let proposal = ProposedSize(width: Double(columns) * projection.columnPoints, height: Double(rows) * projection.rowPoints)
        return Int(saturating: (engine.sizeThatFits(node, proposal).width / projection.columnPoints - 1e-9).rounded(.up))
    }

    /// Compact: one activity, leading and trailing content beside the camera.
    public func compact(leading: ResolvedView, trailing: ResolvedView) -> LaidOutSurface {
        let side = geometry.compactSideColumns, width = geometry.compactColumns
        let device = geometry.device
        let pill = SurfaceShape(kind: .island, cells: CellRect(column: 0, row: 0, width: width, height: 3), cornerRadius: .infinity, fill: .black)
        return LaidOutSurface(presentation: .compact, columns: width, rows: 3, shapes: [pill], regions: [
            region(.compactLeading, LayoutNode(leading), CellRect(column: 1, row: 1, width: side - 1, height: 1), alignment: .center, phone: device.compactLeading, background: .black),
            region(.compactTrailing, LayoutNode(trailing), CellRect(column: width - side, row: 1, width: side - 1, height: 1), alignment: .center, phone: device.compactTrailing, background: .black),
        ])
    }

    /// The island at rest, with no activity on it (REFERENCE.md §1: about 126 x 37.33 pt): the
    /// camera cutout alone, as tall as a compact island so growing into one only widens it. It has
    /// no presentation of its own; it reports the one it turns into or came from.
    public func resting(presentation: Presentation = .compact) -> LaidOutSurface {
        let size = geometry.device.restingIsland
        let columns = projection.columns(size.width)
        let rows = geometry.contentRows(forHeight: size.height) + 2
        let pill = SurfaceShape(kind: .island, cells: CellRect(column: 0, row: 0, width: columns, height: rows), cornerRadius: .infinity, fill: .black)
        return LaidOutSurface(presentation: presentation, columns: columns, rows: rows, shapes: columns >= 2 ? [pill] : [], regions: [])
    }

    /// Minimal: one activity attached to the island's leading end, another detached in its own circle.
    public func minimal(attached: ResolvedView, detached: ResolvedView?) -> LaidOutSurface {
        let circle = geometry.minimalColumns, island = circle + geometry.cameraColumns
        let phone = geometry.device.minimal
        var shapes = [SurfaceShape(kind: .island, cells: CellRect(column: 0, row: 0, width: island, height: 3), cornerRadius: .infinity, fill: .black)]
        var regions = [region(.minimal, LayoutNode(attached), CellRect(column: 1, row: 1, width: circle - 1, height: 1), alignment: .center, phone: phone, background: .black)]
        var width = island
        if let detached {
            let start = island + 1
            shapes.append(SurfaceShape(kind: .island, cells: CellRect(column: start, row: 0, width: circle, height: 3), cornerRadius: .infinity, fill: .black))
            regions.append(region(.minimalDetached, LayoutNode(detached), CellRect(column: start + 1, row: 1, width: circle - 2, height: 1), alignment: .center, phone: phone, background: .black))
            width = start + circle
        }
        return LaidOutSurface(presentation: .minimal, columns: width, rows: 3, shapes: shapes, regions: regions)
    }
}
