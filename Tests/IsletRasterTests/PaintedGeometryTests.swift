import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Progress views with numbers no reader lets through still draw, never trap: what `make fuzz`'s
/// `shapes` target found (its inputs replay in `FuzzCorpusTests`). A fraction below empty draws
/// as empty and one above full as full.
@Suite struct PaintedGeometryTests {
    /// One progress view filling a 10 x 3 region of a lock-screen card.
    private func painted(_ content: ResolvedView.Content) -> CellBuffer {
        let frame = Rect(x: 0, y: 0, width: 80, height: 54)
        let view = PlacedView(view: ResolvedView(content: content, style: ResolvedStyle(foreground: .white)), frame: frame, contentFrame: frame)
        let region = LaidOutRegion(name: .lockScreen, cells: CellRect(column: 0, row: 0, width: 10, height: 3), placed: view, phoneSize: frame.size, background: .black)
        let surface = LaidOutSurface(presentation: .lock, columns: 10, rows: 3, shapes: [], regions: [region])
        return SurfacePainter(projection: .standard, cache: RenderCache()).paint(surface, wallpaper: .black)
    }

    @Test(arguments: [-1, -Double.infinity, -1e300, Double.nan])
    func belowEmptyDrawsEmpty(fraction: Double) {
        #expect(painted(.gauge(fraction: fraction)) == painted(.gauge(fraction: 0)))
        #expect(painted(.bar(fraction: fraction)) == painted(.bar(fraction: 0)))
    }

    @Test(arguments: [2, 1e300, Double.infinity])
    func aboveFullDrawsFull(fraction: Double) {
        #expect(painted(.gauge(fraction: fraction)) == painted(.gauge(fraction: 1)))
        #expect(painted(.bar(fraction: fraction)) == painted(.bar(fraction: 1)))
    }
}
