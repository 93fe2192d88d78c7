import IsletViews
import IsletCells

/// One presentation laid out in cells: its shapes (the island's pill, the minimal circles, the
/// card) and its regions with their placed content. What the painter draws, and nothing more.
public struct LaidOutSurface: Equatable, Sendable {
    public let presentation: Presentation
    public let columns: Int
    public let rows: Int
    public let shapes: [SurfaceShape]
    public let regions: [LaidOutRegion]
    /// What the widget's Swift could not draw in the regions this presentation shows, one line each
    /// (`file:line:column: name: reason`), gathered while they were resolved: the report under a
    /// board and the previewer's log read it here instead of running the widget again.
    public internal(set) var notDrawn: [String] = []
    /// The App Group reads the widget's Swift made while drawing it, true where supplied.
    public internal(set) var appGroupReads: [AppGroupRead: Bool] = [:]

    public init(presentation: Presentation, columns: Int, rows: Int, shapes: [SurfaceShape], regions: [LaidOutRegion]) {
        self.presentation = presentation
        self.columns = columns
        self.rows = rows
        self.shapes = shapes
        self.regions = regions
    }
}

/// A filled rounded rectangle (a capsule when the radius is half its height or more), drawn
/// from its geometry in points rather than from whole cells.
public struct SurfaceShape: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case island
        case card
        /// A quiet tint of what is under it (the home screen's icons and dock): drawn as blocks
        /// in its fill over its ground rather than as the ground's colour, so at a depth where
        /// the two share an entry the palette still tells them apart (docs/DECISIONS.md).
        case tint
        /// A quiet ground a little lighter than what is under it (the home screen's dock): drawn
        /// as a card, its cells marked `raised` so that at a depth where it shares the ground's
        /// entry the palette still draws it a step lighter (docs/DECISIONS.md).
        case raised
    }

    public let kind: Kind
    /// The cells the shape may touch; nothing is drawn outside them.
    public let cells: CellRect
    /// The true outline in points, in the surface's coordinates (cell (c, r) starts at c x
    /// `columnPoints`, r x `rowPoints`). Nil while a shape morphs: then the outline runs half a
    /// cell inside `cells` on every side.
    public let frame: Rect?
    /// Corner radius in points; a capsule when it is half the height or more.
    public let cornerRadius: Double
    public let fill: Color
    /// The `keylineTint` hairline around the island, drawn on the outline's edge cells.
    public let rim: Color?

    public init(kind: Kind, cells: CellRect, frame: Rect? = nil, cornerRadius: Double, fill: Color, rim: Color? = nil) {
        self.kind = kind
        self.cells = cells
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.rim = rim
    }

    /// The outline in points: `frame`, or half a cell inside `cells`.
    public func outline(in projection: CellProjection) -> Rect {
        if let frame { return frame }
        let cw = projection.columnPoints, rh = projection.rowPoints
        return Rect(
            x: (Double(cells.column) + 0.5) * cw, y: (Double(cells.row) + 0.5) * rh,
            width: max(0, Double(cells.width - 1) * cw), height: max(0, Double(cells.height - 1) * rh)
        )
    }
}

/// A region's cells and what was placed in them; `phoneSize` is the region on the phone.
public struct LaidOutRegion: Equatable, Sendable {
    public let name: RegionName
    public let cells: CellRect
    public let placed: PlacedView
    public let phoneSize: Size
    /// The background the region's content sits on (for legible default text).
    public let background: Color
    /// The view the phone lays out in `phoneSize`, where the terminal took its lines from, for
    /// the fit report to place again; nil when the region was made otherwise (a frame of an
    /// animation), and the report places what the terminal placed.
    public let phoneView: ResolvedView?
    /// The presentation's `.contentMargins`, which vector output applies at point geometry.
    public let margins: ContentMargins

    public init(name: RegionName, cells: CellRect, placed: PlacedView, phoneSize: Size, background: Color, phoneView: ResolvedView? = nil, margins: ContentMargins = ContentMargins()) {
        self.margins = margins
        self.name = name
        self.cells = cells
        self.placed = placed
        self.phoneSize = phoneSize
        self.background = background
        self.phoneView = phoneView
    }
}

extension LaidOutSurface {
    /// What the widget's Swift could not draw in any of `surfaces`, each line once, in drawing order.
    public static func notDrawn(in surfaces: [LaidOutSurface]) -> [String] {
        var seen: Set<String> = []
        return surfaces.flatMap(\.notDrawn).filter { seen.insert($0).inserted }
    }

    /// The App Group reads of all `surfaces` in source order, each once, supplied when any
    /// region found it: what `render` lists under the board.
    public static func appGroupReads(in surfaces: [LaidOutSurface]) -> [(read: AppGroupRead, supplied: Bool)] {
        AppGroupRead.ordered(AppGroupRead.merged(surfaces.map(\.appGroupReads)))
    }
}
