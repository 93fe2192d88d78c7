import IsletCells
import IsletViews

/// Lays out each presentation of an activity in a device's geometry, in cells: the content of
/// every region with `TerminalMetrics`, inside the shapes `SurfaceGeometry` gives, its text in
/// the lines the phone breaks it into in the region's published size.
public struct SurfaceLayout: Sendable {
    public let geometry: SurfaceGeometry
    public let engine: LayoutEngine<TerminalMetrics>
    /// The caller's cache, which says where content keeps clear of an outline.
    let cache: LayoutCache
    /// The contents shared by the presentations of one board; nil: each made anew.
    private let shared: RegionContents?

    public init(geometry: SurfaceGeometry, cache: LayoutCache) {
        self.init(geometry: geometry, cache: cache, sharing: nil)
    }

    /// Laid out with `shared`'s region contents, which one board's presentations have in common.
    init(geometry: SurfaceGeometry, cache: LayoutCache, sharing shared: RegionContents?) {
        self.geometry = geometry
        self.engine = LayoutEngine(metrics: TerminalMetrics(projection: geometry.projection))
        self.cache = cache
        self.shared = shared
    }

    /// `view` ready for a region of `phone` points: the shared content when there is one.
    func regionContent(_ view: ResolvedView, phone: Size) -> RegionContent {
        shared?.content(view, phone: phone) ?? RegionContent(view, phone: phone)
    }

    var projection: CellProjection { geometry.projection }

    /// The points rectangle of a cell rectangle (the terminal layout works in snapped points).
    public func points(_ cells: CellRect) -> Rect {
        Rect(x: Double(cells.column) * projection.columnPoints, y: Double(cells.row) * projection.rowPoints,
             width: Double(cells.width) * projection.columnPoints, height: Double(cells.height) * projection.rowPoints)
    }

