import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Layout arithmetic saturates instead of trapping (issue 13): a number that slipped past the
/// layout reader's ranges (a layout built in code, a future reader) lays out as something
/// wrong but finite, on every surface and in the fit report. Before, `Int(_:)` in
/// `SurfaceLayout.rowsNeeded` and `CellProjection` trapped on exactly these values.
@Suite struct SaturatingLayoutTests {
    typealias V = Views

    static let layout = SurfaceLayout(geometry: SurfaceGeometry(device: DeviceCatalog.device(id: "iphone-16-pro")!, projection: .standard), cache: RenderCache().layout)

    static let hostileNumbers: [Double] = [1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]

    /// Views carrying `number` in every length a view has.
    static func views(carrying number: Double) -> [ResolvedView] {
        [
            V.text("Hi").frame(minHeight: number, maxHeight: .infinity),
            V.text("Hi").frame(width: number, height: number),
            V.text("Hi").frame(minWidth: number, maxWidth: number),
            V.text("Hi").padding(EdgeInsets(top: number, leading: number, bottom: number, trailing: number)),
            V.vstack(spacing: number, V.text("A"), V.text("B")),
            V.hstack(spacing: number, V.text("A"), V.spacer(minLength: number), V.text("B")),
            V.text("Hi", font: Font(size: number)),
        ]
    }

    @Test(arguments: hostileNumbers)
    func everySurfaceLaysOutAHostileLength(number: Double) {
        for view in Self.views(carrying: number) {
            let surfaces = [
                Self.layout.compact(leading: view, trailing: view),
                Self.layout.minimal(attached: view, detached: view),
                Self.layout.expanded(ExpandedRegions(leading: view, trailing: view, center: view, bottom: view), keyline: nil),
                Self.layout.lockScreen(view, background: .black),
            ]
            for surface in surfaces {
                #expect(surface.columns >= 0 && surface.columns < 1000, "\(surface.presentation) of \(view)")
                #expect(surface.rows >= 0 && surface.rows < 1000, "\(surface.presentation) of \(view)")
            }
            _ = FitReport.check(surfaces)
        }
    }

    @Test func projectionHoldsHugeLengthsAtTheSaturationBound() {
        let projection = CellProjection.standard
        #expect(projection.columns(1e300) == Int.saturationBound)
        #expect(projection.rows(-.infinity) == -Int.saturationBound)
        #expect(projection.columns(.nan) == 0)
        let cells = projection.cells(of: Rect(x: -1e300, y: 0, width: .infinity, height: 18))
        #expect(cells.width == 2 * Int.saturationBound)
    }
}
