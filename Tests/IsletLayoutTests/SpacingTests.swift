import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Spacing as the phone shows it (issue 12, item 7): paddings that never become blank rows the
/// phone would not show, content kept off the capsule's round ends, and the expanded island's
/// padding below its content.
@Suite struct SpacingTests {
    typealias V = Views

    static let device = DeviceCatalog.defaultDevice
    static let layout = SurfaceLayout(geometry: SurfaceGeometry(device: device, projection: .standard), cache: RenderCache().layout)

    static func rows(padding: Double) -> Double {
        let engine = LayoutEngine(metrics: TerminalMetrics(projection: .standard))
        let view = V.text("Hi").padding(EdgeInsets(top: padding, leading: 0, bottom: padding, trailing: 0))
        return engine.sizeThatFits(view, ProposedSize(width: 200, height: 200)).height / CellProjection.standard.rowPoints
    }

    @Test func aTenPointPaddingAddsNoBlankRow() {
        #expect(Self.rows(padding: 10) == 1)
    }

    @Test func aPaddingOfAboutARowStillAddsOne() {
        #expect(Self.rows(padding: 16) == 3)
        #expect(Self.rows(padding: 18) == 3)
    }

    @Test func compactContentKeepsOffTheCapsulesEnds() throws {
        let surface = Self.layout.compact(leading: V.text("a"), trailing: V.text("b"))
        let outline = try #require(surface.shapes.first?.frame)
        let cw = CellProjection.standard.columnPoints
        for region in surface.regions {
            let start = Double(region.cells.column) * cw, end = Double(region.cells.maxColumn) * cw
            #expect(start - outline.x >= SurfaceGeometry.endInset, "\(region.name) starts \(start - outline.x) pt from the end")
            #expect(outline.maxX - end >= SurfaceGeometry.endInset, "\(region.name) ends \(outline.maxX - end) pt from the end")
        }
    }

    @Test func minimalContentSitsOnTheCircle() throws {
        let surface = Self.layout.minimal(attached: V.text("a"), detached: V.text("b"))
        for (shape, region) in zip(surface.shapes, surface.regions) {
            let outline = try #require(shape.frame)
            let circleCentre = outline.x + Self.device.minimal.width / 2
            let regionCentre = (Double(region.cells.column) + Double(region.cells.width) / 2) * CellProjection.standard.columnPoints
            #expect(abs(circleCentre - regionCentre) <= CellProjection.standard.columnPoints / 2, "\(region.name)")
        }
    }

    @Test func theExpandedIslandHasPaddingBelowItsContent() throws {
        let surface = Self.layout.expanded(ExpandedRegions(leading: V.text("l"), trailing: nil, center: nil, bottom: V.text("b")), keyline: nil)
        let outline = try #require(surface.shapes.first?.frame)
        let lastContent = try #require(surface.regions.map { Double($0.cells.maxRow) * CellProjection.standard.rowPoints }.max())
        #expect(outline.maxY - lastContent == SurfaceGeometry.edgePadding)
        #expect(surface.shapes.first?.cornerRadius == Self.device.cornerRadius, "the expanded island's corners are the device's 44 pt")
    }
}
