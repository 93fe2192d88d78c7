import IsletPixels

/// The one question layout asks the drawing layer about an outline's sub-cells: in which
/// columns content may sit on some rows without touching a cell the outline cuts. Layout knows
/// cells; the sub-cells a shape covers are the painters' business (IsletRaster answers).
public protocol OutlineClearance: Sendable {
    /// The columns from the first to the last in which every row of `rows` is clear of `shape`'s
    /// outline, in the surface's cells.
    func clearColumns(of shape: SurfaceShape, projection: CellProjection, rows: Range<Int>) -> Range<Int>
}

/// What layout keeps between frames, owned by whoever draws them (one per previewer session,
/// one per `render` or `serve`) and passed in, so nothing is shared between two callers and a
/// test sees no state another left behind (STYLE.md, "Caches belong to whoever asked").
public final class LayoutCache: Sendable {
    /// The presentations laid out lately (`SurfaceMemo`).
    let surfaces = SurfaceMemo(capacity: 48)
    /// How content keeps clear of an outline.
    let clearance: any OutlineClearance
    /// The image files the resolver shows, decoded once while they stay the same.
    public let pictures: PictureFiles

    public init(clearance: any OutlineClearance, pictures: PictureFiles = PictureFiles()) {
        self.clearance = clearance
        self.pictures = pictures
    }
}
