import IsletCells

/// One presentation laid out in cells: its shapes (the island's pill, the minimal circles, the
/// card) and its regions with their placed content. What the painter draws, and nothing more.
public struct LaidOutSurface: Equatable, Sendable {
    public let presentation: Presentation
    public let columns: Int
    public let rows: Int
    public let shapes: [SurfaceShape]
    public let regions: [LaidOutRegion]

    public init(presentation: Presentation, columns: Int, rows: Int, shapes: [SurfaceShape], regions: [LaidOutRegion]) {
        self.presentation = presentation
        self.columns = columns
        self.rows = rows
        self.shapes = shapes
        self.regions = regions
    }
}

/// A filled rounded rectangle whose first and last rows are half-covered rims.
public struct SurfaceShape: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case island
        case card
    }

    public let kind: Kind
    public let cells: CellRect
    /// Corner radius in points; a capsule when it is half the height or more.
    public let cornerRadius: Double
    public let fill: Color
    /// A tint for the rim, as `keylineTint` gives the island.
    public let rim: Color?

    public init(kind: Kind, cells: CellRect, cornerRadius: Double, fill: Color, rim: Color? = nil) {
        self.kind = kind
        self.cells = cells
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.rim = rim
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

    public init(name: RegionName, cells: CellRect, placed: PlacedView, phoneSize: Size, background: Color) {
        self.name = name
        self.cells = cells
        self.placed = placed
        self.phoneSize = phoneSize
        self.background = background
    }
}
