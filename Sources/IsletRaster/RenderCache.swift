import IsletCells
import IsletLayout
import IsletPixels

/// Everything drawing keeps between frames, owned by whoever draws them: one per previewer
/// session and one per `render` or `serve`, passed to the layout (`layout`) and to the painters,
/// so nothing is shared between two callers and no test sees what another left (STYLE.md,
/// "Caches belong to whoever asked").
public final class RenderCache: Sendable {
    /// What layout keeps: its surfaces, its decoded pictures and the clearance `shapes` answers.
    public let layout: LayoutCache
    /// The sub-cell answers the painters and the layout's clearance work out from geometry.
    let shapes: ShapeMemos

    /// The picture files decoded for layout's `PictureShelf`, each kept while its file is unchanged.
    public let pictures: PictureFiles

    /// An empty cache; the pictures of `pictures` (a fresh set unless given) are what it shows.
    public init(pictures: PictureFiles = PictureFiles()) {
        let shapes = ShapeMemos()
        self.shapes = shapes
        self.pictures = pictures
        layout = LayoutCache(clearance: shapes, decoder: PictureFileDecoder(files: pictures))
    }
}

/// The answers worked out from an outline's geometry alone (`GeometryMemo`): the previewer
/// draws the same pill, circle and card on every frame, and a board the same islands whenever it
/// is rendered again. It also answers layout's one question about sub-cells (`OutlineClearance`),
/// so layout never sees them.
final class ShapeMemos: OutlineClearance {
    /// The masks of the outlines drawn lately: a board has a few bars and shape views.
    private let outlines = GeometryMemo<OutlineKey, [Int]>(limit: 512)
    /// The stamps of the shapes drawn lately. A board draws about seven shapes and a card
    /// background or two; 256 hold every bundled layout's in both appearances.
    let stamps = GeometryMemo<ShapeStamp.Key, ShapeStamp>(limit: 256)
    /// The masks of the whole path layers drawn lately; a chart has a few.
    let paths = GeometryMemo<PathLayerKey, [Int]>(limit: 64)
    /// The rings drawn lately, by their cells and lit fraction: a gauge that holds its value
    /// is the same on every frame.
    let rings = GeometryMemo<RingKey, [Int]>(limit: 64)
    /// Each island device asks four questions (two for the compact sides, two for the expanded
    /// corners) for each set of margins.
    private let clearances = GeometryMemo<ClearanceQuestion, Range<Int>>(limit: 32)

    /// `ShapeCoverage`'s masks of the outline in `cells`: a progress bar's capsule ends and a
    /// shape view's outlines are the same on every frame that shows them.
    func masks(cells: CellRect, outline: Rect, cornerRadius: Double, projection: CellProjection) -> [Int] {
        outlines.value(for: OutlineKey(cells: cells, outline: outline, cornerRadius: cornerRadius, projection: projection)) {
            ShapeCoverage(cells: cells, outline: outline, cornerRadius: cornerRadius, projection: projection).masks()
        }
    }

    /// `ContentClearance.clearColumns(rows:)` of `shape`: the compact and expanded islands of
    /// every board on a device ask the same few questions.
    func clearColumns(of shape: SurfaceShape, projection: CellProjection, rows: Range<Int>) -> Range<Int> {
        let question = ClearanceQuestion(
            outline: OutlineKey(cells: shape.cells, outline: shape.outline(in: projection), cornerRadius: shape.cornerRadius, projection: projection), rows: rows
        )
        return clearances.value(for: question) { ContentClearance(shape, projection: projection).clearColumns(rows: rows) }
    }
}

/// Everything a clearance answer depends on: the outline's exact geometry and the rows asked about.
private struct ClearanceQuestion: Hashable, Sendable {
    let outline: OutlineKey
    let rows: Range<Int>
}