    func region(_ name: RegionName, _ content: RegionContent, _ cells: CellRect, alignment: Alignment, phone: Size, background: Color, margins: ContentMargins = ContentMargins()) -> LaidOutRegion {
        LaidOutRegion(
            name: name, cells: cells, placed: engine.place(content.node, in: points(cells), alignment: alignment), phoneSize: phone,
            background: background, phoneView: content.node.view, margins: margins
        )
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

    /// Columns `node` takes when nothing limits its width, in `rows` rows.
    func idealColumns(_ node: LayoutNode, rows: Int) -> Int {
        let size = engine.sizeThatFits(node, ProposedSize(width: nil, height: Double(rows) * projection.rowPoints))
        return Int(saturating: (size.width / projection.columnPoints - 1e-9).rounded(.up))
    }

    /// Compact: one activity, leading and trailing content beside the camera, kept
    /// `SurfaceGeometry.endInset` from the capsule's ends.
    /// Each side's `.contentMargins` horizontal edges replace its inset from the capsule's end
    /// (the outer edge) and add columns beside the camera (the inner edge, none by default);
    /// its top and bottom edges move the content within the pill's height. Both sides widen
    /// alike for the wider one's content, as on the phone (`CompactWidening`).
    public func compact(leading: ResolvedView, trailing: ResolvedView, keyline: Color? = nil, margins: (leading: ContentMargins, trailing: ContentMargins) = (ContentMargins(), ContentMargins())) -> LaidOutSurface {
        let device = geometry.device, widening = CompactWidening(device: device)
        let phone = widening.phoneSide(leading: leading, trailing: trailing, margins: margins)
        let leadingContent = regionContent(leading, phone: phone), trailingContent = regionContent(trailing, phone: phone)
        let rows = islandRows, cw = projection.columnPoints
        // The island keeps the slack round its outline that it has at the published width, so
        // the ends' insets and round ends stay as they are while the sides widen.
        let phoneSide = geometry.compactSideColumns(forSide: phone.width), slack = geometry.compactSlack
        let probe = Rect(x: slack / 2, y: 0, width: 0, height: 0)
        let outer = { (points: Double?) in self.geometry.endInsetColumns(probe, points: points ?? SurfaceGeometry.endInset) }
        let inner = { (points: Double?) in points.map { self.projection.columns($0) } ?? 0 }
        // The terminal's sides widen too, as far as the phone's would, until the phone's lines fit.
        let leadingNeed = idealColumns(leadingContent.node, rows: rows - 2) + outer(margins.leading.leading) + inner(margins.leading.trailing)
        let trailingNeed = idealColumns(trailingContent.node, rows: rows - 2) + outer(margins.trailing.trailing) + inner(margins.trailing.leading)
        let side = max(phoneSide, min(geometry.compactSideColumns(forSide: widening.maximumSide), max(leadingNeed, trailingNeed)))
        let width = 2 * side + geometry.cameraColumns
        let cells = CellRect(column: 0, row: 0, width: width, height: rows)
        let outline = geometry.outline(Size(width: Double(width) * cw - slack, height: device.compactLeading.height), centredIn: cells)
        let pill = SurfaceShape(kind: .island, cells: cells, frame: outline, cornerRadius: .infinity, fill: .black, rim: keyline)
        let leadingRows = marginRows(in: outline, rows: rows, margins.leading), trailingRows = marginRows(in: outline, rows: rows, margins.trailing)
        // Content never touches a cell the round ends cut, whatever the inset in points rounds
        // to: a side that would moves toward the camera by up to a column, keeping its width
        // (the camera's cells are black like the rest, and a glyph is wider in cells than on
        // the phone); that column is what the standard projection needs.
        let leadingClear = cache.clearance.clearColumns(of: pill, projection: projection, rows: leadingRows.row..<leadingRows.row + leadingRows.height)
        let trailingClear = cache.clearance.clearColumns(of: pill, projection: projection, rows: trailingRows.row..<trailingRows.row + trailingRows.height)
        let leadingOuter = min(outer(margins.leading.leading), side - 1), trailingOuter = min(outer(margins.trailing.trailing), side - 1)
        let leadingShift = min(1, max(0, leadingClear.lowerBound - leadingOuter))
        let trailingShift = min(1, max(0, width - trailingOuter - trailingClear.upperBound))
        let leadingStart = leadingOuter + leadingShift
        let leadingEnd = max(leadingStart + 1, side - min(inner(margins.leading.trailing), side - 1) + leadingShift)
        let trailingStart = width - side + min(inner(margins.trailing.leading), side - 1) - trailingShift
        let trailingEnd = max(trailingStart + 1, width - trailingOuter - trailingShift)
        return LaidOutSurface(presentation: .compact, columns: width, rows: rows, shapes: [pill], regions: [
            region(.compactLeading, leadingContent, CellRect(column: leadingStart, row: leadingRows.row, width: leadingEnd - leadingStart, height: leadingRows.height),
                   alignment: .center, phone: phone, background: .black, margins: margins.leading),
            region(.compactTrailing, trailingContent, CellRect(column: trailingStart, row: trailingRows.row, width: trailingEnd - trailingStart, height: trailingRows.height),
                   alignment: .center, phone: phone, background: .black, margins: margins.trailing),
        ])
    }

    /// Rows of the compact and minimal presentations: their content rows and half a row of
    /// outline above and below.
    private var islandRows: Int { geometry.contentRows(forHeight: geometry.device.compactLeading.height) + 2 }

    /// Minimal: one activity attached to the island's leading end, another detached in its own circle.
    /// `.contentMargins(_:_:for: .minimal)` insets the content inside its circle: each named edge
    /// keeps the content that far from the circle's edge, the others keep islet's defaults.
    public func minimal(attached: ResolvedView, detached: ResolvedView?, keyline: Color? = nil, margins: ContentMargins = ContentMargins()) -> LaidOutSurface {
        let circle = geometry.minimalColumns, island = circle + geometry.cameraColumns
        let device = geometry.device, phone = device.minimal, rows = islandRows
        let islandCells = CellRect(column: 0, row: 0, width: island, height: rows)
        let islandOutline = geometry.outline(Size(width: phone.width + device.cameraWidth, height: phone.height), centredIn: islandCells)
        var shapes = [SurfaceShape(kind: .island, cells: islandCells, frame: islandOutline, cornerRadius: .infinity, fill: .black, rim: keyline)]
        // The attached content is centred on the circle at the island's leading end.
        let contentColumns = max(1, circle - 2)
        let centre = (islandOutline.x + min(phone.width, islandOutline.width) / 2) / projection.columnPoints
        let start = max(1, Int(saturating: (centre - Double(contentColumns) / 2).rounded()))
        let attachedCircle = Rect(x: islandOutline.x, y: islandOutline.y, width: min(phone.width, islandOutline.width), height: islandOutline.height)
        let attachedCells = minimalCells(in: attachedCircle, default: CellRect(column: start, row: 1, width: contentColumns, height: rows - 2), rows: rows, margins)
        var regions = [region(.minimal, regionContent(attached, phone: phone), attachedCells, alignment: .center, phone: phone, background: .black, margins: margins)]
        var width = island
        if let detached {
            let cells = CellRect(column: island + 1, row: 0, width: circle, height: rows)
            let outline = geometry.outline(phone, centredIn: cells)
            shapes.append(SurfaceShape(kind: .island, cells: cells, frame: outline, cornerRadius: .infinity, fill: .black, rim: keyline))
            let content = minimalCells(in: outline, default: CellRect(column: cells.column + 1, row: 1, width: contentColumns, height: rows - 2), rows: rows, margins)
            regions.append(region(.minimalDetached, regionContent(detached, phone: phone), content, alignment: .center, phone: phone, background: .black, margins: margins))
            width = cells.maxColumn
        }
        return LaidOutSurface(presentation: .minimal, columns: width, rows: rows, shapes: shapes, regions: regions)
    }
}

extension SurfaceGeometry {
    /// The island at rest, with no activity on it (REFERENCE.md §1: about 126 x 37.33 pt): the
    /// camera cutout alone, as tall as a compact island so growing into one only widens it. It has
    /// no presentation of its own; it reports the one it turns into or came from.
    public func resting(presentation: Presentation = .compact) -> LaidOutSurface {
        let size = device.restingIsland
        let columns = projection.columns(size.width)
        let rows = contentRows(forHeight: size.height) + 2
        let cells = CellRect(column: 0, row: 0, width: columns, height: rows)
        let pill = SurfaceShape(kind: .island, cells: cells, frame: outline(size, centredIn: cells), cornerRadius: .infinity, fill: .black)
        return LaidOutSurface(presentation: presentation, columns: columns, rows: rows, shapes: columns >= 2 ? [pill] : [], regions: [])
    }
}
