import IsletCells
import IsletViews

/// The one question layout asks the drawing layer about an outline's sub-cells: in which
/// columns content may sit on some rows without touching a cell the outline cuts. Layout knows
/// cells; the sub-cells a shape covers are the painters' business (IsletRaster answers).
public protocol OutlineClearance: Sendable {
    /// The columns from the first to the last in which every row of `rows` is clear of `shape`'s
    /// outline, in the surface's cells.
    func clearColumns(of shape: SurfaceShape, projection: CellProjection, rows: Range<Int>) -> Range<Int>
}

/// The one thing layout asks the drawing layer about pictures: decode these. Layout knows a
/// picture by its `PictureRequest` and its pixels; the files and their decoders are the drawing
/// layer's business (IsletRaster answers, through IsletPixels, cached in its `RenderCache`).
public protocol PictureDecoding: Sendable {
    /// Each request's pixels, or why it cannot be shown (no such file, not an image, too large).
    func decode(_ requests: [PictureRequest]) -> [PictureRequest: PictureOutcome]
}

/// What layout keeps between frames, owned by whoever draws them (one per previewer session,
/// one per `render` or `serve`) and passed in, so nothing is shared between two callers and a
/// test sees no state another left behind (STYLE.md, "Caches belong to whoever asked").
public final class LayoutCache: Sendable {
    /// The presentations laid out lately (`SurfaceMemo`).
    let surfaces = SurfaceMemo(capacity: 48)
    /// How content keeps clear of an outline.
    let clearance: any OutlineClearance
    /// The pictures decoded for the resolver, which is handed only these.
    public let pictures = PictureShelf()
    /// Who decodes the pictures the shelf lacks.
    let decoder: any PictureDecoding

    public init(clearance: any OutlineClearance, decoder: any PictureDecoding) {
        self.clearance = clearance
        self.decoder = decoder
    }

    /// `content`'s views resolved from decoded pictures only. The pictures on the shelf are
    /// checked against their files first (a saved image shows on the next redraw); those the
    /// resolution looks up and the shelf lacks are decoded, and the region resolved again.
    public func views(of content: IsletViews.RegionContent, _ resolver: ViewResolver, _ style: ResolvedStyle) -> ResolvedView {
        pictures.place(decoder.decode(pictures.requests))
        let first = content.views(resolver, style)
        guard decodeWanted() else { return first }
        return content.views(resolver, style)
    }

    /// Decodes the pictures looked up and not found since the last call; whether there were any.
    func decodeWanted() -> Bool {
        let wanted = pictures.takeWanted()
        guard !wanted.isEmpty else { return false }
        pictures.place(decoder.decode(Array(wanted)))
        return true
    }
}
