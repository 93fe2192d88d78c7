import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// The compact island widens with its content as the phone's does, both sides alike, up to the
/// expanded island's width (DECISIONS.md, "Compact sides widen with their content"): what a
/// phone shows whole is neither reported cut nor cut by the terminal's wider cells.
@Suite struct CompactWideningTests {
    typealias V = Views

    static let device = DeviceCatalog.device(id: "iphone-16-pro")!
    static let semibold15 = Font(size: 15, weight: .semibold)

    static func layout(columnPoints: Double = 8) -> SurfaceLayout {
        SurfaceLayout(geometry: SurfaceGeometry(device: device, projection: CellProjection(columnPoints: columnPoints)), cache: RenderCache().layout)
    }

    static func region(_ name: RegionName, of surface: LaidOutSurface) throws -> LaidOutRegion {
        try #require(surface.regions.first { $0.name == name })
    }

    /// A weather widget's "2T / 65°" at 15 pt semibold, which a phone shows whole in compact
    /// leading (about 58 pt of Inter Semi Bold against the published 52.33 pt side).
    @Test func aTextThePhoneShowsWholeIsNotReportedCut() throws {
        let surface = Self.layout().compact(leading: V.text("2T / 65°", font: Self.semibold15), trailing: V.text("4m"))
        #expect(FitReport.check([surface]).entries == [])
        let leading = try Self.region(.compactLeading, of: surface), trailing = try Self.region(.compactTrailing, of: surface)
        #expect(leading.placed.lines == ["2T / 65°"] && !leading.placed.isTruncated)
        #expect(leading.phoneSize.width > Self.device.compactLeading.width, "the side widened: \(leading.phoneSize)")
        #expect(trailing.phoneSize == leading.phoneSize, "both sides widen alike: the island stays centred on the camera")
        #expect(surface.columns > SurfaceGeometry(device: Self.device, projection: .standard).compactColumns, "the island is drawn wider")
    }

    /// Short content keeps the published island: nothing widens for a side that fits.
    @Test func contentThatFitsKeepsThePublishedIsland() throws {
        let surface = Self.layout().compact(leading: V.text("12m"), trailing: V.text("4m"))
        #expect(try Self.region(.compactLeading, of: surface).phoneSize == Self.device.compactLeading)
        #expect(surface.columns == SurfaceGeometry(device: Self.device, projection: .standard).compactColumns)
    }

    /// In xterm's 1:2 cells a column is 9 pt, and delivery's "12:00" in monospaced digits (5
    /// cells) read "11:…" in a side of 4; the terminal's sides widen until the phone's line fits.
    @Test func aCountdownTheTerminalCutInNinePointColumnsIsWhole() throws {
        let eta = ResolvedView(content: .text("12:00"), style: ResolvedStyle(monospacedDigit: true))
        let surface = Self.layout(columnPoints: 9).compact(leading: V.text("a"), trailing: eta)
        let trailing = try Self.region(.compactTrailing, of: surface)
        #expect(trailing.placed.lines == ["12:00"] && !trailing.placed.isTruncated, "\(trailing.placed.lines)")
        #expect(trailing.cells.width >= 5)
        #expect(FitReport.check([surface]).terminalCuts == [])
    }

    /// Past the expanded island's width the phone cuts, and the report gives the widest side.
    @Test func textWiderThanTheWidestIslandIsStillCut() throws {
        let surface = Self.layout().compact(leading: V.text("a"), trailing: V.text("Delivered at the door at noon"))
        let entry = try #require(FitReport.check([surface]).entries.first)
        let widest = (Self.device.expandedWidth - Self.device.cameraWidth) / 2
        #expect(abs(try Self.region(.compactTrailing, of: surface).phoneSize.width - widest) < 0.01)
        #expect(entry.availableWidth <= widest + 0.01 && entry.neededWidth > widest)
    }
}
